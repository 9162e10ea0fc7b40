import UIKit

struct Contact {
    let id: String
    let name: String
}

/// Hands the tapped contact to the profile's module, which the navigator opens.
final class ContactsViewController: UITableViewController {
    var contacts: [Contact] = []
    var navigator: Navigator!

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let module = ProfileModule(navigator: navigator)
        module.contact = contacts[indexPath.row]
        navigator.open(module)
    }
}

final class Navigator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func open(_ module: ProfileModule) {
        module.present()
    }

    func push(_ view: UIViewController) {
        navigationController.pushViewController(view, animated: true)
    }
}
