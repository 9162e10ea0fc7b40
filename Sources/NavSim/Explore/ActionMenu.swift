/// What the user can do in a state, as explore offers it: every action a scenario could take
/// there, each numbered once for the whole search so a state's way in is two integers.
///
/// In a state it offers, in this order: `tap` of each route of the on-screen scenes (top-most
/// first; a name once, as `tap` resolves it), then the same tap twice; `back`; `dismiss`; each tab
/// of the tab bar on screen; `fire` of each programmatic route of a scene whose newest instance
/// is alive but off screen (a callback or a timer firing it); `select` of each row of the longest
/// list in the top scene's store or in a shared store (a table shows rows from either). Embeds are
/// never offered: a scene's view loading performs them.
///
/// Some actions need data the stores may not have, and are left out (and counted) when they do
/// not: `select` when the lists are empty, and the tap of a *row's route* — a segue or route whose
/// `pass` reads the source's `selection`, which a table cell's segue or `didSelectRow` performs
/// once the row is selected — when no row is selected. A user cannot tap a row that is not there.
struct ActionMenu {
    /// Every action numbered so far; an action's id is its index.
    private(set) var actions: [ExploreAction] = []
    private var ids: [ExploreAction: Int32] = [:]
    /// Per route: the ids of `tap` and `tap twice` of its name (numbered in pairs: twice is once + 1).
    private var taps: [(once: Int32, twice: Int32)] = []
    /// Per route: the id of `fire Route from Scene`, for programmatic routes.
    private var fires: [Int32?] = []
    /// Per scene: its routes a tap can take, in graph order.
    private var tappable: [[Int]] = []
    /// Per scene: its programmatic routes, in graph order.
    private var firable: [[Int]] = []
    /// Per route: whether it is a row's route (its passes read the source's `selection`).
    private var rowRoutes: [Bool] = []
    /// Per scene: whether it declares a list field (`[T]`), which `select` needs rows in.
    private var hasListField: [Bool] = []
    private var hasFirableRoutes = false
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
        tappable = program.scenes.map { _ in [] }
        firable = tappable
        for (index, info) in program.routes.enumerated() {
            taps.append((id(for: .tap(info.name, twice: false)), id(for: .tap(info.name, twice: true))))
            rowRoutes.append(
                info.passes.contains { compiled in
                        compiled.pass.value.paths.contains {
                            program.resolve($0.root.text, inScene: info.source) == .selection
                        }
                    })
            switch info.route.kind {
            case .embed:
                fires.append(nil)
            case .programmatic:
                tappable[info.source].append(index)
                firable[info.source].append(index)
                fires.append(id(for: .fire(info.name, from: program.scenes[info.source].name)))
            case .segue, .unwind:
                tappable[info.source].append(index)
                fires.append(nil)
            }
        }
        hasFirableRoutes = fires.contains { $0 != nil }
        hasListField = program.scenes.map { info in info.scene.fields.contains { $0.type.hasPrefix("[") } }
    }

    /// The newest live instance of each scene that has programmatic routes, in one walk.
    private func newestInstances(in hierarchy: Hierarchy) -> [Int: Int] {
        var newest: [Int: Int] = [:]
        func walk(_ id: Int) {
            let node = hierarchy.nodes[id]
            if case .scene(let scene) = node.kind, !firable[scene].isEmpty,
                newest[scene].map({ hierarchy.nodes[$0].number < node.number }) ?? true
            {
                newest[scene] = id
            }
            node.children.forEach(walk)
        }
        hierarchy.levels.forEach(walk)
        return newest
    }

    /// The id of an action, numbering it the first time.
    mutating func id(for action: ExploreAction) -> Int32 {
        if let id = ids[action] { return id }
        let id = Int32(actions.count)
        actions.append(action)
        ids[action] = id
        return id
    }

    /// The actions offered in a launched app's state, in the order above, into `offered`
    /// (emptied first), with the route each takes in `routes` (-1 when none). Returns how many
    /// actions were left out for want of data.
    mutating func offer(in app: AppState, _ program: Program, into offered: inout [Int32], routes: inout [Int32])
        -> Int
    {
        var skipped = 0
        offered.removeAll(keepingCapacity: true)
        routes.removeAll(keepingCapacity: true)
        defer { while routes.count < offered.count { routes.append(-1) } }
        let hierarchy = app.hierarchy
        let onScreen = hierarchy.onScreenScenes
        var onScreenScenes: [Int] = []
        for id in onScreen {
            guard case .scene(let scene) = hierarchy.nodes[id].kind else { continue }
            onScreenScenes.append(scene)
            for route in tappable[scene] where !offered.contains(taps[route].once) {
                if rowRoutes[route], hierarchy.nodes[id].selection == nil {
                    skipped += 1
                    continue
                }
                offered.append(taps[route].once)
                routes.append(Int32(route))
            }
        }
        if doubleTaps {
            for index in offered.indices {
                offered.append(offered[index] + 1)
                routes.append(routes[index])
            }
        }
        offered.append(back)
        if hierarchy.levels.count > 1 { offered.append(dismiss) }
        if let tabs = hierarchy.tabBarController(of: hierarchy.top) {
            for child in hierarchy.nodes[tabs].children {
                let tab = id(for: .tab(program.name(of: hierarchy.nodes[child].kind)))
                if !offered.contains(tab) { offered.append(tab) }
            }
        }
        if hasFirableRoutes {
            for (scene, newest) in newestInstances(in: hierarchy).sorted(by: { $0.key < $1.key })
            where !onScreen.contains(newest) {
                for route in firable[scene] {
                    while routes.count < offered.count { routes.append(-1) }
                    offered.append(fires[route]!)
                    routes.append(Int32(route))
                }
            }
        }
        var rows = 0
        for store in [hierarchy.nodes[hierarchy.top].store].compactMap({ $0 }) + app.stores.shared {
            for field in store.fields {
                if case .list(let items) = field.value { rows = max(rows, items.count) }
            }
        }
        for row in 0..<rows { offered.append(id(for: .select(row))) }
        if rows == 0, case .scene(let top) = hierarchy.nodes[hierarchy.top].kind, hasListField[top] { skipped += 1 }
        return skipped
    }
}
