/// UIKit's view-controller hierarchy as a value: the window's root, each presented level on top
/// of it, navigation stacks, tabs and embedded children, with every data store and selection.
///
/// It owns the tree's invariants, so no caller can break them: a child's `parent` always names
/// the node whose `children` hold it; a level root's `level` is its index in `levels`; a tab bar's
/// selected index is in range; what leaves the tree is released at the end of the action (so a
/// second tap can still read the instance it fired from) and its slot reused. Operations are named
/// after UIKit's: `push`, `pop(_:keeping:)`, `present`, `dismiss(fromLevel:)`, `selectTab`,
/// `embed`, `unwind(to:)`; queries after the properties they stand for (`navigationController(of:)`).
///
/// A node is plain data (`BitwiseCopyable`): its children are linked through it (`Children.swift`)
/// and its data store sits in `storeSlots`, beside it. So copying a hierarchy copies its nodes as bytes,
/// with no reference counted per node, and a copy that is thrown away releases nothing per node —
/// which is what the explorer does with every state it tries.
///
/// Copies are cheap (arrays copied on write). It knows no byte form of itself: the explorer's
/// `StateWriter` and `StateReader` (`Explore/StateCodec/`) write and rebuild it. What the engine
/// gives them is narrow: the tree read-only, each node's `touched` mark (what an action changed
/// since the hierarchy was rebuilt), the store's `pooled` number, and the rebuild operations
/// (`rebuildNode`, `rewindRebuild`, `finishRebuild`).
///
/// This file holds the whole type, so that what may break an invariant stays `private`: its
/// state and UIKit's operations, the queries, an unwind's way down, and the rebuild's
/// operations. The layouts of its nodes are `Node.swift`.
struct Hierarchy: Sendable {
    private(set) var nodes: [Node] = []
    /// Each node's data store, by node: nil for containers and for a scene whose `setup` did not
    /// run. Kept beside the nodes so that they stay plain data.
    private(set) var storeSlots: [StoreSlot] = []

    /// The root of each level: the window's root first, then each presented view controller.
    private(set) var levels: [Int] = []
    private var freeSlots: [Int] = []
    private var pendingRelease: [Int] = []
    /// The creation number of the newest scene.
    private var sceneCounter = 0
    private var serialCounter = 0
    /// The scenes in the window that have appeared: the top scene of each level down to the
    /// first whose presentation removed what is below it.
    private var appeared = AppearedScenes()

    /// Becomes equal to `other`, in its own storage: the explorer resets one scratch hierarchy
    /// to each state before an action, where a copy would allocate every array at its first
    /// change and free them all after. `again`: it was last made equal to `other`, which has not
    /// changed since; a store changes only with its node touched (written, released or new), so
    /// only those stores are copied back.
    mutating func overwrite(with other: Hierarchy, again: Bool = false) {
        if again {
            // Before the nodes are copied: their flags say what the action changed.
            nodes.withUnsafeBufferPointer { nodes in
                storeSlots.overwrite(with: other.storeSlots, keepingAt: { !nodes[$0].touched })
            }
            assert(storeSlots.indices.allSatisfy { storeSlots[$0].isIdentical(to: other.storeSlots[$0]) })
        } else {
            // Most stores are the same records in both: left as they are.
            storeSlots.overwrite(with: other.storeSlots, keeping: { $0.isIdentical(to: $1) })
        }
        nodes.overwrite(with: other.nodes)
        levels.overwrite(with: other.levels)
        freeSlots.overwrite(with: other.freeSlots)
        pendingRelease.overwrite(with: other.pendingRelease)
        appeared.overwrite(with: other.appeared)
        sceneCounter = other.sceneCounter
        serialCounter = other.serialCounter
    }

    // MARK: Creating

    /// A new scene; `store` is nil when its `setup` does not run for `via`.
    mutating func makeScene(_ index: Int, store: Record?, via: Instantiation) -> Int {
        sceneCounter += 1
        return allocate(.scene(index), number: sceneCounter, store: store, loaded: false, via: via)
    }

