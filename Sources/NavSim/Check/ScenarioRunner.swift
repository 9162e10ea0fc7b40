import Foundation

/// Loads one scenario file, finds its graph, checks both, and replays it: the part of the
/// pipeline that `navsim check`, `navsim trace` and users' own tests share.
public enum ScenarioRunner {
    /// What running one scenario file produced.
    public struct Run: Sendable {
        /// The scenario file as output shows it (relative to the project root).
        public var displayPath: String
        /// The scenario file's absolute path.
        public var absolutePath: String
        /// The parsed scenario, if it parsed.
        public var scenario: Scenario?
        /// Problems that kept the scenario from running, or warnings: scenario parse and check
        /// diagnostics, graph resolution, and the graph's errors.
        public var diagnostics: [Diagnostic]
        /// The replay, when the scenario and its graph had no errors.
        public var result: ReplayResult?
        /// The rendered route trace, when replayed.
        public var trace: String?

        /// The golden trace file beside the scenario: `X.scenario` → `X.trace`.
        public var goldenPath: String { GoldenFile(scenarioPath: absolutePath).path }
    }

    /// A scenario that could not be replayed, thrown by `replay(scenarioFile:)`.
    public struct LoadFailure: Error, CustomStringConvertible, Sendable {
        /// Why: the diagnostics, in reporting order.
        public var diagnostics: [Diagnostic]

        /// The diagnostics, one per line, in compiler format.
        public var description: String {
            diagnostics.map { "\($0.file):\($0.position.line):\($0.position.column): \($0.severity.rawValue): \($0.message)" }
                .joined(separator: "\n")
        }
    }

    /// Replays the scenario at `path` (relative to `currentDirectory`) against the graph it names.
    /// For users' tests: `let result = try ScenarioRunner.replay(scenarioFile: "Scenarios/x.scenario")`.
    public static func replay(scenarioFile path: String, currentDirectory: String = FileManager.default.currentDirectoryPath)
        throws(LoadFailure) -> ReplayResult
    {
        var catalog = GraphCatalog()
        let run = run(path: path, currentDirectory: currentDirectory, catalog: &catalog)
        guard let result = run.result else { throw LoadFailure(diagnostics: run.diagnostics.sortedForReporting()) }
        return result
    }

    /// Runs the scenario at `path`, loading graphs through `catalog`.
    public static func run(path: String, currentDirectory: String, catalog: inout GraphCatalog) -> Run {
        let absolute = ProjectPaths.absolute(path, in: currentDirectory)
        let root = ProjectPaths.root(of: absolute, fallback: currentDirectory)
        let display = ProjectPaths.relative(absolute, to: root)
        var run = Run(displayPath: display, absolutePath: absolute, scenario: nil, diagnostics: [], result: nil, trace: nil)
        let source: SourceText
        switch SourceFileReader.read(path: absolute, displayPath: display) {
        case .failure(let diagnostic):
            run.diagnostics = [diagnostic]
            return run
        case .success(let text):
            source = text
        }
        let parsed = ScenarioParser.parse(source)
        run.diagnostics = parsed.diagnostics
        guard var scenario = parsed.scenario else { return run }
        scenario.file = display
        run.scenario = scenario
        if parsed.diagnostics.containsErrors { return run }
        let entry: GraphCatalog.Entry
        switch catalog.resolve(scenario.graph, scenarioFile: display, scenarioAbsolutePath: absolute, projectRoot: root) {
        case .failure(let diagnostic):
            run.diagnostics.append(diagnostic)
            return run
        case .success(let found):
            entry = found
        }
        guard entry.isUsable, let graph = entry.graph else {
            let count = entry.diagnostics.filter { $0.severity == .error }.count
            run.diagnostics.append(
                Diagnostic(
                    file: display, position: scenario.graph.position, severity: .error, id: GraphCatalog.ID.graphHasErrors,
                    message: "graph '\(scenario.graph.text)' has \(count) \(count == 1 ? "error" : "errors"); the scenario cannot run",
                    notes: [Diagnostic.Note(message: "see the errors in '\(entry.displayPath)'")]))
            return run
        }
        let problems = ScenarioChecker.check(scenario, against: graph)
        run.diagnostics += problems
        if problems.containsErrors { return run }
        let result = Replayer.replay(scenario, in: graph)
        run.result = result
        run.trace = TraceRenderer.render(result)
        return run
    }
}
