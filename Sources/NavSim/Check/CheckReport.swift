/// Everything one `navsim check` run found: diagnostics for every file, and one report per
/// scenario. A value: the CLI formats it as text, JSON or JUnit.
public struct CheckReport: Sendable {
    /// Diagnostics from graphs, scenarios, discovery and orphan traces, in reporting order.
    public var diagnostics: [Diagnostic]
    /// One report per scenario file that parsed, sorted by file.
    public var scenarios: [ScenarioReport]
    /// With `--coverage`: each graph's route coverage, by graph file.
    public var coverage: [RouteCoverage] = []

    /// Creates a report.
    public init(diagnostics: [Diagnostic], scenarios: [ScenarioReport]) {
        self.diagnostics = diagnostics
        self.scenarios = scenarios
    }

    /// Whether everything passed: no error diagnostic and no failed scenario.
    public var succeeded: Bool {
        !diagnostics.containsErrors && scenarios.allSatisfy { $0.status == .passed }
    }

    /// How many scenarios passed.
    public var passedCount: Int { scenarios.filter { $0.status == .passed }.count }

    /// How many scenarios failed.
    public var failedCount: Int { scenarios.count - passedCount }
}

/// The outcome of one scenario: replay, violations, and the golden comparison.
public struct ScenarioReport: Sendable {
    /// Passed or failed.
    public enum Status: String, Sendable {
        /// Replay met every expectation and the golden matched (or was recorded).
        case passed
        /// Something failed: an expectation, a violation, the golden, or the scenario did not run.
        case failed
    }

    /// What happened to the golden trace: a comparison's outcome, or why there was none.
    public enum GoldenStatus: Hashable, Sendable {
        /// The trace was compared with its golden file (and the golden perhaps written).
        case compared(GoldenOutcome)
        /// The golden file could not be read or written (a directory in its place, no
        /// permission); the scenario's failures say why.
        case unavailable
        /// No comparison was made (the scenario could not be replayed).
        case notCompared

        /// The state's name in reports: the outcome's name (`matched`, `recorded`, `mismatch`,
        /// `missing`), `unavailable`, or `none`.
        public var name: String {
            switch self {
            case .compared(let outcome): return outcome.name
            case .unavailable: return "unavailable"
            case .notCompared: return "none"
            }
        }

        /// Whether the golden is as it should be: it matched, or it was recorded.
        public var isSettled: Bool {
            if case .compared(let outcome) = self { return !outcome.isFailure }
            return false
        }
    }

    /// The scenario file, as displayed.
    public var file: String
    /// The scenario's title.
    public var name: String
    /// Passed or failed.
    public var status: Status
    /// The golden comparison's outcome.
    public var golden: GoldenStatus
    /// The golden file's path, as displayed.
    public var goldenFile: String
    /// The unified diff when the golden mismatched (or `--record all` rewrote a different one).
    public var diff: String? {
        switch golden {
        case .compared(.mismatch(let diff, _)): return diff.description
        case .compared(.recorded(let diff?)): return diff.description
        default: return nil
        }
    }
    /// With `diff`: where the trace first differs from the golden — its block, and the line of
    /// the scenario file that block stands for (a step's line), which annotations point at.
    public var firstDifference: TraceDifference?
    /// Whether the golden was in the old format, with source positions, and was rewritten without
    /// them (`--record all`; `--record failed` when it also differed).
    public var positionsRemoved = false
    /// The replay, when the scenario could be replayed.
    public var replay: ReplayResult?
    /// Why the scenario failed, besides golden problems (replay failures, or why it did not run).
    public var failures: [Diagnostic]

    /// Creates a scenario report.
    public init(
        file: String, name: String, status: Status, golden: GoldenStatus, goldenFile: String,
        replay: ReplayResult? = nil, failures: [Diagnostic] = []
    ) {
        self.file = file
        self.name = name
        self.status = status
        self.golden = golden
        self.goldenFile = goldenFile
        self.replay = replay
        self.failures = failures
    }
}