    /// A new navigation controller with its root view controller. `loaded: false` for one whose
    /// own code runs when it first appears (`onFirstAppear`): its view loads then.
    mutating func makeNavigation(_ index: Int, root: Int?, via: Instantiation, loaded: Bool = true) -> Int {
        let id = allocate(.navigation(index), number: 0, store: nil, loaded: loaded, via: via)
        if let root { attach(root, to: id) }
        return id
    }

    /// A new tab bar controller with its tabs, the first selected (`loaded` as for a navigation
    /// controller).
    mutating func makeTabs(_ index: Int, tabs: [Int], via: Instantiation, loaded: Bool = true) -> Int {
        let id = allocate(.tabs(index), number: 0, store: nil, loaded: loaded, via: via)
        for tab in tabs { attach(tab, to: id) }
        return id
    }

    private mutating func allocate(_ kind: Kind, number: Int, store: Record?, loaded: Bool, via: Instantiation)
        -> Int
    {
        serialCounter += 1
        let node = Node(
            kind: kind, serial: serialCounter, number: number, selection: nil, parent: -1, selected: 0, level: -1,
            loaded: loaded, live: true, instantiation: via, presentation: .fullScreen)
        if let slot = freeSlots.popLast() {
            nodes[slot] = node
            storeSlots[slot] = StoreSlot(record: store)
            return slot
        }
        nodes.append(node)
        storeSlots.append(StoreSlot(record: store))
        return nodes.count - 1
    }

    /// Makes `child`, a view controller just built, the last child of `parent` (a stack's top, the
    /// last tab, an embed).
    private mutating func attach(_ child: Int, to parent: Int) {
        precondition(nodes[child].parent < 0, "a view controller is attached once")
        touch(parent)
        nodes[child].parent = parent
        let last = nodes[parent].lastChild
        nodes[child].previousSibling = last
        nodes[child].nextSibling = -1
        if last >= 0 { nodes[last].nextSibling = child } else { nodes[parent].firstChild = child }
        nodes[parent].lastChild = child
        nodes[parent].childCount += 1
    }

    /// Unlinks the children of `parent` from position `count` on, appending them (first first) to
    /// `pendingRelease`. Each keeps its `parent` until it is released at the end of the action:
    /// a view controller being popped still has its `navigationController` while the transition
    /// runs, which a second tap in the same action reads (see `docs/engine.md`).
    private mutating func detachChildren(of parent: Int, from count: Int) {
        let total = nodes[parent].childCount
        guard count < total else { return }
        touch(parent)
        var id = children(of: parent).at(count)
        let before = nodes[id].previousSibling
        while id >= 0 {
            let next = nodes[id].nextSibling
            nodes[id].previousSibling = -1
            nodes[id].nextSibling = -1
            pendingRelease.append(id)
            id = next
        }
        nodes[parent].lastChild = before
        if before >= 0 { nodes[before].nextSibling = -1 } else { nodes[parent].firstChild = -1 }
        nodes[parent].childCount = count
    }

    // MARK: UIKit's operations

    /// `window.rootViewController = root`.
    mutating func setWindowRoot(_ root: Int) {
        precondition(levels.isEmpty, "the window has a root already")
        nodes[root].level = 0
        // Appended, not assigned a new array: the explorer sets a root for every state it reads.
        levels.append(root)
    }

    /// `pushViewController(_:animated:)`.
    mutating func push(_ id: Int, onto navigation: Int) { attach(id, to: navigation) }

    /// `popToViewController(_:animated:)`: pops `navigation` down to its first `count` entries and
    /// returns what was popped, bottom first.
    @discardableResult
    mutating func pop(_ navigation: Int, keeping count: Int) -> ArraySlice<Int> {
        let start = pendingRelease.count
        detachChildren(of: navigation, from: count)
        return pendingRelease[start...]
    }

    /// `setViewControllers([id], animated:)`: the stack becomes `[id]`; what it held is released.
    mutating func replaceStack(_ navigation: Int, with id: Int) {
        detachChildren(of: navigation, from: 0)
        attach(id, to: navigation)
    }

