import UIKit

protocol Step {}

enum NoteStep: Step {
    case settingsRequested
}

/// A framework's relay stand-in: the sources do not declare what it forwards to.
final class StepRelay {
    func accept(_ step: Step) {}
}

final class NotesCoordinator: NSObject {
    private let navigation = UINavigationController()
    let steps = StepRelay()

    func start() {
        let notes = NotesViewController()
        notes.coordinator = self
        // The settings button is set on the list's navigation item: its action runs from the list.
        notes.navigationItem.leftBarButtonItem = UIBarButtonItem(
            title: "Settings", style: .plain, target: self, action: #selector(settingsTapped))
        navigation.setViewControllers([notes], animated: false)
    }

    @objc func addNote() {
        navigation.pushViewController(NewNoteViewController(), animated: true)
    }

    /// Emits a step; the flow that switches over it presents the settings.
    @objc func settingsTapped() {
        steps.accept(NoteStep.settingsRequested)
    }

    /// No control runs it.
    @objc func emptyTrash() {
        navigation.pushViewController(TrashViewController(), animated: true)
    }
}

final class NotesFlow {
    private let navigation = UINavigationController()

    func navigate(to step: Step) {
        switch step as? NoteStep {
        case .settingsRequested?:
            navigation.present(SettingsViewController(), animated: true)
        default:
            break
        }
    }
}
