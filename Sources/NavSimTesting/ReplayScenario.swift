import Foundation
import NavSim

/// Loads a scenario of the package under test, with its graph, checks both and replays it.
///
/// Relative paths are resolved against the package root: the nearest folder above the calling
/// test file that holds a `Package.swift` (so the test works from `swift test` and from Xcode
/// alike), and are kept relative in diagnostics and traces, so goldens do not depend on where
/// the package is checked out. The graph is `graphPath` when given, else what the scenario's
/// `graph` line names, found exactly as `navsim check` finds it: a graph of that name in the
/// project's `Graphs` folder, or a quoted path relative to the scenario file.
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

/// Replays scenario text against graph text, both written in the test itself, without files.
///
/// `scenario` is what a `.scenario` file holds, header lines included; its `graph` line names
/// the graph (`graph Shop`), which must be the graph `graph` declares (a quoted path is not
/// followed: the graph is the text given). Diagnostics and the trace name the texts `graphFile`
/// and `scenarioFile`, with their own line numbers.
///
/// ```swift
/// @Test func openingAnItemShowsIt() throws {
///     let result = try replayScenario(
///         graph: """
///             graph Shop
///             scene List
///             scene Detail
///             navigation Main root List
///             start Main
///             segue ShowDetail: List -> Detail show
///             """,
///         scenario: """
///             scenario "open an item"
///             graph Shop
///             tap ShowDetail
///             expect stack [List, Detail]
///             """)
///     #expect(result.passed)
/// }
/// ```
/// Throws `ScenarioReplayError` when the graph or the scenario has an error, or the scenario
/// uses a name the graph does not declare.
public func replayScenario(
    graph: String, scenario: String, graphFile: String = "inline.navgraph",
    scenarioFile: String = "inline.scenario"
) throws(ScenarioReplayError) -> ReplayResult {
    let loaded = GraphLoader.load(source: SourceText(path: graphFile, string: graph))
    let parsed = ScenarioParser.parse(SourceText(path: scenarioFile, string: scenario))
    var errors = (loaded.diagnostics + parsed.diagnostics).filter { $0.severity == .error }
    if errors.isEmpty, let graph = loaded.usable, let scenario = parsed.scenario {
        errors = ScenarioChecker.check(scenario, against: graph).filter { $0.severity == .error }
        if errors.isEmpty { return Replayer.replay(scenario, in: graph) }
    }
    throw ScenarioReplayError(scenarioPath: scenarioFile, diagnostics: errors.sortedForReporting())
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

    /// Replays through the same pipeline as `navsim check`, so a graph is found the same way.
    func replay(_ scenarioPath: String, graph graphPath: String?) throws(ScenarioReplayError) -> ReplayResult {
        var catalog = GraphCatalog()
        let run = ScenarioRunner.run(
            path: scenarioPath, currentDirectory: root ?? FileManager.default.currentDirectoryPath, catalog: &catalog,
            graphPath: graphPath)
        guard let result = run.result else {
            var diagnostics = run.diagnostics.filter { $0.severity == .error }
            // Say what is wrong in the graph itself, not only that it has errors.
            diagnostics += catalog.loadedDiagnostics.filter { $0.severity == .error }
            throw ScenarioReplayError(scenarioPath: scenarioPath, diagnostics: diagnostics.sortedForReporting())
        }
        return result
    }
}
