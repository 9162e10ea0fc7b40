import UIKit

// The settings are a storyboard of their own: its initial view controller (a navigation
// controller around SettingsViewController) is presented from a bar button.
class HarbourViewController: UITableViewController {
    @IBAction func settingsTapped(_ sender: UIBarButtonItem) {
        let board = UIStoryboard(name: "Settings", bundle: Bundle.main)
        let settings = board.instantiateInitialViewController()!
        navigationController?.present(settings, animated: true, completion: nil)
    }

    @IBAction func aboutTapped(_ sender: UIBarButtonItem) {
        present(UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()!, animated: true)
    }
}

class SettingsViewController: UITableViewController {
    @IBAction func doneTapped(_ sender: UIBarButtonItem) {
        dismiss(animated: true)
    }
}
