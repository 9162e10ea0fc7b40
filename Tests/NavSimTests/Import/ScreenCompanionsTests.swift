import Foundation
import Testing

@testable import NavSim

/// The objects built with a screen hold its data (`ScreenCompanions`, fixture `ScreenCompanions`):
/// an interactor a factory builds beside the view controller, a presenter, a view model a
/// configurator builds; not a flow that navigates, not an object built beside another screen.
@Suite struct ScreenCompanionsTests {
    static let fixture = "Tests/NavSimTests/Fixtures/SwiftApps/ScreenCompanions"

    static func fields(_ graph: Graph, _ scene: String) throws -> [String] {
        let scene = try #require(graph.scenes.first { $0.name.text == scene })
        let found = scene.fields.map { field in
            "\(field.name.text): \(field.type) \(field.requirement)" + (field.startingValue.map { " = \($0)" } ?? "")
        }
        return found
    }

    @Test func anInteractorAndPresenterAFactoryBuildsWithTheScreenHoldItsStores() throws {
        let graph = try SwiftImportFixtureTests.graph(SwiftImportFixtureTests.run([Self.fixture]))
        #expect(
            try Self.fields(graph, "Shelf") == [
                "isEditingShelf: Bool constructor = false",
                // Assigned in the interactor's init: its starting value, records from a struct's
                // memberwise initialiser. The presenter's mapped `books` is left to the interactor,
                // built first; the flow built with the screen navigates and holds none of its data.
                "books: [Book] constructor = [{title: \"Dune\", pages: 412}, {title: \"Emma\", pages: 474}]",
                "selectedTitle: String optional",
                "pageCount: Int constructor = 0",
            ])
    }

    @Test func aViewModelAConfiguratorBuildsForTheScreenHoldsItsStores() throws {
        let graph = try SwiftImportFixtureTests.graph(SwiftImportFixtureTests.run([Self.fixture]))
        // `SummaryViewModel`, built in the coordinator's start() beside `NoteViewController()` but
        // handed to no screen, is not Note's.
        #expect(
            try Self.fields(graph, "Note") == [
                "viewModel: NoteViewModel optional", "title2: String constructor = \"Note\"",
                "drafts: [String] constructor = [\"first\"]", "wordCount: Int constructor = 0",
            ])
    }

    @Test func aStructsMemberwiseInitialiserOfLiteralsIsARecord() throws {
        let source =
            "let a = Book(title: \"Dune\", pages: 412)\nlet b = Book(title: x, pages: 1)\nlet c = Book(title: \"Dune\")"
        let file = SwiftSourceFile(bytes: Array(source.utf8), path: "x.swift")
        let fields: (String) -> [String]? = { $0 == "Book" ? ["title", "pages"] : nil }
        let values = file.declarations.compactMap { declaration in
            declaration.initialValue.flatMap { SwiftLiteral.value($0, in: file, fields: fields)?.value }
        }
        // A value that is no literal, or labels that are not every field, are no record.
        #expect(values == ["{title: \"Dune\", pages: 412}"])
    }
}
