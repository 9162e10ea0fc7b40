import NavSim

/// `navsim explore`: runs `ExploreRun`, times it, shows progress on a terminal, and writes the
/// findings as text (diagnostics at each route's graph line, the steps as notes) or JSON.
enum ExploreCommand {
    static func run(_ path: String, options: CommandLineOptions, context: NavSimCLI.Context) -> Int32 {
        let clock = ContinuousClock()
        let started = clock.now
        var lastProgress = started
        let progress: ((Explorer.Progress) -> Void)? =
            context.errorIsTerminal && options.format == .text
            ? { step in
                guard clock.now - lastProgress > .milliseconds(200) else { return }
                lastProgress = clock.now
                context.writeError(
                    "\r\u{1B}[Kexploring: \(step.states) states, \(step.transitions) transitions, depth \(step.depth)")
            } : nil
        let report = ExploreRun.run(
            ExploreRun.Options(
                graph: path, given: options.given, out: options.out, limits: options.limits,
                currentDirectory: context.currentDirectory),
            progress: progress)
        let seconds = (clock.now - started).seconds
        if progress != nil { context.writeError("\r\u{1B}[K") }
        let formatter = DiagnosticFormatter(colors: NavSimCLI.useColors(options.color, context: context))
        let loadProblems = report.diagnostics.sortedForReporting()
        switch options.format {
        case .json:
            context.writeOutput(json(report, limits: options.limits))
            if !loadProblems.isEmpty { context.writeError(formatter.format(loadProblems) + "\n") }
        default:
            var lines = loadProblems.map(formatter.format)
            lines += report.findings.filter(\.found.isDistinct).map {
                formatter.format(diagnostic(for: $0, graphFile: report.graphFile))
            }
            if let result = report.result {
                lines += result.classes.map { formatter.format(diagnostic(for: $0, of: report)) }
                lines += summary(
                    result, findings: report.findings.count { $0.found.isDistinct }, seconds: seconds,
                    strict: options.strict,
                    given: options.given != nil)
            }
            context.writeOutput(lines.map { $0 + "\n" }.joined())
        }
        return report.fails(strict: options.strict) ? NavSimCLI.checkFailed : NavSimCLI.success
    }

    /// A distinct finding as a diagnostic at its route's line, with the steps and the scenario as
    /// notes.
    static func diagnostic(for finding: ExploreRun.Finding, graphFile: String) -> Diagnostic {
        let found = finding.found
        var message = "\(found.id.rawValue)"
        if let route = found.route { message += " on '\(route)'" }
        if let violation = finding.reproduction.violation { message += ": \(violation.message)" }
        var notes: [Diagnostic.Note] = []
        let steps = found.steps.isEmpty ? "at launch" : found.steps.map(\.description).joined(separator: ", ")
        notes.append(
            Diagnostic.Note(
                message: "reached in \(found.steps.count) step\(found.steps.count == 1 ? "" : "s"): \(steps)"))
        if !found.data.isEmpty {
            notes.append(
                Diagnostic.Note(message: "with data: " + found.data.map(\.description).joined(separator: ", ")))
        }
        if let file = finding.file { notes.append(Diagnostic.Note(message: "reproduced by \(file)")) }
        return Diagnostic(
            file: graphFile, position: finding.position ?? SourcePosition(line: 1, column: 1), severity: found.severity,
            id: DiagnosticID(found.id.rawValue), message: message, notes: notes)
    }

