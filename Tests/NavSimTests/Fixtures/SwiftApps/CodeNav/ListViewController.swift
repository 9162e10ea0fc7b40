import UIKit

struct Item {
    var name: String
    var price: Int
}

/// The list: every way of building a destination in code.
class ListViewController: UITableViewController {
    var items: [Item] = []
    var filter = "all"

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let detail = storyboard?.instantiateViewController(withIdentifier: "Detail") as? DetailViewController else {
            return
        }
        detail.item = items[indexPath.row]
        detail.configure(mode: filter)
        navigationController?.pushViewController(detail, animated: true)
    }

    @IBAction func addTapped(_ sender: Any) {
        let editor = EditorViewController(item: nil, nibName: nil, bundle: nil)
        editor.modalPresentationStyle = .fullScreen
        let navigation = UINavigationController(rootViewController: editor)
        present(navigation, animated: true)
    }

    @IBAction func settingsTapped(_ sender: Any) {
        let settings = SettingsViewController.make(theme: "dark")
        show(settings, sender: self)
    }

    @IBAction func helpTapped(_ sender: Any) {
        let help = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(identifier: "Help") as! HelpViewController
        help.topic = filter
        navigationController!.pushViewController(help, animated: true)
    }

    @IBAction func aboutTapped(_ sender: Any) {
        let about = AboutViewController.instantiate()
        present(about, animated: true)
    }

    @IBAction func favouritesTapped(_ sender: Any) {
        tabBarController?.selectedIndex = 1
    }

    @IBAction func resetTapped(_ sender: Any) {
        let title = Formatter.title(for: filter)
        navigationController?.setViewControllers([ListViewController()], animated: false)
        print(title)
    }

    @IBAction func shareTapped(_ sender: Any) {
        let alert = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
        present(alert, animated: true)
    }
}
