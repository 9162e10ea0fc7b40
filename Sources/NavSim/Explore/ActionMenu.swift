/// What the user can do in a state, as explore offers it: every action a scenario could take
/// there, each numbered once for the whole search so a state's way in is two integers.
///
/// In a state it offers, in this order: `tap` of each route of the on-screen scenes (top-most
/// first; a name once, as `tap` resolves it), then the same tap twice (but for a route an alert's
/// button takes, `alertAction`); `back`; `dismiss`; each tab
/// of the tab bar on screen; `fire` of each route with a `fired` line from a scene whose newest
/// instance is alive but off screen (the completion handler or timer the line stands for);
/// `select` of each row of the longest list the top scene's table may show: the lists in its
/// store, those its routes index with `selection`, and the other lists of a shared store they
/// index (a Favorites tab showing `State.favorites` while its route reads `State.contacts`).
/// Embeds are never offered: a scene's view loading performs them.
///
/// Some actions need data the stores may not have, and are left out (and counted) when they do
/// not: `select` when the lists are empty, and the tap of a *row's route* — a segue or route whose
/// `pass` reads the source's `selection`, which a table cell's segue or `didSelectRow` performs
/// once the row is selected — when no row is selected. A user cannot tap a row that is not there.
struct ActionMenu {
    /// Every action numbered so far; an action's id is its index.
    private(set) var actions: [ExploreAction] = []
    private var ids: [ExploreAction: Int32] = [:]
    /// By action id: 1 for `tap X`, 2 for `tap X twice`, 0 for any other, so that `perform` tells
    /// a tap without copying the action out.
    private var tapKinds: [UInt8] = []
    /// Per route: the ids of `tap` and `tap twice` of its name (numbered in pairs: twice is once + 1).
    private var taps: [(once: Int32, twice: Int32)] = []
    /// Per route: the id of `fire Route from Scene`, for programmatic routes.
    private var fires: [Int32?] = []
    /// Per scene: its routes a tap can take, in graph order.
    private var tappable: [[Int]] = []
    /// Per scene: its routes with a `fired` line, in graph order.
    private var firable: [[Int]] = []
    /// Per route: whether it is a row's route (its passes read the source's `selection`).
    private var rowRoutes: [Bool] = []
    /// Per route: whether an alert's button takes it (`alertAction`), which cannot be tapped twice.
    private var alertActions: [Bool] = []
    /// Per scene: whether it declares a list field (`[T]`), which `select` needs rows in.
    private var hasListField: [Bool] = []
    /// Per scene: the lists its routes index with `selection` (`orders` of `orders[selection]`,
    /// or a shared store's list), whose rows `select` picks from besides its own lists.
    private var rowLists: [[Expression]] = []
    /// Per scene: the shared stores those lists are in; the scene's table may show any list of
    /// them (a Favorites tab showing `State.favorites` while its route reads `State.contacts`).
    private var rowStores: [[Int]] = []
    private var hasFirableRoutes = false
    /// Whether the graph declares a tab bar container: without one no state has a tab bar on
    /// screen, and `offer` does not look for one.
    private let hasTabBars: Bool
    /// By route: whether a tap of it was left out because it passes a row and none was selected.
    private var skippedRowRoutes: [Bool] = []
    /// By scene: whether its `select` was left out because its lists were empty.
    private var skippedSelects: [Bool] = []
    /// By route: whether a tap of it was offered in some state (a row's route with a row selected).
    private var offeredRoutes: [Bool] = []
    /// By scene: whether `select` was offered on it in some state (its lists had rows).
    private var offeredSelects: [Bool] = []
    /// Scratch space for the on-screen scenes of the state being offered.
    private var onScreen: [Int] = []
    private let back: Int32
    private let dismiss: Int32
    /// Whether `tap X twice` is offered.
    let doubleTaps: Bool

