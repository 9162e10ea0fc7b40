import UIKit

// The app's tab bar controller opens on the inbox, and shows the welcome screen over everything
// until the user has seen it: navigation the container does itself, not on a user's action.
class HomeTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        selectedIndex = 1
        // Too early: the tab bar's view is not in the window yet, so UIKit refuses this.
        present(NoticeViewController(), animated: false)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !UserDefaults.standard.bool(forKey: "welcomed") else { return }
        showWelcome()
    }

    private func showWelcome() {
        let welcome = storyboard!.instantiateViewController(withIdentifier: "welcome") as! WelcomeViewController
        welcome.modalPresentationStyle = .fullScreen
        present(welcome, animated: true)
    }
}
