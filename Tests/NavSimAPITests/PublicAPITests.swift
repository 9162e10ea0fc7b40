import Foundation
import NavSim
import Testing

/// navsim as a user's test sees it: only `public` declarations (no `@testable import`), on the
/// shipped CleanStore graph and scenario.
@Suite struct PublicAPITests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static func cleanStore() throws -> Graph {
        let loaded = GraphLoader.load(
            path: root + "/Graphs/CleanStore.navgraph", displayPath: "Graphs/CleanStore.navgraph")
        #expect(!loaded.diagnostics.containsErrors, "\(DiagnosticFormatter().format(loaded.diagnostics))")
        return try #require(loaded.graph)
    }

    @Test func replayingTheShippedScenarioGivesItsGolden() throws {
        let graph = try Self.cleanStore()
        let parsed = ScenarioParser.parse(
            path: Self.root + "/Scenarios/CleanStore/edit-order.scenario",
            displayPath: "Scenarios/CleanStore/edit-order.scenario")
        let scenario = try #require(parsed.scenario)
        #expect(!parsed.diagnostics.containsErrors)
        let result = Replayer.replay(scenario, in: graph)
        #expect(result.passed)
        let golden = try String(
            contentsOfFile: Self.root + "/Scenarios/CleanStore/edit-order.trace", encoding: .utf8)
        #expect(TraceRenderer.render(result) == golden)
        // Hops are facts: the edit segue built CreateOrder from the storyboard and pushed it.
        let edit = try #require(result.hops.first { $0.route == "EditOrder" })
        #expect(edit.declaration == .segue(.show))
        guard case .built(let built, _, .storyboard, .wired) = edit.destination else {
            Issue.record("EditOrder should build its destination from the storyboard: \(edit.destination)")
            return
        }
        #expect(built.name == "CreateOrder" && built.kind == .scene)
        guard case .push(let navigation, .segue)? = edit.navigation else {
            Issue.record("EditOrder should be pushed by the segue: \(String(describing: edit.navigation))")
            return
        }
        #expect(navigation == Instance(name: "Main", kind: .navigation))
    }

    @Test func aSimulatorIsAValueAUserCanDrive() throws {
        var simulator = Simulator(graph: try Self.cleanStore())
        let context = Simulator.StepContext(number: 1, line: 1)
        _ = simulator.launch(context: context)
        let before = simulator
        let tapped = simulator.tap("CreateOrder", context: context)
        #expect(tapped.failure == nil && tapped.violations.isEmpty)
        #expect(before.topScene?.name == "ListOrders", "the copy taken before the tap is unchanged")
        #expect(simulator.topScene?.name == "CreateOrder")
        #expect(simulator.innermostStack?.entries.map(\.name) == ["ListOrders", "CreateOrder"])
        let missing = simulator.tap("NoSuchRoute", context: context)
        #expect(missing.failure?.id == Simulator.FailureID.routeNotOnScreen)
        #expect(missing.failure?.message == "no scene on screen has a route 'NoSuchRoute'")
    }

    /// An outcome keeps its lists behind one shared reference (`Outcome.swift`); it must still be a
    /// value: changing a copy leaves the original as the action made it, and the other way round.
    @Test func anOutcomeIsAValue() throws {
        var simulator = Simulator(graph: try Self.cleanStore())
        let context = Simulator.StepContext(number: 1, line: 1)
        _ = simulator.launch(context: context)
        let original = simulator.tap("CreateOrder", context: context)
        #expect(original.hopCount == 1 && original.hops.map(\.route) == ["CreateOrder"])

        var copy = original
        copy.hops.removeAll()
        copy.failure = simulator.tap("NoSuchRoute", context: context).failure
        #expect(copy.hops.isEmpty && copy.failure?.id == Simulator.FailureID.routeNotOnScreen)
        #expect(original.hops.map(\.route) == ["CreateOrder"] && original.failure == nil)

        var changedFirst = original
        let untouched = changedFirst
        changedFirst.violations = untouched.violations + untouched.violations
        changedFirst.hops.append(contentsOf: untouched.hops)
        #expect(changedFirst.hops.count == 2 && untouched.hops.count == 1)

        // An action that records nothing carries no lists at all, and one written later is its own.
        var counted = Simulator(graph: try Self.cleanStore(), recordsTrace: false)
        var quiet = counted.launch(context: context)
        #expect(quiet.hops.isEmpty && quiet.violations.isEmpty && quiet.failure == nil && quiet.change == nil)
        let before = quiet
        quiet.hops = original.hops
        #expect(quiet.hops.count == 1 && before.hops.isEmpty)
    }

    @Test func aStoreFieldCanStartWithAValue() throws {
        let loaded = GraphLoader.load(
            source: SourceText(
                path: "Notes.navgraph",
                string: """
                    graph Notes
                    scene List
                      store notes: [String] = ["first"]   # var notes: [String] = ["first"]
                    scene Note
                      store text: String!
                    navigation Main root List
                    start Main
                    segue Open: List -> Note show
                      pass text = notes[selection]
                    """))
        #expect(loaded.diagnostics.isEmpty, "\(DiagnosticFormatter().format(loaded.diagnostics))")
        let graph = try #require(loaded.graph)
        let notes = try #require(graph.scene(named: "List")?.field(named: "notes"))
        #expect(
            notes.initialValue
                == StoreField.InitialValue(.list([.string("first")]), at: SourcePosition(line: 3, column: 27)))
        #expect(!notes.isConstructorInjected)
        var simulator = Simulator(graph: graph)
        let context = Simulator.StepContext(number: 1, line: 1)
        _ = simulator.launch(context: context)
        _ = simulator.select(0, context: context)
        let opened = simulator.tap("Open", context: context)
        #expect(opened.failure == nil && opened.violations.isEmpty)
        let origin = SourcePosition(line: 1, column: 1)
        let text = Path(root: Name("Note", at: origin), components: [.field(Name("text", at: origin))])
        #expect(try simulator.read(text).get() == .string("first"))
    }

    @Test func aBadGraphGivesPositionedDiagnosticsInCompilerFormat() {
        let loaded = GraphLoader.load(
            source: SourceText(path: "Bad.navgraph", string: "graph Bad\nscene A\nstart Nowhere\n"))
        #expect(loaded.diagnostics.containsErrors)
        let error = loaded.diagnostics.first { $0.severity == .error }
        #expect(error?.position == SourcePosition(line: 3, column: 7))
        #expect(
            DiagnosticFormatter.plain(error!).hasPrefix("Bad.navgraph:3:7: error: "),
            "\(DiagnosticFormatter.plain(error!))")
    }

    @Test func aGraphIsDrawnInBothLanguages() throws {
        let graph = try Self.cleanStore()
        var picture = GraphPicture(graph: graph)
        #expect(picture.edges.count == graph.routes.count)
        #expect(picture.start == PictureEndpoint(node: "ListOrders", cluster: "navigation Main"))
        let dot = GraphPicture.Format.dot.write(picture)
        #expect(dot.hasPrefix("digraph \"CleanStore\" {\n"))
        #expect(dot.contains("\"ListOrders\" -> \"ShowOrder\" [label=\"ShowOrder\\nshow\\npass order\""))
        picture.captions.append("a caption")
        let mermaid = GraphPicture.Format.mermaid.write(picture)
        #expect(mermaid.hasPrefix("---\ntitle: \"CleanStore — a caption\"\n---\nflowchart LR\n"))
        #expect(mermaid.contains("s_ListOrders -->|\"ShowOrder<br>show<br>pass order\"| s_ShowOrder\n"))
    }
}
