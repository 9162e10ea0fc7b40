import UIKit

final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private var coordinator: LibraryCoordinator?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let navigation = UINavigationController()
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = navigation
        coordinator = LibraryCoordinator(navigationController: navigation)
        coordinator?.start()
        window.makeKeyAndVisible()
        self.window = window
    }
}
