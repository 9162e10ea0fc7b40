import UIKit

final class SceneCoordinator: SceneCoordinatorType {
    private var window: UIWindow
    private var currentViewController: UIViewController

    init(window: UIWindow) {
        self.window = window
        currentViewController = window.rootViewController!
    }

    func transition(to scene: Scene, type: SceneTransitionType) {
        let viewController = scene.viewController()
        if case .root = type {
            window.rootViewController = viewController
            currentViewController = viewController
            return
        }
        switch type {
        case .push:
            currentViewController.navigationController?.pushViewController(viewController, animated: true)
        case .modal:
            viewController.modalPresentationStyle = .formSheet
            currentViewController.present(viewController, animated: true)
        default:
            break
        }
    }

    func pop(animated: Bool) {
        if let presenter = currentViewController.presentingViewController {
            currentViewController.dismiss(animated: animated)
            currentViewController = presenter
        } else {
            currentViewController.navigationController?.popViewController(animated: animated)
        }
    }
}