    init(_ program: Program, doubleTaps: Bool) {
        self.doubleTaps = doubleTaps
        back = 0
        dismiss = 1
        actions = [.back, .dismiss]
        ids = [.back: 0, .dismiss: 1]
        tapKinds = [0, 0]
        hasTabBars = program.graph.containers.contains { if case .tabs = $0.kind { true } else { false } }
        tappable = program.scenes.map { _ in [] }
        firable = tappable
        for (index, info) in program.routes.enumerated() {
            taps.append((id(for: .tap(info.name, twice: false)), id(for: .tap(info.name, twice: true))))
            rowRoutes.append(false)
            alertActions.append(info.route.isAlertAction)
            if case .embed = info.route.kind {
                fires.append(nil)
                continue
            }
            tappable[info.source].append(index)
            if info.route.isFired {
                firable[info.source].append(index)
                fires.append(id(for: .fire(info.name, from: program.scenes[info.source].name)))
            } else {
                fires.append(nil)
            }
        }
        hasFirableRoutes = fires.contains { $0 != nil }
        skippedRowRoutes = rowRoutes
        offeredRoutes = rowRoutes
        skippedSelects = program.scenes.map { _ in false }
        offeredSelects = skippedSelects
        hasListField = program.scenes.map { info in info.scene.fields.contains { $0.type.hasPrefix("[") } }
        rowLists = program.scenes.map { _ in [] }
        rowStores = program.scenes.map { _ in [] }
        for (route, info) in program.routes.enumerated() {
            for compiled in info.passes {
                // `paths` includes the paths inside indices: `orders[selection]` reads `selection`.
                for path in compiled.pass.value.paths {
                    if program.resolve(path.root.text, inScene: info.source) == .selection { rowRoutes[route] = true }
                    for (position, component) in path.components.enumerated() {
                        guard case .index(.path(let index), _) = component, index.components.isEmpty,
                            program.resolve(index.root.text, inScene: info.source) == .selection
                        else { continue }
                        let list = Expression.path(
                            Path(root: path.root, components: Array(path.components[..<position])))
                        if !rowLists[info.source].contains(list) { rowLists[info.source].append(list) }
                        if case .shared(let store) = program.resolve(path.root.text, inScene: info.source),
                            !rowStores[info.source].contains(store)
                        {
                            rowStores[info.source].append(store)
                        }
                    }
                }
            }
        }
    }

    /// The newest live instance of each scene that has a `fired` route, in one walk.
    private func newestInstances(in hierarchy: Hierarchy) -> [Int: Int] {
        var newest: [Int: Int] = [:]
        func walk(_ id: Int) {
            let node = hierarchy.nodes[id]
            if case .scene(let scene) = node.kind, !firable[scene].isEmpty,
                newest[scene].map({ hierarchy.nodes[$0].number < node.number }) ?? true
            {
                newest[scene] = id
            }
            hierarchy.children(of: id).forEach(walk)
        }
        hierarchy.levels.forEach(walk)
        return newest
    }

    /// Performs action `id`, offered with `route` (-1 for none): a tap by the route's number,
    /// which finds the same route as its name would; anything else as its scenario step.
    func perform(_ id: Int32, route: Int32, on simulator: inout Simulator, context: Simulator.StepContext)
        -> Simulator.Outcome
    {
        if route >= 0, case let kind = tapKinds[Int(id)], kind != 0 {
            return simulator.tap(namesakeOf: Int(route), twice: kind == 2, context: context)
        }
        if id == back { return simulator.back(context: context) }
        return actions[Int(id)].perform(on: &simulator, context: context)
    }

    /// Whether action `id` is a tap on the tab bar (`tab X`).
    func isTabBarTap(_ id: Int32) -> Bool {
        if case .tab = actions[Int(id)] { return true }
        return false
    }

    /// The id of an action, numbering it the first time.
    mutating func id(for action: ExploreAction) -> Int32 {
        if let id = ids[action] { return id }
        let id = Int32(actions.count)
        actions.append(action)
        ids[action] = id
        if case .tap(_, let twice) = action { tapKinds.append(twice ? 2 : 1) } else { tapKinds.append(0) }
        return id
    }

