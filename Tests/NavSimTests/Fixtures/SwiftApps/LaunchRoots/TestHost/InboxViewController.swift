import UIKit

class InboxViewController: UITableViewController {
    var messages: [String] = []
}
extension UIViewController { func showError() {} }
