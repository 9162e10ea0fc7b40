import Testing

@testable import NavSim

/// Loads graph text written in a test, failing the test on any error, for tests that need the
/// `Graph` itself (pictures, the explorer, the simulator); a test that only replays a scenario
/// uses `replayScenario(graph:scenario:)` instead.
func loadGraph(
    _ text: String, file: String = "inline.navgraph", sourceLocation: SourceLocation = #_sourceLocation
) -> Graph {
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
