import UIKit

protocol ItemsProviderDelegate: AnyObject {
    func itemsProvider(didSelect item: String)
}

class ItemsProvider: NSObject, UITableViewDataSource, UITableViewDelegate {
    weak var delegate: ItemsProviderDelegate?
    var items: [String] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        delegate?.itemsProvider(didSelect: items[indexPath.row])
    }
}

class ListViewController: UIViewController, ItemsProviderDelegate {
    let provider = ItemsProvider()
    let tableView = UITableView()
    override func viewDidLoad() {
        super.viewDidLoad()
        provider.delegate = self
        tableView.dataSource = provider
        tableView.delegate = provider
    }
    func itemsProvider(didSelect item: String) {
        navigationController?.pushViewController(ItemViewController(), animated: true)
    }
    @IBAction func openSummary(_ sender: Any) {
        navigationController?.pushViewController(SummaryViewController(), animated: true)
    }
}

// Holds a provider only to count its items; its table is not driven by it.
class SummaryViewController: UIViewController {
    var provider: ItemsProvider = ItemsProvider()
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "\(provider.items.count)"
    }
}

class ItemViewController: UIViewController {}
