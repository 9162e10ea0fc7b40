import UIKit

/// An empty state whose button runs a closure the screen sets.
class EmptyStateView: UIView {
    var onTapped: (() -> Void)?
}

class TunnelsViewController: UITableViewController {
    let emptyView = EmptyStateView()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The empty state's button runs the same method as the bar button below.
        emptyView.onTapped = { [weak self] in
            guard let self = self else { return }
            self.addTapped(sender: self.emptyView)
        }
        updateButtons()
    }

    func updateButtons() {
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addTapped(sender:)))
    }

    @objc func addTapped(sender: AnyObject) {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addAction(
            UIAlertAction(title: "Create", style: .default) { [weak self] _ in
                self?.presentEditor()
            })
        present(sheet, animated: true)
    }

    func presentEditor() {
        let editor = EditorViewController()
        present(UINavigationController(rootViewController: editor), animated: true)
    }
}

class EditorViewController: UIViewController {}
