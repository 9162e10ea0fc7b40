import UIKit

/// The parent flow: the catalogue's stack; it builds the options flow and hears what that one
/// hands back when it ends.
final class CatalogFlow {
    private let navigationController = UINavigationController()

    func navigate(to step: Step) -> FlowResult {
        guard let step = step as? ShopStep else { return .none }
        switch step {
        case .catalogRequired:
            navigationController.setViewControllers([CatalogViewController()], animated: false)
            return .none
        case .optionsRequired:
            return showOptions()
        case .optionsDone:
            navigationController.presentedViewController?.dismiss(animated: true)
            return .none
        default:
            return .none
        }
    }

    private func showOptions() -> FlowResult {
        let optionsFlow = OptionsFlow()
        // A framework's function the sources do not declare: it calls the closure with the
        // child flow's `root` once the child is ready.
        Flows.use(optionsFlow, when: .created) { [unowned self] root in
            self.navigationController.present(root, animated: true)
        }
        return .none
    }
}

/// The child flow: the options list and what its rows show.
final class OptionsFlow {
    private let rootViewController = OptionsViewController()

    var root: UIViewController { rootViewController }

    func navigate(to step: Step) -> FlowResult {
        guard let step = step as? ShopStep else { return .none }
        switch step {
        case .helpRequired:
            return showHelp()
        case .legalRequired:
            rootViewController.showDetailViewController(LegalViewController(), sender: nil)
            return .none
        case .optionsDone:
            return .end(forwardToParentFlowWithStep: ShopStep.optionsDone)
        default:
            return .none
        }
    }

    private func showHelp() -> FlowResult {
        let help = HelpViewController()
        rootViewController.showDetailViewController(help, sender: nil)
        return .none
    }
}
