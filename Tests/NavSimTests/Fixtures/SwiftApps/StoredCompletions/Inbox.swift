import UIKit

final class InboxViewController: UITableViewController {
    var messages: [String] = []
    var flow: InboxFlow?

    /// The closure runs when the reader is archived, not now: it is the flow's `completion`.
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        flow?.read(messages[indexPath.row]) { [weak self] in
            self?.flow?.backToInbox()
        }
    }
}

final class ReaderViewController: UIViewController {
    var message = ""
    var onArchive: (() -> Void)?

    @IBAction func archiveTapped(_ sender: Any) {
        onArchive?()
    }
}
