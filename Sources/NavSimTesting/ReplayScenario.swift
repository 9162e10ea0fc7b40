import Foundation
import NavSim

/// Loads a scenario of the package under test, with its graph, checks both and replays it.
///
/// Relative paths are resolved against the package root: the nearest folder above the calling
/// test file that holds a `Package.swift` (so the test works from `swift test` and from Xcode
/// alike), and are kept relative in diagnostics and traces, so goldens do not depend on where
/// the package is checked out. The graph is `graphPath` when given, else what the scenario's
/// `graph` line names: `Graphs/<Name>.navgraph` under the root, or a quoted path relative to the
/// scenario file.
///
/// ```swift
/// @Test func editOrder() throws {
///     let result = try replayScenario("Scenarios/cleanstore/edit-order.scenario")
///     assertTraceSnapshot(of: result, named: "edit-order")
/// }
/// ```
/// Throws `ScenarioReplayError` when a file is missing or the graph or scenario has an error.
public func replayScenario(
    _ scenarioPath: String, graph graphPath: String? = nil, filePath: StaticString = #filePath
) throws -> ReplayResult {
    try ScenarioRun(root: ScenarioRun.packageRoot(above: "\(filePath)")).replay(scenarioPath, graph: graphPath)
}

/// The work behind `replayScenario`, with the package root given, so tests can point it anywhere.
struct ScenarioRun {
    /// The folder relative paths are resolved against; nil for the current directory.
    let root: String?

    /// The nearest folder above `filePath` that holds a `Package.swift`, or nil.
    static func packageRoot(above filePath: String) -> String? {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return folder.path
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// The path to open for `path` as given.
    func resolved(_ path: String) -> String {
        guard let root, !path.hasPrefix("/") else { return path }
        return root + "/" + path
    }

    func replay(_ scenarioPath: String, graph graphPath: String?) throws(ScenarioReplayError) -> ReplayResult {
        func fail(_ diagnostics: [Diagnostic]) -> ScenarioReplayError {
            ScenarioReplayError(scenarioPath: scenarioPath, diagnostics: diagnostics.sortedForReporting())
        }
        let parsed = ScenarioParser.parse(path: resolved(scenarioPath), displayPath: scenarioPath)
        guard let scenario = parsed.scenario, !parsed.diagnostics.containsErrors else { throw fail(parsed.diagnostics) }

        let graphFile = graphPath ?? Self.graphFile(for: scenario)
        let loaded: GraphLoadResult
        switch SourceFile.read(path: resolved(graphFile), displayPath: graphFile, kind: "graph file") {
        case .rejected(let diagnostic): loaded = GraphLoadResult(graph: nil, diagnostics: [diagnostic])
        case .text(let source): loaded = GraphLoader.load(source: source)
        }
        guard let graph = loaded.graph, !loaded.diagnostics.containsErrors else {
            throw fail(loaded.diagnostics.filter { $0.severity == .error })
        }
        let checked = ScenarioChecker.check(scenario, against: graph)
        if checked.containsErrors { throw fail(checked) }
        return Replayer.replay(scenario, in: graph)
    }

    /// The graph a scenario names: `Graphs/<Name>.navgraph`, or a quoted path relative to the scenario.
    static func graphFile(for scenario: Scenario) -> String {
        guard scenario.graph.isPath else { return "Graphs/\(scenario.graph.text).navgraph" }
        if scenario.graph.text.hasPrefix("/") { return scenario.graph.text }
        var parts = scenario.file.split(separator: "/", omittingEmptySubsequences: false).dropLast().map(String.init)
        for part in scenario.graph.text.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != "..", last != "", last != "." {
                parts.removeLast()
            } else {
                parts.append(String(part))
            }
        }
        return parts.joined(separator: "/")
    }
}
