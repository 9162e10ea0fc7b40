/// Explores every sequence of user actions from launch, breadth first, and reports each distinct
/// violation (its id, route and cause) with the shortest sequence that raises it, grouped into
/// classes once the search ends: a model checker for navigation. See `docs/explore.md`.
///
/// A state is the app between two actions — the canonical hierarchy (`StateWriter`) with
/// every store and selection, and the shared stores — so instance numbers never make two equal
/// states differ. The actions a state offers are `ActionMenu`'s. A crash ends its path; any other
/// violation is reported and the search goes on from the state it left. The visited states are
/// kept as bytes (`StateCodec`), and each layer of the search is rebuilt from them one state at a
/// time, so memory grows with the bytes of the states, not with the app's values.
public enum Explorer {
    /// How far the search goes.
    public struct Limits: Hashable, Sendable {
        /// The most actions in a path from launch.
        public var depth: Int
        /// The most states kept; the search stops when it reaches them.
        public var maxStates: Int
        /// Whether `tap X twice` is tried.
        public var doubleTaps: Bool
        /// Whether the search may leave out journeys that cannot find anything the ones it keeps
        /// do not (the tabs of a root tab bar searched one at a time, `docs/explore.md`): true
        /// unless `--no-reduction`. Every finding is found either way, at the same depth.
        public var reduction = true

        /// The defaults: depth 8, a million states, double taps tried.
        public static let standard = Limits(depth: 8, maxStates: 1_000_000, doubleTaps: true)

        /// Creates limits.
        public init(depth: Int, maxStates: Int, doubleTaps: Bool) {
            self.depth = depth
            self.maxStates = maxStates
            self.doubleTaps = doubleTaps
        }
    }

    /// How far a search has come, for a progress line.
    public struct Progress: Sendable {
        /// States kept so far.
        public var states: Int
        /// Actions performed so far.
        public var transitions: Int
        /// The layer being expanded (actions from launch).
        public var depth: Int
    }

    /// Where the stores' data comes from.
    public enum DataMode: Hashable, Sendable {
        /// The stores as the simulator holds them: the graph's initial values and any `given`.
        case given
        /// Explore's own: each field the app gets for itself is tried in each of its shapes — nil
        /// or a sample, empty or two rows, unset or set — decided for a scene the first time it is
        /// built (`docs/explore.md`, "Data without a given file"). Each finding says which.
        case abstract
    }

    /// Explores from `simulator`, which has not launched (its `given` values applied). `progress`
    /// is called after each layer and every 65,536 actions.
    public static func explore(
        from simulator: Simulator, limits: Limits, data: DataMode = .given, progress: ((Progress) -> Void)? = nil
    ) -> ExploreResult {
        var search = Search(simulator: simulator, limits: limits, data: data)
        search.run(progress: progress)
        return search.result
    }
}

/// One breadth-first search: the menu of actions, what it found (its states are a `StateCodec`,
/// made when it runs).
private struct Search {
    let limits: Explorer.Limits
    /// The app before launch, with the data it was given.
    let initial: Simulator
    var menu: ActionMenu
    var result = ExploreResult()
    /// The findings (id, route, cause) found so far.
    var found: Set<FindingKey> = []
    /// Per route: the state and action that first took it.
    var routeReach: [(state: Int32, action: Int32)?]
    /// Per `onFirstAppear` route, by its graph line: the state and action that first took it
    /// (`StateTable.none` for both: launch did).
    var appearReach: [Int: (state: Int32, action: Int32)] = [:]
    /// The tabs searched one at a time (`TabReduction`); nil when the search is full.
    var tabs: TabReduction?
    /// The fields whose data the search chooses (`Explorer.DataMode.abstract`); nil when none.
    let data: AbstractData?
    /// The scenes' initial stores for each choice of their data, made when first needed.
    var templates: [[UInt8]: DataStores] = [:]
    /// For each finding, in order, the state and action that raised it.
    var findingWays: [(state: Int32, action: Int32)] = []

    struct FindingKey: Hashable {
        var id: Violation.ID
        var route: String?
        var cause: ExploreResult.Cause
    }

