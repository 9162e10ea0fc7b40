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
    private(set) var sceneCounter = 0
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

    /// Empties the hierarchy, keeping its storage.
    mutating func removeAll() {
        nodes.removeAllKeepingStorage()
        storeSlots.removeAllKeepingStorage()
        levels.removeAllKeepingStorage()
        freeSlots.removeAllKeepingStorage()
        pendingRelease.removeAllKeepingStorage()
        appeared.forget()
        sceneCounter = 0
        serialCounter = 0
    }

    // MARK: Creating

    /// A new scene; `store` is nil when its `setup` does not run for `via`.
    mutating func makeScene(_ index: Int, store: Record?, via: Instantiation) -> Int {
        sceneCounter += 1
        return allocate(.scene(index), number: sceneCounter, store: store, loaded: false, via: via)
    }

    /// A new navigation controller with its root view controller.
    mutating func makeNavigation(_ index: Int, root: Int?, via: Instantiation) -> Int {
        let id = allocate(.navigation(index), number: 0, store: nil, loaded: true, via: via)
        if let root { attach(root, to: id) }
        return id
    }

    /// A new tab bar controller with its tabs, the first selected.
    mutating func makeTabs(_ index: Int, tabs: [Int], via: Instantiation) -> Int {
        let id = allocate(.tabs(index), number: 0, store: nil, loaded: true, via: via)
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

    /// Adds a view controller read from a canonical form (`read(canonical:)`), whole, and
    /// attaches it as the last child of `parent` (-1: a level's root, which the reader then makes
    /// a level): the explorer rebuilds every state it expands, and setting each field through
    /// `makeScene`, `setSelection`, `updateStore` and `loadView` cost several times as much. A
    /// scene is numbered as `makeScene` numbers it.
    mutating func addRead(
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
    mutating func rewindRead(to count: Int, scenes: Int) {
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
    mutating func reserveNodes(_ count: Int) {
        nodes.reserveCapacity(count)
        storeSlots.reserveCapacity(count)
    }

    /// Makes `child`, a view controller just built, the last child of `parent` (a stack's top, the
    /// last tab, an embed).
    mutating func attach(_ child: Int, to parent: Int) {
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
        if levels.count > 1 { dismiss(fromLevel: 1) }
        nodes[levels[0]].level = -1
        pendingRelease.append(levels[0])
        nodes[root].level = 0
        levels = [root]
    }

    /// `present(_:animated:)` over the top-most level with `modalPresentationStyle = style`: `id`
    /// becomes a new level.
    mutating func present(_ id: Int, style: PresentationStyle) {
        nodes[id].presentation = style
        nodes[id].level = levels.count
        levels.append(id)
    }

    /// `dismiss(animated:)` on the presenter of level `index`: that level and every level above
    /// it go. Returns the roots dismissed, bottom first.
    @discardableResult
    mutating func dismiss(fromLevel index: Int) -> ArraySlice<Int> {
        let start = pendingRelease.count
        for root in levels[index...] {
            nodes[root].level = -1
            pendingRelease.append(root)
        }
        levels.removeSubrange(index...)
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

    /// Numbers the given scenes 1, 2, … in that order, as if created in it (rebuilding a
    /// hierarchy from its canonical form).
    mutating func renumberScenes(_ order: [Int]) {
        for (position, id) in order.enumerated() { nodes[id].number = position + 1 }
        sceneCounter = order.count
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

    /// Marks every node as written in the canonical form just read (`read(canonical:spans:)`).
    mutating func markUntouched() {
        for id in nodes.indices { nodes[id].touched = false }
    }

    /// The scenes that came into the window since the last call, bottom-most first (recording
    /// that they appear now): a pushed, presented or revealed scene, but not a presenter a sheet
    /// is dismissed from, which never left the window.
    mutating func newlyAppearing() -> [Int] {
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

    /// Records the scenes in the window as having appeared, as `newlyAppearing()` does without
    /// listing them: the scenes of a state just read are on screen already.
    mutating func markWindowAppeared() { recordWindow(from: lowestLevelInWindow) }

    /// Records the top scene of each level in the window from `lowest` up as the ones that appeared.
    private mutating func recordWindow(from lowest: Int) {
        appeared.forget()
        for level in lowest..<levels.count { appeared.remember(nodes[descend(levels[level])].serial) }
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

    // MARK: Queries

    /// A scene's data store (nil for a container, or when its `setup` did not run).
    func store(of id: Int) -> Record? { storeSlots[id].record }

    /// How many view controllers are alive.
    var liveCount: Int { nodes.count - freeSlots.count }
}
