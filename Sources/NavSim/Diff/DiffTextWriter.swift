/// Writes a `DiffRun.Report` as plain text: the files, each declaration that changed with what
/// changed, the consequences, and the verdict. Names are in single quotes, as diagnostics write
/// them; everything follows the report's order, so the text is deterministic.
public enum DiffTextWriter {
    /// The text, ending with a newline.
    public static func write(_ report: DiffRun.Report) -> String {
        lines(report).map { $0 + "\n" }.joined()
    }

    /// The text's lines.
    public static func lines(_ report: DiffRun.Report) -> [String] {
        var lines = ["navsim diff \(report.oldFile) → \(report.newFile)"]
        guard let comparison = report.comparison, let consequences = report.consequences, let verdict = report.verdict
        else { return lines + ["not compared: a side has errors"] }
        if comparison.oldName != comparison.newName {
            lines.append("graph '\(comparison.oldName)' → '\(comparison.newName)'")
        }
        lines.append("")
        lines.append(comparison.isEmpty ? "no declaration changed" : "changes (\(comparison.count)):")
        lines += changeLines(comparison).map { "  " + $0 }
        lines.append("")
        lines.append("consequences:")
        lines += consequenceLines(consequences).map { "  " + $0 }
        lines.append("")
        lines.append("verdict: \(verdict.rawValue) — \(summary(comparison, consequences))")
        return lines
    }

    /// One line per declaration changed, its field changes indented under it.
    public static func changeLines(_ comparison: GraphComparison) -> [String] {
        var lines: [String] = []
        for scene in comparison.scenes {
            lines.append(mark(scene.status) + " scene '\(scene.name)'" + details(scene.changes))
            lines += scene.fields.map { "    " + field($0) }
        }
        for store in comparison.sharedStores {
            lines.append(mark(store.status) + " shared '\(store.name)'")
            lines += store.fields.map { "    " + field($0) }
        }
        for container in comparison.containers {
            lines.append(mark(container.status) + " container '\(container.name)'" + details(container.changes))
        }
        for route in comparison.routes {
            lines.append(
                mark(route.status) + " route '\(route.name)' '\(route.source)' -> '\(route.destination)'"
                    + details(route.changes))
        }
        if let start = comparison.start { lines.append("~ start" + details([start])) }
        return lines
    }

    /// One line per consequence, or a line saying there is none.
    public static func consequenceLines(_ consequences: DiffConsequences) -> [String] {
        var lines: [String] = []
        lines += consequences.newViolations.map { "new violation: " + finding($0) }
        lines += consequences.fixedViolations.map { "fixed violation: " + finding($0) }
        lines += consequences.unreachableScenes.map { "scene '\($0)' became unreachable" }
        lines += consequences.unreachableRoutes.map { "route '\($0.name)' of '\($0.source)' became unreachable" }
        for scenario in consequences.scenarios {
            var line = "scenario \(scenario.file): trace changes"
            if !scenario.runsOnOld { line = "scenario \(scenario.file): does not run on the old graph" }
            if !scenario.runsOnNew { line = "scenario \(scenario.file): no longer runs on the new graph" }
            if let number = scenario.line {
                line += " at line \(number): '\(scenario.old ?? "")' → '\(scenario.new ?? "")'"
            }
            lines.append(line)
        }
        if lines.isEmpty { lines.append("none") }
        if !consequences.explored { lines.append("(explore not run)") }
        lines.append(
            "(\(consequences.scenariosReplayed) scenario\(consequences.scenariosReplayed == 1 ? "" : "s") replayed on both)"
        )
        return lines
    }

    /// `3 changes, 1 new violation, …`: the counts that are not zero.
    public static func summary(_ comparison: GraphComparison, _ consequences: DiffConsequences) -> String {
        let counts = [
            (comparison.count, "change", "changes"),
            (consequences.newViolations.count, "new violation", "new violations"),
            (consequences.fixedViolations.count, "fixed violation", "fixed violations"),
            (consequences.unreachableScenes.count + consequences.unreachableRoutes.count, "unreachable", "unreachable"),
            (consequences.scenarios.count, "scenario trace changed", "scenario traces changed"),
        ].filter { $0.0 > 0 }
        return counts.isEmpty
            ? "no change" : counts.map { "\($0.0) \($0.0 == 1 ? $0.1 : $0.2)" }.joined(separator: ", ")
    }

    /// `+`, `-` or `~`.
    static func mark(_ status: GraphComparison.Status) -> String {
        switch status {
        case .added: return "+"
        case .removed: return "-"
        case .changed: return "~"
        }
    }

    static func details(_ changes: [GraphComparison.Change]) -> String {
        changes.isEmpty ? "" : ": " + changes.map(change).joined(separator: "; ")
    }

    static func change(_ change: GraphComparison.Change) -> String {
        "\(change.aspect) \(change.old.map { "'\($0)'" } ?? "none") → \(change.new.map { "'\($0)'" } ?? "none")"
    }

    static func field(_ field: GraphComparison.FieldChange) -> String {
        var line = mark(field.status) + " store '\(field.old ?? field.new ?? field.name)'"
        if field.status == .changed { line = "~ store '\(field.old ?? "")' → '\(field.new ?? "")'" }
        if field.nilabilityChanged { line += " (nilability changed)" }
        if !field.passedBy.isEmpty { line += ", passed by " + field.passedBy.map { "'\($0)'" }.joined(separator: ", ") }
        return line
    }

    static func finding(_ finding: DiffConsequences.Finding) -> String {
        var line = finding.id
        if let route = finding.route { line += " on '\(route)'" }
        line += " — " + way(finding)
        if let file = finding.givenFrom { line += " (data from \(file))" }
        return line
    }

    /// How the user reaches a finding: explore's steps, the scenario whose replay raised it, or
    /// the launch.
    static func way(_ finding: DiffConsequences.Finding) -> String {
        if let scenario = finding.scenario { return "replaying \(scenario)" }
        return finding.steps.isEmpty ? "at launch" : finding.steps.joined(separator: ", ")
    }
}