    init(simulator: Simulator, limits: Explorer.Limits, data: Explorer.DataMode) {
        self.limits = limits
        initial = Simulator(copying: simulator, recordsTrace: false)
        menu = ActionMenu(initial.program, doubleTaps: limits.doubleTaps)
        routeReach = initial.program.routes.map { _ in nil }
        let abstract = AbstractData(initial.program)
        self.data = data == .abstract && !abstract.isEmpty ? abstract : nil
        let reduction = TabReduction(initial.program)
        tabs = limits.reduction && reduction.applies ? reduction : nil
        if limits.reduction, let obstacle = reduction.obstacle { result.reduction = .combined(obstacle) }
    }

    /// The launched apps the search starts from — one, or with `data`, one per choice of the
    /// shared stores' data and of the scenes launch builds — with each one's choices. Launch's
    /// violations are noted; an app that crashed at launch, or has no window, is none.
    mutating func launches() -> [(app: Simulator, decisions: [UInt8])] {
        var launched: [(app: Simulator, decisions: [UInt8])] = []
        func launch(_ decisions: [UInt8]) {
            var app = initial
            if data != nil { app.useTemplates(of: templates(for: decisions)) }
            for shape in data?.dataShapes(Array(decisions.prefix(data!.sharedGroups))) ?? [] { shape.apply(to: &app) }
            let outcome = app.launch()
            var built: [Int] = []
            data?.undecidedScenes(in: app.app.hierarchy, decisions, into: &built)
            for (number, choice) in (data?.combinations(of: built) ?? [[]]).enumerated() {
                var decided = decisions
                for (group, value) in zip(built, choice) { decided[group] = value }
                guard number == 0 else {
                    launch(decided)
                    continue
                }
                for violation in outcome.violations {
                    note(violation, state: StateTable.none, action: StateTable.none, decisions: decided)
                }
                for line in outcome.firstAppearRoutes where appearReach[line] == nil {
                    appearReach[line] = (StateTable.none, StateTable.none)
                }
                if app.crashed {
                    result.crashes += 1
                } else if !app.app.hierarchy.levels.isEmpty {
                    launched.append((app, decided))
                }
            }
        }
        guard let data else {
            launch([])
            return launched
        }
        let undecided = [UInt8](repeating: AbstractData.undecided, count: data.groups.count)
        for choice in data.combinations(of: Array(0..<data.sharedGroups)) {
            launch(choice + undecided.dropFirst(data.sharedGroups))
        }
        return launched
    }

    /// The scenes' initial stores for `decisions`: a scene not decided yet starts with the data
    /// the graph declares, its first shape.
    mutating func templates(for decisions: [UInt8]) -> DataStores {
        guard let data else { return initial.app.stores }
        var key = decisions
        for group in key.indices where group < data.sharedGroups || key[group] == AbstractData.undecided {
            key[group] = 0
        }
        if let stores = templates[key] { return stores }
        var app = initial
        for shape in data.dataShapes(key) { shape.apply(to: &app) }
        templates[key] = app.app.stores
        return app.app.stores
    }

