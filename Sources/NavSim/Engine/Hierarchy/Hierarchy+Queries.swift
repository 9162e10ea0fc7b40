/// What the hierarchy answers about itself, named after the UIKit properties they stand for:
/// the scene a container shows, `navigationController`, `tabBarController`, the level holding an
/// instance, what is on screen and what is in the window. Reading only: the tree's operations
/// and invariants are in `Hierarchy.swift`.
extension Hierarchy {
    /// The scene a view controller shows: selected tab → top of stack, repeatedly.
    func descend(_ id: Int) -> Int {
        var current = id
        while true {
            switch nodes[current].kind {
            case .scene: return current
            case .navigation:
                let last = nodes[current].lastChild
                guard last >= 0 else { return current }
                current = last
            case .tabs:
                let count = nodes[current].childCount
                guard count > 0 else { return current }
                current = children(of: current).at(min(nodes[current].selected, count - 1))
            }
        }
    }

    /// The top scene: the scene shown by the top-most level.
    var top: Int { descend(levels[levels.count - 1]) }

    /// `navigationController`: the nearest navigation controller above an instance.
    func navigationController(of id: Int) -> Int? {
        nearestAncestor(of: id) { if case .navigation = $0 { true } else { false } }
    }

    /// `tabBarController`: the nearest tab bar controller above an instance.
    func tabBarController(of id: Int) -> Int? { nearestAncestor(of: id) { if case .tabs = $0 { true } else { false } } }

    private func nearestAncestor(of id: Int, where matches: (Kind) -> Bool) -> Int? {
        var current = nodes[id].parent
        while current >= 0 {
            if matches(nodes[current].kind) { return current }
            current = nodes[current].parent
        }
        return nil
    }

    /// The level holding an instance, or nil when it has left the hierarchy.
    func levelIndex(of id: Int) -> Int? {
        var root = id
        while nodes[root].parent >= 0 { root = nodes[root].parent }
        let level = nodes[root].level
        return levels.indices.contains(level) && levels[level] == root ? level : nil
    }

    /// The on-screen scenes, top-most first: the top scene, then its embedded children (depth first).
    var onScreenScenes: [Int] {
        var result: [Int] = []
        onScreenScenes(into: &result)
        return result
    }

    /// `onScreenScenes` into `result` (emptied first, its storage kept): the explorer asks in
    /// every state it expands.
    func onScreenScenes(into result: inout [Int]) {
        result.removeAllKeepingStorage()
        collectOnScreen(top, into: &result)
    }

    private func collectOnScreen(_ id: Int, into result: inout [Int]) {
        result.append(id)
        var child = nodes[id].firstChild
        while child >= 0 {
            let shown = descend(child)
            if case .scene = nodes[shown].kind { collectOnScreen(shown, into: &result) }
            child = nodes[child].nextSibling
        }
    }

    /// The live scene in the tree with the highest instance number among those `matches` accepts.
    func newestLiveScene(where matches: (Kind) -> Bool) -> Int? {
        var newest: Int?
        func walk(_ id: Int) {
            if case .scene = nodes[id].kind, matches(nodes[id].kind),
                nodes[id].number > (newest.map { nodes[$0].number } ?? 0)
            {
                newest = id
            }
            children(of: id).forEach(walk)
        }
        levels.forEach(walk)
        return newest
    }

    /// Whether a scene's view is in the window: it is on screen in a level that no presentation
    /// above removed (`fullScreen`, `currentContext`).
    func isInWindow(_ id: Int) -> Bool {
        levelsInWindow.contains { root in
            var onScreen: [Int] = []
            collectOnScreen(descend(root), into: &onScreen)
            return onScreen.contains(id)
        }
    }

    /// The roots of the levels whose views are in the window, top-most first: down to the first
    /// whose presentation removed what is below it (`fullScreen`, `currentContext`), or the window's root.
    private var levelsInWindow: [Int] { levels[lowestLevelInWindow...].reversed() }

    /// The index of the lowest level whose view is in the window.
    var lowestLevelInWindow: Int {
        var lowest = levels.count - 1
        while lowest > 0, !nodes[levels[lowest]].presentation.removesPresenter { lowest -= 1 }
        return lowest
    }

    /// The first on-screen scene, top-most first, for which `body` finds something.
    func firstOnScreen<T>(_ body: (Int) -> T?) -> T? { firstOnScreen(from: top, body) }

    private func firstOnScreen<T>(from id: Int, _ body: (Int) -> T?) -> T? {
        guard case .scene = nodes[id].kind else { return nil }
        if let found = body(id) { return found }
        var child = nodes[id].firstChild
        while child >= 0 {
            if let found = firstOnScreen(from: descend(child), body) { return found }
            child = nodes[child].nextSibling
        }
        return nil
    }
}
