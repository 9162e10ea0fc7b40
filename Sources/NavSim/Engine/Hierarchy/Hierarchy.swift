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
/// Copies are cheap (arrays copied on write), and equality and hashing use its `CanonicalForm`.
///
/// This file holds the whole type, so that what may break an invariant stays `private`: its
/// state and UIKit's operations, the queries, an unwind's way down, and rebuilding it from its
/// canonical form (with the `CanonicalSpans` that read records). Writing the canonical form,
/// which only reads the tree, is `CanonicalForm.swift`; the layouts of its nodes are `Node.swift`.
struct Hierarchy: Hashable, Sendable {
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
            // What the canonical form writes of a level's presenter depends on the levels below it.
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

    /// Marks that node `id` changed what it writes in the canonical form, and so did every node
    /// above it (each writes its subtree). An ancestor of a touched node is touched already, and
    /// a node never read from a canonical form always is: a replay only reads the flag.
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

    /// The scenes that came into the window since the last call, bottom-most first (recording
    /// that they appear now): a pushed, presented or revealed scene, but not a presenter a sheet
    /// is dismissed from, which never left the window.
    mutating func newlyAppearing() -> [Int] {
        guard !hasContextLevel else { return newlyAppearing(in: windowLevels) }
        let lowest = lowestLevelInWindow
        if lowest == levels.count - 1, appeared.levelsSeen == 1 {
            let shown = descend(levels[lowest])
            appeared.lookAtOneLevel(showing: shown, serial: nodes[shown].serial)
            return appeared.appearing
        }
        appeared.startLook()
        var unchanged = appeared.levelsSeen == levels.count - lowest
        for (position, level) in (lowest..<levels.count).enumerated() {
            let shown = descend(levels[level])
            if !appeared.see(shown, serial: nodes[shown].serial, atLevel: position) { unchanged = false }
        }
        if !unchanged { recordWindow(from: lowest) }
        return appeared.appearing
    }

    /// `newlyAppearing()` when the window shows `window`'s levels (bottom first), with a context
    /// presentation somewhere.
    private mutating func newlyAppearing(in window: [Int]) -> [Int] {
        appeared.startLook()
        var unchanged = appeared.levelsSeen == window.count
        for (position, level) in window.enumerated() {
            let shown = descend(levels[level])
            if !appeared.see(shown, serial: nodes[shown].serial, atLevel: position) { unchanged = false }
        }
        if !unchanged { recordWindow(window) }
        return appeared.appearing
    }

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
    private var hasContextLevel: Bool { levels.indices.contains { isContextLevel($0) } }

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

// MARK: - Reading the canonical form

/// Reading the canonical form back (`CanonicalForm.swift` says what it holds, and writes it): a
/// hierarchy rebuilt through its own operations, and, for the explorer, a read that keeps the
/// nodes the state read before it shares. Here, beside the tree's invariants, because the read
/// adds each node whole and rewinds a read, which nothing else may do.
extension Hierarchy {
    /// Rebuilds a hierarchy from its canonical form: each node added whole and linked to its
    /// parent (`addRead`), tabs selected and levels presented through the hierarchy's own
    /// operations, so every invariant holds. Instances are numbered afresh, in an order that keeps which
    /// instance of each scene is the newest.
    init(canonical reader: inout CanonicalBytes.Reader) {
        self.init()
        // Room for a typical state, so the rebuild does not grow its arrays node by node.
        reserveNodes(16)
        read(canonical: &reader)
    }

    /// Becomes the hierarchy `reader` holds, as `init(canonical:)` builds it, in its own storage:
    /// the explorer rebuilds one hierarchy for every state it expands.
    private mutating func read(canonical reader: inout CanonicalBytes.Reader) {
        var spans = CanonicalSpans()
        read(canonical: &reader, spans: &spans)
    }

