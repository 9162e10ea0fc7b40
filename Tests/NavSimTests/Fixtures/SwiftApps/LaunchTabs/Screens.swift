import UIKit

class FeedViewController: UITableViewController {}

class InboxViewController: UITableViewController {}

class WelcomeViewController: UIViewController {
    @IBAction func startTapped(_ sender: UIButton) {
        UserDefaults.standard.set(true, forKey: "welcomed")
        dismiss(animated: true)
    }
}

class NoticeViewController: UIViewController {}
