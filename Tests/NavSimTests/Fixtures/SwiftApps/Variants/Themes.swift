import UIKit

// Enum cases handed to the next screen and used as defaults: symbols, written as their names.

enum Theme {
    case light, dark
    case custom(String)
    static let fallback = Theme.light
}

class SettingsViewController: UITableViewController {
    var theme: Theme = .dark
    var previous: Theme? = .none

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if let picker = segue.destination as? ThemePickerViewController {
            picker.choices = [.light, .dark]
            picker.selected = theme
            picker.fallback = Theme.fallback
        }
    }
}

class ThemePickerViewController: UITableViewController {
    var choices: [Theme] = []
    var selected = Theme.light
    var fallback: Theme?
}
