import UIKit

protocol ShelfUseCase: AnyObject {
    func open(bookID: Int)
}

protocol BookEditingService: AnyObject {
    func edit(book: Book, onSave: @escaping (Book) -> Void)
}

final class ShelfInteractor: ShelfUseCase {
    var books: [Book] = []
    let service: BookEditingService

    init(service: BookEditingService) {
        self.service = service
        books = [Book(id: 0, title: "Dune"), Book(id: 1, title: "Emma"), Book(id: 2, title: "Ulysses")]
    }

    func open(bookID id: Int) {
        guard let book = books.first(where: { $0.id == id }) else { return }
        service.edit(book: book) { [weak self] edited in
            guard let self = self else { return }
            for (row, book) in self.books.enumerated() where book.id == id {
                self.books[row] = edited
            }
        }
    }
}

final class ShelfViewController: UIViewController, UITableViewDelegate {
    let interactor: ShelfUseCase

    init(interactor: ShelfUseCase) {
        self.interactor = interactor
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let cell = tableView.cellForRow(at: indexPath) as? BookCell, let book = cell.book else { return }
        interactor.open(bookID: book.id)
    }
}

enum ShelfFactory {
    static func make() -> ShelfViewController {
        let router = ShelfFlow()
        let interactor = ShelfInteractor(service: router)
        let screen = ShelfViewController(interactor: interactor)
        router.shelf = screen
        return screen
    }
}
