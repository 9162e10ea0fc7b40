import NavSim

/// Why `replayScenario` could not replay: the scenario or its graph has errors, or a file is missing.
public struct ScenarioReplayError: Error, CustomStringConvertible {
    /// The scenario file, as given.
    public var scenarioPath: String
    /// The errors (and warnings) found, in reporting order.
    public var diagnostics: [Diagnostic]

    /// Creates the error.
    public init(scenarioPath: String, diagnostics: [Diagnostic]) {
        self.scenarioPath = scenarioPath
        self.diagnostics = diagnostics
    }

    /// `cannot replay '…'` followed by one `path:line:col: severity: message` line per diagnostic.
    public var description: String {
        var lines = ["cannot replay '\(scenarioPath)'"]
        for diagnostic in diagnostics {
            lines.append(
                "\(diagnostic.file):\(diagnostic.position): \(diagnostic.severity.rawValue): \(diagnostic.message)")
            for note in diagnostic.notes {
                let place = note.file.map { file in note.position.map { "\(file):\($0): " } ?? "\(file): " } ?? ""
                lines.append("\(place)note: \(note.message)")
            }
        }
        return lines.joined(separator: "\n")
    }
}
