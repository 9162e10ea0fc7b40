import UIKit

/// Builds the screens: each returns the protocol one view controller conforms to.
protocol ScreenFactory {
    func makeNotesList() -> NotesListOutput
    func makeNote(note: Note) -> NoteOutput
    func makeShare(text: String) -> UIViewController
    func makeCompose() -> ComposeOutput
}

final class ScreenFactoryImpl: ScreenFactory {
    func makeNotesList() -> NotesListOutput {
        NotesListViewController()
    }

    func makeNote(note: Note) -> NoteOutput {
        let controller = NoteViewController()
        controller.note = note
        return controller
    }

    func makeShare(text: String) -> UIViewController {
        let controller = ShareViewController()
        controller.text = text
        return controller
    }

    func makeCompose() -> ComposeOutput {
        ComposeViewController()
    }
}

class Coordinator {
    var children: [Coordinator] = []

    func start() {}
}

final class NotesCoordinator: Coordinator {
    private let navigator: Navigator
    private let factory: ScreenFactory
    private weak var noteScreen: NoteOutput?

    init(navigator: Navigator, factory: ScreenFactory) {
        self.navigator = navigator
        self.factory = factory
    }

    override func start() {
        let list = factory.makeNotesList()
        list.onNoteSelect = { [weak self] note in
            self?.showNote(note)
        }
        list.onCompose = { [weak self] in
            self?.showCompose()
        }
        navigator.setRoot(list)
    }

    private func showNote(_ note: Note) {
        noteScreen = factory.makeNote(note: note)
        noteScreen?.onShare = { [weak self] in
            self?.showShare(note.title)
        }
        navigator.push(noteScreen)
    }

    private func showShare(_ text: String) {
        let share = factory.makeShare(text: text)
        navigator.push(share, animated: false)
    }

    private func showCompose() {
        let compose = factory.makeCompose()
        compose.onCancel = { [weak self] in
            self?.navigator.dismissTop()
        }
        navigator.present(compose)
    }
}