    /// `window.rootViewController = root`: every presented level and the old root are released.
    mutating func replaceWindowRoot(_ root: Int) {
        for presented in levels.dropFirst() {
            nodes[presented].level = -1
            pendingRelease.append(presented)
        }
        nodes[levels[0]].level = -1
        pendingRelease.append(levels[0])
        nodes[root].level = 0
        levels = [root]
    }

    /// `present(_:animated:)` by `presenter` with `modalPresentationStyle = style`: `id` becomes
    /// a new level, on top of the others. `presenter` is the root of a level below, or, for a
    /// context presentation, the view controller that defines the context, whose area it covers.
    mutating func present(_ id: Int, style: PresentationStyle, by presenter: Int) {
        nodes[id].presentation = style
        nodes[id].presenter = presenter
        nodes[id].level = levels.count
        levels.append(id)
    }

    /// `dismiss(animated:)` on the presenter of level `index`: that level goes, with every level
    /// presented from it (from a view controller in it, or in one of those, and so on). A level
    /// presented from elsewhere stays: a modal the tab bar controller presents while a context
    /// presentation is up in another tab. Returns the roots dismissed, bottom first.
    @discardableResult
    mutating func dismiss(fromLevel index: Int) -> ArraySlice<Int> {
        let start = pendingRelease.count
        for position in index..<levels.count {
            let root = levels[position]
            // A removed level's root has level -1 already, so its views' `levelIndex` is nil.
            guard position == index || levelIndex(of: nodes[root].presenter) == nil else { continue }
            nodes[root].level = -1
            pendingRelease.append(root)
        }
        var kept = index
        for position in index..<levels.count where nodes[levels[position]].level >= 0 {
            let root = levels[position]
            // What a saved state holds of a level's presenter depends on the levels below it.
            touch(root)
            nodes[root].level = kept
            levels[kept] = root
            kept += 1
        }
        levels.removeSubrange(kept...)
        return pendingRelease[start...]
    }

    /// `selectedIndex = position`.
    mutating func selectTab(_ tabs: Int, _ position: Int) {
        precondition(position >= 0 && position < nodes[tabs].childCount, "no such tab")
        touch(tabs)
        nodes[tabs].selected = position
    }

    /// `addChild(_:)` by an embed segue.
    mutating func embed(_ child: Int, in parent: Int) { attach(child, to: parent) }

    /// Throws away a view controller that was built but never shown (a route that crashed or was
    /// dropped after step 1).
    mutating func discard(_ id: Int) { pendingRelease.append(id) }

    // MARK: Instance state

    /// Loads a scene's view; true the first time (when its embeds are performed).
    mutating func loadView(_ id: Int) -> Bool {
        guard !nodes[id].loaded else { return false }
        touch(id)
        nodes[id].loaded = true
        return true
    }

    /// Sets the selected row of a scene.
    mutating func setSelection(_ id: Int, _ row: Int) {
        touch(id)
        nodes[id].selection = row
    }

    /// Deselects a scene's row (`clearsSelectionOnViewWillAppear`).
    mutating func clearSelection(_ id: Int) {
        touch(id)
        nodes[id].selection = nil
    }

    /// Changes a scene's data store in place (nil when it has none).
    mutating func updateStore<R, E: Error>(_ id: Int, _ body: (inout Record?) throws(E) -> R) throws(E) -> R {
        touch(id)
        storeSlots[id].pooled = -1
        return try body(&storeSlots[id].record)
    }

    /// Marks that node `id` changed what a saved state holds of it, and so did every node above it
    /// (each holds its subtree). An ancestor of a touched node is touched already, and a node
    /// never rebuilt from a saved state always is: a replay only reads the flag.
    @inline(__always)
    private mutating func touch(_ id: Int) {
        if !nodes[id].touched { touchUp(from: id) }
    }

    private mutating func touchUp(from id: Int) {
        var id = id
        while id >= 0, !nodes[id].touched {
            nodes[id].touched = true
            id = nodes[id].parent
        }
    }

