import Testing

@testable import NavSim

/// Bar buttons a coordinator puts on the screens it builds, with itself as target: reached
/// through a navigation controller's bar (`navigationBar.items?[0]`, `navigationBar.topItem`)
/// or a navigation item's setter (`setRightBarButton(_:animated:)`), each runs its action as an
/// action of the screen whose navigation item holds it (fixture `BarItems`, written for this).
@Suite struct BarButtonTriggerTests {
    @Test func aBarButtonSetThroughTheNavigationBarIsAnActionOfItsScreen() throws {
        let findings = try CodeNavigationReaderTests.read("BarItems")
        #expect(
            findings.sites.map { CodeNavigationReaderTests.describe($0) + " @" + $0.origin.label }.sorted() == [
                // `notesNavigation?.push…`, from `navigation.navigationBar.topItem?.rightBarButtonItem`.
                "addNote: NotesViewController -> NewNoteViewController push initializer @DeskCoordinator.swift:40",
                // `board.navigationItem.setLeftBarButton(UIBarButtonItem(…, target: self, …))`.
                "showArchive: BoardViewController -> ArchiveViewController push initializer @DeskCoordinator.swift:36",
                // `navigationController.navigationBar.items?[0]`: the board, pushed first onto an empty stack.
                "showSettings: BoardViewController -> SettingsViewController push initializer"
                    + " @DeskCoordinator.swift:32",
            ])
        // Where each control is made is where its action is called from.
        let calledFrom = findings.sites.sorted { $0.method < $1.method }.map { $0.calledFrom.first?.label ?? "-" }
        #expect(calledFrom == ["DeskCoordinator.swift:25", "DeskCoordinator.swift:18", "DeskCoordinator.swift:14"])
    }
}
