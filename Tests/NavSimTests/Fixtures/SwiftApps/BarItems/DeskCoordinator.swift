import UIKit

/// Puts bar buttons on screens it builds, through their navigation controller's bar, with
/// itself as the target.
final class DeskCoordinator {
    private let navigationController = UINavigationController()
    private var notesNavigation: UINavigationController?

    func start() {
        let board = BoardViewController()
        navigationController.pushViewController(board, animated: false)
        if let item = navigationController.navigationBar.items?[0] {
            item.setRightBarButton(
                UIBarButtonItem(title: "Settings", style: .plain, target: self, action: #selector(showSettings)),
                animated: false)
        }
        board.navigationItem.setLeftBarButton(
            UIBarButtonItem(title: "Archive", style: .plain, target: self, action: #selector(showArchive)),
            animated: false)
    }

    @objc func showNotes() {
        let notes = NotesViewController()
        let navigation = UINavigationController(rootViewController: notes)
        navigation.navigationBar.topItem?.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(addNote))
        notesNavigation = navigation
        navigationController.present(navigation, animated: true)
    }

    @objc private func showSettings() {
        navigationController.pushViewController(SettingsViewController(), animated: true)
    }

    @objc private func showArchive() {
        navigationController.pushViewController(ArchiveViewController(), animated: true)
    }

    @objc private func addNote() {
        notesNavigation?.pushViewController(NewNoteViewController(), animated: true)
    }
}
