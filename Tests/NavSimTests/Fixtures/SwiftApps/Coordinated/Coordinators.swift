import UIKit

protocol Coordinator: AnyObject {
    var childCoordinators: [Coordinator] { get set }
}

/// The app's coordinator: reached from the list by a stored weak reference and by a closure it
/// stores in the list, and from the detail by the delegate protocol it conforms to.
class MainCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let list = ProductListViewController()
        list.coordinator = self
        list.onSelectCategory = { [weak self] category in
            self?.showCategory(category)
        }
        navigationController.pushViewController(list, animated: false)
    }

    func showDetail(_ product: Product) {
        let detail = ProductDetailViewController(product: product)
        detail.delegate = self
        navigationController.pushViewController(detail, animated: true)
    }

    func showCategory(_ name: String) {
        let category = CategoryViewController.make(category: name)
        category.modalPresentationStyle = .pageSheet
        navigationController.present(UINavigationController(rootViewController: category), animated: true)
    }

    func buy(_ product: Product) {
        let child = CheckoutCoordinator(navigationController: navigationController)
        childCoordinators.append(child)
        child.start(with: product)
    }
}

extension MainCoordinator: ProductDetailDelegate {
    func productDetailDidRequestPurchase(_ product: Product) {
        buy(product)
    }

    func productDetailDidClose() {
        navigationController.popViewController(animated: true)
    }
}

/// A child coordinator: its start pushes the checkout over the detail.
class CheckoutCoordinator: Coordinator {
    var childCoordinators: [Coordinator] = []
    weak var navigationController: UINavigationController?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start(with product: Product) {
        let checkout = CheckoutViewController()
        checkout.total = product.price
        checkout.note = note()
        navigationController?.pushViewController(checkout, animated: true)
    }

    func note() -> String { "thanks" }
}
