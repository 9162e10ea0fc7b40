/// What replaying a scenario produced: every step's record, the hops, the violations raised and
/// the failures that make the scenario fail. The trace renderer and the CLI read only this.
public struct ReplayResult: Sendable {
    /// The scenario that was replayed.
    public var scenario: Scenario
    /// The graph it was replayed against.
    public var graphFile: String
    /// What the app did at launch, before the first step (the window root and container injection).
    public var launch: StepRecord
    /// One record per scenario step that ran, in order (replay stops after a crash).
    public var steps: [StepRecord]
    /// Every violation raised, expected or not, in order.
    public var violations: [Violation]
    /// Why the scenario failed: expectation failures, unexpected violations, expected violations
    /// that did not happen. Each points at its scenario line. Empty when it passed.
    public var failures: [Diagnostic]
    /// The `graph Name` of the graph it was replayed against.
    public var graphName: String
    /// Why the replay stopped before the last step, or nil when every step ran.
    public var stop: ReplayStop?
    /// The graph line of `start` (the launch block's location), if the graph has one.
    public var startLine: Int?

    /// Creates a result.
    public init(
        scenario: Scenario, graphFile: String, launch: StepRecord, steps: [StepRecord], violations: [Violation],
        failures: [Diagnostic], graphName: String = "", stop: ReplayStop? = nil, startLine: Int? = nil
    ) {
        self.startLine = startLine
        self.scenario = scenario
        self.graphFile = graphFile
        self.launch = launch
        self.steps = steps
        self.violations = violations
        self.failures = failures
        self.graphName = graphName
        self.stop = stop
    }

    /// Whether the scenario passed (no failure; golden comparison is separate).
    public var passed: Bool { failures.isEmpty }

    /// Every hop of every step, in order.
    public var hops: [Hop] { launch.hops + steps.flatMap(\.hops) }
}

/// What one scenario step did.
public struct StepRecord: Sendable {
    /// The 1-based step number (0 for launch).
    public var number: Int
    /// The scenario line (nil for launch).
    public var step: ScenarioStep?
    /// The hops the step performed (a `tap … twice` may perform two; `back` performs a pop).
    public var hops: [Hop]
    /// Lines that describe what happened besides hops: "selection = 1", "expect top ShowOrder: ok".
    public var notes: [String]
    /// Violations raised during this step.
    public var violations: [Violation]
    /// What scenes did on appearing that no hop of the step caused (at launch).
    public var appearances: [Appearance]
    /// The hierarchy after the step (empty before launch).
    public var hierarchyAfter: HierarchySnapshot
    /// How the step ended: performed (a user action or launch), or the result of a check.
    public var outcome: Outcome

    /// How a step ended.
    public enum Outcome: Hashable, Sendable {
        /// A user action or the launch ran; its hops and violations say what happened.
        case performed
        /// A `given`, `select`, `set` or expectation succeeded; the text says what was found or done.
        case ok(String)
        /// The step failed; the text is the failure's message (the scenario fails).
        case failed(String)
    }

    /// Creates a step record.
    public init(
        number: Int, step: ScenarioStep?, hops: [Hop], notes: [String], violations: [Violation],
        hierarchyAfter: HierarchySnapshot,
        outcome: Outcome = .performed, appearances: [Appearance] = []
    ) {
        self.appearances = appearances
        self.number = number
        self.step = step
        self.hops = hops
        self.notes = notes
        self.violations = violations
        self.hierarchyAfter = hierarchyAfter
        self.outcome = outcome
    }
}

/// Why a replay stopped before its last step.
public struct ReplayStop: Hashable, Sendable {
    /// What stopped the replay.
    public enum Reason: Hashable, Sendable {
        /// The app crashed: a violation that stops the replay (expected or not).
        case crash(Violation)
        /// A user step could not be performed (a route not on screen, nothing to go back to).
        case failure(Diagnostic)
    }

    /// The step number that stopped the replay (0 for launch).
    public var stepNumber: Int
    /// What stopped it.
    public var reason: Reason
    /// How many scenario lines after the stop were not run (the `expect violation` lines right
    /// after a crash still run, to say whether the crash was expected).
    public var stepsNotRun: Int

    /// Creates a stop.
    public init(stepNumber: Int, reason: Reason, stepsNotRun: Int) {
        self.stepNumber = stepNumber
        self.reason = reason
        self.stepsNotRun = stepsNotRun
    }
}

extension StepRecord {
    /// Empties the hierarchy snapshots of the record and its hops, once a trace has written them.
    mutating func dropHierarchies() {
        hierarchyAfter = HierarchySnapshot(levels: [])
        for index in hops.indices { hops[index].hierarchyAfter = HierarchySnapshot(levels: []) }
    }

    /// Empties the hops, appearances and hierarchy of the record, once a trace has written them:
    /// what is left (notes, violations) is what its outcome needs.
    mutating func dropHops() {
        hierarchyAfter = HierarchySnapshot(levels: [])
        hops = []
        appearances = []
    }
}
