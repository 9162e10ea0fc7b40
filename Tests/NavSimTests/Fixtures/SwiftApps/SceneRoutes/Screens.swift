import UIKit

final class LoginViewController: UIViewController, Transitionable {
    @objc func loginTapped() {
        self.transition(type: .root(scene: .home), with: nil)
    }
}

final class HomeViewController: UITableViewController, Transitionable {
    var photos: [String] = []
    /// Chosen at run time: the import cannot tell which scene it names.
    var next: SceneTransitionType = .push(scene: .settings)

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        transition(type: .push(scene: .photoDetails), with: ["photo": photos[indexPath.row]])
    }

    @IBAction func settingsTapped(_ sender: Any) {
        transition(type: SceneTransitionType.present(scene: Scene.settings, presentationStyle: .fullScreen), with: nil)
    }

    @IBAction func nextTapped(_ sender: Any) {
        transition(type: next, with: nil)
    }
}

final class PhotoDetailsViewController: UIViewController, Transitionable {
    @IBAction func backTapped(_ sender: Any) {
        SceneCoordinator.shared.pop(animated: true)
    }
}

final class SettingsViewController: UIViewController, Transitionable {
    @IBAction func closeTapped(_ sender: Any) {
        SceneCoordinator.shared.dismiss(animated: true)
    }

    @IBAction func logOutTapped(_ sender: Any) {
        transition(type: .root(scene: .login), with: nil, animated: false)
    }
}
