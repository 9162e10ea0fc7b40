/// `navsim trace FILE.scenario`: one scenario's trace, without golden comparison, with its source
/// positions (`TraceRenderer.Layout.positioned`), which goldens leave out.
public enum TraceRun {
    /// The trace to print, the diagnostics to show, and whether the scenario passed.
    public struct Outcome: Sendable {
        /// The rendered trace, when the scenario could be replayed.
        public var trace: String?
        /// Load problems and replay failures.
        public var diagnostics: [Diagnostic]
        /// Whether the scenario loaded and passed.
        public var passed: Bool
    }

    /// Loads and replays the scenario at `path`.
    public static func run(path: String, currentDirectory: String) -> Outcome {
        var catalog = GraphCatalog()
        let run = ScenarioRunner.run(
            path: path, currentDirectory: currentDirectory, catalog: &catalog, graphPath: nil, retention: .outcome,
            readsGolden: false, layout: .positioned)
        var diagnostics = run.diagnostics
        if let result = run.result { diagnostics += result.failures }
        let passed = run.result?.passed == true && !run.diagnostics.containsErrors
        return Outcome(trace: run.trace, diagnostics: diagnostics, passed: passed)
    }
}
