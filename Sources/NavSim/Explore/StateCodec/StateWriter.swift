/// Writes a state as explore keeps it: the hierarchy walked from the window, level by level,
/// keeping everything that changes what the app does next and nothing that only names or places
/// an instance (instance numbers, slots, serials), then the shared stores. Two apps that reached
/// the same screens with the same data by different paths write the same bytes; the explorer's
/// visited states are these bytes, and `StateReader` rebuilds an app that acts the same.
///
/// Each node, pre-order: a header byte (kind, view loaded, has a store, has a selection, how it
/// was built), the scene's or container's index, a presented level's style, a tab bar's selected
/// tab, the selection, the store (its fields, or its number when the writer has a `RecordPool`),
/// then its children and an end marker (not a count first: a push then changes no byte before the
/// pushed scene, and a successor can copy what precedes it, `CanonicalSpans`). The levels end with
/// the same marker. After the walk, the order in which instances of the same scene were
/// created, when it is not the walk's order: `fire … from Scene` picks the newest instance, so
/// that order changes what the app does next — while the order between different scenes does
/// not, and is not kept.
///
/// The writer only reads the hierarchy (its nodes, stores and levels, and each node's `touched`
/// mark, the engine's record of what an action changed); it lives with the explorer, not in the
/// engine, which knows nothing of this format.
enum StateWriter {
    /// The bytes of `app` written afresh, with no pool (each store spelled out): what tests
    /// compare to say two states are one.
    static func bytes(of app: AppState) -> [UInt8] {
        var out = CanonicalBytes()
        write(app, into: &out)
        return out.bytes
    }

    /// The bytes of `hierarchy` alone, written afresh with no pool.
    static func bytes(of hierarchy: Hierarchy) -> [UInt8] {
        var out = CanonicalBytes()
        write(hierarchy, into: &out)
        return out.bytes
    }

    /// Writes what changes between two states of a launched app that has not crashed: the
    /// hierarchy's canonical form, then each shared store. The scenes' initial stores are the
    /// same in every such state (`given` comes before launch) and are not written. With `base`,
    /// the spans of the state it was reset to, what no action touched is copied.
    static func write(_ app: AppState, into out: inout CanonicalBytes, reusing base: CanonicalSpans = CanonicalSpans())
    {
        write(app.hierarchy, into: &out, reusing: base)
        for record in app.stores.shared { out.store(record) }
    }

    /// Writes the canonical form (see the type's comment). The walk is a loop over the nodes'
    /// links, not a recursion: a call per node cost more than writing the node. With `base`, the
    /// spans of the state this hierarchy was reset to, a node no operation touched since is
    /// copied from them, subtree and all.
    static func write(
        _ hierarchy: Hierarchy, into out: inout CanonicalBytes, reusing base: CanonicalSpans = CanonicalSpans()
    ) {
        var order = SceneOrder()
        let levels = hierarchy.levels
        hierarchy.nodes.withUnsafeBufferPointer { nodes in
            hierarchy.storeSlots.withUnsafeBufferPointer { stores in
                base.spans.withUnsafeBufferPointer { spans in
                    base.bytes.withUnsafeBufferPointer { bytes in
                        let reused = Reused(spans: spans, count: base.count, renumbered: base.renumbered)
                        var copy = SpanCopy(from: bytes)
                        for (position, root) in levels.enumerated() {
                            Self.write(
                                level: root, isPresented: position > 0,
                                presenter: position > 0 ? presenterCode(ofLevel: position, hierarchy, nodes) : nil,
                                nodes,
                                stores, reused, &copy, &order, into: &out)
                        }
                        copy.flush(into: &out)
                    }
                }
            }
        }
        out.byte(CanonicalHeader.end)
        if order.increasing {
            out.byte(0)
        } else {
            writeCreationRanks(hierarchy, into: &out)
        }
    }

    /// The spans a write may copy: by node number, the first `count` (the nodes of the state the
    /// hierarchy was reset to; none without one).
    private struct Reused {
        let spans: UnsafeBufferPointer<CanonicalSpans.Span>
        let count: Int
        let renumbered: Bool
    }

