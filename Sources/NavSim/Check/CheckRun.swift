/// One whole `navsim check`: find the files, load every graph, replay every scenario, compare
/// golden traces, report orphan traces. Reads and writes files; never prints or reads the
/// environment (the record mode is passed in).
public enum CheckRun {
    /// What to check and how.
    public struct Options: Sendable {
        /// Files or folders; empty means `Graphs` and `Scenarios`.
        public var paths: [String]
        /// How golden traces are recorded.
        public var recordMode: RecordMode
        /// The directory relative paths are resolved against.
        public var currentDirectory: String
        /// Whether to measure which routes the scenarios took (`--coverage`).
        public var coverage: Bool
        /// Whether each report's replay keeps its steps' hops, every fact of every hop (for a
        /// JSON report and for code that reads them). Without it each step's hops are let go as
        /// soon as the trace has them, so a long check holds its outcomes and not its facts: what
        /// `navsim check` does for its text, JUnit and GitHub reports. Coverage keeps them.
        public var keepsHops: Bool
        /// How the diagnostics' hints name a navsim command (`navsim check …` unless told).
        public var spelling: CommandSpelling

        /// Creates options.
        public init(
            paths: [String], recordMode: RecordMode, currentDirectory: String, coverage: Bool = false,
            keepsHops: Bool = true, spelling: CommandSpelling = .navsim
        ) {
            self.spelling = spelling
            self.paths = paths
            self.recordMode = recordMode
            self.currentDirectory = currentDirectory
            self.coverage = coverage
            self.keepsHops = keepsHops
        }
    }

    /// Stable ids of the diagnostics the check run itself raises.
    public enum ID {
        /// A `.trace` file without its `.scenario`.
        public static let orphanTrace = DiagnosticID("orphan-trace")
        /// A golden trace that cannot be read or written.
        public static let goldenUnavailable = DiagnosticID("golden-unavailable")
        /// A golden that would be written outside the project (through a link, or beside a
        /// scenario outside it): navsim never writes it.
        public static let goldenOutsideProject = DiagnosticID("golden-outside-project")
        /// A golden in the old format, with source positions: compared without them, kept as it is.
        public static let goldenHasPositions = DiagnosticID("golden-has-positions")
    }

    /// The warning for a golden left in the old format, with source positions, which was
    /// compared without them; nil for any other.
    static func positionsWarning(
        for run: ScenarioRunner.Run, report: ScenarioReport, spelling: CommandSpelling
    ) -> Diagnostic? {
        guard run.golden?.heldPositions == true, !report.positionsRemoved else { return nil }
        switch report.golden {
        case .compared(.matched), .compared(.mismatch): break
        default: return nil
        }
        return Diagnostic(
            file: report.goldenFile, position: SourcePosition(line: 1, column: 1), severity: .warning,
            id: ID.goldenHasPositions,
            message: "golden trace holds source positions (the old format); it was compared without them",
            notes: [
                Diagnostic.Note(
                    message:
                        "remove them from every golden at once with '\(spelling.command("check --record all", writes: true))', which says what else changed, if anything"
                )
            ])
    }

    /// Runs the check.
    public static func run(_ options: Options) -> CheckReport { run(options, in: LocalFileSystem()) }

    /// Runs the check, reading and writing every file through `fileSystem`.
    static func run(_ options: Options, in fileSystem: any FileSystem) -> CheckReport {
        let files = ProjectFiles.discover(
            paths: options.paths, currentDirectory: options.currentDirectory, spelling: options.spelling,
            in: fileSystem)
        var diagnostics = files.diagnostics
        var catalog = GraphCatalog(fileSystem: fileSystem)
        for path in files.graphs {
            let graph = ProjectPaths.locate(path, in: options.currentDirectory, fileSystem: fileSystem)
            _ = catalog.load(absolutePath: graph.absolute, displayPath: graph.shown)
        }

        var reports: [ScenarioReport] = []
        var runs: [ScenarioRunner.Run] = []
        for path in files.scenarios {
            let run = ScenarioRunner.run(
                path: path, currentDirectory: options.currentDirectory, catalog: &catalog, graphPath: nil,
                retention: options.keepsHops || options.coverage ? .facts : .outcome, readsGolden: true)
            diagnostics += run.diagnostics
            let report = report(for: run, mode: options.recordMode, in: fileSystem)
            reports.append(report)
            if let warning = positionsWarning(for: run, report: report, spelling: options.spelling) {
                diagnostics.append(warning)
            }
            if options.coverage { runs.append(run) }
        }

        diagnostics += catalog.loadedDiagnostics + catalog.duplicateNameDiagnostics()
        // A trace's scenario sits beside it, so discovery found both or neither.
        for trace in OrphanFinder.orphans(traces: files.traces, scenarios: files.scenarios) {
            let shown = ProjectPaths.locate(trace, in: options.currentDirectory, fileSystem: fileSystem).shown
            let scenario = String(shown.dropLast(".trace".count)) + ".scenario"
            diagnostics.append(
                Diagnostic(
                    file: shown, position: SourcePosition(line: 1, column: 1), severity: .warning, id: ID.orphanTrace,
                    message: "golden trace has no scenario '\(scenario)'",
                    notes: [Diagnostic.Note(message: "navsim never deletes traces; remove it if the scenario is gone")])
            )
        }
        var report = CheckReport(
            diagnostics: unique(diagnostics).sortedForReporting(),
            scenarios: reports.sorted { $0.file < $1.file })
        if options.coverage { report.coverage = coverage(of: catalog, runs: runs) }
        return report
    }

