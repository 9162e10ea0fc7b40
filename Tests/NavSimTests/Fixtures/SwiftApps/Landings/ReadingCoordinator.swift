import UIKit

/// Builds every screen and decides where each goes; the screens only report taps.
final class ReadingCoordinator {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let shelf = ShelfViewController()
        shelf.onOpen = { [weak self] in self?.openChapter() }
        shelf.onWrite = { [weak self] in self?.writeReview() }
        shelf.onHelp = { [weak self] in self?.showHelp() }
        navigationController.pushViewController(shelf, animated: false)
    }

    private func openChapter() {
        let chapter = ChapterViewController()
        chapter.onClose = { [weak self] in self?.navigationController.popViewController(animated: true) }
        chapter.onFootnotes = { [weak self] in self?.showFootnotes() }
        chapter.onAuthor = { [weak self] in self?.showAuthor() }
        chapter.onHelp = { [weak self] in self?.showHelp() }
        navigationController.pushViewController(chapter, animated: true)
    }

    private func showFootnotes() {
        let footnotes = FootnotesViewController()
        footnotes.onDone = { [weak self] in self?.navigationController.popViewController(animated: true) }
        footnotes.onShelf = { [weak self] in self?.navigationController.popToRootViewController(animated: true) }
        footnotes.onAuthor = { [weak self] in self?.showAuthor() }
        navigationController.pushViewController(footnotes, animated: true)
    }

    private func showAuthor() {
        let author = AuthorViewController()
        author.onBack = { [weak self] in self?.navigationController.popViewController(animated: true) }
        navigationController.pushViewController(author, animated: true)
    }

    private func showHelp() {
        let help = HelpViewController()
        help.onClose = { [weak self] in self?.navigationController.dismiss(animated: true) }
        navigationController.present(help, animated: true)
    }

    private func writeReview() {
        let review = ReviewViewController()
        review.onCancel = { [weak self] in self?.navigationController.dismiss(animated: true) }
        let sheet = UINavigationController(rootViewController: review)
        navigationController.present(sheet, animated: true)
    }
}
