import UIKit

protocol Coordinator: AnyObject {
    func start()
}

/// A child with a navigation controller of its own, which it presents over the tab bar it is handed.
final class ComposeCoordinator: Coordinator {
    private let presenter: UIViewController
    private let navigationController = UINavigationController()
    var onFinish: (() -> Void)?

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    func start() {
        let compose = ComposeViewController()
        compose.onSend = { [weak self] in self?.finish() }
        navigationController.viewControllers = [compose]
        presenter.present(navigationController, animated: true)
    }

    private func finish() {
        navigationController.dismiss(animated: true)
        onFinish?()
    }
}

final class InboxCoordinator: Coordinator, InboxViewModelCoordinatorDelegate {
    private let navigationController: UINavigationController
    private let tabBarController: UITabBarController
    private var children: [Coordinator] = []

    init(navigationController: UINavigationController, tabBarController: UITabBarController) {
        self.navigationController = navigationController
        self.tabBarController = tabBarController
    }

    func start() {
        let model = InboxViewModel()
        model.coordinatorDelegate = self
        model.didTapCompose = { [weak self] in self?.showCompose() }
        let inbox = InboxViewController()
        inbox.viewModel = model
        navigationController.viewControllers = [inbox]
    }

    func inboxViewModel(_ model: InboxViewModel, didOpen message: Message) {
        let screen = MessageViewController()
        screen.message = message
        navigationController.pushViewController(screen, animated: true)
    }

    private func showCompose() {
        let child = ComposeCoordinator(presenter: tabBarController)
        children.append(child)
        child.onFinish = { [weak self] in self?.children.removeAll() }
        child.start()
    }
}
