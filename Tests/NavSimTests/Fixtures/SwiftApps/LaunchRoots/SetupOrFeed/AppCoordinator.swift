import UIKit

final class AppCoordinator {
    private let window: UIWindow
    private let services: Services
    private let navigationController = UINavigationController()

    init(window: UIWindow, services: Services) {
        self.window = window
        self.services = services
        window.rootViewController = navigationController
    }

    func start() {
        if services.hasSource {
            navigationController.pushViewController(services.makeFeedViewController(), animated: false)
        } else {
            navigationController.pushViewController(SetupViewController(), animated: false)
        }
    }
}
