import UIKit

struct Item: Hashable {
    var name: String
}

enum Shelf {
    case books, magazines
}

/// Two lists in two sections: which one a row comes from is not one list's element.
class ShelvesViewController: UITableViewController {
    var books: [Item] = []
    var magazines: [Item] = []
    private var dataSource: UITableViewDiffableDataSource<Shelf, Item>!

    private func applySnapshot() {
        var snapshot = NSDiffableDataSourceSnapshot<Shelf, Item>()
        snapshot.appendSections([.books, .magazines])
        snapshot.appendItems(books, toSection: .books)
        snapshot.appendItems(magazines, toSection: .magazines)
        dataSource.apply(snapshot)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        let page = ShelfItemViewController.make(item: item)
        navigationController?.pushViewController(page, animated: true)
    }
}

/// Pushed: its pop takes it off the screen, so what its close does next runs elsewhere.
/// Built by a factory that loads it from a storyboard and sets its properties (no initialiser of
/// its own: UIKit's `init(coder:)` builds it).
class ShelfItemViewController: UIViewController {
    private(set) lazy var item: Item = placeholder()
    var note = "none"

    static func make(item: Item) -> ShelfItemViewController {
        let board = UIStoryboard(name: "Shelves", bundle: nil)
        let page = board.instantiateViewController(withIdentifier: "ShelfItem") as! ShelfItemViewController
        page.item = item
        page.note = "opened"
        return page
    }

    @IBAction func closeTapped(_ sender: Any) {
        navigationController?.popViewController(animated: true)
        dismiss(animated: true)
    }
}

func placeholder<T>() -> T {
    fatalError("set before use")
}
