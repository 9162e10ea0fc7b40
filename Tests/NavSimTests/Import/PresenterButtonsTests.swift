import Testing

@testable import NavSim

/// Bar buttons a presenting screen puts on the screen it shows, with itself as the target
/// (`editor.navigationItem.leftBarButtonItem = UIBarButtonItem(…, target: self, action:
/// #selector(cancelEditing))`, fixture `PresenterButtons`): the user taps them on the shown
/// screen, so the presenter's method is a route from that screen, not from the presenter.
@Suite struct PresenterButtonsTests {
    static let fixture = "Tests/NavSimTests/Fixtures/SwiftApps/PresenterButtons"

    static func graph() throws -> Graph {
        try SwiftImportFixtureTests.graph(SwiftImportFixtureTests.run([fixture]))
    }

    @Test func aButtonThePresenterPutsOnTheShownScreenIsThatScreensRoute() throws {
        let graph = try Self.graph()
        // The Cancel button on the editor runs the shelf's `cancelEditing`, which dismisses the
        // editor it presented: back on the shelf, the one scene presenting it.
        #expect(PresenterCallbacksTests.routes(from: "BookEditor", in: graph) == ["cancelEditing: dismiss -> Shelf"])
        // The Done button on the pushed reader runs the shelf's `closeReader(_:)`: a pop back to the shelf.
        #expect(PresenterCallbacksTests.routes(from: "Reader", in: graph) == ["closeReader: pop -> Shelf"])
    }

    @Test func thePresenterKeepsItsOwnButtonsAndNothingElse() throws {
        let graph = try Self.graph()
        // Its own Add button and its row: no dismissal or pop of its own.
        #expect(
            PresenterCallbacksTests.routes(from: "Shelf", in: graph) == [
                "Reader: push -> Reader", "addBook: present -> BookEditorNavigation",
            ])
        // And no route left as a comment: a `#selector(closeReader(_:))` names a method, it does
        // not call it, so the push is not read as coming after a pop.
        let text = try #require(SwiftImportFixtureTests.run([Self.fixture]).graph)
        #expect(!text.split(separator: "\n").contains { $0.hasPrefix("# route") })
    }
}
