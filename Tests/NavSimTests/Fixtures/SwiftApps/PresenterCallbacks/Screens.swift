import UIKit

struct Note {
    var title: String
}

protocol EditorDelegate: AnyObject {
    func editorDidCancel()
    func editor(_ editor: EditorViewController, didSave note: Note)
}

/// Presented in a navigation controller of its own; its presenter dismisses it from the callbacks.
final class EditorViewController: UIViewController {
    weak var delegate: EditorDelegate?
    var note = Note(title: "")

    @IBAction func cancel(_ sender: Any) { delegate?.editorDidCancel() }
    @objc func save() { delegate?.editor(self, didSave: note) }
    /// It also dismisses itself directly.
    @IBAction func close(_ sender: Any) { dismiss(animated: true) }
}

protocol HelpDelegate: AnyObject {
    func helpDidFinish(_ help: HelpViewController)
}

/// Presented bare; the presenter dismisses what it presented, one helper call deeper.
final class HelpViewController: UIViewController {
    weak var delegate: HelpDelegate?

    @IBAction func doneTapped(_ sender: Any) { delegate?.helpDidFinish(self) }
}

/// Presented; the presenter's closure dismisses it.
final class FilterViewController: UIViewController {
    var onDone: (() -> Void)?

    @IBAction func doneTapped(_ sender: Any) { onDone?() }
}

/// Pushed; the pusher's closure pops it.
final class DetailViewController: UIViewController {
    var note: Note?
    var onDelete: (() -> Void)?

    @IBAction func deleteTapped(_ sender: Any) { onDelete?() }
}

final class NotesViewController: UITableViewController, EditorDelegate, HelpDelegate, TagsDelegate, PickerDelegate {
    var notes: [Note] = []
    var tags: [String] = []

    @objc func showTags() {
        let tagsScreen = TagsViewController()
        tagsScreen.delegate = self
        present(tagsScreen, animated: true)
    }

    @objc func showShare() {
        let share = ShareViewController(onFinish: { [weak self] in self?.dismiss(animated: true) })
        present(share, animated: true)
    }

    @objc func pickColour() {
        let picker = PickerViewController()
        picker.delegate = self
        present(picker, animated: true)
    }

    @objc func showArchive() {
        navigationController?.pushViewController(ArchiveViewController(), animated: true)
    }

    @objc func rename() {
        navigationController?.pushViewController(RenameViewController(), animated: true)
    }

    func renameDidFinish() {
        navigationController?.popViewController(animated: true)
    }

    @objc func showTrash() {
        navigationController?.pushViewController(TrashViewController(), animated: true)
    }

    @objc func add() {
        let editor = EditorViewController()
        editor.delegate = self
        present(UINavigationController(rootViewController: editor), animated: true)
    }

    @objc func showHelp() {
        let help = HelpViewController()
        help.delegate = self
        present(help, animated: true)
    }

    /// Presents the filter from a second place, with a closure of its own that dismisses alike.
    @objc func filterFavourites() {
        let filter = FilterViewController()
        filter.onDone = { [weak self] in
            self?.tableView.reloadData()
            self?.dismiss(animated: true)
        }
        present(filter, animated: true)
    }

    /// The closure handed to the initialiser as a trailing closure.
    @objc func quickShare() {
        present(ShareViewController() { [weak self] in self?.dismiss(animated: true) }, animated: true)
    }

    @objc func export() {
        let export = ExportViewController()
        export.onExported = { [weak self] in self?.navigationController?.popViewController(animated: true) }
        navigationController?.pushViewController(export, animated: true)
    }

    @objc func showFilter() {
        let filter = FilterViewController()
        filter.onDone = { [weak self] in self?.dismiss(animated: true) }
        present(filter, animated: true)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let detail = DetailViewController()
        detail.note = notes[indexPath.row]
        detail.onDelete = { [weak self] in
            self?.notes.remove(at: indexPath.row)
            self?.navigationController?.popViewController(animated: true)
        }
        navigationController?.pushViewController(detail, animated: true)
    }

    func editorDidCancel() {
        dismiss(animated: true)
    }

    func editor(_ editor: EditorViewController, didSave note: Note) {
        notes.append(note)
        dismiss(animated: true)
    }

    func helpDidFinish(_ help: HelpViewController) {
        closeSheet()
    }

    private func closeSheet() {
        presentedViewController?.dismiss(animated: true)
    }
}

extension NotesViewController {
    func tagsDidFinish(_ tags: [String]) {
        self.tags = tags
        dismiss(animated: true, completion: nil)
    }

    func pickerDidFinish() {
        dismiss(animated: true)
    }
}
