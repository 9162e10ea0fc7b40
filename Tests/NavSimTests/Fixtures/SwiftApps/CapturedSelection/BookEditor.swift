import UIKit

protocol BookEditorDelegate: AnyObject {
    func bookEditorDidSave(book: Book)
}

final class BookEditorViewController: UIViewController {
    var book: Book?
    weak var delegate: BookEditorDelegate?

    init() {
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    @IBAction func saveTapped(_ sender: Any) {
        guard let book = book else { return }
        delegate?.bookEditorDidSave(book: Book(id: book.id, title: book.title))
    }
}

final class ShelfFlow: BookEditingService, BookEditorDelegate {
    weak var shelf: UIViewController?
    var onSave: ((Book) -> Void)?

    func edit(book: Book, onSave: @escaping (Book) -> Void) {
        self.onSave = onSave
        let editor = BookEditorViewController()
        editor.book = book
        editor.delegate = self
        shelf?.navigationController?.pushViewController(editor, animated: true)
    }

    func bookEditorDidSave(book: Book) {
        onSave?(book)
        guard let shelf = shelf else { return }
        shelf.navigationController?.popToViewController(shelf, animated: true)
    }
}
