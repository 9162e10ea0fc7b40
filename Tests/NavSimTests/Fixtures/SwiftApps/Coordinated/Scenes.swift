import UIKit

struct Product {
    var name: String
    var price: Int
}

class ProductListViewController: UITableViewController {
    weak var coordinator: MainCoordinator?
    var onSelectCategory: ((String) -> Void)?
    var products: [Product] = []
    var categories = ["Books"]

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator?.showDetail(products[indexPath.row])
    }

    @IBAction func categoryTapped(_ sender: Any) {
        onSelectCategory?(categories[0])
    }
}

protocol ProductDetailDelegate: AnyObject {
    func productDetailDidRequestPurchase(_ product: Product)
    func productDetailDidClose()
}

class ProductDetailViewController: UIViewController {
    weak var delegate: ProductDetailDelegate?
    var product: Product

    init(product: Product) {
        self.product = product
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @IBAction func buyTapped(_ sender: Any) {
        delegate?.productDetailDidRequestPurchase(product)
    }

    @IBAction func closeTapped(_ sender: Any) {
        delegate?.productDetailDidClose()
    }
}

class CategoryViewController: UIViewController {
    private(set) var category = ""

    static func make(category: String) -> CategoryViewController { CategoryViewController(category: category) }

    convenience init(category: String) {
        self.init(nibName: nil, bundle: nil)
        self.category = category
    }
}

class CheckoutViewController: UIViewController {
    var total = 0
    var note = ""
}

/// Navigation no view controller leads to: warned about, not imported.
class Orphan {
    let navigationController = UINavigationController()

    func showSomething() {
        navigationController.pushViewController(CheckoutViewController(), animated: true)
    }
}
