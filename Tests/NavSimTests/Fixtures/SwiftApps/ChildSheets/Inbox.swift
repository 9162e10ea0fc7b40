import UIKit

struct Message {
    var subject: String
}

/// Tells the coordinator what the user chose: a delegate for a row, a closure for the compose button.
protocol InboxViewModelCoordinatorDelegate: AnyObject {
    func inboxViewModel(_ model: InboxViewModel, didOpen message: Message)
}

final class InboxViewModel {
    weak var coordinatorDelegate: InboxViewModelCoordinatorDelegate?
    var didTapCompose: (() -> Void)?
    var messages: [Message] = []

    func open(at row: Int) { coordinatorDelegate?.inboxViewModel(self, didOpen: messages[row]) }
    func compose() { didTapCompose?() }
}

final class InboxViewController: UITableViewController {
    var viewModel: InboxViewModel?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .compose, target: self, action: #selector(composeTapped))
    }

    @objc private func composeTapped() { viewModel?.compose() }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel?.open(at: indexPath.row)
    }
}

final class MessageViewController: UIViewController {
    var message: Message?
}

final class ComposeViewController: UIViewController {
    var onSend: (() -> Void)?

    @IBAction func sendTapped() { onSend?() }
}
