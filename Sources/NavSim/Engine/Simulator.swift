/// UIKit's view-controller hierarchy, driven through Clean Swift's three-step routing.
///
/// The model (spec §3):
/// - Every created view controller is an instance. Scenes are numbered in creation order within
///   one simulator (`ListOrders#1`, `ShowOrder#2`); containers keep their plain names (`Main`), so a
///   hierarchy reads `Main[ListOrders#1, ShowOrder#2]`.
/// - The window holds one root; each presentation adds a *level* on top of it. Presentations are
///   full screen and use the window's context (`definesPresentationContext` is false everywhere), so
///   the presenting view controller of a modal is the root of the level below — the navigation or
///   tab bar controller that owns the scene that called `present` — and a level presents at most
///   one view controller: presenting from a level that already presents is UIKit's
///   "Attempt to present … which is already presenting …", logged and dropped.
/// - The *top* scene is found from the top-most level: selected tab → top of stack → scene. The
///   user can act only on scenes on screen: the top scene and its embedded children.
/// - Embedded children are created when their parent's view loads, that is the first time the
///   parent appears (a tab that was never selected has not loaded its children yet).
/// - When a scene becomes the top scene (pushed, presented, revealed by a pop or a dismiss, or its
///   tab selected) it "appears": its `!` fields are checked like `viewWillAppear` would read them,
///   then its embedded children appear. Every presentation is treated as full screen, so a scene
///   revealed by a dismiss appears again.
///
/// The simulator never prints and never reads the clock; hop strings are only built when
/// `recordsTrace` is true, so long benchmark runs cost a few lookups per hop.
public struct Simulator {
    /// The scenario step an action belongs to, stamped on every hop and violation.
    public struct StepContext: Hashable, Sendable {
        /// The 1-based step number (0 for launch).
        public var number: Int
        /// The scenario line.
        public var line: Int

        /// Creates a step context.
        public init(number: Int, line: Int) {
            self.number = number
            self.line = line
        }
    }

    /// A user action that could not be performed (a route not on screen, no back button).
    public struct ActionFailure: Hashable, Sendable, Error {
        /// A stable id (`route-not-on-screen`, `nothing-to-go-back`, …).
        public var id: String
        /// The message: lower-case, names in single quotes.
        public var message: String
        /// Notes: what is on screen, where the route lives.
        public var notes: [String]

        /// Creates a failure.
        public init(id: String, message: String, notes: [String] = []) {
            self.id = id
            self.message = message
            self.notes = notes
        }
    }

    /// What one action did.
    public struct Outcome: Sendable {
        /// The hops performed, in order (empty when the trace is not recorded).
        public var hops: [Hop] = []
        /// The violations raised, in order.
        public var violations: [Violation] = []
        /// Why the action could not be performed, if it could not.
        public var failure: ActionFailure?
        /// For `select` and `set`: what changed, for the trace.
        public var detail: String?
        /// How many hops were performed (counted even when the trace is not recorded).
        public var hopCount = 0

        /// Whether the app crashed during the action.
        public var crashed: Bool { violations.contains { $0.stopsReplay } }
    }

    /// Stable ids of the failures the simulator's user actions report.
    public enum FailureID {
        /// `tap X` when no scene on screen has a route `X`.
        public static let routeNotOnScreen = "route-not-on-screen"
        /// `back` with no navigation stack to pop.
        public static let nothingToGoBack = "nothing-to-go-back"
        /// `dismiss` with nothing presented.
        public static let nothingToDismiss = "nothing-to-dismiss"
        /// `tab X` with no tab bar on screen, or no tab named X.
        public static let tabNotFound = "tab-not-found"
        /// `set` that cannot write (scene not on screen, nil store, nil parent, bad index).
        public static let setFailed = "set-failed"
        /// The graph has no `start`.
        public static let noStart = "no-start"
        /// A navigation UIKit refuses outright (pushing a navigation controller).
        public static let unsupportedNavigation = "unsupported-navigation"
        /// An action after the app crashed.
        public static let appCrashed = "app-crashed"
    }

    // MARK: Runtime state

    struct Node {
        enum Kind: Hashable {
            case scene(Int)
            case navigation(Int)
            case tabs(Int)
        }

        var kind: Kind
        var serial: Int
        var number: Int
        var store: Record?
        var selection: Int?
        /// The container holding it, or the scene embedding it; -1 for a level root.
        var parent: Int
        /// A stack, tabs, or embedded children.
        var children: [Int]
        var selected: Int
        /// The level it is the root of, or -1.
        var level: Int
        var loaded: Bool
        var live: Bool
        var instantiation: Instantiation
    }

    struct Level {
        var root: Int
        var presentedFrom: Int
    }

    let program: Program
    /// Whether hops are recorded as `Hop` values with their trace strings.
    public let recordsTrace: Bool
    /// Each scene's initial store (its `given` values).
    var templates: [Record]
    var shared: [Record]

    var graph: Graph { program.graph }
    var scenes: [SceneInfo] { program.scenes }
    var containers: [ContainerInfo] { program.containers }
    var routeInfos: [RouteInfo] { program.routeInfos }
    var targets: [String: Target] { program.targets }
    var sharedIndex: [String: Int] { program.sharedIndex }

    var nodes: [Node] = []
    var freeSlots: [Int] = []
    var pendingRelease: [Int] = []
    var levels: [Level] = []
    var sceneCounter = 0
    var serialCounter = 0
    var topSerial = -1
    /// Whether the app has crashed; every later action is refused.
    public internal(set) var crashed = false
    /// Whether the app has launched.
    public private(set) var launched = false
    var context = StepContext(number: 0, line: 0)
    var outcome = Outcome()
    /// The hop being recorded. A reference, so the trace helpers can take their text lazily
    /// (`@autoclosure`) without a mutating access to the simulator; only set during an action.
    let recorder = Recorder()

