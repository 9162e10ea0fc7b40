import UIKit

/// Its pages are a page view controller's, UIKit's own container.
final class StoriesViewController: UIViewController {
    private lazy var pages: UIPageViewController = {
        UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        pages.setViewControllers([IntroViewController()], direction: .forward, animated: false, completion: nil)
        addChild(pages)
        view.addSubview(pages.view)
        pages.didMove(toParent: self)
    }
}
