import UIKit

final class InboxFlow {
    weak var inbox: InboxViewController?
    private var completion: ((ReadOutcome) -> Void)?

    func read(_ message: String, completion: @escaping (ReadOutcome) -> Void) {
        self.completion = completion
        let reader = ReaderViewController()
        reader.message = message
        reader.onArchive = { [weak self] in
            self?.archived()
        }
        reader.onKeep = { [weak self] in
            self?.kept()
        }
        inbox?.navigationController?.pushViewController(reader, animated: true)
    }

    private func archived() {
        completion?(.archived)
    }

    /// `.kept` takes the closure's empty branch: the pop after it leaves the reader.
    private func kept() {
        completion?(.kept)
        inbox?.navigationController?.popViewController(animated: true)
    }

    func backToInbox() {
        guard let inbox = inbox else { return }
        inbox.navigationController?.popToViewController(inbox, animated: true)
    }
}
