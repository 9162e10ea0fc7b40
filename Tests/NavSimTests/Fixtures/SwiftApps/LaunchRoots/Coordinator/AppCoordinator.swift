import UIKit

protocol Coordinator {
    func start()
}

final class AppCoordinator: Coordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let list = ItemsViewController.make(store: ItemStore())
        navigationController.pushViewController(list, animated: false)
    }
}

struct ItemStore {}

class ItemsViewController: UIViewController {
    private var store: ItemStore?

    static func make(store: ItemStore) -> ItemsViewController {
        let controller = ItemsViewController()
        controller.store = store
        return controller
    }
}
