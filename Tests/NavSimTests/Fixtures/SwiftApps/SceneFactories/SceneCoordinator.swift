import UIKit

import RxCocoa
import RxSwift

/// Its own close and back buttons, which the coordinator listens to.
final class KitchenNavigationController: UINavigationController {
    let closeTapped = PublishRelay<Void>()
    let backTapped = PublishRelay<Void>()
}

/// One coordinator for the whole app; its own method (in an extension, `SceneCoordinator+Factory.swift`)
/// builds each scene's view controller.
final class SceneCoordinator: BaseSceneCoordinator {
    static var shared: SceneCoordinator!

    var window: UIWindow
    weak var currentViewController: UIViewController?
    private let disposeBag = DisposeBag()

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
                self.configureNavBar(navigationController: navigationController)
                target = navigationController
            }
            target.modalPresentationStyle = style
            currentViewController?.present(target, animated: animated)
            self.currentViewController = target
        }
    }

    /// The navigation controller's buttons take the screen on top back: run on their taps, from
    /// the screen it was built around, not from the screen that asked for it.
    func configureNavBar(navigationController: KitchenNavigationController) {
        Observable.of(navigationController.closeTapped, navigationController.backTapped)
            .merge()
            .subscribe(onNext: { [weak self] _ in
                guard let self = self else { return }
                self.pop(animated: true)
            })
            .disposed(by: disposeBag)
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
