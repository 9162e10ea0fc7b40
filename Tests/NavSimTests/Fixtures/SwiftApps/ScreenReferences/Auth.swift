import UIKit

protocol SignUpScreen: AnyObject {
    var accepted: Bool { get set }
    var nickname: String? { get }
    var onTermsTap: (() -> Void)? { get set }
}

final class SignUpViewController: UIViewController, SignUpScreen {
    var accepted = false
    var nickname: String?
    var onTermsTap: (() -> Void)?

    @IBAction func termsTapped(_ sender: UIButton) {
        onTermsTap?()
    }
}

final class TermsViewController: UIViewController {
    var accepted = false
    var greeting: String?
    var nickname: String?
}

/// Keeps a weak reference to the screen it showed, sets the screen's closure through it, and
/// reads the screen's state back through it when the closure runs.
final class AuthCoordinator {
    private let navigationController: UINavigationController
    private weak var signUp: SignUpScreen?

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        signUp = SignUpViewController()
        signUp?.onTermsTap = { [weak self] in
            self?.showTerms()
        }
        if let screen = signUp as? UIViewController {
            navigationController.pushViewController(screen, animated: false)
        }
    }

    private func showTerms() {
        let terms = TermsViewController()
        terms.accepted = self.signUp?.accepted ?? false
        terms.greeting = signUp?.nickname ?? "friend"
        terms.nickname = signUp?.nickname
        navigationController.pushViewController(terms, animated: true)
    }
}
