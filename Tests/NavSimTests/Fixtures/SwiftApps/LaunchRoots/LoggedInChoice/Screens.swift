import UIKit

final class Session {
    static let current = Session()
    var token: String?
}

class HomeViewController: UIViewController {}

class WelcomeViewController: UIViewController {}