    /// Prepares a simulator for a graph without errors. Set `recordsTrace` to false for long
    /// runs: hops are then only counted (`Outcome.hopCount`), and no trace string is built.
    public init(graph: Graph, recordsTrace: Bool = true) {
        program = Simulator.compile(graph)
        self.recordsTrace = recordsTrace
        templates = graph.scenes.map { _ in Record() }
        shared = graph.sharedStores.map { _ in Record() }
    }

    /// Applies a `given Scene.path = value` before launch: every instance of Scene created later
    /// starts with it (a shared store's given is its initial value). Returns what was set, or why
    /// it cannot be applied.
    public mutating func applyGiven(_ path: Path, _ expression: Expression) -> Result<String, ActionFailure> {
        guard let rest = path.droppingRoot else {
            return .failure(
                ActionFailure(id: FailureID.setFailed, message: "'given' needs a field after '\(path.root.text)'"))
        }
        let emptyScope = Scope()
        let value: Value
        do {
            value = try StorePath.evaluate(expression, root: { Simulator.root($0, in: emptyScope) })
        } catch {
            return .failure(
                ActionFailure(id: FailureID.setFailed, message: "cannot evaluate '\(expression)': \(describe(error))"))
        }
        let components = [Path.Component.field(rest.root)] + rest.components
        if let index = sharedIndex[path.root.text] {
            var base = Value.record(shared[index])
            let written = writeGiven(value, into: &base, components: components, path: path)
            if case .record(let record) = base { shared[index] = record }
            return written.map { "\(path.root.text) starts with \(rest) = \(value)" }
        }
        guard case .scene(let sceneIndex)? = targets[path.root.text] else {
            return .failure(
                ActionFailure(id: FailureID.setFailed, message: "no scene or shared store named '\(path.root.text)'"))
        }
        var base = Value.record(templates[sceneIndex])
        let written = writeGiven(value, into: &base, components: components, path: path)
        if case .record(let record) = base { templates[sceneIndex] = record }
        return written.map { "every new \(path.root.text) starts with \(rest) = \(value)" }
    }

    private func writeGiven(_ value: Value, into base: inout Value, components: [Path.Component], path: Path)
        -> Result<Void, ActionFailure>
    {
        let scope = Scope()
        do {
            let outcome = try StorePath.write(
                value, into: &base, components: components[...], prefix: "",
                indexRoot: { Simulator.root($0, in: scope) })
            if case .dropped(let reason) = outcome {
                return .failure(ActionFailure(id: FailureID.setFailed, message: "cannot set '\(path)': \(reason)"))
            }
            return .success(())
        } catch {
            return .failure(ActionFailure(id: FailureID.setFailed, message: "cannot set '\(path)': \(describe(error))"))
        }
    }

    // MARK: Actions

    /// Launches the app: builds the window's root (and a container's root scenes) the way `start`
    /// says, runs the navigation containers' launch injection, and lets the top scene appear.
    public mutating func launch(context: StepContext = StepContext(number: 0, line: 0)) -> Outcome {
        begin(context)
        guard !launched else { return end() }
        launched = true
        guard let start = graph.start, let target = targets[start.target.text] else {
            outcome.failure = ActionFailure(
                id: FailureID.noStart, message: "the graph has no 'start': nothing to launch")
            return end()
        }
        let root = build(target, via: start.instantiation)
        nodes[root].level = 0
        levels = [Level(root: root, presentedFrom: -1)]
        injectContainers(in: root)
        if !crashed {
            appear(Trigger(hop: nil, route: nil, graphLine: nil))
        }
        return end()
    }

    /// `tap Route` / `tap Route twice`: triggers the route of the top-most on-screen scene that has it.
    public mutating func tap(_ routeName: String, twice: Bool = false, context: StepContext) -> Outcome {
        begin(context)
        guard checkRunning() else { return end() }
        guard let (source, routeIndex) = findOnScreen(route: routeName) else {
            outcome.failure = routeNotOnScreen(routeName)
            return end()
        }
        let navigated = perform(routeIndex, from: source, duringTransition: false)
        if twice, !crashed {
            let first = outcome.hops.count
            perform(routeIndex, from: source, duringTransition: navigated)
            if first < outcome.hops.count { outcome.hops[first].declaration += ", second tap" }
        }
        return end()
    }

    /// `back`: the system back button of the innermost navigation stack on screen.
    public mutating func back(context: StepContext) -> Outcome {
        begin(context)
        guard checkRunning() else { return end() }
        userBack()
        return end()
    }

    /// `dismiss`: the user swipes the top-most modal down.
    public mutating func dismiss(context: StepContext) -> Outcome {
        begin(context)
        guard checkRunning() else { return end() }
        userDismiss()
        return end()
    }

    /// `tab Child`: the user selects a tab of the tab bar on screen.
    public mutating func selectTab(_ name: String, context: StepContext) -> Outcome {
        begin(context)
        guard checkRunning() else { return end() }
        userSelectTab(name)
        return end()
    }

    /// `select n`: sets the top scene's selected row.
    public mutating func select(_ row: Int, context: StepContext) -> Outcome {
        begin(context)
        guard checkRunning() else { return end() }
        let top = topScene
        nodes[top].selection = row
        outcome.detail = "\(instanceName(top)) selection = \(row)"
        return end()
    }

    /// `set Scene.path = value`: writes the on-screen instance of Scene (the top-most), or the shared
    /// store when the root names one. The value is evaluated in that instance.
    public mutating func set(_ path: Path, to expression: Expression, context: StepContext) -> Outcome {
        begin(context)
        guard checkRunning() else { return end() }
        userSet(path, expression)
        return end()
    }
}
