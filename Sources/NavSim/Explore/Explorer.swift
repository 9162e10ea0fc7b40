/// Explores every sequence of user actions from launch, breadth first, and reports each distinct
/// violation (its id, route and cause) with the shortest sequence that raises it, grouped into
/// classes once the search ends: a model checker for navigation. See `docs/explore.md`.
///
/// A state is the app between two actions — the canonical hierarchy (`CanonicalForm.swift`) with
/// every store and selection, and the shared stores — so instance numbers never make two equal
/// states differ. The actions a state offers are `ActionMenu`'s. A crash ends its path; any other
/// violation is reported and the search goes on from the state it left. The visited states are
/// kept as bytes (`StateTable`), and each layer of the search is rebuilt from them one state at a
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

    /// Explores from `simulator`, which has not launched (its `given` values applied). `progress`
    /// is called after each layer and every 65,536 actions.
    public static func explore(
        from simulator: Simulator, limits: Limits, progress: ((Progress) -> Void)? = nil
    ) -> ExploreResult {
        var search = Search(simulator: simulator, limits: limits)
        search.run(progress: progress)
        return search.result
    }
}

/// One breadth-first search: the table of states, the menu of actions, what it found.
private struct Search {
    let limits: Explorer.Limits
    var start: Simulator
    var table = StateTable()
    var menu: ActionMenu
    var result = ExploreResult()
    /// The findings (id, route, cause) found so far.
    var found: Set<FindingKey> = []
    /// Per route: the state and action that first took it.
    var routeReach: [(state: Int32, action: Int32)?]

    struct FindingKey: Hashable {
        var id: Violation.ID
        var route: String?
        var cause: ExploreResult.Cause
    }

    init(simulator: Simulator, limits: Explorer.Limits) {
        self.limits = limits
        var launched = Simulator(copying: simulator, recordsTrace: false)
        menu = ActionMenu(launched.program, doubleTaps: limits.doubleTaps)
        routeReach = launched.program.routes.map { _ in nil }
        let outcome = launched.launch()
        start = launched
        for violation in outcome.violations { note(violation, state: StateTable.none, action: StateTable.none) }
        result.crashes = outcome.crashed ? 1 : 0
    }

    mutating func run(progress: ((Explorer.Progress) -> Void)?) {
        guard !start.crashed, !start.app.hierarchy.levels.isEmpty else { return finish(poolFootprint: 0) }
        var out = CanonicalBytes()
        // The data stores met are numbered: a state's bytes hold their numbers.
        out.pool = RecordPool()
        out.pin(start.app.stores.templates)
        start.app.writeCanonical(into: &out)
        _ = out.withBytes { table.insert($0, from: StateTable.none, by: StateTable.none) }
        // The launched state counts: a limit of one state keeps it alone.
        if table.count >= limits.maxStates, limits.depth > 0 {
            result.cut = true
            return finish(poolFootprint: out.pool!.footprint)
        }
        let stores = start.app.stores
        var offered: [Int32] = []
        var routes: [Int32] = []
        var layerStart = 0
        var depth = 0
        let context = Simulator.StepContext(number: 1, line: 0)
        // One scratch simulator is reset to the state before each action, in its own storage: a
        // copy of the state would allocate each of its arrays at their first change, then free them.
        // The state expanded is rebuilt the same way, in one simulator of its own.
        var next = start
        var base = start
        // Where each view controller of `base` lies in its bytes: what an action leaves alone is
        // copied from them.
        var spans = CanonicalSpans()
        search: while depth < limits.depth, layerStart < table.count {
            let layerEnd = table.count
            for number in layerStart..<layerEnd {
                table.read(number, records: out.pool!.records) {
                    base.resume(reading: &$0, stores: stores, spans: &spans)
                }
                result.skippedForData += menu.offer(in: base.app, base.program, into: &offered, routes: &routes)
                for (position, action) in offered.enumerated() {
                    next.resume(copying: base, again: position > 0)
                    let outcome = menu.perform(action, route: routes[position], on: &next, context: context)
                    guard outcome.failure == nil else { continue }
                    result.transitions += 1
                    if result.transitions & 0xffff == 0 {
                        progress?(Explorer.Progress(states: table.count, transitions: result.transitions, depth: depth))
                    }
                    let route = Int(routes[position])
                    if route >= 0, routeReach[route] == nil { routeReach[route] = (Int32(number), action) }
                    for violation in outcome.violations where !repeatsTheFirstTap(violation, outcome.violations) {
                        note(violation, state: Int32(number), action: action)
                    }
                    if next.crashed {
                        result.crashes += 1
                        continue
                    }
                    out.reset()
                    next.app.writeCanonical(into: &out, reusing: spans)
                    guard out.withBytes({ table.insert($0, from: Int32(number), by: action) }).isNew else { continue }
                    result.depth = depth + 1
                    if table.count >= limits.maxStates {
                        result.cut = true
                        break search
                    }
                }
            }
            layerStart = layerEnd
            depth += 1
            progress?(Explorer.Progress(states: table.count, transitions: result.transitions, depth: depth))
        }
        finish(poolFootprint: out.pool!.footprint)
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

    /// Keeps the first (so a shortest) way to each distinct (violation, route, cause).
    mutating func note(_ violation: Violation, state: Int32, action: Int32) {
        let cause = ExploreResult.Cause(violation)
        guard found.insert(FindingKey(id: violation.id, route: violation.route, cause: cause)).inserted else { return }
        result.findings.append(
            ExploreResult.Finding(
                id: violation.id, route: violation.route, cause: cause, steps: steps(to: state, then: action)))
    }

    private func steps(to state: Int32, then action: Int32) -> [ExploreAction] {
        guard state != StateTable.none else { return [] }
        return (table.path(to: Int(state)) + [action]).map { menu.actions[Int($0)] }
    }

    /// Fills in the totals and groups the findings; `poolFootprint` is the memory of the data
    /// stores' pool.
    mutating func finish(poolFootprint: Int) {
        result.groupFindings()
        result.states = table.count
        result.skippedActions = menu.skippedForData(start.program)
        result.bytesPerState = table.count == 0 ? 0 : (table.footprint + poolFootprint) / table.count
        result.routes = start.program.routes.indices.map { index in
            ExploreResult.RouteReach(
                route: start.program.routes[index].route,
                steps: routeReach[index].map { steps(to: $0.state, then: $0.action) })
        }
    }
}
