import Foundation
import Testing

@testable import NavSim

/// Shapes of today's UIKit lists and screens (fixture `ModernLists`, code only): a diffable data
/// source's selected item, a close button that pops and then dismisses, and a factory that sets
/// the properties of what `init()` built.
@Suite struct ModernListsTests {
    static let fixture = "Tests/NavSimTests/Fixtures/SwiftApps/ModernLists"

    static func imported() throws -> (result: AppImport.Result, graph: Graph) {
        let result = SwiftImportFixtureTests.run([fixture])
        return (result, try SwiftImportFixtureTests.graph(result))
    }

    static func field(_ graph: Graph, _ scene: String, _ name: String) throws -> StoreField {
        let found = try #require(graph.scenes.first { $0.name.text == scene }, "\(scene)")
        return try #require(found.fields.first { $0.name.text == name }, "\(scene).\(name)")
    }

    @Test func aDiffableDataSourcesSelectedItemIsTheAppendedListsElement() throws {
        let (_, graph) = try Self.imported()
        // `dataSource.itemIdentifier(for: indexPath)`, the snapshot filled from `films` (or a
        // sorted copy of it): the selected film.
        #expect(try SwiftImportFixtureTests.passes(graph, "Films", "FilmDetail") == ["film = films[selection]"])
        // Two lists in two sections: no one list's element, so the pass stays a comment.
        let shelf = try SwiftImportFixtureTests.route(graph, "Shelves", "ShelfItem")
        #expect(SwiftImportFixtureTests.passes(shelf) == ["note = \"opened\""])
    }

    @Test func aDismissAfterAPopThatFindsNothingBelowRunsFromTheScreen() throws {
        let (result, graph) = try Self.imported()
        // FilmDetail is only ever presented: its `popViewController` pops nothing, and the
        // `dismiss` that follows runs from it, back to the one scene that presents it.
        // Presented in a navigation controller built around it: the route goes to that container.
        let present = try SwiftImportFixtureTests.route(graph, "Films", "FilmDetail")
        #expect(present.destination.text == "FilmDetailNavigation")
        let navigation = try #require(graph.containers.first { $0.name.text == "FilmDetailNavigation" })
        if case .navigation(let root, _) = navigation.kind {
            #expect(root.text == "FilmDetail")
        } else {
            Issue.record("FilmDetailNavigation is no navigation controller")
        }
        let dismiss = try SwiftImportFixtureTests.route(graph, "FilmDetail", "closeTappedDismiss")
        #expect(PresenterCallbacksTests.action(dismiss) == .dismiss)
        #expect(dismiss.destination.text == "Films")
        // ShelfItem is pushed: its pop takes it off the screen, so its dismiss stays undecided
        // (a comment, not a route), with the warning.
        #expect(PresenterCallbacksTests.routes(from: "ShelfItem", in: graph) == ["closeTappedPop: pop -> Shelves"])
        let undecided = result.diagnostics.filter { $0.id == SiteMerger.undecidedRoute }
        #expect(undecided.map(\.position.line) == [49])
        #expect(undecided.allSatisfy { $0.file.hasSuffix("ShelvesViewController.swift") })
    }

    @Test func aFactorySettingPropertiesOfWhatInitBuiltPassesThemAsTheScreensStores() throws {
        let (_, graph) = try Self.imported()
        // `lazy var item: Item = placeholder()` and `var note = "none"`, set by `make(item:)` on
        // what it loaded from a storyboard: stores as the properties declare them, not
        // initialiser arguments every route must hand (the class declares no initialiser, so
        // UIKit's `init(coder:)` built it).
        let item = try Self.field(graph, "ShelfItem", "item")
        #expect(item.requirement == .optional)
        let note = try Self.field(graph, "ShelfItem", "note")
        // Never nil, and started at its default: no argument to hand.
        #expect(note.initialValue?.value == .string("none"))
        let push = try SwiftImportFixtureTests.route(graph, "Shelves", "ShelfItem")
        #expect(PresenterCallbacksTests.action(push) == .push)
    }
}
