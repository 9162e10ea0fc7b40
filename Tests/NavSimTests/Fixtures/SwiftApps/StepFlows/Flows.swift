import UIKit

final class ShopFlow {
    private let navigation = UINavigationController()

    func handle(_ intent: Intent) {
        guard let intent = intent as? ShopIntent else { return }
        switch intent {
        case .productPicked(let id):
            showProduct(id)
        case .cartRequested:
            showCart()
        case .cartClosed:
            navigation.dismiss(animated: true)
        default:
            break
        }
    }

    func start() {
        navigation.setViewControllers([CatalogViewController()], animated: false)
    }

    private func showProduct(_ id: Int) {
        let product = ProductViewController()
        product.productID = id
        navigation.pushViewController(product, animated: true)
    }

    private func showCart() {
        navigation.present(CartViewController(), animated: true)
    }
}

/// Another flow over the same intents, which never shows the catalogue: its `.cartRequested`
/// is not what the catalogue's button does.
final class CheckoutFlow {
    private let navigation = UINavigationController()

    func handle(_ intent: Intent) {
        switch intent as? ShopIntent {
        case .checkoutDone?:
            navigation.pushViewController(ReceiptViewController(), animated: true)
        default:
            break
        }
    }

    func cart() -> CartViewController { CartViewController() }
}
