import UIKit

/// Xcode's template view controller, still the storyboard's initial view controller.
class ViewController: UIViewController {}

class BooksViewController: UIViewController {}

class AuthorsViewController: UIViewController {}
