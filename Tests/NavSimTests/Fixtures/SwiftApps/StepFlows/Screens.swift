import UIKit

final class CatalogViewController: UITableViewController {
    let intents = IntentBus()
    var productIDs: [Int] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        intents.send(ShopIntent.productPicked(id: productIDs[indexPath.row]))
    }

    @IBAction func cartTapped(_ sender: Any) {
        intents.send(ShopIntent.cartRequested)
    }
}

final class ProductViewController: UIViewController {
    var productID = 0
}

final class CartViewController: UIViewController {
    let intents = IntentBus()

    @IBAction func closeTapped(_ sender: Any) {
        intents.send(ShopIntent.cartClosed)
    }
}

final class ReceiptViewController: UIViewController {}
