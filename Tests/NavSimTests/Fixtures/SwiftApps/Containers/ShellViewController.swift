import UIKit

/// The app's root: it holds the signed-in flow in a navigation controller of its own, and swaps
/// it for the sign-in screen when the session ends.
final class ShellViewController: UIViewController {
    private var current: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        let navigation = UINavigationController(rootViewController: HomeViewController())
        addChild(navigation)
        view.addSubview(navigation.view)
        navigation.view.frame = view.bounds
        navigation.didMove(toParent: self)
        current = navigation
    }

    @objc func sessionDidEnd() {
        swap(to: SignInViewController())
    }

    func showHome() {
        swap(to: UINavigationController(rootViewController: HomeViewController()))
    }

    private func swap(to next: UIViewController) {
        guard let old = current else { return }
        old.willMove(toParent: nil)
        addChild(next)
        transition(from: old, to: next, duration: 0.3, options: .transitionCrossDissolve, animations: nil) { _ in
            old.removeFromParent()
            next.didMove(toParent: self)
            self.current = next
        }
    }
}

final class SignInViewController: UIViewController {
    @IBAction func signInTapped(_ sender: UIButton) {
        guard let shell = parent as? ShellViewController else { return }
        shell.showHome()
    }
}