    /// Looks at the window after a hop: the scenes that came into it since the last look are
    /// then `newlyAppearing` (and recorded as appearing now): a pushed, presented or revealed
    /// scene, but not a presenter a sheet is dismissed from, which never left the window.
    mutating func lookAtWindow() {
        guard !hasContextLevel else { return lookAtWindow(windowLevels) }
        let lowest = lowestLevelInWindow
        if lowest == levels.count - 1, appeared.levelsSeen == 1 {
            let shown = descend(levels[lowest])
            appeared.lookAtOneLevel(showing: shown, serial: nodes[shown].serial)
            return
        }
        appeared.startLook()
        var unchanged = appeared.levelsSeen == levels.count - lowest
        for (position, level) in (lowest..<levels.count).enumerated() {
            let shown = descend(levels[level])
            if !appeared.see(shown, serial: nodes[shown].serial, atLevel: position) { unchanged = false }
        }
        if !unchanged { recordWindow(from: lowest) }
    }

    /// `lookAtWindow()` when the window shows `window`'s levels (bottom first), with a context
    /// presentation somewhere.
    private mutating func lookAtWindow(_ window: [Int]) {
        appeared.startLook()
        var unchanged = appeared.levelsSeen == window.count
        for (position, level) in window.enumerated() {
            let shown = descend(levels[level])
            if !appeared.see(shown, serial: nodes[shown].serial, atLevel: position) { unchanged = false }
        }
        if !unchanged { recordWindow(window) }
    }

    /// The scenes the last `lookAtWindow()` found coming into the window, bottom-most first.
    var newlyAppearing: [Int] { appeared.appearing }

    /// How many scenes the last look found coming in, and (below) the one at `position`: read
    /// in place, where the list copied out of the hierarchy cost every hop a retain and a release.
    var newlyAppearingCount: Int { appeared.appearing.count }

    /// The scene at `position` among those the last look found coming in.
    func newlyAppearing(at position: Int) -> Int { appeared.appearing[position] }

    /// Records the top scene of each level in the window from `lowest` up as the ones that appeared.
    private mutating func recordWindow(from lowest: Int) {
        appeared.forget()
        for level in lowest..<levels.count { appeared.remember(nodes[descend(levels[level])].serial) }
    }

    /// Records the top scene of each of `window`'s levels (bottom first) as the ones that appeared.
    private mutating func recordWindow(_ window: [Int]) {
        appeared.forget()
        for level in window { appeared.remember(nodes[descend(levels[level])].serial) }
    }

    /// Frees what left the hierarchy during the action, and everything under it.
    mutating func releasePending() {
        for id in pendingRelease { release(id) }
        pendingRelease.removeAllKeepingStorage()
    }

    private mutating func release(_ id: Int) {
        guard nodes[id].live else { return }
        nodes[id].live = false
        storeSlots[id] = StoreSlot(record: nil)
        var child = nodes[id].firstChild
        while child >= 0 {
            let next = nodes[child].nextSibling
            release(child)
            child = next
        }
        nodes[id] = Node(
            kind: nodes[id].kind, serial: nodes[id].serial, number: nodes[id].number, selection: nil, parent: -1,
            selected: 0, level: -1, loaded: false, live: false, instantiation: nodes[id].instantiation,
            presentation: .fullScreen)
        freeSlots.append(id)
    }
}

// MARK: - Queries

/// What the hierarchy answers about itself, named after the UIKit properties they stand for:
/// the scene a container shows, `navigationController`, `tabBarController`, the level holding an
/// instance, what is on screen and what is in the window. Reading only.
extension Hierarchy {
    /// A scene's data store (nil for a container, or when its `setup` did not run).
    func store(of id: Int) -> Record? { storeSlots[id].record }

    /// Whether a scene has a data store: `store(of:) != nil` without copying the record out (a
    /// retain and a release, on every `pass` written and every scene that appears).
    func hasStore(_ id: Int) -> Bool { storeSlots[id].record != nil }

    /// How many view controllers are alive.
    var liveCount: Int { nodes.count - freeSlots.count }

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

    /// The top scene: the scene shown by the level at the top of what the window shows.
    var top: Int { descend(levels[topLevel]) }

