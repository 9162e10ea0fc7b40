import UIKit

final class KitchenNavigationController: UINavigationController {}

/// One coordinator for the whole app; its own method (in an extension, `SceneCoordinator+Factory.swift`)
/// builds each scene's view controller.
final class SceneCoordinator: BaseSceneCoordinator {
    static var shared: SceneCoordinator!

    var window: UIWindow
    weak var currentViewController: UIViewController?

    init(window: UIWindow) {
        self.window = window
        super.init()
    }

    func transition(type: SceneTransition, with args: [String: Any?]?, animated: Bool = false) {
        switch type {
        case let .push(scene):
            let target = self.viewController(scene: scene, with: args)!
            if self.currentViewController!.navigationController != nil {
                let navigationController = self.currentViewController!.navigationController!
                navigationController.pushViewController(SceneCoordinator.topScreen(of: target), animated: animated)
            } else {
                let navigationController = KitchenNavigationController(rootViewController: target)
                navigationController.modalPresentationStyle = .fullScreen
                currentViewController!.present(navigationController, animated: animated)
                self.currentViewController = target
            }
        case let .root(scene, wrapped):
            var target = self.viewController(scene: scene, with: args)!
            if wrapped {
                target = KitchenNavigationController(rootViewController: target)
            }
            self.window.rootViewController = target
        case let .present(scene, style, wrapped):
            var target = self.viewController(scene: scene, with: args)!
            if(wrapped) {
                let navigationController = KitchenNavigationController(rootViewController: target)
                target = navigationController
            }
            target.modalPresentationStyle = style
            currentViewController?.present(target, animated: animated)
            self.currentViewController = target
        }
    }

    /// Back from the screen on top: popped when it was pushed, else dismissed.
    func pop(animated: Bool = false) {
        if let navigationController = self.currentViewController?.navigationController,
            navigationController.viewControllers.count > 1
        {
            navigationController.popViewController(animated: animated)
        } else if let presenting = self.currentViewController?.presentingViewController {
            self.currentViewController?.dismiss(animated: true) {
                self.currentViewController = presenting
            }
        }
    }
}

/// What every coordinator shares.
class BaseSceneCoordinator: NSObject {
    /// The screen a container shows first; any other view controller itself.
    static func topScreen(of viewController: UIViewController) -> UIViewController {
        if let tabs = viewController as? UITabBarController, let selected = tabs.selectedViewController {
            return topScreen(of: selected)
        }
        if let navigationController = viewController as? UINavigationController {
            return navigationController.viewControllers.first!
        }
        return viewController
    }
}
