import UIKit

/// The app's base screen: every screen with a menu button inherits it.
class MenuHostViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Menu", style: .plain, target: self, action: #selector(menuTapped))
    }

    @objc func menuTapped() {
        let menu = MenuViewController()
        present(menu, animated: true)
    }

    @IBAction func helpTapped(_ sender: Any) {
        navigationController?.pushViewController(HelpViewController(), animated: true)
    }
}

/// A screen between the base and the leaves, adding nothing.
class ListHostViewController: MenuHostViewController {}

final class HomeViewController: ListHostViewController {}

final class SettingsViewController: MenuHostViewController {}

/// Overrides the help button: its own screen, not the base class's.
final class KioskViewController: MenuHostViewController {
    @IBAction override func helpTapped(_ sender: Any) {
        present(KioskHelpViewController(), animated: true)
    }
}

final class MenuViewController: UIViewController {}
final class HelpViewController: UIViewController {}
final class KioskHelpViewController: UIViewController {}

/// A method the app adds to UIKit's class, never called: no chain starts in it.
extension UIViewController {
    func presentOnTop(_ viewController: UIViewController) {
        var top: UIViewController = self
        while let next = top.presentedViewController { top = next }
        top.present(viewController, animated: true)
    }
}
