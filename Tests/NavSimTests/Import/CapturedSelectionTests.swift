import Foundation
import Testing

@testable import NavSim

/// A completion that captured the key of the row the user tapped, handed on to the next screen's
/// flow and run later from that screen's chain (fixture `CapturedSelection`): the screen is
/// built with the selection as its `capturedSelection`, and the completion's write-back by the
/// captured key lands at that row.
@Suite struct CapturedSelectionTests {
    static let fixture = "Tests/NavSimTests/Fixtures/SwiftApps/CapturedSelection"

    @Test func theRouteThatHandsOnAClosureCapturingTheTappedRowsKeyPassesTheSelection() throws {
        let graph = try SwiftImportFixtureTests.importedGraph(Self.fixture)
        // `router.edit(book: book) { … book.id == id … }` with `id` the tapped cell's book's id.
        #expect(
            try SwiftImportFixtureTests.passes(graph, "Shelf", "edit") == [
                "book = books[selection]", "capturedSelection = selection",
            ])
    }

    @Test func theCapturedKeysWriteBackLandsAtTheCapturedRow() throws {
        let graph = try SwiftImportFixtureTests.importedGraph(Self.fixture)
        // Save → `bookEditorDidSave(book:)` → `onSave?(book)`: the closure the shelf's interactor
        // handed on writes `books[row] = edited`, `row` matched on the captured `id`.
        #expect(
            try SwiftImportFixtureTests.passes(graph, "BookEditor", "bookEditorDidSave") == [
                "books[capturedSelection] = {id: book.id, title: book.title}"
            ])
    }

    @Test func aPopInABranchWithoutTheWriteDoesNotPassIt() throws {
        // Save with an empty title pops without calling the completion; a title saves, then pops.
        let graph = try SwiftImportFixtureTests.importedGraph(Self.fixture, changing: "BookEditor.swift") {
            let indent = "        "
            let pop = "shelf.navigationController?.popToViewController(shelf, animated: true)\n"
            return $0.replacingOccurrences(
                of: indent + "onSave?(book)\n" + indent + "guard let shelf = shelf else { return }\n" + indent + pop,
                with: indent + "guard let shelf = shelf else { return }\n" + indent + "if book.title.isEmpty {\n"
                    + indent + "    " + pop + indent + "} else {\n" + indent + "    onSave?(book)\n"
                    + indent + "    " + pop + indent + "}\n")
        }
        var pops: [String: [String]] = [:]
        for route in graph.routes where route.source.text == "BookEditor" && route.destination.text == "Shelf" {
            pops[route.name.text] = SwiftImportFixtureTests.passes(route)
        }
        // Each branch's pop is a route of its own (neither runs after the other), and only the
        // one after the completion writes the row back.
        #expect(
            pops == [
                "bookEditorDidSaveShelf": [],
                "bookEditorDidSaveShelf_2": ["books[capturedSelection] = {id: book.id, title: book.title}"],
            ])
    }

    @Test func theSameMatchByFirstIndexLandsThereToo() throws {
        let graph = try SwiftImportFixtureTests.importedGraph(Self.fixture, changing: "Shelf.swift") {
            $0.replacingOccurrences(
                of: "for (row, book) in self.books.enumerated() where book.id == id {",
                with: "if let row = self.books.firstIndex(where: { $0.id == id }) {")
        }
        #expect(
            try SwiftImportFixtureTests.passes(graph, "BookEditor", "bookEditorDidSave") == [
                "books[capturedSelection] = {id: book.id, title: book.title}"
            ])
    }

    @Test func aClosureCapturingNoSelectedKeyPassesNoSelection() throws {
        // The closure matches a constant: it captured nothing of the tapped row.
        let graph = try SwiftImportFixtureTests.importedGraph(Self.fixture, changing: "Shelf.swift") {
            $0.replacingOccurrences(of: "where book.id == id {", with: "where book.id == 2 {")
        }
        #expect(try SwiftImportFixtureTests.passes(graph, "Shelf", "edit") == ["book = books[selection]"])
        #expect(try SwiftImportFixtureTests.passes(graph, "BookEditor", "bookEditorDidSave").isEmpty)
    }

    @Test func aCapturedKeyIsNoValueAPassCanWrite() {
        let key = CodeBodyWalker.capturedKey(.data(CodeBodyWalker.selectedElement + ".id"))
        guard case .data(let text?)? = key else {
            Issue.record("the tapped cell's key is not captured: \(String(describing: key))")
            return
        }
        // It stands for a lookup at the captured row, never for a value written in a graph.
        #expect(CodeBodyWalker.selectedKey(in: text)! == ("id", "capturedSelection"))
        #expect(CodeBodyWalker.withoutLookupMarks(text).text == nil)
        #expect(CodeBodyWalker.selectedKey(in: "books[selection].id")! == ("id", "selection"))
        // A value that is no selected row nor its key is not captured.
        #expect(CodeBodyWalker.capturedKey(.data("books[0].id")) == nil)
        // The row itself, captured, is the screen's `capturedSelection`.
        guard case .data("capturedSelection"?)? = CodeBodyWalker.capturedKey(.data("selection")) else {
            Issue.record("the selected row is not captured")
            return
        }
    }
}