    /// Whether level `position` is a context presentation (`currentContext`, `overCurrentContext`),
    /// which covers only the view controller that defines the context (its presenter).
    func isContextLevel(_ position: Int) -> Bool {
        position > 0 && nodes[levels[position]].presentation.usesContext
    }

    /// The level at the top of what the window shows: the top-most level that covers the whole
    /// window, then the context presentation shown inside it (its presenter on screen: a context
    /// presentation in a tab that is not selected is not shown), and so on.
    var topLevel: Int {
        let last = levels.count - 1
        guard isContextLevel(last) else { return last }
        return visibleLevels(below: levels.count).last!
    }

    /// The levels the window shows the top of, among the first `limit`, bottom first: the
    /// top-most whole-window one, then each context presentation shown inside the one before.
    private func visibleLevels(below limit: Int) -> [Int] {
        var bottom = limit - 1
        while isContextLevel(bottom) { bottom -= 1 }
        var chain = [bottom]
        for position in (bottom + 1)..<max(limit, bottom + 1)
        where isContextLevel(position) && isShown(nodes[levels[position]].presenter, inLevel: chain.last!) {
            chain.append(position)
        }
        return chain
    }

    /// Whether view controller `id` is shown by level `level`: each container above it shows it
    /// (the top of a stack, the selected tab) up to the level's root.
    private func isShown(_ id: Int, inLevel level: Int) -> Bool {
        var current = id
        while nodes[current].parent >= 0 {
            let parent = nodes[current].parent
            switch nodes[parent].kind {
            case .navigation:
                if nodes[parent].lastChild != current { return false }
            case .tabs:
                if children(of: parent).position(of: current) != nodes[parent].selected { return false }
            case .scene:
                break
            }
            current = parent
        }
        return current == levels[level]
    }

    /// The view controllers presented by `presenter` or a container holding it (its
    /// `presentedViewController`), the nearest first: the levels they are the roots of.
    func levelPresented(byChainOf source: Int) -> Int? {
        var current = source
        while current >= 0 {
            if let level = levels.indices.dropFirst().first(where: { nodes[levels[$0]].presenter == current }) {
                return level
            }
            current = nodes[current].parent
        }
        return nil
    }

    /// The level presented by exactly `presenter`, if any.
    func levelPresented(by presenter: Int) -> Int? {
        levels.indices.dropFirst().first { nodes[levels[$0]].presenter == presenter }
    }

    /// What the user sees where `scope` shows the scene `shown`: the top scene of a context
    /// presentation by a view controller from `scope` down to `shown`, which covers it; else `shown`.
    func seen(_ shown: Int, within scope: Int) -> Int {
        for position in levels.indices where isContextLevel(position) {
            let presenter = presenter(ofLevel: position)
            var current = shown
            while true {
                if current == presenter { return seen(descend(levels[position]), within: levels[position]) }
                if current == scope || nodes[current].parent < 0 { break }
                current = nodes[current].parent
            }
        }
        return shown
    }

    /// The presenting view controller of level `position` (> 0).
    func presenter(ofLevel position: Int) -> Int { nodes[levels[position]].presenter }

    /// The tab bar controller whose tab bar the user sees: the top scene's, or around the view
    /// controller that defines a context presentation's context (it covers only that area); nil
    /// when a whole-window presentation covers it.
    var tabBarOnScreen: Int? {
        var level = topLevel
        var id = descend(levels[level])
        while true {
            if let tabs = tabBarController(of: id) { return tabs }
            guard isContextLevel(level) else { return nil }
            id = nodes[levels[level]].presenter
            // A context the tab bar controller itself defines covers its tab bar.
            guard let below = levelIndex(of: id) else { return nil }
            if case .tabs = nodes[id].kind { return nil }
            level = below
        }
    }

    /// `navigationController`: the nearest navigation controller above an instance.
    func navigationController(of id: Int) -> Int? {
        nearestAncestor(of: id) { if case .navigation = $0 { true } else { false } }
    }

    /// `tabBarController`: the nearest tab bar controller above an instance.
    func tabBarController(of id: Int) -> Int? { nearestAncestor(of: id) { if case .tabs = $0 { true } else { false } } }

