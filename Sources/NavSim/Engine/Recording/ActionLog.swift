/// What one user action (or the launch) did, while it runs: its hops, its violations, why it
/// failed. A value owned by the action; `Simulator.Outcome` is what it becomes.
///
/// A hop in progress is a `HopDraft?` (nil when the trace is not recorded, so no fact is built:
/// `hop?.fact.x = …` does not evaluate its right side), and `close` is the only way into the log.
struct ActionLog {
    /// The scenario step the action belongs to.
    let context: Simulator.StepContext
    /// Whether hops are recorded as facts (otherwise only counted).
    let recordsTrace: Bool
    private(set) var outcome = Simulator.Outcome()
    /// Whether the hops now taken are the second tap of `tap X twice`: their violations say so.
    var secondTap = false
    /// How many `onFirstAppear` routes are being taken inside one another now (`ViewWillAppear`
    /// caps it).
    var firstAppearNesting = 0

    init(context: Simulator.StepContext, recordsTrace: Bool) {
        self.context = context
        self.recordsTrace = recordsTrace
    }

    /// A hop in progress, or nil when the trace is not recorded. The header is read only when
    /// it is: its words are looked up, and its instances named, for the trace alone.
    func open(_ header: HopHeader, _ program: Program, _ hierarchy: Hierarchy) -> HopDraft? {
        guard recordsTrace else { return nil }
        // The destination as declared, or the instance a gesture of the user's reaches.
        let declared = header.reached.map { program.instance($0, in: hierarchy).description }
        return HopDraft(
            Hop(
                stepNumber: context.number, route: header.route, kind: header.kind, declaration: header.declaration,
                from: program.instance(header.from, in: hierarchy),
                declaredDestination: declared ?? header.words.destination ?? "", graphLine: header.graphLine))
    }

    /// Ends a hop: counts it and, when recorded, moves it into the action's hops with the
    /// hierarchy after it. Returns its index among the action's hops.
    @discardableResult
    mutating func close(_ hop: HopDraft?, hierarchyAfter: @autoclosure () -> HierarchySnapshot) -> Int? {
        outcome.hopCount += 1
        guard let hop else { return nil }
        hop.fact.hierarchyAfter = hierarchyAfter()
        outcome.hops.append(hop.fact)
        return outcome.hops.count - 1
    }

    /// A violation raised at the action's step.
    func violation(
        _ reason: Violation.Reason, step: Int, stops: Bool, symptom: Violation.Symptom? = nil, route: String?,
        graphLine: Int?
    ) -> Violation {
        var violation = Violation(
            reason: reason, stepNumber: context.number, scenarioLine: context.line, route: route,
            graphLine: graphLine, hopStep: step, stopsReplay: stops, symptom: symptom)
        violation.bySecondTap = secondTap
        return violation
    }

    /// Records a violation, on the hop in progress or on an earlier hop of the action.
    mutating func record(_ violation: Violation, on hop: HopDraft?, orHop index: Int? = nil) {
        outcome.violations.append(violation)
        if let hop {
            hop.fact.violations.append(violation)
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

    /// Notes that the `onFirstAppear` route declared at graph line `line` was taken.
    mutating func tookFirstAppearRoute(line: Int) { outcome.firstAppearRoutes.append(line) }

    /// Records why the action could not be performed.
    mutating func fail(_ reason: ActionFailure.Reason) { outcome.failure = ActionFailure(reason) }

    /// What the action did, moved out of the log (which is left empty): a copy would retain
    /// each of its lists and facts, and the log's end release them again.
    mutating func takeOutcome() -> Simulator.Outcome {
        var taken = Simulator.Outcome()
        swap(&taken, &outcome)
        return taken
    }

    /// Records what a `select` or `set` changed.
    mutating func change(_ change: Simulator.Change) { outcome.change = change }
}

/// A fact being built — a hop being taken, what an appearing scene did, an outcome's lists —
/// when the trace is recorded: a reference, so that the steps that fill it in pass eight bytes
/// around, and an action that records nothing moves, and destroys, no fact-sized value at all (an
/// `Appearance?` left nil was destroyed through the runtime's generic witnesses, about 60
/// instructions a hop). The fact is stored in the object, one allocation, and is not checked for
/// exclusive access at run time (`@exclusivity(unchecked)`), as a class's stored `var` otherwise
/// is on every access: a hop's or an appearance's draft is written only by the action that made
/// it, and an outcome's only by an outcome that holds it alone (`Outcome.written()` copies a
/// shared one first), so no two accesses to one draft ever overlap.
final class Draft<Fact> {
    /// The fact so far, changed in place.
    @exclusivity(unchecked) var fact: Fact

    init(_ fact: Fact) {
        self.fact = fact
    }
}

/// A hop being taken.
typealias HopDraft = Draft<Hop>