    mutating func run(progress: ((Explorer.Progress) -> Void)?) {
        let roots = launches()
        guard let first = roots.first else { return finish() }
        // Only a tab bar at the window's root has tabs to search one at a time.
        if !roots.contains(where: { $0.app.app.hierarchy.isTabBarAtRoot }) {
            tabs = nil
            if case .combined = result.reduction { result.reduction = .none }
        }
        if tabs != nil { result.reduction = .tabs }
        // The states, as bytes; the expanded state and the scratch simulator the actions run on.
        // The data stores met are numbered: a state's bytes hold their numbers.
        var codec = StateCodec(first: first.app, pinning: initial.app.stores.templates)
        // A state's bytes end with its data's choices, one byte a group.
        for root in roots {
            codec.keepLaunched(root.app.app, decisions: root.decisions, tab: tabs != nil ? TabReduction.off : nil)
            // The launched state counts: a limit of one state keeps it alone.
            if codec.count >= limits.maxStates, limits.depth > 0 {
                result.cut = true
                return finish(codec)
            }
        }
        var offered: [Int32] = []
        var routes: [Int32] = []
        var layerStart = 0
        var depth = 0
        let context = Simulator.StepContext(number: 1, line: 0)
        var decisions = first.decisions
        var built: [Int] = []
        // The active tab of the state expanded (nil when the tabs are not searched one at a
        // time), and of the successor being kept.
        var active: UInt8? = tabs != nil ? TabReduction.off : nil
        var successorActive = active

        /// Counts the transition the scratch simulator made from state `number` by `action`
        /// (taking `route`), with the data `decided`, notes its violations and keeps the state it
        /// reached; false when the state limit is reached.
        func keep(_ outcome: Simulator.Outcome, from number: Int, by action: Int32, route: Int, decided: [UInt8])
            -> Bool
        {
            result.transitions += 1
            if result.transitions & 0xffff == 0 {
                progress?(Explorer.Progress(states: codec.count, transitions: result.transitions, depth: depth))
            }
            if route >= 0, routeReach[route] == nil { routeReach[route] = (Int32(number), action) }
            for line in outcome.firstAppearRoutes where appearReach[line] == nil {
                appearReach[line] = (Int32(number), action)
            }
            for violation in outcome.violations where !repeatsTheFirstTap(violation, outcome.violations) {
                note(violation, state: Int32(number), action: action, decisions: decided)
            }
            if codec.scratch.crashed {
                result.crashes += 1
                return true
            }
            guard
                codec.keep(
                    successorOf: number, by: action, decisions: decided, tab: successorActive,
                    transition: result.transitions)
            else { return true }
            result.depth = depth + 1
            guard codec.count < limits.maxStates else {
                result.cut = true
                result.complete = depth
                return false
            }
            return true
        }

        /// `keep`s the transition the scratch simulator made, once for each choice of the data of
        /// the scenes it built for the first time (the action performed again for each but the
        /// first, which is the data they were built with); false when the state limit is reached.
        func branch(
            _ outcome: Simulator.Outcome, from number: Int, by action: Int32, route: Int32, decided: [UInt8]
        ) -> Bool {
            data!.undecidedScenes(in: codec.scratch.app.hierarchy, decided, into: &built)
            guard !built.isEmpty else {
                return keep(outcome, from: number, by: action, route: Int(route), decided: decided)
            }
            let groups = built
            for (index, choice) in data!.combinations(of: groups).enumerated() {
                var decision = decided
                for (group, value) in zip(groups, choice) { decision[group] = value }
                if index == 0 {
                    guard keep(outcome, from: number, by: action, route: Int(route), decided: decision) else {
                        return false
                    }
                    continue
                }
                codec.reset(again: true)
                codec.scratch.useTemplates(of: templates(for: decision))
                let again = menu.perform(action, route: route, on: &codec.scratch, context: context)
                guard again.failure == nil else { continue }
                guard branch(again, from: number, by: action, route: route, decided: decision) else { return false }
            }
            return true
        }

        search: while depth < limits.depth, layerStart < codec.count {
            let layerEnd = codec.count
            for number in layerStart..<layerEnd {
                codec.expand(number, decisions: &decisions, tab: &active)
                if data != nil { codec.useTemplates(of: templates(for: decisions)) }
                result.skippedForData += menu.offer(
                    in: codec.expanded.app, codec.expanded.program, into: &offered, routes: &routes)
                // The first action taken in a state resets the scratch simulator whole.
                var again = false
                for (position, action) in offered.enumerated() {
                    if let tabs, let active {
                        guard
                            let after = tabs.activeTab(
                                after: menu.isTabBarTap(action), in: codec.expanded.app.hierarchy, active: active)
                        else { continue }
                        successorActive = after
                    }
                    codec.reset(again: again)
                    again = true
                    let outcome = menu.perform(action, route: routes[position], on: &codec.scratch, context: context)
                    guard outcome.failure == nil else { continue }
                    let kept =
                        data == nil
                        ? keep(outcome, from: number, by: action, route: Int(routes[position]), decided: decisions)
                        : branch(outcome, from: number, by: action, route: routes[position], decided: decisions)
                    if !kept { break search }
                }
            }
            layerStart = layerEnd
            depth += 1
            result.complete = depth
            progress?(Explorer.Progress(states: codec.count, transitions: result.transitions, depth: depth))
        }
        finish(codec)
    }

