/// What one user action (or the launch) did, while it runs: its hops, its violations, why it
/// failed. A value owned by the action; `Simulator.Outcome` is what it becomes.
///
/// A hop is a local `Hop?` value while it runs (nil when the trace is not recorded, so no fact is
/// built: `hop?.x = …` does not evaluate its right side), and `close` is the only way into the log.
struct ActionLog {
    /// The scenario step the action belongs to.
    let context: Simulator.StepContext
    /// Whether hops are recorded as facts (otherwise only counted).
    let recordsTrace: Bool
    private(set) var outcome = Simulator.Outcome()

    init(context: Simulator.StepContext, recordsTrace: Bool) {
        self.context = context
        self.recordsTrace = recordsTrace
    }

    /// A hop in progress, or nil when the trace is not recorded.
    func open(
        route: String, kind: Hop.Kind, declaration: @autoclosure () -> Hop.Declaration,
        from: @autoclosure () -> Instance, to declared: @autoclosure () -> String, graphLine: Int?
    ) -> Hop? {
        guard recordsTrace else { return nil }
        return Hop(
            stepNumber: context.number, route: route, kind: kind, declaration: declaration(), from: from(),
            declaredDestination: declared(), graphLine: graphLine)
    }

    /// Ends a hop: counts it and, when recorded, moves it into the action's hops with the
    /// hierarchy after it. Returns its index among the action's hops.
    @discardableResult
    mutating func close(_ hop: consuming Hop?, hierarchyAfter: @autoclosure () -> HierarchySnapshot) -> Int? {
        outcome.hopCount += 1
        // Moved out of the optional and into the list: a hop is large, and a copy retains each field.
        switch consume hop {
        case .none:
            return nil
        case .some(var hop):
            hop.hierarchyAfter = hierarchyAfter()
            outcome.hops.append(hop)
            return outcome.hops.count - 1
        }
    }

    /// A violation raised at the action's step.
    func violation(
        _ reason: Violation.Reason, step: Int, stops: Bool, symptom: Violation.Symptom? = nil, route: String?,
        graphLine: Int?
    ) -> Violation {
        Violation(
            reason: reason, stepNumber: context.number, scenarioLine: context.line, route: route,
            graphLine: graphLine, hopStep: step, stopsReplay: stops, symptom: symptom)
    }

    /// Records a violation, on the hop in progress or on an earlier hop of the action.
    mutating func record(_ violation: Violation, on hop: inout Hop?, orHop index: Int? = nil) {
        outcome.violations.append(violation)
        if hop != nil {
            hop!.violations.append(violation)
        } else if let index, index < outcome.hops.count {
            outcome.hops[index].violations.append(violation)
        }
    }

    /// Records what a scene's appearance did, on the hop that made it appear (or on the action,
    /// at launch).
    mutating func record(_ appearance: Appearance, onHop index: Int?) {
        guard recordsTrace else { return }
        if let index, index < outcome.hops.count {
            outcome.hops[index].appearances.append(appearance)
        } else {
            outcome.appearances.append(appearance)
        }
    }

    /// Records why the action could not be performed.
    mutating func fail(_ reason: ActionFailure.Reason) { outcome.failure = ActionFailure(reason) }

    /// Records what a `select` or `set` changed.
    mutating func change(_ change: Simulator.Change) { outcome.change = change }
}
