/// Recording what an action does into its `Outcome`: starting and ending the action (launching
/// first when needed), its hops (drafted only when `recordsTrace`) and its violations.
extension Simulator {
    // MARK: Hop drafts

    struct Trigger {
        var hop: Int?
        var route: String?
        var graphLine: Int?
    }

    struct HopDraft {
        var route: String
        var kind: Hop.Kind
        var declaration: String
        var from: String
        var to: String
        var declaredTo: String
        var graphLine: Int?
        var destination = ""
        var passed: [PassedValue] = []
        var navigation = ""
        var violations: [Violation] = []
        var lastStep = 1
    }

    /// Holds the hop being recorded.
    final class Recorder {
        var draft: HopDraft?
    }

    // MARK: Plumbing

    mutating func begin(_ context: StepContext) {
        self.context = context
        outcome = Outcome()
        recorder.draft = nil
    }

    mutating func end() -> Outcome {
        for id in pendingRelease { release(id) }
        pendingRelease.removeAll(keepingCapacity: true)
        var result = Outcome()
        swap(&result, &outcome)
        return result
    }

    mutating func checkRunning() -> Bool {
        if crashed {
            outcome.failure = ActionFailure(id: FailureID.appCrashed, message: "the app has crashed")
            return false
        }
        if !launched { _ = launchInPlace() }
        if levels.isEmpty, outcome.failure == nil {
            outcome.failure = ActionFailure(
                id: FailureID.noStart, message: "the graph has no 'start': nothing to launch")
        }
        return !crashed && !levels.isEmpty
    }

    private mutating func launchInPlace() -> Bool {
        let saved = outcome
        let savedContext = context
        let launchOutcome = launch(context: context)
        outcome = saved
        context = savedContext
        outcome.hops += launchOutcome.hops
        outcome.violations += launchOutcome.violations
        outcome.hopCount += launchOutcome.hopCount
        if let failure = launchOutcome.failure { outcome.failure = failure }
        return launchOutcome.failure == nil
    }

    /// Starts a hop: its trace strings are only built when recording. Every hop opened is closed.
    func openHop(
        route: String, kind: Hop.Kind, declaration: @autoclosure () -> String, from: @autoclosure () -> String,
        to: @autoclosure () -> String, graphLine: Int?
    ) {
        guard recordsTrace else { return }
        let destination = to()
        recorder.draft = HopDraft(
            route: route, kind: kind, declaration: declaration(), from: from(), to: destination,
            declaredTo: destination,
            graphLine: graphLine)
    }

    /// Finishes the hop in progress; returns its index among the action's hops.
    @discardableResult
    mutating func closeHop() -> Int? {
        outcome.hopCount += 1
        guard recordsTrace, let hop = recorder.draft else { return nil }
        recorder.draft = nil
        outcome.hops.append(
            Hop(
                stepNumber: context.number, route: hop.route, kind: hop.kind, declaration: hop.declaration,
                from: hop.from,
                to: hop.to, graphLine: hop.graphLine, destination: hop.destination, passed: hop.passed,
                navigation: hop.navigation, hierarchyAfter: hierarchyDescription, violations: hop.violations,
                lastStep: hop.lastStep, declaredDestination: hop.declaredTo))
        return outcome.hops.count - 1
    }

    /// Records a violation on the hop in progress (or on the hop `attachTo`), crashing the app
    /// when it stops the replay.
    mutating func raise(
        _ id: Violation.ID, _ message: String, uikit: String, hopStep: Int, stops: Bool,
        symptom: Violation.Symptom? = nil, route: String?, graphLine: Int?, attachTo hop: Int? = nil
    ) {
        let violation = Violation(
            id: id, message: message, uikitText: uikit, stepNumber: context.number, scenarioLine: context.line,
            route: route, graphLine: graphLine, hopStep: hopStep, stopsReplay: stops, symptom: symptom)
        outcome.violations.append(violation)
        if stops { crashed = true }
        guard recordsTrace else { return }
        if let hop, hop < outcome.hops.count {
            outcome.hops[hop].violations.append(violation)
        } else if recorder.draft != nil {
            recorder.draft!.violations.append(violation)
        }
    }

    /// A crash at step 1 of the open hop, when no destination can be obtained: raises it, says
    /// why in the trace's `1 get` line (`nothing: …`), closes the hop and reports failure.
    mutating func crashWithoutDestination(
        _ id: Violation.ID, _ message: String, uikit: String, info: RouteInfo, because reason: String
    ) -> Bool {
        raise(id, message, uikit: uikit, hopStep: 1, stops: true, route: info.name, graphLine: info.line)
        note(destination: "nothing: \(reason)")
        closeHop()
        return false
    }

    func note(destination text: @autoclosure () -> String) {
        if recordsTrace, recorder.draft != nil { recorder.draft!.destination = text() }
    }

    func note(navigation text: @autoclosure () -> String) {
        if recordsTrace, recorder.draft != nil { recorder.draft!.navigation = text() }
    }

    func reach(step: Int) {
        if recordsTrace, recorder.draft != nil { recorder.draft!.lastStep = step }
    }
}