    /// `read(canonical:)`, keeping where each node lies in the bytes (`CanonicalSpans`); no node
    /// is touched after it. When the hierarchy is the one `spans` were read into, unchanged since
    /// (the explorer's state being expanded), the nodes whose bytes the two states share are kept
    /// and the read goes on after them: a layer's states come in runs of one state's successors,
    /// which differ in their last few nodes.
    mutating func read(canonical reader: inout CanonicalBytes.Reader, spans: inout CanonicalSpans) {
        let origin = reader.position
        let resumed = resumePoint(reader, spans)
        if resumed > 0 {
            let start = Int(spans.spans[resumed].start)
            var ancestor = nodes[resumed].parent
            rewindRead(to: resumed, scenes: Int(spans.spans[resumed].first) - 1)
            spans.rewind(to: resumed)
            reader.skip(start)
            // Each ancestor's remaining children, innermost first, as its read would have gone on.
            while ancestor >= 0 {
                readChildren(of: ancestor, &reader, origin: origin, &spans)
                ancestor = nodes[ancestor].parent
            }
        } else {
            removeAll()
            spans.reset()
        }
        while reader.peek() != CanonicalHeader.end {
            let root = readNode(&reader, parent: -1, isPresented: !levels.isEmpty, origin: origin, &spans)
            if levels.isEmpty { setWindowRoot(root) }
        }
        _ = reader.byte()
        let end = reader.position
        if reader.byte() == 1 {
            // The rank of each scene instance among those of its scene; any order that keeps
            // those ranks numbers them faithfully. The nodes were added in walk order.
            let scenes = nodes.indices.filter { if case .scene = nodes[$0].kind { true } else { false } }
            let ranks = scenes.map { _ in reader.count() }
            let order = scenes.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }
            renumberScenes(order.map { scenes[$0] })
            spans.markRenumbered()
        }
        spans.keep(reader.bytes(in: origin..<end))
        markUntouched()
        markWindowAppeared()
        assert(resumed == 0 || readsTheSame(reader, from: origin, spans), "a resumed read differs from a full one")
    }

    /// The node a read of `reader`'s state can go on from (0: it reads the whole state), when the
    /// hierarchy is the one `spans` were read into: the first node whose own bytes (not its
    /// children's) differ from the last state's — at least the last node, and never inside a
    /// tab bar or presented view controller, which a read selects or presents when it closes.
    private func resumePoint(_ reader: CanonicalBytes.Reader, _ spans: CanonicalSpans) -> Int {
        let count = spans.count
        guard count > 1, count == nodes.count, !spans.renumbered, liveCount == count else { return 0 }
        assert(nodes.allSatisfy { !$0.touched }, "a hierarchy changed since it was read")
        let same = reader.matching(spans.bytes, count: spans.byteCount)
        var node = 0
        spans.spans.withUnsafeBufferPointer { spans in
            // A node's own bytes end where its first child starts, or before its end marker.
            while node < count - 1 {
                let ownEnd = spans[node + 1].start < spans[node].end ? spans[node + 1].start : spans[node].end - 1
                if Int(ownEnd) > same { break }
                node += 1
            }
            // The read goes on where the node starts, in bytes both states share.
            if node > 0, Int(spans[node].start) > same { node -= 1 }
        }
        var ancestor = nodes[node].parent
        while ancestor >= 0 {
            if case .tabs = nodes[ancestor].kind {
                node = ancestor
            } else if nodes[ancestor].level > 0 {
                node = ancestor
            }
            ancestor = nodes[ancestor].parent
        }
        return node
    }

    /// Whether a full read of the state gives what the resumed one did (checked in debug builds,
    /// on every state the test suite's searches expand).
    private func readsTheSame(_ reader: CanonicalBytes.Reader, from origin: Int, _ spans: CanonicalSpans) -> Bool {
        var full = Hierarchy()
        var fullSpans = CanonicalSpans()
        var again = reader.moved(to: origin)
        full.read(canonical: &again, spans: &fullSpans)
        return full.nodes == nodes && full.levels == levels && full.sceneCounter == sceneCounter
            && full.storeSlots.indices.allSatisfy {
                full.storeSlots[$0].pooled == storeSlots[$0].pooled
                    && full.storeSlots[$0].record == storeSlots[$0].record
            }
            && fullSpans.count == spans.count && fullSpans.spans[..<spans.count] == spans.spans[..<spans.count]
            && fullSpans.bytes[..<fullSpans.byteCount] == spans.bytes[..<spans.byteCount]
    }

