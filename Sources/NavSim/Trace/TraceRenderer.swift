/// Renders a replay as a route trace: plain text, one block per step, byte-identical across runs
/// and machines (spec §5).
///
/// ```
/// scenario  "Show an order, edit it, save it"
/// file      Scenarios/cleanstore/edit-order.scenario
/// graph     CleanStore
///
/// launch
///   window    root Main, built from the storyboard
///   now       Main[ListOrders#1]
///
/// step 6  tap EditOrder
///   route     EditOrder  ShowOrder#2 -> CreateOrder  segue show
///   1 get     CreateOrder#3 from storyboard, data store wired
///   2 pass    orderToEdit = {id: "b2", name: "Bob", total: 7}
///   3 nav     push onto Main, performed by the segue
///   now       Main[ListOrders#1, ShowOrder#2, CreateOrder#3]
///
/// result    passed
/// ```
/// Blocks are separated by one blank line. Labels take ten columns after a two-space indent. A
/// violation follows the line of the hop step that raised it. Lines never end in spaces and the
/// text ends with one newline.
///
/// That is the `golden` layout, what a golden holds: behaviour only, steps and routes by name and
/// number, so a comment or blank line added to a graph or a scenario changes no golden. The
/// `positioned` layout (`navsim trace`) adds where each block comes from: the graph's file after
/// its name, and `file:line` at column 56 of a block header and column 72 of a route line (or
/// two spaces after a longer text).
public enum TraceRenderer {
    /// Whether a trace shows where its blocks come from.
    public enum Layout: Hashable, Sendable {
        /// Behaviour only, no source positions: what a golden holds.
        case golden
        /// With source positions: the graph's file, and each step's and route's `file:line`.
        case positioned
    }

    /// The column (0-based) where a step header's location starts.
    static let headerLocationColumn = 55
    /// The column (0-based) where a route line's location starts.
    static let routeLocationColumn = 71

    /// The trace of a replay, in `layout` (by default the golden's, without source positions).
    public static func render(_ result: ReplayResult, layout: Layout = .golden) -> String {
        String(decoding: bytes(of: result, layout: layout)!, as: UTF8.self)
    }

    /// The trace's UTF-8 bytes, or nil as soon as it grows past `limit` bytes (a runaway
    /// scenario is stopped before its trace fills the memory), compared block by block with
    /// `golden` when given (`TraceStream`).
    static func bytes(
        of result: ReplayResult, layout: Layout = .golden, limit: Int = .max, expecting golden: [UInt8]? = nil
    ) -> [UInt8]? {
        var stream = TraceStream(
            result.scenario, graphName: result.graphName, graphFile: result.graphFile, startLine: result.startLine,
            layout: layout, limit: limit, expecting: golden)
        let launchBefore =
            result.steps.first { if case .given = $0.step?.kind { false } else { true } }?.number ?? Int.max
        var launched = false
        for record in result.steps {
            if !launched, record.number >= launchBefore {
                launched = true
                stream.add(launch: result.launch)
            }
            stream.add(record)
        }
        if !launched { stream.add(launch: result.launch) }
        stream.finish(stop: result.stop, failures: result.failures)
        return stream.text
    }

    /// The three header lines: scenario, file, graph (its name; in the positioned layout its file too).
    static func renderHeader(
        _ scenario: Scenario, graphName: String, graphFile: String, layout: Layout, into text: inout TraceText
    ) {
        text.labelled("scenario", Value.quote(scenario.title), indent: false)
        text.labelled("file", scenario.file, indent: false)
        let name = graphName.isEmpty ? scenario.graph.text : graphName
        text.labelled("graph", layout == .positioned ? "\(name)  \(graphFile)" : name, indent: false)
    }

    /// The closing lines: why the replay stopped, and the result. Each failure is named by its
    /// step's number (`launch` at the scenario's `graph` line), never by its line.
    static func renderFooter(
        _ scenario: Scenario, stop: ReplayStop?, failures: [Diagnostic], layout: Layout, into text: inout TraceText
    ) {
        if let stop {
            text.labelled("stopped", describe(stop), indent: false)
        }
        if failures.isEmpty {
            text.labelled("result", "passed", indent: false)
        } else {
            let count = failures.count
            text.labelled("result", "FAILED, \(count) failure\(count == 1 ? "" : "s")", indent: false)
            for failure in failures {
                text.aligned(
                    label: failureLabel(failure, in: scenario), { $0.write(failure.message) },
                    right: { $0.writeLocation(failure.file, failure.position.line) }, hasRight: layout == .positioned,
                    column: headerLocationColumn)
            }
        }
    }

    /// `step N` for a failure at a step's line, `launch` at the `graph` line, else `failure`.
    static func failureLabel(_ failure: Diagnostic, in scenario: Scenario) -> String {
        let line = failure.position.line
        if let index = scenario.steps.firstIndex(where: { $0.position.line == line }) { return "step \(index + 1)" }
        return line == scenario.graph.position.line ? "launch" : "failure"
    }

    // MARK: Blocks

    static func renderLaunch(
        _ record: StepRecord, graphFile: String, startLine: Int?, layout: Layout, into text: inout TraceText
    ) {
        let positioned = layout == .positioned
        text.aligned(
            { $0.write("launch") }, right: { $0.writeLocation(graphFile, startLine ?? 0) },
            hasRight: positioned && startLine != nil, column: headerLocationColumn)
        for note in record.notes { text.labelled("window", note) }
        renderBody(record, graphFile: positioned ? graphFile : nil, into: &text)
        if record.hops.isEmpty || unattached(record).isEmpty == false || isFailed(record) {
            text.labelled("now") { record.hierarchyAfter.write(to: &$0) }
        }
    }

