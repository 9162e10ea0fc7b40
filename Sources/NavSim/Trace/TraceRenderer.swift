/// Renders a replay as a route trace: plain text, one block per step, byte-identical across runs
/// and machines (spec §5).
///
/// ```
/// scenario  "Show an order, edit it, save it"
/// file      Scenarios/cleanstore/edit-order.scenario
/// graph     CleanStore  Graphs/CleanStore.navgraph
///
/// launch                                                 Graphs/CleanStore.navgraph:12
///   window    root Main, built from the storyboard
///   now       Main[ListOrders#1]
///
/// step 6  tap EditOrder                                  Scenarios/cleanstore/edit-order.scenario:11
///   route     EditOrder  ShowOrder#2 -> CreateOrder  segue show          Graphs/CleanStore.navgraph:21
///   1 get     CreateOrder#3 from storyboard, data store wired
///   2 pass    orderToEdit = {id: "b2", name: "Bob", total: 7}
///   3 nav     push onto Main, performed by the segue
///   now       Main[ListOrders#1, ShowOrder#2, CreateOrder#3]
///
/// result    passed
/// ```
/// Blocks are separated by one blank line. Labels take ten columns after a two-space indent; a
/// block header's location starts at column 56 and a route line's at column 72 (or two spaces
/// after a longer text). A violation follows the line of the hop step that raised it. Lines never
/// end in spaces and the text ends with one newline.
public enum TraceRenderer {
    /// The column (0-based) where a step header's location starts.
    static let headerLocationColumn = 55
    /// The column (0-based) where a route line's location starts.
    static let routeLocationColumn = 71

    /// The trace of a replay.
    public static func render(_ result: ReplayResult) -> String { render(result, limit: .max)! }

    /// The trace of a replay, or nil as soon as it grows past `limit` bytes: a runaway scenario
    /// (large values passed on every hop) is stopped before its trace fills the memory.
    static func render(_ result: ReplayResult, limit: Int) -> String? {
        var lines: [String] = []
        var size = 0
        let scenario = result.scenario
        lines.append(labelled("scenario", Value.quote(scenario.title), indent: ""))
        lines.append(labelled("file", scenario.file, indent: ""))
        let graphName = result.graphName.isEmpty ? scenario.graph.text : result.graphName
        lines.append(labelled("graph", "\(graphName)  \(result.graphFile)", indent: ""))
        let launchBefore =
            result.steps.first { if case .given = $0.step?.kind { false } else { true } }?.number ?? Int.max
        var launched = false
        for record in result.steps {
            if !launched, record.number >= launchBefore {
                launched = true
                lines.append("")
                renderLaunch(result, into: &lines)
            }
            lines.append("")
            let before = lines.count
            renderStep(record, scenarioFile: scenario.file, graphFile: result.graphFile, into: &lines)
            size += lines[before...].reduce(1) { $0 + $1.utf8.count + 1 }
            if size > limit { return nil }
        }
        if !launched {
            lines.append("")
            renderLaunch(result, into: &lines)
        }
        lines.append("")
        if let stop = result.stop {
            lines.append(labelled("stopped", describe(stop), indent: ""))
        }
        if result.failures.isEmpty {
            lines.append(labelled("result", "passed", indent: ""))
        } else {
            let count = result.failures.count
            lines.append(labelled("result", "FAILED, \(count) failure\(count == 1 ? "" : "s")", indent: ""))
            for failure in result.failures {
                lines.append(labelled("line \(failure.position.line)", failure.message))
            }
        }
        return lines.map(trimmed).joined(separator: "\n") + "\n"
    }

    // MARK: Blocks

    private static func renderLaunch(_ result: ReplayResult, into lines: inout [String]) {
        let record = result.launch
        let location = result.startLine.map { "\(result.graphFile):\($0)" } ?? ""
        lines.append(aligned("launch", location, column: headerLocationColumn))
        for note in record.notes { lines.append(labelled("window", note)) }
        renderBody(record, graphFile: result.graphFile, into: &lines)
        if record.hops.isEmpty || unattached(record).isEmpty == false || isFailed(record) {
            lines.append(labelled("now", record.hierarchyAfter.description))
        }
    }

    private static func renderStep(
        _ record: StepRecord, scenarioFile: String, graphFile: String, into lines: inout [String]
    ) {
        let text = record.step?.text ?? ""
        let line = record.step.map { "\(scenarioFile):\($0.position.line)" } ?? ""
        lines.append(aligned("step \(record.number)  \(text)", line, column: headerLocationColumn))
        renderBody(record, graphFile: graphFile, into: &lines)
        for note in record.notes { lines.append(labelled("note", note)) }
        switch record.outcome {
        case .performed:
            if !unattached(record).isEmpty { lines.append(labelled("now", record.hierarchyAfter.description)) }
        case .ok:
            break
        case .failed:
            if !record.hierarchyAfter.isEmpty { lines.append(labelled("now", record.hierarchyAfter.description)) }
        }
    }