    /// Reads a node and its children, pre-order, adding them in that order; the node is the last
    /// child of `parent` (-1: a level's root, presented unless it is the window's). A method, not
    /// a nested function: a recursive closure's captures are checked for exclusive access at run time.
    private mutating func readNode(
        _ reader: inout CanonicalBytes.Reader, parent: Int, isPresented: Bool, origin: Int,
        _ spans: inout CanonicalSpans
    ) -> Int {
        let start = reader.position - origin
        let header = reader.byte()
        let via = CanonicalHeader.instantiation(header)
        let index = reader.count()
        let style = isPresented ? CanonicalHeader.styles[reader.count()] : .fullScreen
        // The presenter: the root of the level below, or a node of an earlier level, by its
        // position in that level's walk (nodes are added in walk order).
        var presenter = -1
        if isPresented {
            let code = reader.count()
            presenter = code == 0 ? levels[levels.count - 1] : levels[code - 1] + reader.count()
        }
        let kind: Kind
        switch header & CanonicalHeader.kindMask {
        case 0: kind = .scene(index)
        case 1: kind = .navigation(index)
        default: kind = .tabs(index)
        }
        let selected = header & CanonicalHeader.kindMask == 2 ? reader.count() : 0
        let selection = header & CanonicalHeader.hasSelection != 0 ? reader.count() : nil
        var store = StoreSlot(record: nil)
        if header & CanonicalHeader.hasStore != 0 {
            let (record, number) = reader.numberedStore()
            store = StoreSlot(record: record, pooled: number.map(Int32.init) ?? -1)
        }
        // The node's own creation number, when it is a scene, is its span's first.
        let first = sceneCounter + 1
        let loaded = header & CanonicalHeader.loaded != 0
        let id = addRead(kind, parent: parent, loaded: loaded, via: via, selection: selection, store: store)
        spans.open(id, at: start, number: first)
        readChildren(of: id, &reader, origin: origin, &spans)
        if selected != 0 { selectTab(id, selected) }
        if isPresented { present(id, style: style, by: presenter) }
        return id
    }

    /// Reads node `id`'s children, each the last child of it, and its end marker.
    @inline(__always)
    private mutating func readChildren(
        of id: Int, _ reader: inout CanonicalBytes.Reader, origin: Int, _ spans: inout CanonicalSpans
    ) {
        while reader.peek() != CanonicalHeader.end {
            _ = readNode(&reader, parent: id, isPresented: false, origin: origin, &spans)
        }
        _ = reader.byte()
        spans.close(id, at: reader.position - origin, number: sceneCounter)
    }

    // The operations only a read performs.

    /// Empties the hierarchy, keeping its storage.
    private mutating func removeAll() {
        nodes.removeAllKeepingStorage()
        storeSlots.removeAllKeepingStorage()
        levels.removeAllKeepingStorage()
        freeSlots.removeAllKeepingStorage()
        pendingRelease.removeAllKeepingStorage()
        appeared.forget()
        sceneCounter = 0
        serialCounter = 0
    }

