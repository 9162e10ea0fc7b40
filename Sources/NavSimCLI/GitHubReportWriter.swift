import NavSim

/// Writes a check report as GitHub Actions workflow commands (`--format github`): each error and
/// warning an `::error` or `::warning` line that the pull request shows on its file and line, each
/// failing scenario and golden mismatch one too, and the summary as a notice. A golden mismatch
/// is annotated at the scenario's step where the trace first differs, and its unified diff is
/// printed in the log, folded in a `::group::`.
///
/// Workflow commands are documented at
/// https://docs.github.com/actions/reference/workflow-commands-for-github-actions.
enum GitHubReportWriter {
    /// The report; `invocation` names the commands in its hints as the user runs them.
    static func document(for report: CheckReport, invocation: Invocation = .direct) -> String {
        var lines = report.diagnostics.map(command)
        var diffs: [String] = []
        for scenario in report.scenarios {
            lines += scenario.failures.map(command)
            switch scenario.golden {
            case .compared(.mismatch):
                lines.append(mismatch(scenario, invocation: invocation))
                if let diff = scenario.diff {
                    // A diff line starts with ' ', '+', '-', '@' or '\', never '::', so none is a command.
                    diffs.append("::group::\(escapedData("golden diff: \(scenario.goldenFile)"))")
                    diffs.append(diff.hasSuffix("\n") ? String(diff.dropLast()) : diff)
                    diffs.append("::endgroup::")
                }
            case .compared(.missing):
                lines.append(
                    annotation(
                        "error", file: scenario.file, line: 1, column: 1, title: "golden-missing",
                        message:
                            "no golden trace \(scenario.goldenFile); record it locally with '\(invocation.command("check", writes: true))' and commit it"
                    ))
            case .compared(.matched), .compared(.recorded), .unavailable, .notCompared:
                break
            }
        }
        lines += diffs
        lines.append(
            "::notice title=navsim check::\(escapedData("\(report.scenarios.count) \(report.scenarios.count == 1 ? "scenario" : "scenarios"): \(report.passedCount) passed, \(report.failedCount) failed"))"
        )
        return lines.joined(separator: "\n") + "\n"
    }

    /// A golden mismatch, at the scenario's line where the trace first differs (its step's line),
    /// or at line 1 of the golden when that is not known.
    static func mismatch(_ scenario: ScenarioReport, invocation: Invocation) -> String {
        let advice =
            "the diff is in the log (golden diff: \(scenario.goldenFile)); commit the golden with '\(invocation.command("check --record failed", writes: true))' if the new trace is right"
        guard let difference = scenario.firstDifference else {
            return annotation(
                "error", file: scenario.goldenFile, line: 1, column: 1, title: "golden-mismatch",
                message: "the trace of \(scenario.file) differs from its golden; \(advice)")
        }
        let place: String
        switch difference.block {
        case .header: place = "in its header"
        case .launch: place = "at launch"
        case .step(let number): place = "from step \(number)"
        case .footer: place = "in its closing lines"
        }
        return annotation(
            "error", file: scenario.file, line: difference.line, column: 1, title: "golden-mismatch",
            message: "the trace differs from its golden \(scenario.goldenFile) \(place); \(advice)")
    }

    static func command(_ diagnostic: Diagnostic) -> String {
        var message = diagnostic.message
        for note in diagnostic.notes { message += "\n" + note.message }
        return annotation(
            diagnostic.severity == .error ? "error" : "warning", file: diagnostic.file, line: diagnostic.position.line,
            column: diagnostic.position.column, title: diagnostic.id.rawValue, message: message)
    }

    static func annotation(_ kind: String, file: String, line: Int, column: Int, title: String, message: String)
        -> String
    {
        "::\(kind) file=\(escapedProperty(file)),line=\(line),col=\(column),title=\(escapedProperty(title))::\(escapedData(message))"
    }

    /// A command's message: `%`, CR and LF escaped, as the runner's toolkit does.
    static func escapedData(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: also `:` and `,`, which separate properties.
    static func escapedProperty(_ text: String) -> String {
        escapedData(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