    /// A class as one diagnostic at its representative's line: the rule, the cause and every
    /// route; the representative's scenario as a note when one was written.
    static func diagnostic(for group: ExploreResult.FindingClass, of report: ExploreRun.Report) -> Diagnostic {
        let members = group.members.map { report.findings[$0] }
        let routes = members.map { $0.found.route.map { "'\($0)'" } ?? "launch" }
        let what =
            switch group.rule {
            case .doubleTap: "a double-tap class (the second tap: \(group.cause.kind.rawValue))"
            case .missingContainer: "a missing-container class (\(group.cause.kind.rawValue))"
            }
        let message =
            "\(group.id.rawValue) on \(routes.count) route\(routes.count == 1 ? "" : "s"), \(what): "
            + routes.joined(separator: ", ")
        let representative = members[0]
        return Diagnostic(
            file: report.graphFile, position: representative.position ?? SourcePosition(line: 1, column: 1),
            severity: group.severity, id: DiagnosticID(group.id.rawValue), message: message,
            notes: representative.file.map { [Diagnostic.Note(message: "reproduced by \($0)")] } ?? [])
    }

    /// The closing lines: what was searched, how far, how long; what was left out; how many
    /// distinct `findings` and classes were found, and whether the classes fail the run (`strict`);
    /// when no `--given` gave data (`given`), how to give it; when the launched app offered no
    /// action at all, that it did.
    static func summary(
        _ result: ExploreResult, findings: Int, seconds: Double, strict: Bool, given: Bool
    ) -> [String] {
        let states = "\(result.states) state\(result.states == 1 ? "" : "s")"
        let transitions = "\(result.transitions) transition\(result.transitions == 1 ? "" : "s")"
        var line = "navsim: explored \(states), \(transitions), to depth \(result.depth) in \(format(seconds)) s"
        if result.cut {
            let trying = result.complete + 1
            line +=
                "; search cut at --max-states (\(result.states) states) while trying journeys of \(trying) action\(trying == 1 ? "" : "s"): every journey of up to \(result.complete) tried"
        }
        var lines = [line]
        switch result.reduction {
        case .tabs:
            lines.append("navsim: tabs searched one at a time (the same findings; --no-reduction combines them)")
        case .combined(let reason): lines.append("navsim: tabs combined, not searched one at a time: \(reason)")
        case .none: break
        }
        if result.skippedForData > 0 {
            lines.append(
                "navsim: \(result.skippedForData) action\(result.skippedForData == 1 ? "" : "s") not tried for want of data: "
                    + result.skippedActions.map(\.description).joined(separator: ", ")
                    + (given || result.data == .abstract ? "" : "; give rows with --given"))
        }
        if result.states > 0, result.transitions == 0, result.skippedForData == 0 {
            // A search that could not start says why, or it reads as an app without bugs.
            lines.append(
                "navsim: the launched app offers no action: no route, tab or back button leaves what 'start' "
                    + "shows (check that 'start' names the app's first screen, and that routes leave it)")
        }
        if result.data == .abstract {
            let shown = result.variedData.prefix(6).joined(separator: ", ")
            let more = result.variedData.count > 6 ? ", and \(result.variedData.count - 6) more" : ""
            lines.append(
                "navsim: data tried (no --given): \(shown)\(more)"
            )
        }
        if result.classes.isEmpty, findings == 0 {
            lines.append("navsim: no violation found")
        } else {
            lines.append(
                findings == 0
                    ? "navsim: no distinct violation found"
                    : "navsim: \(findings) distinct violation\(findings == 1 ? "" : "s") found")
        }
        if !result.classes.isEmpty {
            let members = result.findings.count - findings
            lines.append(
                "navsim: \(result.classes.count) class\(result.classes.count == 1 ? "" : "es") of violation on \(members) route\(members == 1 ? "" : "s") (double taps, optional-chained calls with no container): \(strict ? "failed by --strict" : "reported, not failed (--strict fails them)")"
            )
        }
        return lines
    }

