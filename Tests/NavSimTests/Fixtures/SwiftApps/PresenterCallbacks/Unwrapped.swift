import UIKit

protocol TagsDelegate: AnyObject {
    func tagsDidFinish(_ tags: [String])
}

/// Its delegate unwrapped into a local before the call.
final class TagsViewController: UIViewController {
    weak var delegate: TagsDelegate?
    var tags: [String] = []

    @IBAction func doneTapped(_ sender: Any) {
        guard let delegate = delegate else { return }
        delegate.tagsDidFinish(tags)
    }

    @IBAction func clearTapped(_ sender: Any) {
        if let receiver = self.delegate {
            receiver.tagsDidFinish([])
        }
    }
}

/// Handed its completion by its initialiser, which stores it.
final class ShareViewController: UIViewController {
    private let onFinish: () -> Void

    init(onFinish: @escaping () -> Void) {
        self.onFinish = onFinish
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @IBAction func sentTapped(_ sender: Any) { onFinish() }
}

/// Pushed; finds the notes below it on the stack and calls them, and they pop it.
final class RenameViewController: UIViewController {
    @IBAction func saveTapped(_ sender: Any) {
        guard let notes = navigationController?.viewControllers.first as? NotesViewController else { return }
        notes.renameDidFinish()
    }
}