    /// Writes the level whose root is `root`, pre-order, each node's end marker after its
    /// children; an untouched node with a span is copied whole (through `copy`) instead of walked.
    /// A static function with every input passed in: the same loop as a method of a struct
    /// holding them cost some 90 instructions a transition more (callgrind, explore depth 8).
    @inline(__always)
    private static func write(
        level root: Int, isPresented: Bool, presenter: PresenterCode?, _ nodes: UnsafeBufferPointer<Hierarchy.Node>,
        _ stores: UnsafeBufferPointer<Hierarchy.StoreSlot>, _ reused: Reused, _ copy: inout SpanCopy,
        _ order: inout SceneOrder,
        into out: inout CanonicalBytes
    ) {
        var id = root
        var entering = true
        while true {
            if !entering {
                copy.flush(into: &out)
                out.byte(CanonicalHeader.end)
            } else if id < reused.count, !nodes[id].touched, !(id == root && presenter?.isRootBelow == false) {
                // (A root presented by another than the level below writes where its presenter
                // is, which changes as the levels below change: it is written, never copied.)
                // With the untouched siblings after it, adjacent in the bytes: one span, its
                // scenes numbered in walk order, copied and met at once.
                // (One unsigned comparison tells a sibling from none, -1, and from a node the
                // spans do not have; the run's span is made once, from its first and last.)
                var run = reused.spans[id]
                var last = id
                while case let sibling = nodes[last].nextSibling, UInt(bitPattern: sibling) < UInt(reused.count),
                    !nodes[sibling].touched, reused.spans[sibling].start == reused.spans[last].end
                {
                    last = sibling
                }
                if last != id {
                    run.end = reused.spans[last].end
                    run.last = reused.spans[last].last
                    id = last
                }
                copy.add(run, into: &out)
                order.meet(run, renumbered: reused.renumbered)
            } else {
                copy.flush(into: &out)
                let number = write(
                    id, of: nodes, stores, presenter: isPresented && id == root ? presenter : nil, into: &out)
                if number > 0 { order.meet(number) }
                if nodes[id].firstChild >= 0 {
                    id = nodes[id].firstChild
                    continue
                }
                out.byte(CanonicalHeader.end)
            }
            // Node `id` is written, its end included: its next sibling, or its parent's end.
            if id == root { return }
            entering = nodes[id].nextSibling >= 0
            id = entering ? nodes[id].nextSibling : nodes[id].parent
        }
    }

    /// Copies adjacent spans in one piece.
    private struct SpanCopy {
        let bytes: UnsafeBufferPointer<UInt8>
        var start = 0
        var end = 0

        init(from bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

        @inline(__always)
        mutating func add(_ span: CanonicalSpans.Span, into out: inout CanonicalBytes) {
            if Int(span.start) != end { flush(into: &out) }
            if start == end { start = Int(span.start) }
            end = Int(span.end)
        }

        @inline(__always)
        mutating func flush(into out: inout CanonicalBytes) {
            guard end > start else { return }
            out.append(UnsafeBufferPointer(rebasing: bytes[start..<end]))
            start = end
        }
    }

    /// After a walk that met a scene older than one before it: 0 when the instances of each
    /// scene were still met oldest first, else 1 and, for each scene instance in walk order, how
    /// many instances of its scene are older.
    private static func writeCreationRanks(_ hierarchy: Hierarchy, into out: inout CanonicalBytes) {
        var met: [(scene: Int, number: Int)] = []
        hierarchy.nodes.withUnsafeBufferPointer { nodes in
            for root in hierarchy.levels {
                var id = root
                repeat {
                    if case .scene(let scene) = nodes[id].kind { met.append((scene, nodes[id].number)) }
                    id = Self.preorderNext(after: id, within: root, nodes)
                } while id >= 0
            }
        }
        let inCreationOrder = met.indices.allSatisfy { index in
            !met[..<index].contains { $0.scene == met[index].scene && $0.number > met[index].number }
        }
        guard !inCreationOrder else { return out.byte(0) }
        out.byte(1)
        for (scene, number) in met {
            out.count(met.count { $0.scene == scene && $0.number < number })
        }
    }

