import UIKit

/// Shows the first page it is given; the others wait for the user to swipe.
final class PagerViewController: UIViewController {
    private var pages: [UIViewController] = []
    private var visible: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        add(IntroViewController())
        add(OutroViewController())
    }

    private func add(_ page: UIViewController) {
        if visible == nil {
            addChild(page)
            view.addSubview(page.view)
            page.didMove(toParent: self)
            visible = page
        }
        pages.append(page)
    }
}

final class IntroViewController: UIViewController {}

final class OutroViewController: UIViewController {}
