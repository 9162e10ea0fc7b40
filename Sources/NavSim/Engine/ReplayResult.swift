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
    /// The hierarchy after the step, in trace notation with instance numbers.
    public var hierarchyAfter: String
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
        number: Int, step: ScenarioStep?, hops: [Hop], notes: [String], violations: [Violation], hierarchyAfter: String,
        outcome: Outcome = .performed
    ) {
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

/// One hop: a route taken, with its three steps.
public struct Hop: Sendable {
    /// How the hop was triggered.
    public enum Kind: String, Sendable {
        /// A storyboard segue.
        case segue
        /// A router's programmatic route (or the system back button / dismiss gesture).
        case programmatic
        /// An unwind segue.
        case unwind
        /// A tab selection.
        case tab
        /// A container's launch injection or an embed.
        case container
    }

    /// The step number the hop belongs to.
    public var stepNumber: Int
    /// The route name (segue id, route name, unwind action, embed id; `back`, `dismiss`, `tab`).
    public var route: String
    /// The kind of hop.
    public var kind: Kind
    /// The declaration's description for the trace: `segue show`, `route pop`, `unwind`, `embed`.
    public var declaration: String
    /// The source instance (`ShowOrder#2`), or the container for launch injection.
    public var from: String
    /// The destination instance (`CreateOrder#3`), or the scene name when none was reached.
    public var to: String
    /// The route's declaration line in the graph (nil for the user's back/dismiss/tab).
    public var graphLine: Int?
    /// Step 1: how the destination was obtained, as the trace prints it.
    public var destination: String
    /// Step 2: every value passed, in `pass` order: destination path → value after evaluation.
    public var passed: [PassedValue]
    /// Step 3: the navigation performed and by whom, as the trace prints it.
    public var navigation: String
    /// The hierarchy after the hop.
    public var hierarchyAfter: String
    /// The violations raised during the hop, in order (also listed in the step's record).
    public var violations: [Violation]
    /// The last of the three steps that ran (1, 2 or 3): a crash at step 1 ends the hop there.
    public var lastStep: Int
    /// The destination as the route declares it (`CreateOrder`, `EditNav`); for the user's back,
    /// dismiss and tab, the instance reached.
    public var declaredDestination: String

    /// Creates a hop.
    public init(
        stepNumber: Int, route: String, kind: Kind, declaration: String, from: String, to: String, graphLine: Int?,
        destination: String, passed: [PassedValue], navigation: String, hierarchyAfter: String,
        violations: [Violation] = [], lastStep: Int = 3, declaredDestination: String? = nil
    ) {
        self.declaredDestination = declaredDestination ?? to
        self.violations = violations
        self.lastStep = lastStep
        self.stepNumber = stepNumber
        self.route = route
        self.kind = kind
        self.declaration = declaration
        self.from = from
        self.to = to
        self.graphLine = graphLine
        self.destination = destination
        self.passed = passed
        self.navigation = navigation
        self.hierarchyAfter = hierarchyAfter
    }
}

/// One value passed at step 2 of a hop.
public struct PassedValue: Hashable, Sendable {
    /// The destination path written (`orderToEdit`, `editingStudent.age`).
    public var path: String
    /// The value written, after evaluation.
    public var value: Value
    /// Why the value was not written, when it was not (`'editingStudent' is nil`), else nil.
    public var droppedBecause: String?

    /// Creates a passed value.
    public init(path: String, value: Value, droppedBecause: String? = nil) {
        self.path = path
        self.value = value
        self.droppedBecause = droppedBecause
    }
}

/// A navigation bug caught during replay, with the UIKit text it stands for.
public struct Violation: Hashable, Sendable {
    /// The stable violation ids of spec §3.
    public enum ID: String, Hashable, Sendable, CaseIterable {
        /// Presenting while presenting, pushing an instance twice, a segue whose router navigates too.
        case doublePresentation = "double-presentation"
        /// A nil data store, a `!` field nil on appearance, a nil index.
        case nilDataStore = "nil-data-store"
        /// An unwind `pass` that reads nil.
        case missingUnwindData = "missing-unwind-data"
        /// No instance of the unwind destination up the chain.
        case unwindTargetNotFound = "unwind-target-not-found"
        /// A pop/popTo/dismiss that finds another scene.
        case destinationMismatch = "destination-mismatch"
        /// A push outside any navigation controller.
        case noNavigationController = "no-navigation-controller"
        /// An index past the end of a list.
        case indexOutOfRange = "index-out-of-range"
        /// A scene built without one of its constructor arguments (a load-time error).
        case missingConstructorArgument = "missing-constructor-argument"
    }

    /// Which violation.
    public var id: ID
    /// What happened, in navsim's words: lower-case, names in single quotes.
    public var message: String
    /// The UIKit / Swift text the violation stands for, as it would appear in a crash log or console.
    public var uikitText: String
    /// The scenario step number that raised it.
    public var stepNumber: Int
    /// The scenario line that raised it.
    public var scenarioLine: Int
    /// The route being taken, if any.
    public var route: String?
    /// The route's declaration line in the graph, if any.
    public var graphLine: Int?
    /// The hop step (1 get, 2 pass, 3 navigate) where it was raised.
    public var hopStep: Int
    /// True when the app would crash (replay stops); false when UIKit logs and drops the action.
    public var stopsReplay: Bool
    /// How the symptom shows on a device: a crash, a console log, or nothing at all.
    public var symptom: Symptom

    /// How a violation shows on a device (the L / X / S of the UIKit messages table).
    public enum Symptom: String, Hashable, Sendable {
        /// An exception or a Swift trap: the app crashes and the replay stops.
        case crash
        /// UIKit logs the text and drops the operation; the replay goes on.
        case logged
        /// Nothing is logged; the bug only shows as wrong data or a missing transition.
        case silent
    }

    /// Creates a violation; `symptom` defaults to `.crash` when it stops the replay, else `.logged`.
    public init(
        id: ID, message: String, uikitText: String, stepNumber: Int, scenarioLine: Int, route: String?, graphLine: Int?,
        hopStep: Int, stopsReplay: Bool, symptom: Symptom? = nil
    ) {
        self.symptom = symptom ?? (stopsReplay ? .crash : .logged)
        self.id = id
        self.message = message
        self.uikitText = uikitText
        self.stepNumber = stepNumber
        self.scenarioLine = scenarioLine
        self.route = route
        self.graphLine = graphLine
        self.hopStep = hopStep
        self.stopsReplay = stopsReplay
    }
}
