import UIKit

protocol ShelfLogic: AnyObject {
    func load()
}

final class ShelfInteractor: ShelfLogic {
    var books = [Book]()
    var selectedTitle: String?
    let flow: ShelfFlow
    weak var output: ShelfPresenter?

    init(flow: ShelfFlow) {
        self.flow = flow
        books = [
            Book(title: "Dune", pages: 412),
            Book(title: "Emma", pages: 474),
        ]
    }

    func load() { output?.show(books) }
}

enum ShelfInteractorFactory {
    static func make(flow: ShelfFlow) -> ShelfLogic {
        ShelfInteractor(flow: flow)
    }
}

final class ShelfPresenter {
    var books: [BookRow] = []
    var pageCount = 0
    let interactor: ShelfLogic
    weak var view: ShelfViewController?

    init(interactor: ShelfLogic) {
        self.interactor = interactor
    }

    func show(_ list: [Book]) { books = list.map { BookRow(title: $0.title) } }
}

final class ShelfFlow {
    weak var viewController: UIViewController?
    var history: [String] = []

    func showDetail(of book: Book) {
        history.append(book.title)
        viewController?.show(UIViewController(), sender: self)
    }
}

final class ShelfViewController: UIViewController {
    let presenter: ShelfPresenter
    var isEditingShelf = false

    init(presenter: ShelfPresenter) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @objc func openNote() {
        navigationController?.pushViewController(NoteViewController(), animated: true)
    }
}

final class ShelfFactory {
    func build() -> ShelfViewController {
        let flow = ShelfFlow()
        let interactor = ShelfInteractorFactory.make(flow: flow)
        let presenter = ShelfPresenter(interactor: interactor)
        let viewController = ShelfViewController(presenter: presenter)
        flow.viewController = viewController
        return viewController
    }
}