    /// Whether `violation` is the second tap's repeat of one the first tap of the same action
    /// raised (same id, route and kind): the second tap did nothing new, so it is no finding.
    func repeatsTheFirstTap(_ violation: Violation, _ all: [Violation]) -> Bool {
        guard violation.bySecondTap else { return false }
        let kind = ExploreResult.Cause.Kind(violation.reason)
        return all.contains { first in
            !first.bySecondTap && first.id == violation.id && first.route == violation.route
                && ExploreResult.Cause.Kind(first.reason) == kind
        }
    }

    /// Keeps the first (so a shortest) way to each distinct (violation, route, cause), with the
    /// data chosen for it (`decisions`): the state and action that raised it, whose steps
    /// `finish` reads from the kept states.
    mutating func note(_ violation: Violation, state: Int32, action: Int32, decisions: [UInt8]) {
        let cause = ExploreResult.Cause(violation)
        guard found.insert(FindingKey(id: violation.id, route: violation.route, cause: cause)).inserted else { return }
        result.findings.append(
            ExploreResult.Finding(
                id: violation.id, route: violation.route, cause: cause, steps: [],
                data: data?.dataShapes(decisions) ?? []))
        findingWays.append((state, action))
    }

    /// The steps to state `state` (`StateTable.none`: launch), then `action`.
    private func steps(to state: Int32, then action: Int32, _ path: (Int) -> [Int32]) -> [ExploreAction] {
        guard state != StateTable.none else { return [] }
        return (path(Int(state)) + [action]).map { menu.actions[Int($0)] }
    }

    /// Fills in the totals, the findings' steps and each route's, from the kept states, and
    /// groups the findings.
    mutating func finish(_ codec: borrowing StateCodec) {
        finish(states: codec.count, footprint: codec.footprint, checks: codec.encodingChecks) { codec.path(to: $0) }
    }

    /// `finish` with no state kept (nothing launched).
    mutating func finish() { finish(states: 0, footprint: 0, checks: 0) { _ in [] } }

    private mutating func finish(states: Int, footprint: Int, checks: Int, path: (Int) -> [Int32]) {
        for (index, way) in findingWays.enumerated() {
            result.findings[index].steps = steps(to: way.state, then: way.action, path)
        }
        result.encodingChecks = checks
        result.groupFindings()
        result.states = states
        result.skippedActions = menu.skippedForData(initial.program, neverOffered: data != nil)
        if let data {
            // Left out in some states, tried in others: only those never tried are wanting.
            result.skippedForData = result.skippedActions.count
            result.data = .abstract
            result.variedData = data.groups.flatMap { group in
                group.fields.filter { $0.shapes.count > 1 || $0.shapes[0].value != nil }.map { field in
                    "\(field.owner).\(field.name) (" + field.shapes.map(\.kind.rawValue).joined(separator: ", ")
                        + (field.follows.map { ", with \(group.fields[$0].name)" } ?? "") + ")"
                }
            }
        }
        result.bytesPerState = states == 0 ? 0 : footprint / states
        result.routes = initial.program.routes.indices.map { index in
            ExploreResult.RouteReach(
                route: initial.program.routes[index].route,
                steps: routeReach[index].map { steps(to: $0.state, then: $0.action, path) })
        }
        // The `onFirstAppear` routes, taken by whatever made their source appear, in graph order.
        result.routes += initial.program.appearRoutes.values.joined().map { info in
            ExploreResult.RouteReach(
                route: info.route, steps: appearReach[info.line].map { steps(to: $0.state, then: $0.action, path) })
        }
        result.routes.sort { $0.route.position.line < $1.route.position.line }
    }
}