    static func renderStep(
        _ record: StepRecord, scenarioFile: String, graphFile: String, layout: Layout, into text: inout TraceText
    ) {
        let positioned = layout == .positioned
        text.aligned(
            { line in
                line.write("step ")
                line.writeDecimal(record.number)
                line.write("  ")
                line.write(record.step?.text ?? "")
            }, right: { $0.writeLocation(scenarioFile, record.step?.position.line ?? 0) },
            hasRight: positioned && record.step != nil, column: headerLocationColumn)
        renderBody(record, graphFile: positioned ? graphFile : nil, into: &text)
        for note in record.notes { text.labelled("note", note) }
        switch record.outcome {
        case .performed:
            if !unattached(record).isEmpty { text.labelled("now") { record.hierarchyAfter.write(to: &$0) } }
        case .ok:
            break
        case .failed:
            if !record.hierarchyAfter.isEmpty { text.labelled("now") { record.hierarchyAfter.write(to: &$0) } }
        }
    }

    /// A block's body; route lines end in `graphFile:line` when a file is given (the positioned layout).
    private static func renderBody(_ record: StepRecord, graphFile: String?, into text: inout TraceText) {
        switch record.outcome {
        case .performed: break
        case .ok(let detail): text.labelled("ok", detail)
        case .failed(let message): text.labelled("FAILED", message)
        }
        for hop in record.hops { renderHop(hop, graphFile: graphFile, into: &text) }
        renderAppearances(record.appearances, into: &text)
        for violation in unattached(record) { renderViolation(violation, into: &text) }
    }

    private static func renderHop(_ hop: Hop, graphFile: String?, into text: inout TraceText) {
        text.aligned(
            label: "route",
            { line in
                line.write(hop.route)
                line.write("  ")
                hop.from.write(to: &line)
                line.write(" -> ")
                line.write(hop.declaredDestination)
                line.write("  ")
                hop.declarationWords.write(to: &line)
            }, right: { $0.writeLocation(graphFile ?? "", hop.graphLine ?? 0) },
            hasRight: graphFile != nil && hop.graphLine != nil, column: routeLocationColumn)
        text.labelled("1 get") { hop.destination.write(to: &$0) }
        renderViolations(of: hop, step: 1, into: &text)
        if hop.lastStep >= 2 {
            if hop.passed.isEmpty {
                text.labelled("2 pass", "nothing")
            } else {
                for (index, passed) in hop.passed.enumerated() {
                    text.labelled(index == 0 ? "2 pass" : "") { passed.write(to: &$0) }
                }
            }
            renderViolations(of: hop, step: 2, into: &text)
        }
        if hop.lastStep >= 3 {
            text.labelled("3 nav") { hop.navigationWords.write(to: &$0) }
            renderViolations(of: hop, step: 3, into: &text) { !$0.isOnAppearance }
            renderAppearances(hop.appearances, into: &text)
            renderViolations(of: hop, step: 3, into: &text) { $0.isOnAppearance }
        }
        text.labelled("now") { hop.hierarchyAfter.write(to: &$0) }
    }

    private static func renderViolations(
        of hop: Hop, step: Int, into text: inout TraceText, where included: (Violation) -> Bool = { _ in true }
    ) {
        for violation in hop.violations
        where (violation.hopStep == step || (step == hop.lastStep && violation.hopStep > step)) && included(violation) {
            renderViolation(violation, into: &text)
        }
    }

    /// `appear` lines: what scenes did on appearing (a selection cleared, `appear` lines run);
    /// `dismissed` lines: what a presenter's `didDismiss` lines did after the user's swipe.
    private static func renderAppearances(_ appearances: [Appearance], into text: inout TraceText) {
        for appearance in appearances {
            if let row = appearance.clearedSelection {
                text.labelled("appear") {
                    $0.words(appearance.instance, " selection ", row, " cleared (clearsSelectionOnViewWillAppear)")
                }
            }
            for passed in appearance.reloaded { text.labelled("appear") { $0.words(appearance.instance, " ", passed) } }
            for passed in appearance.afterSwipe {
                text.labelled("dismissed") {
                    $0.words(appearance.instance, " ", passed, " (presentationControllerDidDismiss)")
                }
            }
        }
    }

    private static func renderViolation(_ violation: Violation, into text: inout TraceText) {
        let effect: String
        switch violation.symptom {
        case .crash: effect = "crash at hop step \(violation.hopStep): the replay stops"
        case .logged: effect = "logged at hop step \(violation.hopStep): the replay goes on"
        case .silent: effect = "silent at hop step \(violation.hopStep): the replay goes on"
        }
        text.labelled("violation", "\(violation.id.rawValue)  \(effect)")
        text.labelled("", violation.message)
        if violation.symptom == .silent {
            text.labelled("", "UIKit: \(violation.uikitText)")
        } else {
            text.labelled("", "UIKit: \"\(violation.uikitText)\"")
        }
    }

    /// Violations of a step that belong to none of its hops (a scene appearing at launch).
    private static func unattached(_ record: StepRecord) -> [Violation] {
        guard !record.violations.isEmpty else { return [] }
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
}