    /// Route coverage of every graph that loaded, from the scenarios run against it.
    static func coverage(of catalog: GraphCatalog, runs: [ScenarioRunner.Run]) -> [RouteCoverage] {
        catalog.usableGraphs.map { graphFile, graph in RouteCoverage.measure(graph: graph, file: graphFile, runs: runs)
        }
    }

    static func report(for run: ScenarioRunner.Run, mode: RecordMode, in fileSystem: any FileSystem)
        -> ScenarioReport
    {
        let goldenShown = GoldenFile(scenarioPath: run.displayPath).path
        let name = run.scenario?.title ?? run.displayPath
        guard let result = run.result, let trace = run.traceBytes else {
            return ScenarioReport(
                file: run.displayPath, name: name, status: .failed, golden: .notCompared, goldenFile: goldenShown)
        }
        var golden: ScenarioReport.GoldenStatus
        var positionsRemoved = false
        var problems = result.failures
        // A golden is written only inside the project, whatever a path or a link says.
        let writable = ProjectPaths.isInside(run.goldenPath, root: run.projectRoot, in: fileSystem)
        // A failing scenario's trace is not a golden to keep: `missing` does not record it (`all`
        // and `failed` do, when asked).
        let effectiveMode: RecordMode = !writable || (mode == .missing && !result.passed) ? .never : mode
        do {
            let comparison = try GoldenFile(path: run.goldenPath).compareNotingFormat(
                bytes: trace, mode: effectiveMode, in: fileSystem, known: run.golden)
            var outcome = comparison.outcome
            positionsRemoved = comparison.positions == .removed
            if !writable, mode != .never, outcome != .matched {
                problems.append(
                    Diagnostic(
                        file: goldenShown, position: SourcePosition(line: 1, column: 1), severity: .error,
                        id: ID.goldenOutsideProject,
                        message: "will not write golden file: it is outside the project '\(run.projectRoot)'",
                        notes: [
                            Diagnostic.Note(
                                message:
                                    "navsim writes a golden only beside its scenario inside the project (the folder holding 'Graphs'), links followed"
                            )
                        ]))
            }
            // The diff's headers name the files as the user sees them.
            switch outcome {
            case .recorded(var unified?):
                // `--record all` rewrote a different golden: the diff shows what changed.
                unified.goldenLabel = goldenShown + " (before)"
                unified.actualLabel = goldenShown + " (recorded now)"
                outcome = .recorded(diff: unified)
            case .mismatch(var unified, let rerecorded):
                unified.goldenLabel = goldenShown + " (golden)"
                unified.actualLabel = run.displayPath + " (replayed now)"
                outcome = .mismatch(diff: unified, rerecorded: rerecorded)
            case .matched, .recorded(nil), .missing:
                break
            }
            golden = .compared(outcome)
        } catch {
            golden = .unavailable
            problems.append(
                Diagnostic(
                    file: goldenShown, position: SourcePosition(line: 1, column: 1), severity: .error,
                    id: ID.goldenUnavailable, message: error.message))
        }
        var report = ScenarioReport(
            file: run.displayPath, name: name, status: result.passed && golden.isSettled ? .passed : .failed,
            golden: golden, goldenFile: goldenShown, replay: result, failures: problems)
        report.positionsRemoved = positionsRemoved
        if report.diff != nil { report.firstDifference = run.difference }
        return report
    }

    /// Drops repeated diagnostics (a graph shared by several scenarios reports its errors once).
    static func unique(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        var seen: Set<Diagnostic> = []
        return diagnostics.filter { seen.insert($0).inserted }
    }
}
