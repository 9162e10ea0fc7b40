import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let tabs = UITabBarController()
        tabs.viewControllers = [
            UINavigationController(rootViewController: FilmsViewController()),
            UINavigationController(rootViewController: ShelvesViewController()),
        ]
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = tabs
        window?.makeKeyAndVisible()
    }
}