    /// The actions offered in a launched app's state, in the order above, into `offered`
    /// (written over from its start, and cut to them), with the route each takes in `routes` (-1
    /// when none). Returns how many
    /// actions were left out for want of data.
    mutating func offer(in app: AppState, _ program: Program, into offered: inout [Int32], routes: inout [Int32])
        -> Int
    {
        var skipped = 0
        // The lists are overwritten in place and cut to what was offered at the end: emptied
        // first, they cost a call per element (most states offer as many actions as the one
        // before, and are never cut). The helpers take the count as an argument: a counter that
        // nested functions capture is checked for exclusive access at run time (measured).
        var count = 0
        let hierarchy = app.hierarchy
        hierarchy.onScreenScenes(into: &onScreen)
        for id in onScreen {
            guard case .scene(let scene) = hierarchy.nodes[id].kind else { continue }
            for route in tappable[scene] where !Self.has(taps[route].once, offered, count) {
                if rowRoutes[route], hierarchy.nodes[id].selection == nil {
                    skipped += 1
                    skippedRowRoutes[route] = true
                    continue
                }
                Self.put(taps[route].once, Int32(route), &offered, &routes, &count)
                offeredRoutes[route] = true
            }
        }
        if doubleTaps {
            for index in 0..<count where !alertActions[Int(routes[index])] {
                Self.put(offered[index] + 1, routes[index], &offered, &routes, &count)
            }
        }
        Self.put(back, -1, &offered, &routes, &count)
        if hierarchy.topLevel > 0 { Self.put(dismiss, -1, &offered, &routes, &count) }
        if hasTabBars, let tabs = hierarchy.tabBarOnScreen {
            for child in hierarchy.children(of: tabs) {
                let tab = id(for: .tab(program.name(of: hierarchy.nodes[child].kind)))
                if !Self.has(tab, offered, count) { Self.put(tab, -1, &offered, &routes, &count) }
            }
        }
        if hasFirableRoutes {
            for (scene, newest) in newestInstances(in: hierarchy).sorted(by: { $0.key < $1.key })
            where !onScreen.contains(newest) {
                for route in firable[scene] { Self.put(fires[route]!, Int32(route), &offered, &routes, &count) }
            }
        }
        guard case .scene(let top) = hierarchy.nodes[hierarchy.top].kind else {
            Self.cut(&offered, &routes, to: count)
            return skipped
        }
        var rows = 0
        /// Counts the rows of `store`'s lists.
        func countRows(in store: Record) {
            for field in store.fields {
                if case .list(let items) = field.value { rows = max(rows, items.count) }
            }
        }
        if let store = hierarchy.store(of: hierarchy.top) { countRows(in: store) }
        for index in rowStores[top] { countRows(in: app.stores.shared[index]) }
        for list in rowLists[top] {
            if case .list(let items)? = try? app.stores.evaluate(list, in: hierarchy.top, hierarchy, program) {
                rows = max(rows, items.count)
            }
        }
        for row in 0..<rows { Self.put(id(for: .select(row)), -1, &offered, &routes, &count) }
        if rows > 0 { offeredSelects[top] = true }
        if rows == 0, hasListField[top] || !rowLists[top].isEmpty {
            skipped += 1
            skippedSelects[top] = true
        }
        Self.cut(&offered, &routes, to: count)
        return skipped
    }

    /// Writes `action` and `route` at `count` in `offered` and `routes` (over what a state before
    /// left there, or appended), and counts them.
    @inline(__always)
    private static func put(
        _ action: Int32, _ route: Int32, _ offered: inout [Int32], _ routes: inout [Int32], _ count: inout Int
    ) {
        if count < offered.count {
            offered[count] = action
            routes[count] = route
        } else {
            offered.append(action)
            routes.append(route)
        }
        count += 1
    }

    /// Whether `action` is among the first `count` of `offered`.
    @inline(__always)
    private static func has(_ action: Int32, _ offered: [Int32], _ count: Int) -> Bool {
        var index = 0
        while index < count {
            if offered[index] == action { return true }
            index += 1
        }
        return false
    }

    /// Cuts `offered` and `routes` to their first `count`.
    @inline(__always)
    private static func cut(_ offered: inout [Int32], _ routes: inout [Int32], to count: Int) {
        guard offered.count > count else { return }
        offered.removeLast(offered.count - count)
        routes.removeLast(routes.count - count)
    }

    /// The actions `offer` has left out for want of data so far, each once: the row routes
    /// tapped with no row selected, in graph order, then the scenes whose `select` found no rows.
    /// `neverOffered`: only those no state offered (with explore's own data, a list is empty in
    /// some states and has rows in others).
    func skippedForData(_ program: Program, neverOffered: Bool = false) -> [ExploreResult.SkippedAction] {
        program.routes.indices.filter { skippedRowRoutes[$0] && !(neverOffered && offeredRoutes[$0]) }.map {
            .rowRoute(program.routes[$0].name, from: program.scenes[program.routes[$0].source].name)
        }
            + program.scenes.indices.filter { skippedSelects[$0] && !(neverOffered && offeredSelects[$0]) }.map {
                .select(on: program.scenes[$0].name)
            }
    }
}
