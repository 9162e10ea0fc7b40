import UIKit

struct Entry {
    var text: String
}

@objc protocol ComposeViewControllerDelegate: AnyObject {
    func composeViewControllerDidCancel(_ controller: ComposeViewController)
    @objc optional func composeViewController(_ controller: ComposeViewController, didFinishWith text: String)
}

class ComposeViewController: UIViewController {
    weak var delegate: ComposeViewControllerDelegate?
    var text = ""

    @IBAction func cancel(_ sender: UIBarButtonItem) {
        delegate?.composeViewControllerDidCancel(self)
    }

    @IBAction func done(_ sender: UIBarButtonItem) {
        delegate?.composeViewController?(self, didFinishWith: text)
    }
}

protocol EntryViewControllerDelegate: class {
    func entryViewControllerDidDelete(_ controller: EntryViewController)
}

class EntryViewController: UIViewController {
    var entry: Entry?
    weak var delegate: EntryViewControllerDelegate?

    @IBAction func deleteTapped(_ sender: Any) {
        delegate?.entryViewControllerDidDelete(self)
    }
}

class SettingsViewController: UIViewController {
    var completion: (() -> Void)?

    @IBAction func closeTapped(_ sender: UIButton) {
        completion?()
    }
}

class EntriesViewController: UITableViewController {
    var entries: [Entry] = []

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "AddEntry":
            let navigation = segue.destination as! UINavigationController
            let compose = navigation.topViewController as! ComposeViewController
            compose.delegate = self
        case "ShowEntry":
            if let entryController = segue.destination as? EntryViewController, let row = tableView.indexPathForSelectedRow?.row {
                entryController.entry = entries[row]
                entryController.delegate = self
            }
        case "ShowSettings":
            let settings = segue.destination as! SettingsViewController
            settings.completion = { [weak self] in
                guard let strongSelf = self else { return }
                strongSelf.dismiss(animated: true, completion: nil)
            }
        default:
            break
        }
    }
}

extension EntriesViewController: ComposeViewControllerDelegate {
    func composeViewControllerDidCancel(_ controller: ComposeViewController) {
        controller.dismiss(animated: true, completion: nil)
    }

    func composeViewController(_ controller: ComposeViewController, didFinishWith text: String) {
        entries.insert(Entry(text: text), at: 0)
        tableView.reloadData()
        self.dismiss(animated: true, completion: nil)
    }
}

extension EntriesViewController: EntryViewControllerDelegate {
    func entryViewControllerDidDelete(_ controller: EntryViewController) {
        _ = navigationController?.popViewController(animated: true)
    }
}
