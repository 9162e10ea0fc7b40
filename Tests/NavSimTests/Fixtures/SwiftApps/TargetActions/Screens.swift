import UIKit

final class NotesViewController: UIViewController {
    var coordinator: NotesCoordinator?

    /// The add button's action is the coordinator's, not this view controller's.
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: coordinator, action: #selector(NotesCoordinator.addNote))
    }
}

final class NewNoteViewController: UIViewController {}

final class SettingsViewController: UIViewController {}

/// Built by the coordinator only: nothing shows it.
final class TrashViewController: UIViewController {}
