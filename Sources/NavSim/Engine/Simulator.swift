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

    // MARK: Compiled graph

    enum Target: Hashable {
        case scene(Int)
        case navigation(Int)
        case tabs(Int)
    }

    /// A `pass` line prepared for the common cases: a value that is a plain path of fields
    /// (`order`, `draft.name`) and a destination that is one field, both handled without
    /// building a scope.
    final class CompiledPass {
        let pass: Pass
        /// `.field(root)` followed by the path's components.
        let storeComponents: [Path.Component]
        let hasIndex: Bool
        /// The value's root and field names when it is a path without indices.
        let plainValue: (root: String, fields: [String])?
        /// The destination field when the destination path is a single name.
        let plainDestination: String?
        /// The source scene the value's root was resolved for, and what it resolved to.
        let sourceScene: Int?
        let valueRoot: RootKind?
        /// The destination scene the route reaches when it reaches the declared scene, and whether
        /// that scene declares the destination's root.
        let destinationScene: Int?
        let destinationDeclaresRoot: Bool

        init(
            pass: Pass, storeComponents: [Path.Component], hasIndex: Bool,
            plainValue: (root: String, fields: [String])?,
            plainDestination: String?, sourceScene: Int?, valueRoot: RootKind?, destinationScene: Int?,
            destinationDeclaresRoot: Bool
        ) {
            self.pass = pass
            self.storeComponents = storeComponents
            self.hasIndex = hasIndex
            self.plainValue = plainValue
            self.plainDestination = plainDestination
            self.sourceScene = sourceScene
            self.valueRoot = valueRoot
            self.destinationScene = destinationScene
            self.destinationDeclaresRoot = destinationDeclaresRoot
        }
    }

    /// What a path's first name resolved to, for a known scene.
    enum RootKind {
        /// A store field (declared or not).
        case store(String)
        /// The instance's selected row.
        case selection
        /// A shared store.
        case shared(Int)
    }

    /// A scene with its lookups. A class: read on every hop, never copied field by field.
    final class SceneInfo {
        let scene: Scene
        let name: String
        let declared: [String: StoreField.Requirement]
        let requiredOnAppear: [String]
        let routesByName: [String: Int]
        let embeds: [Int]

        init(_ scene: Scene, routesByName: [String: Int], embeds: [Int]) {
            self.scene = scene
            self.routesByName = routesByName
            self.embeds = embeds
            name = scene.name.text
            var declared: [String: StoreField.Requirement] = [:]
            for field in scene.fields where declared[field.name.text] == nil {
                declared[field.name.text] = field.requirement
            }
            self.declared = declared
            requiredOnAppear = scene.fields.filter { $0.requirement == .implicitlyUnwrapped }.map(\.name.text)
        }
    }

    final class ContainerInfo {
        let name: String
        let root: Target?
        let passes: [CompiledPass]
        let children: [Target]
        let line: Int

        init(name: String, root: Target?, passes: [CompiledPass], children: [Target], line: Int) {
            self.name = name
            self.root = root
            self.passes = passes
            self.children = children
            self.line = line
        }
    }

    final class RouteInfo {
        let route: Route
        let name: String
        let source: Int
        let destination: Target?
        let line: Int
        let declaration: String
        let passes: [CompiledPass]

        init(route: Route, source: Int, destination: Target?, declaration: String, passes: [CompiledPass]) {
            self.route = route
            name = route.name.text
            self.source = source
            self.destination = destination
            line = route.position.line
            self.declaration = declaration
            self.passes = passes
        }
    }

    /// The graph compiled into lookup tables, shared by copies of a simulator (immutable).
    final class Program {
        let graph: Graph
        let scenes: [SceneInfo]
        let containers: [ContainerInfo]
        let routeInfos: [RouteInfo]
        let targets: [String: Target]
        let sharedIndex: [String: Int]
        let routesByName: [String: [Int]]

        init(
            graph: Graph, scenes: [SceneInfo], containers: [ContainerInfo], routeInfos: [RouteInfo],
            targets: [String: Target], sharedIndex: [String: Int], routesByName: [String: [Int]]
        ) {
            self.graph = graph
            self.scenes = scenes
            self.containers = containers
            self.routeInfos = routeInfos
            self.targets = targets
            self.sharedIndex = sharedIndex
            self.routesByName = routesByName
        }
    }

    /// Prepares a pass read in `source` and written into `destination` (scene indices, when known).
    static func compile(
        _ pass: Pass, source: SceneInfo? = nil, sourceIndex: Int? = nil, destination: SceneInfo? = nil,
        destinationIndex: Int? = nil, sharedIndex: [String: Int] = [:]
    ) -> CompiledPass {
        var plainValue: (root: String, fields: [String])?
        var valueRoot: RootKind?
        if case .path(let path) = pass.value {
            let fields = path.components.compactMap { if case .field(let name) = $0 { name.text } else { nil } }
            if fields.count == path.components.count { plainValue = (path.root.text, fields) }
            let text = path.root.text
            if source?.declared[text] != nil {
                valueRoot = .store(text)
            } else if text == "selection", source != nil {
                valueRoot = .selection
            } else if let index = sharedIndex[text] {
                valueRoot = .shared(index)
            } else if source != nil {
                valueRoot = .store(text)
            }
        }
        return CompiledPass(
            pass: pass, storeComponents: [.field(pass.destination.root)] + pass.destination.components,
            hasIndex: pass.destination.components.contains { if case .index = $0 { true } else { false } },
            plainValue: plainValue,
            plainDestination: pass.destination.components.isEmpty ? pass.destination.root.text : nil,
            sourceScene: valueRoot == nil ? nil : sourceIndex, valueRoot: valueRoot,
            destinationScene: destinationIndex,
            destinationDeclaresRoot: destination?.declared[pass.destination.root.text] != nil)
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
    public private(set) var crashed = false
    /// Whether the app has launched.
    public private(set) var launched = false
    var context = StepContext(number: 0, line: 0)
    var outcome = Outcome()
    /// The hop being recorded. A reference, so the trace helpers can take their text lazily
    /// (`@autoclosure`) without a mutating access to the simulator; only set during an action.
    let recorder = Recorder()

    /// Holds the hop being recorded.
    final class Recorder {
        var draft: HopDraft?
    }

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

    func note(destination text: @autoclosure () -> String) {
        if recordsTrace, recorder.draft != nil { recorder.draft!.destination = text() }
    }

    func note(navigation text: @autoclosure () -> String) {
        if recordsTrace, recorder.draft != nil { recorder.draft!.navigation = text() }
    }

    func reach(step: Int) {
        if recordsTrace, recorder.draft != nil { recorder.draft!.lastStep = step }
    }

    // MARK: Compiling the graph

    private static func compile(_ graph: Graph) -> Program {
        var targets: [String: Target] = [:]
        for (index, scene) in graph.scenes.enumerated() where targets[scene.name.text] == nil {
            targets[scene.name.text] = .scene(index)
        }
        for (index, container) in graph.containers.enumerated() where targets[container.name.text] == nil {
            switch container.kind {
            case .navigation: targets[container.name.text] = .navigation(index)
            case .tabs: targets[container.name.text] = .tabs(index)
            }
        }
        var sharedIndex: [String: Int] = [:]
        for (index, store) in graph.sharedStores.enumerated() where sharedIndex[store.name.text] == nil {
            sharedIndex[store.name.text] = index
        }
        // Declared fields first: compiling passes resolves names against them.
        let bare = graph.scenes.map { SceneInfo($0, routesByName: [:], embeds: []) }
        func sceneIndex(_ target: Target?) -> Int? {
            switch target {
            case .scene(let index)?: return index
            case .navigation(let index)?:
                if case .navigation(let root, _) = graph.containers[index].kind,
                    case .scene(let scene)? = targets[root.text]
                {
                    return scene
                }
                return nil
            default: return nil
            }
        }
        func compiled(_ passes: [Pass], from source: Int?, to target: Target?) -> [CompiledPass] {
            let destination = sceneIndex(target)
            return passes.map {
                compile(
                    $0, source: source.map { bare[$0] }, sourceIndex: source, destination: destination.map { bare[$0] },
                    destinationIndex: destination, sharedIndex: sharedIndex)
            }
        }
        let containers = graph.containers.map { container in
            switch container.kind {
            case .navigation(let root, let passes):
                return ContainerInfo(
                    name: container.name.text, root: targets[root.text],
                    passes: compiled(passes, from: nil, to: targets[root.text]),
                    children: [], line: container.name.position.line)
            case .tabs(let children):
                return ContainerInfo(
                    name: container.name.text, root: nil, passes: [],
                    children: children.compactMap { targets[$0.text] }, line: container.name.position.line)
            }
        }
        var routeInfos: [RouteInfo] = []
        var sceneRoutes = graph.scenes.map { _ in [String: Int]() }
        var sceneEmbeds = graph.scenes.map { _ in [Int]() }
        var routesByName: [String: [Int]] = [:]
        for route in graph.routes {
            guard case .scene(let source)? = targets[route.source.text] else { continue }
            let index = routeInfos.count
            let declaration: String
            switch route.kind {
            case .segue(let kind): declaration = "segue \(kind.rawValue)"
            case .programmatic(let action, let via):
                let builds = route.instantiation != nil
                declaration = "route \(action.rawValue)" + (builds && via != .storyboard ? " via \(via.rawValue)" : "")
            case .unwind: declaration = "unwind"
            case .embed: declaration = "embed"
            }
            let destination = targets[route.destination.text]
            routeInfos.append(
                RouteInfo(
                    route: route, source: source, destination: destination, declaration: declaration,
                    passes: compiled(route.passes, from: source, to: destination)))
            if route.kind == .embed {
                sceneEmbeds[source].append(index)
            } else if sceneRoutes[source][route.name.text] == nil {
                sceneRoutes[source][route.name.text] = index
                routesByName[route.name.text, default: []].append(index)
            }
        }
        let scenes = graph.scenes.indices.map {
            SceneInfo(graph.scenes[$0], routesByName: sceneRoutes[$0], embeds: sceneEmbeds[$0])
        }
        return Program(
            graph: graph, scenes: scenes, containers: containers, routeInfos: routeInfos, targets: targets,
            sharedIndex: sharedIndex, routesByName: routesByName)
    }
}
