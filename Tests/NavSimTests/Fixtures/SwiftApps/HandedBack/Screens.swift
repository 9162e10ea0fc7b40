import UIKit

struct Book {
    let title: String
}

struct BookRow {
    let book: Book
}

/// The shelf's state: a list it keeps to itself, changed only through its methods.
final class ShelfViewModel {
    private var rows: [BookRow] = []

    /// Two calls deep: the row made from the book is inserted by a private helper.
    func add(book: Book) {
        let row = BookRow(book: book)
        insert(row)
    }

    /// Reads the list, changes nothing.
    func isShelved(title: String) -> Bool {
        return rows.contains { $0.book.title == title }
    }

    private func insert(_ row: BookRow) {
        rows.insert(row, at: 0)
    }
}

protocol ShelfDelegate: AnyObject {
    func addTapped()
    func archiveTapped()
    func noteTapped()
    func scanTapped()
    func renameTapped()
}

final class ShelfViewController: UIViewController {
    let viewModel: ShelfViewModel
    weak var delegate: ShelfDelegate?
    var heading = "Shelf"

    init(viewModel: ShelfViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    @objc func addTapped() { delegate?.addTapped() }
    @objc func archiveTapped() { delegate?.archiveTapped() }
    @objc func noteTapped() { delegate?.noteTapped() }
    @objc func scanTapped() { delegate?.scanTapped() }
    @objc func renameTapped() { delegate?.renameTapped() }

    /// A book handed back from another screen, kept by the view model.
    func receive(book: Book) {
        viewModel.add(book: book)
    }
}

final class ArchiveViewController: UIViewController {
    weak var delegate: ShelfDelegate?

    @objc func noteTapped() { delegate?.noteTapped() }
}

protocol AddBookDelegate: AnyObject {
    func didAdd(book: Book)
    func didCancel(title: String)
}

final class AddBookViewController: UIViewController {
    weak var delegate: AddBookDelegate?
    var typed = ""

    @objc func saveTapped() { delegate?.didAdd(book: Book(title: typed)) }
    @objc func cancelTapped() { delegate?.didCancel(title: typed) }

    /// Sets the field two calls deep.
    func prefill(title: String) {
        setTyped(title)
    }

    private func setTyped(_ value: String) {
        typed = value
    }
}

protocol NoteDelegate: AnyObject {
    func didFinishNote(text: String)
}

final class NoteViewController: UIViewController {
    weak var delegate: NoteDelegate?
    var text = ""

    @objc func doneTapped() { delegate?.didFinishNote(text: text) }
}

protocol ScanDelegate: AnyObject {
    func didScan(book: Book)
}

final class ScanViewController: UIViewController {
    weak var delegate: ScanDelegate?

    @objc func foundTapped() { delegate?.didScan(book: Book(title: "Emma")) }
}

/// Hands its result back itself, by an assignment on the screen below it.
final class RenameViewController: UIViewController {
    var typed = "Read next"

    @objc func saveTapped() {
        if let shelf = navigationController?.viewControllers[navigationController!.viewControllers.count - 2]
            as? ShelfViewController
        {
            shelf.heading = typed
        }
        navigationController?.popViewController(animated: true)
    }
}