    static func json(_ report: ExploreRun.Report, limits: Explorer.Limits) -> String {
        let findings = report.findings.map { finding -> JSONValue in
            var members: [(String, JSONValue)] = [
                ("id", .string(finding.found.id.rawValue)),
                ("route", finding.found.route.map(JSONValue.string) ?? .null),
                ("cause", .string(finding.found.cause.description)),
                ("severity", .string(finding.found.severity.rawValue)),
                ("class", finding.found.classIndex.map { .number(Double($0)) } ?? .null),
                ("line", finding.position.map { .number(Double($0.line)) } ?? .null),
                ("steps", .array(finding.found.steps.map { .string($0.description) })),
                ("data", .array(finding.found.data.map(data))),
            ]
            if let violation = finding.reproduction.violation {
                members += [("message", .string(violation.message)), ("uikit", .string(violation.uikitText))]
            }
            members.append(("scenario", finding.file.map(JSONValue.string) ?? .null))
            return .object(members)
        }
        var members: [(String, JSONValue)] = [
            ("graph", .string(report.graphFile)),
            ("diagnostics", .array(report.diagnostics.sortedForReporting().map(JSONReportWriter.diagnostic))),
        ]
        if let result = report.result {
            members += [
                ("states", .number(Double(result.states))),
                ("transitions", .number(Double(result.transitions))),
                ("depth", .number(Double(result.depth))),
                ("maxDepth", .number(Double(limits.depth))),
                ("maxStates", .number(Double(limits.maxStates))),
                ("cut", .bool(result.cut)),
                ("complete", .number(Double(result.complete))),
                ("reduction", reduction(result.reduction)),
                ("crashes", .number(Double(result.crashes))),
                ("skippedForData", .number(Double(result.skippedForData))),
                ("data", .string(result.data == .abstract ? "abstract" : "given")),
                ("variedData", .array(result.variedData.map(JSONValue.string))),
                ("findings", .array(findings)),
                ("classes", .array(result.classes.map { group(of: $0, in: report) })),
                ("routes", .array(result.routes.map(route))),
            ]
        }
        return JSONValue.object(members).serialized() + "\n"
    }

    /// What the search left out: `"tabs"`, or null with the reason the tabs were combined.
    static func reduction(_ reduction: ExploreResult.Reduction) -> JSONValue {
        switch reduction {
        case .tabs: return .object([("kind", .string("tabs")), ("combinedBecause", .null)])
        case .combined(let reason): return .object([("kind", .null), ("combinedBecause", .string(reason))])
        case .none: return .object([("kind", .null), ("combinedBecause", .null)])
        }
    }

    /// A class in JSON: its id, cause, rule, severity, members (indices into `findings`), their
    /// routes, and its representative's scenario.
    static func group(of group: ExploreResult.FindingClass, in report: ExploreRun.Report) -> JSONValue {
        .object([
            ("id", .string(group.id.rawValue)),
            ("cause", .string(group.cause.description)),
            ("rule", .string(group.rule.rawValue)),
            ("severity", .string(group.severity.rawValue)),
            ("findings", .array(group.members.map { .number(Double($0)) })),
            ("routes", .array(group.members.map { report.findings[$0].found.route.map(JSONValue.string) ?? .null })),
            ("scenario", report.findings[group.members[0]].file.map(JSONValue.string) ?? .null),
        ])
    }

    /// One field's data a finding was found with: its owner, field, shape, and the `given` line
    /// that sets it (null when the graph declares it).
    static func data(_ shape: ExploreResult.DataShape) -> JSONValue {
        .object([
            ("owner", .string(shape.owner)),
            ("field", .string(shape.field)),
            ("shape", .string(shape.kind.rawValue)),
            ("given", shape.givenLine.map(JSONValue.string) ?? .null),
        ])
    }

    static func route(_ reach: ExploreResult.RouteReach) -> JSONValue {
        .object([
            ("source", .string(reach.route.source.text)),
            ("name", .string(reach.route.name.text)),
            ("line", .number(Double(reach.route.position.line))),
            ("reached", .bool(reach.steps != nil)),
            ("steps", reach.steps.map { .array($0.map { .string($0.description) }) } ?? .null),
        ])
    }

    /// Seconds with two decimals.
    static func format(_ seconds: Double) -> String {
        let hundredths = Int((seconds * 100).rounded())
        let fraction = hundredths % 100
        return "\(hundredths / 100)." + (fraction < 10 ? "0" : "") + "\(fraction)"
    }
}

extension Duration {
    /// The duration in seconds.
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
