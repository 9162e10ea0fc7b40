import NavSim

/// Writes a check report for people: diagnostics in compiler format, one line per scenario,
/// failures and golden diffs under it, and the summary line last.
struct TextReportWriter {
    var colors: Bool
    /// Under CI a golden is never recorded: the hints say to record it locally and commit it.
    var underCI = false
    /// How navsim was run, so the hints name the command as the user types it.
    var invocation = Invocation.direct

    func document(for report: CheckReport, mode: RecordMode) -> String {
        let formatter = DiagnosticFormatter(colors: colors)
        var lines: [String] = report.diagnostics.map(formatter.format)
        for scenario in report.scenarios {
            let mark =
                scenario.status == .passed
                ? formatter.paint("PASS", code: "1;32") : formatter.paint("FAIL", code: "1;31")
            let (file, name) = (
                DiagnosticFormatter.printable(scenario.file), DiagnosticFormatter.printable(scenario.name)
            )
            let goldenFile = DiagnosticFormatter.printable(scenario.goldenFile)
            var line = "\(mark)  \(file)  \"\(name)\""
            switch scenario.golden {
            case .compared(.matched): line += "  (trace matches \(goldenFile))"
            case .compared(.recorded): line += "  (recorded \(goldenFile))"
            case .compared(.mismatch): line += "  (trace differs from \(goldenFile))"
            case .compared(.missing): line += "  (no golden trace \(goldenFile))"
            case .unavailable: line += "  (golden trace \(goldenFile) unavailable: see below)"
            case .notCompared: line += scenario.replay == nil ? "  (not run: see the errors above)" : ""
            }
            lines.append(line)
            for failure in scenario.failures { lines.append(formatter.format(failure)) }
            if let diff = scenario.diff {
                lines.append(diff.hasSuffix("\n") ? String(diff.dropLast()) : diff)
            }
            // A golden outside the project is never written: its error says so, and no hint
            // suggests recording it.
            let writable = !scenario.failures.contains { $0.id == CheckRun.ID.goldenOutsideProject }
            if case .compared(.mismatch) = scenario.golden, writable {
                if mode == .failed || mode == .all {
                    lines.append("  the golden trace was re-recorded; review it with 'git diff \(goldenFile)'")
                } else if underCI {
                    lines.append(
                        "  if the new trace is right, re-record it on your machine with '\(invocation.command("check --record failed", writes: true))' and commit \(goldenFile)"
                    )
                } else {
                    lines.append(
                        "  if the new trace is right, re-record it: \(invocation.command("check --record failed", writes: true)) (or NAVSIM_RECORD=failed)"
                    )
                }
            }
            if scenario.golden == .compared(.missing), writable {
                if scenario.replay?.passed == false, mode == .missing {
                    lines.append(
                        "  its golden is not recorded while it fails; fix it, or record it anyway: \(invocation.command("check --record all", writes: true))"
                    )
                } else if underCI {
                    lines.append(
                        "  CI never records goldens: record it on your machine with '\(invocation.command("check", writes: true))' and commit \(goldenFile)"
                    )
                } else if !invocation.mayWrite {
                    lines.append("  record it: \(invocation.command("check", writes: true))")
                } else {
                    lines.append(
                        "  record it: \(invocation.command("check --record missing", writes: true)) (record mode is '\(mode.rawValue)')"
                    )
                }
            }
            if scenario.positionsRemoved {
                let rest = scenario.golden == .compared(.recorded(diff: nil)) ? "; nothing else changed" : ""
                lines.append("  source positions removed from \(goldenFile) (the old golden format)\(rest)")
            }
            if case .compared(.recorded(_?)) = scenario.golden {
                lines.append(
                    "  the golden trace was rewritten with the change above; review it with 'git diff \(goldenFile)'")
            }
        }
        for coverage in report.coverage { lines += Self.coverageLines(coverage) }
        let errors = report.diagnostics.filter { $0.severity == .error }.count
        let warnings = report.diagnostics.count - errors
        if errors + warnings > 0 {
            lines.append(
                "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")")
        }
        // The failures by kind, so a red run says at a glance what to look at.
        var kinds: [String] = []
        let mismatches = report.scenarios.count { if case .compared(.mismatch) = $0.golden { true } else { false } }
        let missing = report.scenarios.count { $0.golden == .compared(.missing) }
        if mismatches > 0 { kinds.append("\(mismatches) golden \(mismatches == 1 ? "mismatch" : "mismatches")") }
        if missing > 0 { kinds.append("\(missing) missing \(missing == 1 ? "golden" : "goldens")") }
        lines.append(
            "\(report.scenarios.count) \(report.scenarios.count == 1 ? "scenario" : "scenarios"): "
                + "\(report.passedCount) passed, \(report.failedCount) failed"
                + (kinds.isEmpty ? "" : " (\(kinds.joined(separator: ", ")))"))
        return lines.joined(separator: "\n") + "\n"
    }

    /// `--coverage`: a graph's percentage, then each route no scenario took, with the shortest
    /// path explore found to it as the scenario to write.
    static func coverageLines(_ coverage: RouteCoverage) -> [String] {
        var lines = [
            "coverage: \(coverage.graphFile): \(coverage.takenCount) of \(coverage.routes.count) routes taken (\(coverage.percent)%)"
        ]
        for entry in coverage.routes where !entry.isTaken {
            let route = entry.route
            var line =
                "  never taken: \(route.keyword) \(route.name.text): \(route.source.text) -> \(route.destination.text) (line \(route.position.line))"
            if let steps = entry.explored, steps.isEmpty {
                line += "; explore: launch takes it (onFirstAppear)"
            } else if let steps = entry.explored {
                line += "; explore reaches it: " + (steps.map(\.description).joined(separator: ", "))
            } else {
                line += "; explore did not reach it within depth \(RouteCoverage.exploreLimits.depth)"
            }
            lines.append(line)
        }
        return lines
    }
}
