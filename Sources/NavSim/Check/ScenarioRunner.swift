/// Loads one scenario file, finds its graph, checks both, and replays it: the part of the
/// pipeline that `navsim check`, `navsim trace` and users' own tests share.
public enum ScenarioRunner {
    /// What running one scenario file produced.
    public struct Run: Sendable {
        /// The scenario file as output shows it (relative to the project root).
        public var displayPath: String
        /// The scenario file's absolute path.
        public var absolutePath: String
        /// The project the scenario belongs to: goldens are written only inside it.
        public var projectRoot: String = ""
        /// The parsed scenario, if it parsed.
        public var scenario: Scenario?
        /// Problems that kept the scenario from running, or warnings: scenario parse and check
        /// diagnostics, graph resolution, and the graph's errors.
        public var diagnostics: [Diagnostic]
        /// The replay, when the scenario and its graph had no errors. Its records' hierarchies
        /// are empty when the run was asked not to keep them (the trace has them).
        public var result: ReplayResult?
        /// The rendered route trace, when replayed, as UTF-8 bytes.
        var traceBytes: [UInt8]?
        /// The golden as read before the replay, when the run was asked to compare with it and
        /// it could be read (nil: absent, unreadable, or not asked).
        var golden: GoldenFile.Stored?
        /// Where the trace first differs from `golden`; nil when they agree or there is none.
        var difference: TraceDifference?

        /// The rendered route trace, when replayed.
        public var trace: String? { traceBytes.map { String(decoding: $0, as: UTF8.self) } }

        /// The golden trace file beside the scenario: `X.scenario` → `X.trace`.
        public var goldenPath: String { GoldenFile(scenarioPath: absolutePath).path }
    }

    /// What a run keeps of each step's record once the trace has written it.
    enum Retention {
        /// Everything: the hops and every hierarchy snapshot (a replay read by a user's code).
        case everything
        /// The hops and their facts, without the hierarchy snapshots (a JSON report, coverage).
        case facts
        /// Only what decides the outcome: notes, violations and failures; the hops are let go.
        case outcome
    }

    /// Runs the scenario at `path` (relative to `currentDirectory`), loading graphs through
    /// `catalog`. The graph is the one the scenario's `graph` line names, or `graphPath` (relative
    /// to `currentDirectory`) when given.
    public static func run(
        path: String, currentDirectory: String, catalog: inout GraphCatalog, graphPath: String? = nil
    ) -> Run {
        run(
            path: path, currentDirectory: currentDirectory, catalog: &catalog, graphPath: graphPath,
            retention: .everything, readsGolden: false)
    }

    /// Runs a scenario as `run(path:currentDirectory:catalog:graphPath:)` does, writing its trace
    /// while it replays. Each record keeps what `retention` says once the trace has it: what
    /// `navsim check` and `navsim trace` keep of a long scenario is its trace and its outcome,
    /// with its hops when a JSON report or coverage reads them. With `readsGolden`, the golden is
    /// read just before the replay and the trace compared with it as it is written
    /// (`TraceStream`). A trace larger than `traceLimit` is an error. The trace is in `layout`:
    /// a golden's, or with source positions for `navsim trace`.
    static func run(
        path: String, currentDirectory: String, catalog: inout GraphCatalog, graphPath: String?, retention: Retention,
        readsGolden: Bool, layout: TraceRenderer.Layout = .golden, traceLimit: Int = GoldenFile.maximumSize
    ) -> Run {
        let located = ProjectPaths.locate(path, in: currentDirectory, fileSystem: catalog.fileSystem)
        let (absolute, root, display) = (located.absolute, located.root, located.shown)
        var run = Run(displayPath: display, absolutePath: absolute, scenario: nil, diagnostics: [], result: nil)
        if let problem = ProjectFiles.wrongType(display, expected: ".scenario") {
            run.diagnostics = [problem]
            return run
        }
        let parsed = ScenarioParser.parse(path: absolute, displayPath: display, in: catalog.fileSystem)
        run.diagnostics = parsed.diagnostics
        run.projectRoot = root
        guard var scenario = parsed.scenario else { return run }
        scenario.file = display
        run.scenario = scenario
        // A scenario with syntax errors still comes back without its bad lines: its names are
        // checked against the graph too, so one run reports every error of the file.
        let entry: GraphCatalog.Entry
        let resolution: Result<GraphCatalog.Entry, Diagnostic>
        if let graphPath {
            let graphAbsolute = ProjectPaths.absolute(graphPath, in: currentDirectory)
            resolution = .success(
                catalog.load(absolutePath: graphAbsolute, displayPath: ProjectPaths.relative(graphAbsolute, to: root)))
        } else {
            resolution = catalog.resolve(
                scenario.graph, scenarioFile: display, scenarioAbsolutePath: absolute, projectRoot: root)
        }
        switch resolution {
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
                    file: display, position: scenario.graph.position, severity: .error,
                    id: GraphCatalog.ID.graphHasErrors,
                    message:
                        "graph '\(scenario.graph.text)' has \(count) \(count == 1 ? "error" : "errors"); the scenario cannot run",
                    notes: [Diagnostic.Note(message: "see the errors in '\(entry.displayPath)'")]))
            return run
        }
        run.diagnostics += ScenarioChecker.check(scenario, against: graph)
        if run.diagnostics.containsErrors { return run }
        // An unreadable golden is reported when the run is compared with it (`CheckRun`).
        if readsGolden {
            run.golden = (try? GoldenFile(path: run.goldenPath).readStored(in: catalog.fileSystem)) ?? nil
        }
        var stream = TraceStream(
            scenario, graphName: graph.name.text, graphFile: graph.file, startLine: graph.start?.position.line,
            layout: layout, limit: traceLimit, expecting: run.golden?.bytes)
        let result = Replayer.replay(scenario, in: graph) { record in
            if record.step == nil { stream.add(launch: record) } else { stream.add(record) }
            switch retention {
            case .everything: break
            case .facts: record.dropHierarchies()
            case .outcome: record.dropHops()
            }
        }
        stream.finish(stop: result.stop, failures: result.failures)
        run.result = result
        run.traceBytes = stream.text
        run.difference = stream.difference
        if stream.text == nil {
            run.diagnostics.append(
                Diagnostic(
                    file: display, position: scenario.titlePosition, severity: .error,
                    id: Replayer.FailureID.traceTooLarge,
                    message:
                        "the trace is larger than \(traceLimit) bytes, the largest golden navsim reads; split the scenario"
                ))
        }
        return run
    }
}
