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

    /// Creates a result.
    public init(
        scenario: Scenario, graphFile: String, launch: StepRecord, steps: [StepRecord], violations: [Violation],
        failures: [Diagnostic]
    ) {
        self.scenario = scenario
        self.graphFile = graphFile
        self.launch = launch
        self.steps = steps
        self.violations = violations
        self.failures = failures
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

    /// Creates a step record.
    public init(number: Int, step: ScenarioStep?, hops: [Hop], notes: [String], violations: [Violation], hierarchyAfter: String) {
        self.number = number
        self.step = step
        self.hops = hops
        self.notes = notes
        self.violations = violations
        self.hierarchyAfter = hierarchyAfter
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

    /// Creates a hop.
    public init(
        stepNumber: Int, route: String, kind: Kind, declaration: String, from: String, to: String, graphLine: Int?,
        destination: String, passed: [PassedValue], navigation: String, hierarchyAfter: String
    ) {
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

    /// Creates a passed value.
    public init(path: String, value: Value) {
        self.path = path
        self.value = value
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

    /// Creates a violation.
    public init(
        id: ID, message: String, uikitText: String, stepNumber: Int, scenarioLine: Int, route: String?, graphLine: Int?,
        hopStep: Int, stopsReplay: Bool
    ) {
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
