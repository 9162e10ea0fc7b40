import UIKit

final class InboxFlow {
    weak var inbox: InboxViewController?
    private var completion: (() -> Void)?

    func read(_ message: String, completion: @escaping () -> Void) {
        self.completion = completion
        let reader = ReaderViewController()
        reader.message = message
        reader.onArchive = { [weak self] in
            self?.archived()
        }
        inbox?.navigationController?.pushViewController(reader, animated: true)
    }

    private func archived() {
        completion?()
    }

    func backToInbox() {
        guard let inbox = inbox else { return }
        inbox.navigationController?.popToViewController(inbox, animated: true)
    }
}
