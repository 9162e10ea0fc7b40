import UIKit

protocol PickerDelegate: AnyObject {
    func pickerDidFinish()
}

/// Presented by the notes, pushed by the archive: each takes it off its own way.
final class PickerViewController: UIViewController {
    weak var delegate: PickerDelegate?

    @IBAction func doneTapped(_ sender: Any) { delegate?.pickerDidFinish() }
}

/// Pushed by the notes, presented by the archive: each closure set on it takes it off its own way.
final class ExportViewController: UIViewController {
    var onExported: (() -> Void)?

    @IBAction func exportTapped(_ sender: Any) { onExported?() }
}

/// Presents the editor too, and dismisses it alike.
final class ArchiveViewController: UIViewController, EditorDelegate, PickerDelegate {
    @objc func edit() {
        let editor = EditorViewController()
        editor.delegate = self
        present(UINavigationController(rootViewController: editor), animated: true)
    }

    @objc func pickColour() {
        let picker = PickerViewController()
        picker.delegate = self
        navigationController?.pushViewController(picker, animated: true)
    }

    @objc func export() {
        let export = ExportViewController()
        export.onExported = { [weak self] in self?.dismiss(animated: true) }
        present(export, animated: true)
    }

    func editorDidCancel() {
        dismiss(animated: true)
    }

    func editor(_ editor: EditorViewController, didSave note: Note) {
        dismiss(animated: true)
    }

    func pickerDidFinish() {
        navigationController?.popViewController(animated: true)
    }
}

/// Conforms to the editor's protocol but never shows the editor: never its delegate.
final class TrashViewController: UIViewController, EditorDelegate {
    func editorDidCancel() {
        navigationController?.popToRootViewController(animated: true)
    }

    func editor(_ editor: EditorViewController, didSave note: Note) {}
}
