import UIKit

/// Edits a person; its prepare(for:sender:) only prepares itself for the unwind.
class EditPersonViewController: UIViewController {
    @IBOutlet weak var nameField: UITextField!
    var person: Person?
    var isNew = false

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let name = nameField.text {
            person = Person(name: name)
        }
    }
}

/// A map of one address, set by a setter.
class MapViewController: UIViewController {
    var address: String = ""

    func set(address: String) {
        self.address = address
        title = address
    }
}

/// Groups in a collection view: a setter, performSegue from a selection, a guard on the identifier.
class GroupsViewController: UICollectionViewController {
    var groups = ["Family", "Work"]
    var selected: String?
    var favoritesOnly: Bool = false

    func configure(with group: String?, favoritesOnly: Bool) {
        self.selected = group
        self.favoritesOnly = favoritesOnly
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        performSegue(withIdentifier: Segue.showMembers.rawValue, sender: nil)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        guard segue.identifier == "showMembers",
            let members = segue.destination as? MembersViewController,
            let index = collectionView.indexPathsForSelectedItems?.first
        else { return }
        members.group = groups[index.item]
    }
}

/// The members of a group: defaults of every kind, and a prepare with no identifier test.
class MembersViewController: UITableViewController {
    var group: String?
    var names = [String]()
    var loader = Loader()
    var cache = makeCache()
    var count = 0

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        performSegue(withIdentifier: "ShowPerson", sender: indexPath)
    }

    @IBAction func refresh() {
        loader.load { [weak self] in
            self?.performSegue(withIdentifier: "ShowPerson", sender: nil)
        }
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        let detail = segue.destination as! PersonDetailViewController
        if let indexPath = sender as? IndexPath {
            detail.person = Person(name: names[indexPath.row])
        }
    }
}
