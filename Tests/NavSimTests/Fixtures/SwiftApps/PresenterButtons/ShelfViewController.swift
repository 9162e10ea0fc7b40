import UIKit

/// Puts its own buttons on the screens it shows: their taps run its methods.
final class ShelfViewController: UITableViewController {
    var books: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        // Its own button: an action of the shelf.
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addBook))
    }

    @objc func addBook() {
        let editor = BookEditorViewController()
        editor.navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: self, action: #selector(cancelEditing))
        present(UINavigationController(rootViewController: editor), animated: true)
    }

    @objc func cancelEditing() {
        dismiss(animated: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let reader = ReaderViewController()
        reader.title = books[indexPath.row]
        reader.navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Done", style: .done, target: self, action: #selector(closeReader(_:)))
        navigationController?.pushViewController(reader, animated: true)
    }

    @objc func closeReader(_ sender: UIBarButtonItem) {
        navigationController?.popViewController(animated: true)
    }
}
