/// UIKit's view-controller hierarchy, driven through Clean Swift's three-step routing: the user's
/// actions (launch, tap, back, dismiss, tab, select, set) on an app whose state is a value.
///
/// The model (spec §3):
/// - Every created view controller is an instance. Scenes are numbered in creation order within
///   one simulator (`ListOrders#1`, `ShowOrder#2`); containers keep their plain names (`Main`).
/// - The window holds one root; each presentation adds a *level* on top of it. Presentations are
///   full screen and use the window's context, so the presenting view controller of a modal is the
///   root of the level below, and a level presents at most one view controller.
/// - The *top* scene is found from the top-most level: selected tab → top of stack → scene. The
///   user can act only on scenes on screen: the top scene and its embedded children.
/// - Embedded children are created when their parent's view loads (the first time it appears).
/// - When a scene becomes the top scene it "appears": its `!` fields are checked like
///   `viewWillAppear` would read them, then its embedded children appear.
///
/// Where things live: the tree and its invariants in `Hierarchy`; the data in `DataStores`; each
/// UIKit operation in `Routes/` (`Pop.swift`, `Dismiss.swift`, …) as values that `HopRunner`
/// applies; what an action did in `ActionLog`, as facts (`Hop`, `Violation`, `ActionFailure`)
/// worded only by `Trace/`. The simulator never prints and never reads the clock.
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

    /// What a `select`, `set` or `given` changed.
    public enum Change: Hashable, Sendable {
        /// `select n` in the top scene.
        case selection(Instance, row: Int)
        /// `set`: a field of an instance's store (`owner` is the instance or shared store).
        case set(owner: String, field: String, value: Value)
        /// `given`: every later instance of a scene (or a shared store) starts with a value.
        case given(owner: String, field: String, value: Value, shared: Bool)
    }

    let program: Program
    /// Whether hops are recorded as `Hop` facts (otherwise only counted, for long runs).
    public let recordsTrace: Bool
    /// The app: hierarchy, stores, launched, crashed.
    private(set) var app: AppState

    /// Whether the app has crashed; every later action is refused.
    public var crashed: Bool { app.crashed }
    /// Whether the app has launched.
    public var launched: Bool { app.launched }
    /// The graph being simulated.
    public var graph: Graph { program.graph }

    /// Prepares a simulator for a graph without errors.
    public init(graph: Graph, recordsTrace: Bool = true) {
        program = Program(graph)
        runner = HopRunner(program: program)
        self.recordsTrace = recordsTrace
        app = AppState(stores: DataStores(program))
    }

    /// A copy of `simulator` that records hops or not, for a search that only counts them.
    init(copying simulator: Simulator, recordsTrace: Bool) {
        program = simulator.program
        runner = simulator.runner
        self.recordsTrace = recordsTrace
        app = simulator.app
    }

    /// Lets the explorer's `StateCodec` set the app's state in place between two actions —
    /// rebuild it from a kept state, or reset it to the state being expanded — in this
    /// simulator's own storage; nothing else changes the app but the actions.
    mutating func restore<T>(_ body: (inout AppState) -> T) -> T { body(&app) }

    /// Takes the scenes' initial stores of `stores` (a state's data, as explore chose it), keeping
    /// everything else.
    mutating func useTemplates(of stores: DataStores) { app.stores.useTemplates(of: stores) }

    /// Takes the hops. Made once, not at each action: made there, it retained the program and
    /// released it again on every tap.
    private let runner: HopRunner

    // MARK: Actions

    /// Applies a `given Scene.path = value` before launch: every instance of Scene created later
    /// starts with it (a shared store's given is its initial value).
    public mutating func applyGiven(_ path: Path, _ expression: Expression) -> Result<Change, ActionFailure> {
        switch app.stores.applyGiven(path, expression, program) {
        case .success(let given):
            return .success(
                .given(owner: path.root.text, field: given.rest.description, value: given.value, shared: given.shared))
        case .failure(let problem):
            return .failure(ActionFailure(.cannotWrite(problem)))
        }
    }

    /// Launches the app: builds the window's root (and a container's root scenes) the way `start`
    /// says, runs the navigation containers' launch injection, and lets the top scene appear.
    public mutating func launch(context: StepContext = StepContext(number: 0, line: 0)) -> Outcome {
        var log = ActionLog(context: context, recordsTrace: recordsTrace)
        launch(&log)
        return finish(&log)
    }

    private mutating func launch(_ log: inout ActionLog) {
        guard !app.launched else { return }
        app.launched = true
        guard let start = graph.start, let target = program.targets[start.target.text] else {
            log.fail(.noStart)
            return
        }
        let root = runner.build(target, via: start.instantiation, &app)
        app.hierarchy.setWindowRoot(root)
        inject(into: root, &log)
        runner.appear(HopRunner.Trigger(), &app, &log)
    }

    /// Runs the `pass` lines of every navigation container in the launched structure.
    private mutating func inject(into id: Int, _ log: inout ActionLog) {
        guard !app.crashed else { return }
        let node = app.hierarchy.nodes[id]
        if case .navigation(let index) = node.kind, !program.containers[index].passes.isEmpty,
            let root = app.hierarchy.firstChild(of: id)
        {
            let receiver = app.hierarchy.descend(root)
            runner.take(
                LaunchInjection(
                    container: program.containers[index], navigation: id, receiver: receiver, program, app.hierarchy),
                &app, &log)
        }
        guard case .scene = node.kind else {
            var child = app.hierarchy.nodes[id].firstChild
            while child >= 0, !app.crashed {
                inject(into: child, &log)
                child = app.hierarchy.nodes[child].nextSibling
            }
            return
        }
    }

    /// `tap Route` / `tap Route twice`: triggers the route of the top-most on-screen scene that has it.
    public mutating func tap(_ routeName: String, twice: Bool = false, context: StepContext) -> Outcome {
        act(context) { simulator, log in
            let program = simulator.program
            guard let name = program.tapNames.number(of: routeName),
                let (source, index) = simulator.onScreenRoute(named: Int32(name))
            else {
                log.fail(simulator.routeNotOnScreen(routeName))
                return
            }
            simulator.performTap(index, from: source, twice: twice, &log)
        }
    }

    /// `tap First then Second`: the code behind `First` issues `Second` at once, while `First`'s
    /// transition runs (a dismiss followed by a present in one handler, the delegate pattern).
    /// `Second` is a route of the instance `First` fired from, else of the top-most on-screen
    /// scene after `First` (the presenter a dismissal revealed). It meets UIKit's rules for a
    /// route issued during that transition: a presentation during a presentation or a
    /// dismissal is dropped, a pop during a push or pop is dropped, a dismissal during a
    /// presentation or dismissal is dropped, a push during a push or pop is logged and lands;
    /// the rest land as usual.
    public mutating func tap(_ first: String, then second: String, context: StepContext) -> Outcome {
        act(context) { simulator, log in
            let program = simulator.program
            guard let name = program.tapNames.number(of: first),
                let (source, index) = simulator.onScreenRoute(named: Int32(name))
            else {
                log.fail(simulator.routeNotOnScreen(first))
                return
            }
            let result = simulator.perform(index, from: source, duringTransition: false, secondTap: false, &log)
            guard !simulator.app.crashed else { return }
            let hierarchy = simulator.app.hierarchy
            var next: (source: Int, route: Int)?
            if hierarchy.nodes[source].live, hierarchy.levelIndex(of: source) != nil,
                case .scene(let scene) = hierarchy.nodes[source].kind,
                let route = program.scenes[scene].routesByName[second]
            {
                next = (source, route)
            } else if let name = program.tapNames.number(of: second) {
                next = simulator.onScreenRoute(named: Int32(name))
            }
            guard let next else {
                log.fail(simulator.routeNotOnScreen(second))
                return
            }
            simulator.perform(
                next.route, from: next.source, during: result.transition ? result.transitionKind : nil, &log)
        }
    }

    /// Performs a route issued while `transition` (nil: none) animates, as `tap A then B` does.
    @discardableResult
    private mutating func perform(
        _ index: Int, from source: Int, during transition: Transition?, _ log: inout ActionLog
    ) -> HopResult {
        let route = program.routes[index]
        let meets: Bool
        switch (route.route.kind, transition) {
        case (_, nil): meets = false
        case (.segue, _), (.programmatic(.show, _), _), (.programmatic(.showDetail, _), _),
            (.programmatic(.push, _), _), (.programmatic(.present, _), _):
            var operation = ShowPushPresent(
                route: route, source: source, via: route.route.instantiation ?? .storyboard)
            operation.during = transition
            return runner.take(operation, duringTransition: true, &app, &log)
        case (.programmatic(.pop, _), .push?), (.programmatic(.pop, _), .pop?),
            (.programmatic(.popTo, _), .push?), (.programmatic(.popTo, _), .pop?),
            (.programmatic(.popToRoot, _), .push?), (.programmatic(.popToRoot, _), .pop?):
            meets = true
        case (.programmatic(.dismiss, _), .presentation?), (.programmatic(.dismiss, _), .dismissal?): meets = true
        default: meets = false
        }
        return perform(index, from: source, duringTransition: meets, secondTap: false, &log)
    }

    /// `fire Route from Scene`: code fires a route of the newest live instance of Scene, wherever
    /// it is (a network callback, a notification, a timer); a presentation from a scene whose
    /// view is not in the window is dropped with UIKit's log.
    public mutating func fire(_ routeName: String, from sceneName: String, context: StepContext) -> Outcome {
        act(context) { simulator, log in
            let program = simulator.program
            guard let source = simulator.app.hierarchy.newestLiveScene(where: { program.name(of: $0) == sceneName }),
                case .scene(let scene) = simulator.app.hierarchy.nodes[source].kind,
                let index = program.scenes[scene].routesByName[routeName]
            else {
                log.fail(.noLiveInstance(sceneName))
                return
            }
            simulator.perform(index, from: source, duringTransition: false, secondTap: false, &log)
        }
    }

    /// `tap Route` for the explorer, which knows the route's name by a route that has it: the
    /// same tap, by the name's number, without hashing the name again.
    mutating func tap(namesakeOf route: Int, twice: Bool, context: StepContext) -> Outcome {
        act(context) { simulator, log in
            guard let (source, index) = simulator.onScreenRoute(named: simulator.program.tapNameOfRoute[route]) else {
                log.fail(simulator.routeNotOnScreen(simulator.program.routes[route].name))
                return
            }
            simulator.performTap(index, from: source, twice: twice, &log)
        }
    }

    /// The first and, when `twice`, the second tap on a route.
    private mutating func performTap(_ index: Int, from source: Int, twice: Bool, _ log: inout ActionLog) {
        let first = perform(index, from: source, duringTransition: false, secondTap: false, &log)
        if twice, !app.crashed {
            log.secondTap = true
            perform(index, from: source, duringTransition: first.transition, secondTap: true, &log)
            log.secondTap = false
        }
    }

    /// The top-most on-screen scene with a route of tap name `name` (a number in
    /// `Program.tapNames`), with that route: the route a `tap` of that name takes.
    @inline(__always)
    private func onScreenRoute(named name: Int32) -> (source: Int, route: Int)? {
        Self.onScreenRoute(named: name, in: app.hierarchy, program)
    }

    /// `onScreenRoute(named:)` of `hierarchy`. Static, taking what it reads borrowed: as a method
    /// not inlined, a tap (whose simulator is `inout`) copied the whole simulator to call it.
    private static func onScreenRoute(named name: Int32, in hierarchy: Hierarchy, _ program: Program) -> (
        source: Int, route: Int
    )? {
        // Most often the top scene embeds nothing and is the only scene on screen.
        let top = hierarchy.top
        if hierarchy.nodes[top].childCount == 0 {
            guard let route = tapRoute(named: name, of: top, hierarchy, program) else { return nil }
            return (top, route)
        }
        return hierarchy.firstOnScreen { id in tapRoute(named: name, of: id, hierarchy, program).map { (id, $0) } }
    }

    /// The route of tap name `name` of node `id`'s scene, if it is a scene with one.
    private static func tapRoute(named name: Int32, of id: Int, _ hierarchy: Hierarchy, _ program: Program) -> Int? {
        guard case .scene(let scene) = hierarchy.nodes[id].kind else { return nil }
        for entry in program.scenes[scene].tapRoutes where entry.name == name { return Int(entry.route) }
        return nil
    }

    /// Performs a route from `source` through the operation of its kind.
    @discardableResult
    private mutating func perform(
        _ index: Int, from source: Int, duringTransition: Bool, secondTap: Bool, _ log: inout ActionLog
    ) -> HopResult {
        runner.take(
            route: program.routes[index], from: source, duringTransition: duringTransition, secondTap: secondTap, &app,
            &log)
    }

    /// A gesture the user makes with UIKit's own controls, not a route.
    public enum Gesture: Hashable, Sendable {
        /// The back button of the innermost navigation stack on screen.
        case back
        /// A swipe down on the top-most modal.
        case swipeDown
        /// A tap on the tab bar on screen; on a given tab, or on any.
        case tab(String?)
    }

    /// Why the user cannot make `gesture` now, or nil when they can: the same refusal the
    /// gesture itself would meet (`back`, `dismiss`, `tab`), read without acting.
    public func refusal(of gesture: Gesture) -> ActionFailure? {
        let reason: ActionFailure.Reason?
        switch gesture {
        case .back: reason = BackButton.pressed(in: app.hierarchy).refusal(program, app.hierarchy)
        case .swipeDown: reason = SwipeDown().refusal(program, app.hierarchy)
        case .tab(let name?): reason = TabBarSelection(name: name).refusal(program, app.hierarchy)
        case .tab(nil): reason = app.hierarchy.tabBarOnScreen == nil ? .noTabBar : nil
        }
        return reason.map(ActionFailure.init)
    }

    /// `back`: the system back button of the innermost navigation stack on screen.
    public mutating func back(context: StepContext) -> Outcome {
        act(context) { simulator, log in
            simulator.runner.take(BackButton.pressed(in: simulator.app.hierarchy), &simulator.app, &log)
        }
    }

    /// `dismiss`: the user swipes the top-most modal down.
    public mutating func dismiss(context: StepContext) -> Outcome {
        act(context) { simulator, log in
            let result = simulator.runner.take(SwipeDown(), &simulator.app, &log)
            guard result.navigated else { return }
            // presentationControllerDidDismiss(_:), on the scene the sheet revealed.
            simulator.runner.didDismiss(
                simulator.app.hierarchy.top, HopRunner.Trigger(hop: result.hop, words: .swipeDown), &simulator.app,
                &log)
        }
    }

    /// `tab Child`: the user selects a tab of the tab bar on screen.
    public mutating func selectTab(_ name: String, context: StepContext) -> Outcome {
        act(context) { simulator, log in simulator.runner.take(TabBarSelection(name: name), &simulator.app, &log) }
    }

    /// `select n`: sets the top scene's selected row.
    public mutating func select(_ row: Int, context: StepContext) -> Outcome {
        act(context) { simulator, log in
            let top = simulator.app.hierarchy.top
            simulator.app.hierarchy.setSelection(top, row)
            log.change(.selection(simulator.program.instance(top, in: simulator.app.hierarchy), row: row))
        }
    }

    /// `set Scene.path = value`: writes the on-screen instance of Scene (the top-most), or the shared
    /// store when the root names one. The value is evaluated in that instance.
    public mutating func set(_ path: Path, to expression: Expression, context: StepContext) -> Outcome {
        act(context) { simulator, log in
            let program = simulator.program
            var instance: Int?
            if program.sharedIndex[path.root.text] == nil {
                guard let found = simulator.onScreenInstance(of: path.root.text) else {
                    log.fail(
                        .cannotWrite(
                            .notOnScreen(
                                path: path.description, root: path.root.text,
                                onScreen: simulator.app.hierarchy.onScreenScenes.map {
                                    program.instance($0, in: simulator.app.hierarchy)
                                })))
                    return
                }
                instance = found
            }
            switch simulator.app.stores.set(path, expression, in: instance, &simulator.app.hierarchy, program) {
            case .failure(let problem):
                log.fail(.cannotWrite(problem))
            case .success(let written):
                let owner = instance.map { program.instance($0, in: simulator.app.hierarchy).description }
                log.change(.set(owner: owner ?? path.root.text, field: written.rest.description, value: written.value))
            }
        }
    }

    /// Runs a user action: refused after a crash; launches first when the app has not launched.
    private mutating func act(_ context: StepContext, _ body: (inout Simulator, inout ActionLog) -> Void) -> Outcome {
        var log = ActionLog(context: context, recordsTrace: recordsTrace)
        if app.crashed {
            log.fail(.appCrashed)
        } else {
            if !app.launched { launch(&log) }
            if app.hierarchy.levels.isEmpty {
                if log.outcome.failure == nil { log.fail(.noStart) }
            } else if !app.crashed {
                body(&self, &log)
            }
        }
        return finish(&log)
    }

    private mutating func finish(_ log: inout ActionLog) -> Outcome {
        app.hierarchy.releasePending()
        return log.takeOutcome()
    }

    private func routeNotOnScreen(_ name: String) -> ActionFailure.Reason {
        let owners = (program.routesByName[name] ?? []).map { program.routes[$0].route.source.text }
        return .routeNotOnScreen(
            name, onScreen: app.hierarchy.onScreenScenes.map { program.instance($0, in: app.hierarchy) },
            owners: owners,
            suggestion: owners.isEmpty ? NameSuggestion.closest(to: name, among: program.routes.map(\.name)) : nil)
    }
}