    private static func renderBody(_ record: StepRecord, graphFile: String, into lines: inout [String]) {
        switch record.outcome {
        case .performed: break
        case .ok(let detail): lines.append(labelled("ok", detail))
        case .failed(let message): lines.append(labelled("FAILED", message))
        }
        for hop in record.hops { renderHop(hop, graphFile: graphFile, into: &lines) }
        renderAppearances(record.appearances, into: &lines)
        for violation in unattached(record) { renderViolation(violation, into: &lines) }
    }

    private static func renderHop(_ hop: Hop, graphFile: String, into lines: inout [String]) {
        let route = "\(hop.route)  \(hop.from) -> \(hop.declaredDestination)  \(hop.declarationText)"
        let location = hop.graphLine.map { "\(graphFile):\($0)" } ?? ""
        lines.append(aligned(labelled("route", route), location, column: routeLocationColumn))
        lines.append(labelled("1 get", hop.destinationText))
        renderViolations(of: hop, step: 1, into: &lines)
        if hop.lastStep >= 2 {
            if hop.passed.isEmpty {
                lines.append(labelled("2 pass", "nothing"))
            } else {
                for (index, passed) in hop.passed.enumerated() {
                    var text = "\(passed.path) = \(passed.value)"
                    if let drop = passed.dropped { text += ", dropped: \(drop.text)" }
                    lines.append(labelled(index == 0 ? "2 pass" : "", text))
                }
            }
            renderViolations(of: hop, step: 2, into: &lines)
        }
        if hop.lastStep >= 3 {
            lines.append(labelled("3 nav", hop.navigationText))
            renderViolations(of: hop, step: 3, into: &lines) { !$0.isOnAppearance }
            renderAppearances(hop.appearances, into: &lines)
            renderViolations(of: hop, step: 3, into: &lines) { $0.isOnAppearance }
        }
        lines.append(labelled("now", hop.hierarchyAfter.description))
    }

    private static func renderViolations(
        of hop: Hop, step: Int, into lines: inout [String], where included: (Violation) -> Bool = { _ in true }
    ) {
        for violation in hop.violations
        where (violation.hopStep == step || (step == hop.lastStep && violation.hopStep > step)) && included(violation) {
            renderViolation(violation, into: &lines)
        }
    }

    /// `appear` lines: what scenes did on appearing (a selection cleared, `appear` lines run).
    private static func renderAppearances(_ appearances: [Appearance], into lines: inout [String]) {
        for line in appearances.flatMap(\.lines) { lines.append(labelled("appear", line)) }
    }

    private static func renderViolation(_ violation: Violation, into lines: inout [String]) {
        let effect: String
        switch violation.symptom {
        case .crash: effect = "crash at hop step \(violation.hopStep): the replay stops"
        case .logged: effect = "logged at hop step \(violation.hopStep): UIKit drops it, the replay goes on"
        case .silent: effect = "silent at hop step \(violation.hopStep): the replay goes on"
        }
        lines.append(labelled("violation", "\(violation.id.rawValue)  \(effect)"))
        lines.append(labelled("", violation.message))
        if violation.symptom == .silent {
            lines.append(labelled("", "UIKit: \(violation.uikitText)"))
        } else {
            lines.append(labelled("", "UIKit: \"\(violation.uikitText)\""))
        }
    }

    /// Violations of a step that belong to none of its hops (a scene appearing at launch).
    private static func unattached(_ record: StepRecord) -> [Violation] {
        let attached = record.hops.flatMap(\.violations)
        return record.violations.filter { !attached.contains($0) }
    }

    private static func isFailed(_ record: StepRecord) -> Bool {
        if case .failed = record.outcome { return true }
        return false
    }

    private static func describe(_ stop: ReplayStop) -> String {
        let place = stop.stepNumber == 0 ? "at launch" : "at step \(stop.stepNumber)"
        var text: String
        switch stop.reason {
        case .crash(let violation): text = "the app crashed \(place) (\(violation.id.rawValue))"
        case .failure(let diagnostic): text = "step \(stop.stepNumber) could not be performed (\(diagnostic.id))"
        }
        if stop.stepsNotRun > 0 {
            text += "; \(stop.stepsNotRun) line\(stop.stepsNotRun == 1 ? "" : "s") not run"
        }
        return text
    }

    // MARK: Layout

    /// `  label     text`: a two-space indent, the label padded to ten columns.
    static func labelled(_ label: String, _ text: String, indent: String = "  ") -> String {
        indent + padded(label, to: 10) + text
    }

    /// `left` padded so `right` starts at `column` (at least two spaces after `left`).
    static func aligned(_ left: String, _ right: String, column: Int) -> String {
        guard !right.isEmpty else { return left }
        let width = left.count
        return left + String(repeating: " ", count: max(2, column - width)) + right
    }

    private static func padded(_ text: String, to width: Int) -> String {
        let count = text.count
        return count >= width ? text + " " : text + String(repeating: " ", count: width - count)
    }

    private static func trimmed(_ line: String) -> String {
        var line = line.replacingNewlines()
        while line.last == " " { line.removeLast() }
        return line
    }
}

extension String {
    /// The string with line breaks written as `\n`, so one trace line stays one line.
    fileprivate func replacingNewlines() -> String {
        guard contains(where: \.isNewline) else { return self }
        return String(flatMap { $0.isNewline ? Array("\\n") : [$0] })
    }
}
