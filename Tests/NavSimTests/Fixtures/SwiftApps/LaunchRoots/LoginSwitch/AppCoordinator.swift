import UIKit

final class AppCoordinator: LoginViewControllerDelegate {
    private let window: UIWindow

    init(window: UIWindow) {
        self.window = window
    }

    func start() {
        let login = LoginViewController()
        login.delegate = self
        window.rootViewController = login
        window.makeKeyAndVisible()
    }

    func loginDidSucceed() {
        showMain()
    }

    private func showMain() {
        let main = MainTabBarController()
        window.rootViewController = main
    }
}
