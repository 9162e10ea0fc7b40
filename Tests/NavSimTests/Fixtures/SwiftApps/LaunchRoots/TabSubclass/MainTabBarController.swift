import UIKit

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let home = UINavigationController(rootViewController: HomeViewController())
        home.tabBarItem = UITabBarItem(title: "Home", image: nil, tag: 0)
        viewControllers = [home, SettingsViewController()]
    }
}

class SettingsViewController: UIViewController {}
