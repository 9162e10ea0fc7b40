import UIKit

// The dispatch of segues to routers, moved into an extension every view controller shares.
extension UIViewController {
    func routeSegue(_ segue: UIStoryboardSegue, to router: NSObject?) {
        guard let identifier = segue.identifier else { return }
        let selector = NSSelectorFromString("routeTo\(identifier)WithSegue:")
        if let router = router, router.responds(to: selector) {
            router.perform(selector, with: segue)
        }
    }
}

/// Navigation kept out of the routers entirely.
final class AppCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showCar(_ car: Car) {
        let detail = CarDetailViewController()
        navigationController.pushViewController(detail, animated: true)
    }
}
