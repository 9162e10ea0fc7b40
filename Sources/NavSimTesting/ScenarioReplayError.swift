import NavSim

/// Why `replayScenario` could not replay: the scenario or its graph has errors, or a file is missing.
public struct ScenarioReplayError: Error, CustomStringConvertible {
    /// The scenario file, as given (for inline text, the name it was given).
    public var scenarioPath: String
    /// The errors (and warnings) found, in reporting order.
    public var diagnostics: [Diagnostic]

    /// Creates the error.
    public init(scenarioPath: String, diagnostics: [Diagnostic]) {
        self.scenarioPath = scenarioPath
        self.diagnostics = diagnostics
    }

    /// `cannot replay '…'` followed by each diagnostic as `DiagnosticFormatter` writes it.
    public var description: String {
        (["cannot replay '\(scenarioPath)'"] + diagnostics.map(DiagnosticFormatter.plain)).joined(separator: "\n")
    }
}
