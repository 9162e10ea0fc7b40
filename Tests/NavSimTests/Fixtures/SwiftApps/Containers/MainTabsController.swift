import UIKit

/// A tab bar controller's `addChild` adds a tab: no custom container's child.
final class MainTabsController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(UINavigationController(rootViewController: SummaryViewController()))
    }
}
