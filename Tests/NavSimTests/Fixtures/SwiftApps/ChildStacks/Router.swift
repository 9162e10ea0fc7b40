import UIKit

protocol Presentable {
    func toPresent() -> UIViewController?
}

extension UIViewController: Presentable {
    func toPresent() -> UIViewController? { self }
}

/// Wraps one navigation controller; a coordinator is handed one, or builds its own.
final class StackRouter: Presentable {
    private weak var navigation: UINavigationController?

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func toPresent() -> UIViewController? { navigation }

    func present(_ module: Presentable?) {
        guard let controller = module?.toPresent() else { return }
        navigation?.present(controller, animated: true)
    }

    func dismissModule() {
        navigation?.dismiss(animated: true)
    }

    func setRoot(_ module: Presentable?) {
        guard let controller = module?.toPresent() else { return }
        navigation?.setViewControllers([controller], animated: false)
    }

    func push(_ module: Presentable?) {
        guard let controller = module?.toPresent() else { return }
        navigation?.pushViewController(controller, animated: true)
    }
}
