import UIKit

/// The list of people: a switch over three identifiers, a cell sender, a navigation controller.
class PeopleViewController: UITableViewController {
    @IBOutlet weak var searchBar: UISearchBar!
    static let cellIdentifier = "PersonCell"
    weak var delegate: PeopleDelegate?

    var people: [Person] = []
    var favoritesOnly = false
    var selectedGroup: String?
    var rowHeight = 44.5
    var title2 = "People"
    var visible: [Person] {
        favoritesOnly ? people.filter(\.isFavorite) : people
    }
    var onRefresh: (() -> Void)?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        switch segue.identifier {
        case "ShowPerson":
            guard let cell = sender as? UITableViewCell,
                let indexPath = tableView.indexPath(for: cell),
                let detail = segue.destination as? PersonDetailViewController
            else { return }
            detail.person = people[indexPath.row]
            detail.delegate = self
        case "AddPerson":
            let navigation = segue.destination as! UINavigationController
            let editor = navigation.topViewController as! EditPersonViewController
            editor.isNew = true
            editor.person = nil
        case .some("ShowGroups"):
            let groups = segue.destination as! GroupsViewController
            groups.configure(with: self.selectedGroup, favoritesOnly: favoritesOnly)
        default:
            break
        }
    }
}

extension PeopleViewController {
    /// Adds what the editor made: no plain pass.
    @IBAction func unwindToPeople(segue: UIStoryboardSegue) {
        if let editor = segue.source as? EditPersonViewController {
            self.people.append(editor.person!)
        }
    }
}

extension UIViewController {
    /// Every view controller can be unwound to.
    @IBAction func unwindAnywhere(_ sender: UIStoryboardSegue) {}
}
