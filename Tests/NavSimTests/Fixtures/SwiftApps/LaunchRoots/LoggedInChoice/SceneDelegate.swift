import UIKit

class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        // Signed-out users see the welcome screen; the others keep the storyboard's window.
        if Session.current.token == nil {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = UINavigationController(rootViewController: WelcomeViewController())
            self.window = window
            window.makeKeyAndVisible()
        }
    }
}
