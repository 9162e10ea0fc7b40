import Testing

@testable import NavSim

/// Parses a graph and a scenario written inline, checks that both are free of errors, and
/// replays the scenario: the engine tests read as DSL text, like users' files.
enum ReplayFixture {
    /// Loads graph text (failing the test on any error).
    static func graph(
        _ text: String, file: String = "Graphs/Test.navgraph", sourceLocation: SourceLocation = #_sourceLocation
    )
        -> Graph
    {
        let result = GraphLoader.load(source: SourceText(path: file, string: text))
        let errors = result.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.isEmpty, "graph errors: \(errors.map { "\($0.position): \($0.message)" })",
            sourceLocation: sourceLocation)
        guard let graph = result.graph else {
            Issue.record("graph did not load", sourceLocation: sourceLocation)
            return Graph(name: Name("Broken", at: SourcePosition(line: 1, column: 1)), file: file)
        }
        return graph
    }

    /// Parses scenario text (failing the test on any error) for `graph`.
    static func scenario(
        _ text: String, for graph: Graph, file: String = "Scenarios/test.scenario",
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> Scenario {
        let parsed = ScenarioParser.parse(SourceText(path: file, string: text))
        let errors = parsed.diagnostics.filter { $0.severity == .error }
        #expect(
            errors.isEmpty, "scenario errors: \(errors.map { "\($0.position): \($0.message)" })",
            sourceLocation: sourceLocation)
        guard let scenario = parsed.scenario else {
            Issue.record("scenario did not parse", sourceLocation: sourceLocation)
            return Scenario(
                file: file, title: "broken", titlePosition: SourcePosition(line: 1, column: 1),
                graph: GraphReference(text: "", isPath: false, position: SourcePosition(line: 1, column: 1)), steps: [])
        }
        let checked = ScenarioChecker.check(scenario, against: graph).filter { $0.severity == .error }
        #expect(
            checked.isEmpty, "scenario check: \(checked.map { "\($0.position): \($0.message)" })",
            sourceLocation: sourceLocation)
        return scenario
    }

    /// Replays `scenario` (its text, without the two header lines) against `graph` text.
    static func replay(graph graphText: String, steps: String, sourceLocation: SourceLocation = #_sourceLocation)
        -> ReplayResult
    {
        let graph = graph(graphText, sourceLocation: sourceLocation)
        let text = "scenario \"test\"\ngraph \(graph.name.text)\n" + steps
        return Replayer.replay(scenario(text, for: graph, sourceLocation: sourceLocation), in: graph)
    }
}

extension Instance {
    /// A scene instance: `.scene("ShowOrder", 2)` is `ShowOrder#2`.
    static func scene(_ name: String, _ number: Int) -> Instance { Instance(name: name, kind: .scene, number: number) }
    /// A navigation controller.
    static func navigation(_ name: String) -> Instance { Instance(name: name, kind: .navigation) }
    /// A tab bar controller.
    static func tabs(_ name: String) -> Instance { Instance(name: name, kind: .tabs) }
}

extension ReplayResult {
    /// The ids of the violations raised, in order.
    var violationIDs: [String] { violations.map(\.id.rawValue) }
    /// The ids of the failures, in order.
    var failureIDs: [String] { failures.map(\.id.rawValue) }
    /// The hierarchy after the last step that ran.
    var finalHierarchy: String { (steps.last?.hierarchyAfter ?? launch.hierarchyAfter).description }
    /// The trace text.
    var trace: String { TraceRenderer.render(self) }
}
