import NavSim

/// Writes a check report as the JSON document of spec §6.
enum JSONReportWriter {
    static func document(for report: CheckReport) -> String {
        let diagnostics = report.diagnostics.map(diagnostic)
        let scenarios = report.scenarios.map(scenario)
        let summary: JSONValue = .object([
            ("scenarios", .number(Double(report.scenarios.count))),
            ("passed", .number(Double(report.passedCount))),
            ("failed", .number(Double(report.failedCount))),
        ])
        var members: [(String, JSONValue)] = [
            ("diagnostics", .array(diagnostics)),
            ("scenarios", .array(scenarios)),
            ("summary", summary),
        ]
        if !report.coverage.isEmpty { members.append(("coverage", .array(report.coverage.map(coverage)))) }
        return JSONValue.object(members).serialized() + "\n"
    }

    static func coverage(_ coverage: RouteCoverage) -> JSONValue {
        .object([
            ("graph", .string(coverage.graphFile)),
            ("routes", .number(Double(coverage.routes.count))),
            ("taken", .number(Double(coverage.takenCount))),
            ("percent", .number(Double(coverage.percent))),
            (
                "byRoute",
                .array(
                    coverage.routes.map { entry in
                        .object([
                            ("source", .string(entry.route.source.text)),
                            ("name", .string(entry.route.name.text)),
                            ("line", .number(Double(entry.route.position.line))),
                            ("scenarios", .array(entry.scenarios.map(JSONValue.string))),
                            ("explored", entry.explored.map { .array($0.map { .string($0.description) }) } ?? .null),
                        ])
                    })
            ),
        ])
    }

    static func diagnostic(_ diagnostic: Diagnostic) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("file", .string(diagnostic.file)),
            ("line", .number(Double(diagnostic.position.line))),
            ("column", .number(Double(diagnostic.position.column))),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("id", .string(diagnostic.id.rawValue)),
            ("message", .string(diagnostic.message)),
        ]
        if !diagnostic.notes.isEmpty {
            members.append(("notes", .array(diagnostic.notes.map { .string($0.message) })))
        }
        return .object(members)
    }

    static func scenario(_ report: ScenarioReport) -> JSONValue {
        let violations = (report.replay?.violations ?? []).map { violation -> JSONValue in
            .object([
                ("id", .string(violation.id.rawValue)),
                ("line", .number(Double(violation.scenarioLine))),
                ("step", .number(Double(violation.stepNumber))),
                ("hopStep", .number(Double(violation.hopStep))),
                ("route", violation.route.map(JSONValue.string) ?? .null),
                ("message", .string(violation.message)),
                ("uikit", .string(violation.uikitText)),
                ("stopsReplay", .bool(violation.stopsReplay)),
            ])
        }
        let hops = (report.replay?.hops ?? []).map { hop -> JSONValue in
            .object([
                ("step", .number(Double(hop.stepNumber))),
                ("route", .string(hop.route)),
                ("kind", .string(hop.kind.rawValue)),
                ("from", .string(hop.from.description)),
                ("to", .string(hop.to?.description ?? hop.declaredDestination)),
                ("passed", .object(hop.passed.map { ($0.path, JSONValue($0.value)) })),
            ])
        }
        var members: [(String, JSONValue)] = [
            ("file", .string(report.file)),
            ("name", .string(report.name)),
            ("status", .string(report.status.rawValue)),
            ("golden", .string(report.golden.name)),
            ("violations", .array(violations)),
            ("hops", .array(hops)),
            ("failures", .array(report.failures.map(diagnostic))),
        ]
        if let diff = report.diff { members.append(("diff", .string(diff))) }
        return .object(members)
    }
}
