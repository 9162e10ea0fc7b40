import UIKit

/// Hands what a pushed screen made back to the screen below it before popping: the common
/// `viewControllers[count - 2]` idiom, through a method of that screen's view model.
final class LibraryCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let shelf = ShelfViewController(viewModel: ShelfViewModel())
        shelf.delegate = self
        navigationController.setViewControllers([shelf], animated: false)
    }
}

extension LibraryCoordinator: ShelfDelegate {
    func addTapped() {
        let add = AddBookViewController()
        add.delegate = self
        add.prefill(title: "Untitled")
        navigationController.pushViewController(add, animated: true)
    }

    func archiveTapped() {
        let archive = ArchiveViewController()
        archive.delegate = self
        navigationController.pushViewController(archive, animated: true)
    }

    func noteTapped() {
        let note = NoteViewController()
        note.delegate = self
        navigationController.pushViewController(note, animated: true)
    }

    func scanTapped() {
        let scan = ScanViewController()
        scan.delegate = self
        navigationController.pushViewController(scan, animated: true)
    }

    func renameTapped() {
        navigationController.pushViewController(RenameViewController(), animated: true)
    }
}

extension LibraryCoordinator: AddBookDelegate {
    func didAdd(book: Book) {
        if navigationController.viewControllers.count > 1,
            let shelf = navigationController.viewControllers[navigationController.viewControllers.count - 2]
                as? ShelfViewController
        {
            shelf.viewModel.add(book: book)
        }
        navigationController.popViewController(animated: true)
    }

    func didCancel(title: String) {
        if let shelf = navigationController.viewControllers[navigationController.viewControllers.count - 2]
            as? ShelfViewController
        {
            let shelved = shelf.viewModel.isShelved(title: title)
            print(shelved)
        }
        navigationController.popViewController(animated: true)
    }
}

extension LibraryCoordinator: NoteDelegate {
    /// The note screen is pushed by the shelf and by the archive: the pop lands on either.
    func didFinishNote(text: String) {
        if let shelf = navigationController.viewControllers[navigationController.viewControllers.count - 2]
            as? ShelfViewController
        {
            shelf.viewModel.add(book: Book(title: text))
        }
        navigationController.popViewController(animated: true)
    }
}

extension LibraryCoordinator: ScanDelegate {
    /// Handed through the screen's own method, which gives it to its view model.
    func didScan(book: Book) {
        guard let shelf = navigationController.viewControllers[navigationController.viewControllers.count - 2]
            as? ShelfViewController
        else { return }
        shelf.receive(book: book)
        navigationController.popViewController(animated: true)
    }
}
