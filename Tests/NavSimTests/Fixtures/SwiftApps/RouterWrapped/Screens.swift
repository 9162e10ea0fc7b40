import UIKit

struct Note {
    var title: String
}

protocol NotesListOutput: AnyObject {
    var onNoteSelect: ((Note) -> Void)? { get set }
    var onCompose: (() -> Void)? { get set }
}

protocol NoteOutput: AnyObject {
    var onShare: (() -> Void)? { get set }
}

protocol ComposeOutput: AnyObject {
    var onCancel: (() -> Void)? { get set }
}

final class NotesListViewController: UITableViewController, NotesListOutput {
    var onNoteSelect: ((Note) -> Void)?
    var onCompose: (() -> Void)?
    var notes: [Note] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        onNoteSelect?(notes[indexPath.row])
    }

    @IBAction func composeTapped(_ sender: Any) {
        onCompose?()
    }
}

final class NoteViewController: UIViewController, NoteOutput {
    var onShare: (() -> Void)?
    var note: Note?

    @IBAction func shareTapped(_ sender: Any) {
        onShare?()
    }
}

final class ShareViewController: UIViewController {
    var text = ""
}

final class ComposeViewController: UIViewController, ComposeOutput {
    var onCancel: (() -> Void)?

    @IBAction func cancelTapped(_ sender: Any) {
        onCancel?()
    }
}
