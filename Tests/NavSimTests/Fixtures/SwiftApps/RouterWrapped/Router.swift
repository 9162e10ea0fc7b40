import UIKit

/// Anything a router can show: a view controller, or a coordinator's first screen.
protocol Showable: AnyObject {
    func screen() -> UIViewController?
}

extension UIViewController: Showable {
    func screen() -> UIViewController? { self }
}

/// A router: coordinators never touch UIKit.
protocol Navigator: Showable {
    func push(_ item: Showable?)
    func push(_ item: Showable?, animated: Bool)
    func present(_ item: Showable?)
    func dismissTop()
    func setRoot(_ item: Showable?)
}

final class NavigatorImpl: Navigator {
    private weak var navigation: UINavigationController?

    init(navigation: UINavigationController) {
        self.navigation = navigation
    }

    func screen() -> UIViewController? { navigation }

    func push(_ item: Showable?) {
        push(item, animated: true)
    }

    func push(_ item: Showable?, animated: Bool) {
        guard let controller = item?.screen(), (controller is UINavigationController) == false else { return }
        navigation?.pushViewController(controller, animated: animated)
    }

    func present(_ item: Showable?) {
        guard let controller = item?.screen() else { return }
        navigation?.present(controller, animated: true)
    }

    func dismissTop() {
        navigation?.dismiss(animated: true)
    }

    func setRoot(_ item: Showable?) {
        guard let controller = item?.screen() else { return }
        navigation?.setViewControllers([controller], animated: false)
    }
}
