import UIKit

/// Built by its initialiser with an argument.
class EditorViewController: UIViewController {
    var item: Item?

    init(item: Item?, nibName: String?, bundle: Bundle?) {
        self.item = item
        super.init(nibName: nibName, bundle: bundle)
    }
}

/// Built by a static factory.
class SettingsViewController: UIViewController {
    var theme = "light"

    static func make(theme: String) -> SettingsViewController {
        let controller = SettingsViewController()
        controller.theme = theme
        return controller
    }
}

/// Built by a storyboard helper.
class AboutViewController: UIViewController {
    static func instantiate() -> Self {
        UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "About") as! Self
    }
}

class HelpViewController: UIViewController {
    var topic = ""
}

class CheckoutViewController: UIViewController {
    var price: Int?
}

/// A static function that returns no view controller: not a factory.
enum Formatter {
    static func title(for filter: String) -> String { filter.capitalized }
}