    /// Adds a view controller read from a canonical form (`read(canonical:)`), whole, and
    /// attaches it as the last child of `parent` (-1: a level's root, which the reader then makes
    /// a level): the explorer rebuilds every state it expands, and setting each field through
    /// `makeScene`, `setSelection`, `updateStore` and `loadView` cost several times as much. A
    /// scene is numbered as `makeScene` numbers it.
    private mutating func addRead(
        _ kind: Kind, parent: Int, loaded: Bool, via: Instantiation, selection: Int?, store: StoreSlot
    ) -> Int {
        assert(freeSlots.isEmpty, "a hierarchy is read into empty storage")
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

    /// Takes a hierarchy that was read from a canonical form and not changed since back to how
    /// that read left it just before it added node `count`: the nodes from `count` on go, with
    /// their levels and their places in their parents' lists (only the ancestors of node `count`
    /// can hold any), and `scenes` scenes were read. The read then goes on from there
    /// (`read(canonical:spans:)`); what it finds in the window is found again.
    private mutating func rewindRead(to count: Int, scenes: Int) {
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

    /// Makes room for `count` nodes, before adding that many.
    private mutating func reserveNodes(_ count: Int) {
        nodes.reserveCapacity(count)
        storeSlots.reserveCapacity(count)
    }

    /// Numbers the given scenes 1, 2, … in that order, as if created in it (rebuilding a
    /// hierarchy from its canonical form).
    private mutating func renumberScenes(_ order: [Int]) {
        for (position, id) in order.enumerated() { nodes[id].number = position + 1 }
        sceneCounter = order.count
    }

    /// Marks every node as written in the canonical form just read (`read(canonical:spans:)`);
    /// `EncodingCheckTests` also calls it after a change, to plant the missed mark the explorer's
    /// encoding check must catch.
    mutating func markUntouched() {
        for id in nodes.indices { nodes[id].touched = false }
    }

    /// Records the scenes in the window as having appeared, as `newlyAppearing()` does without
    /// listing them: the scenes of a state just read are on screen already.
    private mutating func markWindowAppeared() {
        if hasContextLevel { recordWindow(windowLevels) } else { recordWindow(from: lowestLevelInWindow) }
    }
}

// MARK: - Where a read found each node

/// Where each node of a hierarchy read from its canonical form lies in those bytes, kept so that
/// a state one action away is written by copying what the action left alone. Only a read
/// (`Hierarchy.read(canonical:spans:)`, above) fills them; the writer (`CanonicalForm.swift`)
/// reads them.
///
/// The explorer reads the state it expands (`Hierarchy.read(canonical:spans:)`), resets a scratch
/// hierarchy to it before each action, and writes the result. A node keeps its number in the
/// read hierarchy (`Hierarchy.overwrite(with:)` copies them), and every operation that changes
/// what a node writes marks it and its ancestors `touched`; so a node not touched is, with
/// everything under it, byte for byte the span it was read from, and the writer copies the span
/// instead of walking it. Siblings' spans are adjacent, and copied in one piece.
struct CanonicalSpans {
    /// One node's bytes (its subtree's, its end marker included) and the creation numbers of the
    /// scenes in them: a read numbers scenes in walk order, so a subtree's are `first...last`
    /// (none when `last < first`).
    struct Span: Equatable {
        var start: Int32
        var end: Int32
        var first: Int32
        var last: Int32
    }

    /// The hierarchy's part of the state's bytes, copied in the first `byteCount`: the table the
    /// explorer reads them from grows, and moves them, while the state's successors are written.
    /// Both arrays keep their storage from read to read; their counts are kept apart.
    private(set) var bytes: [UInt8] = []
    private(set) var byteCount = 0
    /// By node number, in the first `count`.
    private(set) var spans: [Span] = []
    /// How many nodes have spans.
    private(set) var count = 0
    /// Whether the read renumbered its scenes out of walk order (the spans' numbers do not hold).
    private(set) var renumbered = false

    /// No spans: every node is written.
    init() {}

    /// Empties the spans for another read, keeping their storage.
    fileprivate mutating func reset() {
        byteCount = 0
        count = 0
        renumbered = false
    }

    /// Keeps the first `count` spans, for a read that goes on after them (see
    /// `Hierarchy.read(canonical:spans:)`): the spans of their ancestors are closed again.
    fileprivate mutating func rewind(to count: Int) { self.count = count }

    /// Node `id`, the next read, starts at `start` (bytes from the start of the hierarchy); the
    /// first scene of it (itself, when it is one) gets creation number `number`.
    fileprivate mutating func open(_ id: Int, at start: Int, number: Int) {
        assert(id == count, "nodes are read in walk order")
        let span = Span(start: Int32(start), end: Int32(start), first: Int32(number), last: 0)
        if count < spans.count { spans[count] = span } else { spans.append(span) }
        count += 1
    }

    /// Node `id`'s bytes end before `end`; the last scene read so far has number `number`.
    fileprivate mutating func close(_ id: Int, at end: Int, number: Int) {
        spans[id].end = Int32(end)
        spans[id].last = Int32(number)
    }

    /// The read renumbered the scenes after their creation ranks.
    fileprivate mutating func markRenumbered() { renumbered = true }

    /// Keeps the hierarchy's bytes.
    fileprivate mutating func keep(_ hierarchyBytes: ArraySlice<UInt8>) {
        if bytes.count < hierarchyBytes.count {
            bytes.append(contentsOf: repeatElement(0, count: hierarchyBytes.count - bytes.count))
        }
        bytes.withUnsafeMutableBufferPointer { target in
            hierarchyBytes.withUnsafeBufferPointer { source in
                target.baseAddress!.update(from: source.baseAddress!, count: source.count)
            }
        }
        byteCount = hierarchyBytes.count
    }
}
