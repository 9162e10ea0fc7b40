import UIKit

/// One coordinator for the whole app, acting on the screen on top.
final class SceneCoordinator {
    static let shared = SceneCoordinator()

    var window: UIWindow!
    var currentViewController: UIViewController!

    func transition(type: SceneTransitionType, with args: [String: Any]?, animated: Bool = true) {
        switch type {
        case .root(let scene):
            let viewController = scene.viewController()
            window.rootViewController = viewController
            currentViewController = viewController
        case .push(let scene):
            let viewController = scene.viewController()
            currentViewController.navigationController?.pushViewController(viewController, animated: animated)
        case .present(let scene, let style):
            let viewController = scene.viewController()
            viewController.modalPresentationStyle = style
            currentViewController.present(viewController, animated: animated)
        }
    }

    func pop(animated: Bool) {
        currentViewController.navigationController?.popViewController(animated: animated)
    }

    func dismiss(animated: Bool) {
        currentViewController.dismiss(animated: animated)
    }
}

/// What a screen adopts to navigate: the coordinator acts on the screen on top.
protocol Transitionable: AnyObject {}

extension Transitionable where Self: UIViewController {
    func transition(type: SceneTransitionType, with args: [String: Any]?, animated: Bool = true) {
        SceneCoordinator.shared.transition(type: type, with: args, animated: animated)
    }
}
