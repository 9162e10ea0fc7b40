import UIKit

enum ReadOutcome {
    case archived
    case kept
}

final class InboxViewController: UITableViewController {
    var messages: [String] = []
    var flow: InboxFlow?

    /// The closure runs when the reader is done, not now: it is the flow's `completion`.
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        flow?.read(messages[indexPath.row]) { [weak self] outcome in
            switch outcome {
            case .archived:
                self?.flow?.backToInbox()
            case .kept:
                break
            }
        }
    }
}

final class ReaderViewController: UIViewController {
    var message = ""
    var onArchive: (() -> Void)?
    var onKeep: (() -> Void)?

    @IBAction func archiveTapped(_ sender: Any) {
        onArchive?()
    }

    @IBAction func keepTapped(_ sender: Any) {
        onKeep?()
    }
}
