import UIKit

/// Pushes the cart, presents the payment over it, and when paid pops the cart from under the
/// sheet before dismissing it: the dismissal reveals what was below the cart.
final class CheckoutCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func showCart() {
        let cart = CartViewController()
        cart.coordinator = self
        navigationController.pushViewController(cart, animated: true)
    }

    func pay() {
        let payment = PaymentViewController()
        payment.coordinator = self
        navigationController.present(payment, animated: true)
    }

    func paymentFinished() {
        navigationController.popViewController(animated: false)
        navigationController.dismiss(animated: true)
    }
}

class HomeViewController: UIViewController {
    var coordinator: CheckoutCoordinator?

    @IBAction func cartTapped(_ sender: Any) {
        coordinator?.showCart()
    }
}

class CartViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?

    @IBAction func payTapped(_ sender: Any) {
        coordinator?.pay()
    }
}

class PaymentViewController: UIViewController {
    weak var coordinator: CheckoutCoordinator?

    @IBAction func doneTapped(_ sender: Any) {
        coordinator?.paymentFinished()
    }
}