    /// The navigation controller a route's code navigates through: the source's
    /// `navigationController`, or the source itself when it is one (its subclass's own code,
    /// `self.pushViewController`, in an `onFirstAppear` route).
    func navigationController(ofSource id: Int) -> Int? {
        if case .navigation = nodes[id].kind { return id }
        return navigationController(of: id)
    }

    /// The tab bar controller a route's code selects a tab of: the source's `tabBarController`,
    /// or the source itself when it is one (`self.selectedIndex = 1` in its subclass).
    func tabBarController(ofSource id: Int) -> Int? {
        if case .tabs = nodes[id].kind { return id }
        return tabBarController(of: id)
    }

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
        windowLevels.contains { level in
            var onScreen: [Int] = []
            collectOnScreen(descend(levels[level]), into: &onScreen)
            return onScreen.contains(id)
        }
    }

    /// Whether any presented level is a context presentation.
    private var hasContextLevel: Bool {
        // A loop over the presented levels, not `contains` with a closure: asked after every hop.
        var position = 1
        while position < levels.count {
            if nodes[levels[position]].presentation.usesContext { return true }
            position += 1
        }
        return false
    }

    /// The levels whose views are in the window, bottom-most first: from the top of what the
    /// window shows down to the first whose presentation removed what is below it (`fullScreen`,
    /// `currentContext`), or the window's root; a context presentation in a tab not selected is
    /// not in the window, and one shown covers only its presenter.
    private var windowLevels: [Int] {
        guard hasContextLevel else { return Array(lowestLevelInWindow..<levels.count) }
        var result: [Int] = []
        var limit = levels.count
        while true {
            let chain = visibleLevels(below: limit)
            for level in chain.reversed() {
                result.append(level)
                if level > 0, nodes[levels[level]].presentation.removesPresenter { return result.reversed() }
            }
            if chain[0] == 0 { return result.reversed() }
            limit = chain[0]
        }
    }

    /// The index of the lowest level whose view is in the window, when no level is a context
    /// presentation.
    private var lowestLevelInWindow: Int {
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

// MARK: - Unwinding

/// An unwind segue's way down, as a hierarchy operation: what is above the destination is
/// dismissed and popped, and the tab holding it selected, through the hierarchy's own operations.
extension Hierarchy {
    /// What an unwind did on its way down to its destination, in order.
    enum UnwindStep: Hashable, Sendable {
        case dismiss(root: Int)
        case pop(ArraySlice<Int>, off: Int)
        case selectTab(Int)
    }

    /// An unwind: dismisses every level above the target's, then pops each stack on the way down
    /// to it (selecting the tab that holds it). Returns what it did, in order.
    mutating func unwind(to target: Int) -> [UnwindStep] {
        var steps: [UnwindStep] = []
        if let level = levelIndex(of: target), level < levels.count - 1 {
            // The level above the target's on the way down from the top, through each level's presenter.
            var above = topLevel
            var dismissed = level + 1
            while above > level, let below = levelIndex(of: presenter(ofLevel: above)) {
                dismissed = above
                above = below
            }
            if above != level { dismissed = level + 1 }
            steps.append(.dismiss(root: levels[dismissed]))
            dismiss(fromLevel: dismissed)
        }
        var child = target
        var parent = nodes[target].parent
        while parent >= 0 {
            switch nodes[parent].kind {
            case .navigation:
                if let position = children(of: parent).position(of: child), position < nodes[parent].childCount - 1 {
                    steps.append(.pop(pop(parent, keeping: position + 1), off: parent))
                }
            case .tabs:
                if let position = children(of: parent).position(of: child), position != nodes[parent].selected {
                    selectTab(parent, position)
                    steps.append(.selectTab(child))
                }
            case .scene:
                break
            }
            child = parent
            parent = nodes[parent].parent
        }
        return steps
    }
}

// MARK: - Rebuilding, node by node

/// What a reader of a saved state needs to rebuild the hierarchy it saved (the explorer's
/// `StateReader`, which owns the format): each node added whole and linked to its parent, in
/// walk order, into empty storage or after a rewind to a node count. Tabs are selected, levels
/// presented and the window's root set through the hierarchy's own operations, so every
/// invariant holds; the rest is here, beside the invariants, because adding a node whole and
/// rewinding a rebuild are what nothing else may do.
extension Hierarchy {
    /// How many scenes were created: the newest scene's creation number.
    var scenesCreated: Int { sceneCounter }

    /// Empties the hierarchy, keeping its storage, for a rebuild.
    mutating func startRebuild() {
        nodes.removeAllKeepingStorage()
        storeSlots.removeAllKeepingStorage()
        levels.removeAllKeepingStorage()
        freeSlots.removeAllKeepingStorage()
        pendingRelease.removeAllKeepingStorage()
        appeared.forget()
        sceneCounter = 0
        serialCounter = 0
    }

    /// Adds a view controller whole, while rebuilding, and attaches it as the last child of
    /// `parent` (-1: a level's root, which the reader then makes a level): setting each field
    /// through `makeScene`, `setSelection`, `updateStore` and `loadView` cost several times as
    /// much. A scene is numbered as `makeScene` numbers it.
    mutating func rebuildNode(
        _ kind: Kind, parent: Int, loaded: Bool, via: Instantiation, selection: Int?, store: StoreSlot
    ) -> Int {
        assert(freeSlots.isEmpty, "a hierarchy is rebuilt into empty storage")
        var number = 0
        if case .scene = kind {
            sceneCounter += 1
            number = sceneCounter
        }
        serialCounter += 1
        nodes.append(
            Node(
                kind: kind, serial: serialCounter, number: number, selection: selection, parent: -1, selected: 0,
                level: -1, loaded: loaded, live: true, instantiation: via, presentation: .fullScreen))
        storeSlots.append(store)
        let id = nodes.count - 1
        if parent >= 0 { attach(id, to: parent) }
        return id
    }

    /// Takes a hierarchy that was rebuilt and not changed since back to how the rebuild left it
    /// just before it added node `count`: the nodes from `count` on go, with their levels and
    /// their places in their parents' lists (only the ancestors of node `count` can hold any),
    /// and `scenes` scenes were created. The rebuild then goes on from there; what it finds in
    /// the window is found again (`finishRebuild`).
    mutating func rewindRebuild(to count: Int, scenes: Int) {
        var ancestor = nodes[count].parent
        while ancestor >= 0 {
            var last = nodes[ancestor].lastChild
            while last >= count {
                last = nodes[last].previousSibling
                nodes[ancestor].childCount -= 1
            }
            nodes[ancestor].lastChild = last
            if last >= 0 { nodes[last].nextSibling = -1 } else { nodes[ancestor].firstChild = -1 }
            ancestor = nodes[ancestor].parent
        }
        while nodes.count > count {
            nodes.removeLast()
            storeSlots.removeLast()
        }
        while let root = levels.last, root >= count { levels.removeLast() }
        appeared.forget()
        sceneCounter = scenes
        serialCounter = count
    }

    /// Ends a rebuild: the scenes numbered 1, 2, … in `order` when given (as if created in it),
    /// every node marked unchanged (`markUntouched`), and the scenes in the window recorded as
    /// having appeared, as `newlyAppearing` does without listing them: they are on screen
    /// already.
    mutating func finishRebuild(renumbering order: [Int]?) {
        if let order {
            for (position, id) in order.enumerated() { nodes[id].number = position + 1 }
            sceneCounter = order.count
        }
        markUntouched()
        if hasContextLevel { recordWindow(windowLevels) } else { recordWindow(from: lowestLevelInWindow) }
    }

    /// Marks every node as unchanged since the state it was rebuilt from: from here on, an
    /// operation that changes what a node is marks it and its ancestors `touched`. Besides
    /// `finishRebuild`, `EncodingCheckTests` calls it after a change, to plant the missed mark
    /// the explorer's encoding check must catch.
    mutating func markUntouched() {
        for id in nodes.indices { nodes[id].touched = false }
    }
}
