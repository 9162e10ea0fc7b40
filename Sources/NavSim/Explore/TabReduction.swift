/// The one reduction explore makes: the tabs of a tab bar at the window's root are searched one at
/// a time. Without it, a journey of three actions in one tab and three in another is kept as every
/// combination of each tab's stacks, though nothing one tab does can change what another does.
///
/// A state carries one more byte, its *active tab*: none at launch, then the tab of the first
/// action that was not a tab bar tap. An action is *of* the tab selected when it is taken (a
/// modal presented from a tab belongs to it: the tab bar is covered until it is dismissed). In a
/// state whose active tab is A, the tab bar's taps are all tried, and every other action only
/// while A is selected. So each tab is searched from every state the tab bar's taps lead to, but
/// never after another tab's own actions.
///
/// Why no finding is lost (`docs/explore.md`, "Tabs searched one at a time"): take any path the
/// full search reaches a violation by, raised by an action of tab T (or by a tab bar tap showing
/// T). Drop every action of the other tabs, keeping all the tab bar's taps. The path is still
/// valid — another tab's modals are dismissed before the tab bar can be tapped, so dropping them
/// never hides the tab bar — and T's view controllers, stores and selections go through the same
/// changes, because when `applies`, nothing an action of one tab does reads or writes another
/// tab: no route selects a tab or replaces the window's root, no unwind can look for its
/// destination in a tab other than its source's, no route is fired from off screen, no
/// presentation covers only part of the window, and shared stores are never written. The shorter
/// path raises the same violation (id, route and cause), and it is one the reduced search takes.
/// A shortest path has no actions to drop, so the reduced search finds every finding at the same
/// depth as the full one.
struct TabReduction {
    /// Why the tabs cannot be searched one at a time in this graph; nil when they can.
    let obstacle: String?

    /// No byte, no pruning: the full search.
    static let off: UInt8 = 0

    /// Whether the reduction applies to this graph (and to a state whose root is a tab bar).
    var applies: Bool { obstacle == nil }

    init(_ program: Program) {
        obstacle = Self.obstacle(program)
    }

    /// The first reason, in graph order, that an action of one tab could read or change another.
    private static func obstacle(_ program: Program) -> String? {
        // Code run on a first appearance may select a tab or present over the tab bar in the
        // middle of another tab's action (the first in graph order is named).
        if let first = program.appearRoutes.values.joined().min(by: { $0.line < $1.line }) {
            return "route '\(first.name)' runs when its source first appears"
        }
        for info in program.routes {
            let route = info.route
            if route.isFired { return "route '\(info.name)' is fired from off screen" }
            if case .programmatic(let action, _) = route.kind, action == .tab || action == .setRoot {
                return "route '\(info.name)' \(action == .tab ? "selects a tab" : "replaces the window's root")"
            }
            if let navigate = route.navigate?.action, navigate == .tab || navigate == .setRoot {
                return "segue '\(info.name)' \(navigate == .tab ? "selects a tab" : "replaces the window's root")"
            }
            if route.presentationStyle.usesContext {
                return "route '\(info.name)' presents over the current context only"
            }
        }
        if let crowded = program.containers.first(where: { $0.children.count > 254 }) {
            return "tab bar '\(crowded.name)' has more than 254 tabs"
        }
        guard program.routes.contains(where: { $0.route.kind == .unwind }) else { return nil }
        // Each tab bar's tabs: the view controllers each can hold, on its stack or above it.
        for container in program.containers where !container.children.isEmpty {
            let held = container.children.map { reachable(from: $0, program) }
            for info in program.routes where info.route.kind == .unwind {
                let source = program.scenes[info.source].name
                let destination = info.route.destination.text
                for (tab, names) in held.enumerated() where names.contains(source) {
                    // An unwind to `any` lands on whatever another tab shows, when no scene is
                    // nearer: every other tab holds a candidate.
                    if held.indices.contains(where: {
                        $0 != tab && (info.route.isAnyDestination ? !held[$0].isEmpty : held[$0].contains(destination))
                    }) {
                        return "unwind '\(info.name)' can find '\(destination)' in another tab of '\(container.name)'"
                    }
                }
            }
        }
        return nil
    }

    /// The names of the view controllers that can be shown from `target` by the graph's routes
    /// that build (segues, pushes, presentations, embeds, stacks set), `target` included.
    private static func reachable(from target: Program.Target, _ program: Program) -> Set<String> {
        var names: Set<String> = []
        var pending = [target]
        while let next = pending.popLast() {
            switch next {
            case .scene(let scene):
                guard names.insert(program.scenes[scene].name).inserted else { continue }
                for info in program.routes where info.source == scene && info.route.instantiation != nil {
                    if let destination = info.destination { pending.append(destination) }
                }
            case .navigation(let index):
                guard names.insert(program.containers[index].name).inserted else { continue }
                if let root = program.containers[index].root { pending.append(root) }
            case .tabs(let index):
                guard names.insert(program.containers[index].name).inserted else { continue }
                pending += program.containers[index].children
            }
        }
        return names
    }

    /// The active tab after taking an action in `hierarchy` whose active tab is `active`, or nil
    /// when the action is left out. `tabBarTap`: the action is `tab X`. The byte is the selected
    /// position plus one, so that 0 (`off`) is no tab.
    func activeTab(after tabBarTap: Bool, in hierarchy: Hierarchy, active: UInt8) -> UInt8? {
        guard hierarchy.isTabBarAtRoot else { return active }
        let root = hierarchy.levels[0]
        if tabBarTap, hierarchy.tabBarOnScreen == root { return active }
        let selected = hierarchy.nodes[root].selected + 1
        if active == Self.off || Int(active) == selected { return UInt8(selected) }
        return nil
    }
}

extension Hierarchy {
    /// Whether the window's root is a tab bar controller.
    var isTabBarAtRoot: Bool {
        guard let root = levels.first, case .tabs = nodes[root].kind else { return false }
        return true
    }
}
