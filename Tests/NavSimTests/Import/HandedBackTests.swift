import Foundation
import Testing

@testable import NavSim

/// Data handed back on a pop by a method call (fixture `HandedBack`): the coordinator finds the
/// view controller below the top of the stack (`viewControllers[count - 2] as? Shelf…`) and calls
/// a method that changes its view model's state from the value before popping. The pop passes
/// the view model when it lands on that scene, and nothing when the method changes nothing.
@Suite struct HandedBackTests {
    static let fixture = "Tests/NavSimTests/Fixtures/SwiftApps/HandedBack"

    static func imported() throws -> (text: String, graph: Graph) {
        let result = SwiftImportFixtureTests.run([fixture])
        return (try #require(result.graph), try SwiftImportFixtureTests.graph(result))
    }

    @Test func aPopPassesTheObjectAMethodOfTheScreenBelowChangesFromTheValue() throws {
        let (_, graph) = try Self.imported()
        // `shelf.viewModel.add(book: book)`: `add` makes a row of the book and hands it to a
        // private method that inserts it into the view model's list, two calls deep.
        let added = try SwiftImportFixtureTests.route(graph, "AddBook", "didAdd")
        #expect(added.kind == .programmatic(.pop, via: .storyboard))
        #expect(added.destination.text == "Shelf")
        #expect(SwiftImportFixtureTests.passes(added) == ["viewModel = {}"])
        // `shelf.receive(book: book)`: the screen's own method hands it to its view model.
        let scanned = try SwiftImportFixtureTests.route(graph, "Scan", "didScan")
        #expect(scanned.destination.text == "Shelf")
        #expect(SwiftImportFixtureTests.passes(scanned) == ["viewModel = {}"])
    }

    @Test func anAssignmentOnTheScreenBelowIsThePopsPass() throws {
        let (_, graph) = try Self.imported()
        // The rename screen's own action: `shelf.heading = typed`, then its navigation
        // controller's pop. `typed` is read in the rename screen's store, where the pass reads it.
        let renamed = try SwiftImportFixtureTests.route(graph, "Rename", "saveTapped")
        #expect(renamed.destination.text == "Shelf")
        #expect(SwiftImportFixtureTests.passes(renamed) == ["heading = typed"])
    }

    @Test func aSetterIsFollowedIntoTheMethodItHandsItsParameterTo() throws {
        let (_, graph) = try Self.imported()
        // `add.prefill(title: "Untitled")`: `prefill` calls `setTyped(title)`, which assigns `typed`.
        let added = try SwiftImportFixtureTests.route(graph, "Shelf", "addTapped")
        #expect(SwiftImportFixtureTests.passes(added) == ["typed = \"Untitled\""])
    }

    @Test func aMethodWhoseResultIsReadChangesNothingAndPassesNothing() throws {
        let (_, graph) = try Self.imported()
        // `let shelved = shelf.viewModel.isShelved(title: title)` reads the list.
        let cancelled = try SwiftImportFixtureTests.route(graph, "AddBook", "didCancel")
        #expect(cancelled.destination.text == "Shelf")
        #expect(cancelled.passes.isEmpty)
    }

    @Test func thePassesStayCommentsWhereThePopMayLandElsewhere() throws {
        let (text, graph) = try Self.imported()
        // The note screen is pushed by the shelf and by the archive: the pop lands on either, and
        // the view model is handed only when it is the shelf.
        let finished = try SwiftImportFixtureTests.route(graph, "Note", "didFinishNote")
        #expect(finished.destination.text == "any")
        #expect(finished.passes.isEmpty)
        #expect(
            text.contains(
                "  # pass viewModel = {}                         # into Shelf when the pop lands there, which the graph does not decide ·"
            ))
    }

    /// Replayed, each pop lands where the graph says, and its pass finds the field it writes.
    @Test func thePopsReplayWithoutAMismatch() throws {
        let (_, graph) = try Self.imported()
        let steps = [
            "tap addTapped", "tap didAdd", "expect top Shelf",
            "tap addTapped", "tap didCancel", "expect top Shelf",
            "tap scanTapped", "tap didScan", "expect top Shelf",
            "tap renameTapped", "tap saveTapped", "expect top Shelf", "expect Shelf.heading == \"Read next\"",
            "tap archiveTapped", "tap noteTapped", "tap didFinishNote", "expect top Archive",
        ]
        let text = "scenario \"handed back\"\ngraph HandedBack\n" + steps.joined(separator: "\n") + "\n"
        let scenario = try #require(ScenarioParser.parse(SourceText(path: "s.scenario", string: text)).usable)
        let replay = Replayer.replay(scenario, in: graph)
        #expect(replay.passed, "\(replay.failures.map(\.message))")
        #expect(replay.violations.isEmpty)
    }
}
