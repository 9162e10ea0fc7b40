import UIKit

/// The detail: pops and dismisses.
class DetailViewController: UIViewController {
    var item: Item?
    var mode = "all"

    func configure(mode: String) {
        self.mode = mode
    }

    @IBAction func doneTapped(_ sender: Any) {
        navigationController?.popViewController(animated: true)
    }

    @IBAction func homeTapped(_ sender: Any) {
        navigationController!.popToRootViewController(animated: true)
    }

    @IBAction func backToListTapped(_ sender: Any) {
        if let list = navigationController?.viewControllers.first(where: { $0 is ListViewController }) as? ListViewController {
            list.filter = mode
            navigationController?.popToViewController(list, animated: true)
        }
    }

    @IBAction func closeTapped(_ sender: Any) {
        dismiss(animated: true, completion: nil)
    }

    @IBAction func buyTapped(_ sender: Any) {
        DispatchQueue.main.async {
            let checkout = CheckoutViewController()
            checkout.price = self.item?.price
            self.showDetailViewController(checkout, sender: nil)
        }
    }
}