    /// The node after `id` in a pre-order walk of the subtree of `root` (its first child, else
    /// the next sibling of it or of its nearest ancestor that has one), or -1 after the last.
    @inline(__always)
    static func preorderNext(after id: Int, within root: Int, _ nodes: UnsafeBufferPointer<Hierarchy.Node>) -> Int {
        if nodes[id].firstChild >= 0 { return nodes[id].firstChild }
        var id = id
        while id != root {
            if nodes[id].nextSibling >= 0 { return nodes[id].nextSibling }
            id = nodes[id].parent
        }
        return -1
    }

    /// Writes node `id` alone (its children and its end marker follow it in the walk); returns its
    /// creation number, 0 for a container.
    @inline(__always)
    private static func write(
        _ id: Int, of nodes: UnsafeBufferPointer<Hierarchy.Node>, _ stores: UnsafeBufferPointer<Hierarchy.StoreSlot>,
        presenter: PresenterCode?, into out: inout CanonicalBytes
    ) -> Int {
        let node = nodes[id]
        var header = CanonicalHeader.instantiationBits(node.instantiation)
        if node.loaded { header |= CanonicalHeader.loaded }
        let pooled = stores[id].pooled
        let hasStore = pooled >= 0 || stores[id].record != nil
        if hasStore { header |= CanonicalHeader.hasStore }
        if node.selection != nil { header |= CanonicalHeader.hasSelection }
        let index: Int
        switch node.kind {
        case .scene(let scene):
            index = scene
        case .navigation(let container):
            header |= 1
            index = container
        case .tabs(let container):
            header |= 2
            index = container
        }
        // A store read from the search's pool and not written since writes its number as it is;
        // any other is looked up, after the rest of the node's fixed part.
        let number = pooled >= 0 && out.pool != nil ? Int(pooled) : -1
        out.withCursor(reserving: Self.maximumFixedPart) { out in
            out.byte(header)
            out.count(index)
            if let presenter {
                out.count(CanonicalHeader.styleNumber(node.presentation))
                if presenter.isRootBelow {
                    out.count(0)
                } else {
                    out.count(1 + presenter.level)
                    out.count(presenter.offset)
                }
            }
            if header & CanonicalHeader.kindMask == 2 { out.count(node.selected) }
            if let selection = node.selection { out.count(selection) }
            if number >= 0 { out.count(number) }
        }
        if hasStore, number < 0 { out.store(stores[id].record!) }
        return header & CanonicalHeader.kindMask == 0 ? node.number : 0
    }

    /// The most bytes of a node before its record: the header and seven integers.
    private static let maximumFixedPart = 1 + 7 * CanonicalBytes.Cursor.maximumCount

    /// Where a presented level's presenter is: the root of the level just below (nearly always),
    /// or the node `offset` steps into the pre-order walk of level `level`.
    private struct PresenterCode {
        var level: Int
        var offset: Int
        var isRootBelow: Bool
    }

    /// The presenter of level `position` (> 0), coded.
    private static func presenterCode(
        ofLevel position: Int, _ hierarchy: Hierarchy, _ nodes: UnsafeBufferPointer<Hierarchy.Node>
    ) -> PresenterCode {
        let levels = hierarchy.levels
        let presenter = nodes[levels[position]].presenter
        guard presenter != levels[position - 1], let level = hierarchy.levelIndex(of: presenter) else {
            return PresenterCode(level: position - 1, offset: 0, isRootBelow: true)
        }
        var offset = 0
        var id = levels[level]
        while id != presenter, id >= 0 {
            id = Self.preorderNext(after: id, within: levels[level], nodes)
            offset += 1
        }
        return PresenterCode(level: level, offset: offset, isRootBelow: false)
    }
}

/// The scene instances a walk meets, in walk order, summed up: whether each was created after
/// the one met before it. Then no two instances of a scene are out of creation order, and the
/// canonical form need not say which is newer.
private struct SceneOrder {
    /// The last creation number met (0 before any).
    private var last = 0
    /// Whether the numbers met increase.
    private(set) var increasing = true

    /// Meets one instance.
    @inline(__always)
    mutating func meet(_ number: Int) {
        if number <= last { increasing = false }
        last = number
    }

    /// Meets the instances of a copied span, read from spans that were `renumbered` or not.
    @inline(__always)
    mutating func meet(_ span: CanonicalSpans.Span, renumbered: Bool) {
        guard span.last >= span.first else { return }
        if renumbered || Int(span.first) <= last { increasing = false }
        last = Int(span.last)
    }
}
