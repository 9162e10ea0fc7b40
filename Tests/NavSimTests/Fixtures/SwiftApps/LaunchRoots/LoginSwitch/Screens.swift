import UIKit

protocol LoginViewControllerDelegate: AnyObject {
    func loginDidSucceed()
}

class LoginViewController: UIViewController {
    weak var delegate: LoginViewControllerDelegate?

    @objc func logIn() {
        delegate?.loginDidSucceed()
    }
}

final class MainTabBarController: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        viewControllers = [UINavigationController(rootViewController: InboxViewController()), AccountViewController()]
    }
}

class InboxViewController: UIViewController {}

class AccountViewController: UIViewController {}
