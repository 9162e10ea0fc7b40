import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: HomeViewController()),
            UINavigationController(rootViewController: SettingsViewController()),
            UINavigationController(rootViewController: KioskViewController()),
        ]
        window.rootViewController = tabs
        self.window = window
        window.makeKeyAndVisible()
    }
}
