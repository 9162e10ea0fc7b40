/// Rebuilds what `StateWriter` wrote (its comment says what the bytes hold): an app that acts as
/// the one written, through the hierarchy's rebuild operations (`Hierarchy.rebuildNode`, …) and
/// its own `selectTab`, `present` and `setWindowRoot`, so every invariant holds. Instances are
/// numbered afresh, in an order that keeps which instance of each scene is the newest.
///
/// For the explorer, a read also records where each node lies in the bytes (`CanonicalSpans`),
/// and a read into the hierarchy the spans were read into, unchanged since, keeps the nodes the
/// two states share and reads on from the first that differs: a layer's states come in runs of
/// one state's successors, which differ in their last few nodes.
enum StateReader {
    /// Rebuilds a launched app from what `StateWriter.write(_:into:reusing:)` wrote; `stores`
    /// gives the scenes' initial stores.
    static func app(_ reader: inout CanonicalBytes.Reader, stores: DataStores) -> AppState {
        var app = AppState(stores: stores)
        var spans = CanonicalSpans()
        read(&reader, into: &app, stores: stores, spans: &spans)
        return app
    }

    /// Rebuilds a hierarchy alone from what `StateWriter.write(_:into:reusing:)` wrote of it.
    static func hierarchy(_ reader: inout CanonicalBytes.Reader) -> Hierarchy {
        var hierarchy = Hierarchy()
        var spans = CanonicalSpans()
        read(&reader, into: &hierarchy, spans: &spans)
        return hierarchy
    }

    /// Makes `app` what `StateWriter` wrote, in its own storage (the explorer rebuilds one state
    /// for every state it expands): the hierarchy, the scenes' initial stores of `stores`, then
    /// the shared stores. `spans` keeps where each node lies in the bytes.
    static func read(
        _ reader: inout CanonicalBytes.Reader, into app: inout AppState, stores: DataStores,
        spans: inout CanonicalSpans
    ) {
        read(&reader, into: &app.hierarchy, spans: &spans)
        app.stores.overwrite(with: stores)
        app.stores.replaceShared { record in record = reader.store() }
        app.launched = true
        app.crashed = false
    }

    /// Makes `hierarchy` the one `reader` holds, keeping where each node lies in the bytes; no
    /// node is touched after it. When the hierarchy is the one `spans` were read into, unchanged
    /// since (the explorer's state being expanded), the nodes whose bytes the two states share
    /// are kept and the read goes on after them.
    static func read(
        _ reader: inout CanonicalBytes.Reader, into hierarchy: inout Hierarchy, spans: inout CanonicalSpans
    ) {
        let origin = reader.position
        let resumed = resumePoint(reader, hierarchy, spans)
        if resumed > 0 {
            let start = Int(spans.spans[resumed].start)
            var ancestor = hierarchy.nodes[resumed].parent
            hierarchy.rewindRebuild(to: resumed, scenes: Int(spans.spans[resumed].first) - 1)
            spans.rewind(to: resumed)
            reader.skip(start)
            // Each ancestor's remaining children, innermost first, as its read would have gone on.
            while ancestor >= 0 {
                readChildren(of: ancestor, &reader, into: &hierarchy, origin: origin, &spans)
                ancestor = hierarchy.nodes[ancestor].parent
            }
        } else {
            hierarchy.startRebuild()
            spans.reset()
        }
        while reader.peek() != CanonicalHeader.end {
            let root = readNode(
                &reader, into: &hierarchy, parent: -1, isPresented: !hierarchy.levels.isEmpty, origin: origin, &spans)
            if hierarchy.levels.count == 0 { hierarchy.setWindowRoot(root) }
        }
        _ = reader.byte()
        let end = reader.position
        var order: [Int]?
        if reader.byte() == 1 {
            // The rank of each scene instance among those of its scene; any order that keeps
            // those ranks numbers them faithfully. The nodes were added in walk order.
            let nodes = hierarchy.nodes
            let scenes = nodes.indices.filter { if case .scene = nodes[$0].kind { true } else { false } }
            let ranks = scenes.map { _ in reader.count() }
            order = scenes.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }.map { scenes[$0] }
            spans.markRenumbered()
        }
        spans.keep(reader.bytes(in: origin..<end))
        hierarchy.finishRebuild(renumbering: order)
        assert(
            resumed == 0 || readsTheSame(reader, from: origin, hierarchy, spans),
            "a resumed read differs from a full one")
    }

    /// The node a read of `reader`'s state can go on from (0: it reads the whole state), when
    /// `hierarchy` is the one `spans` were read into: the first node whose own bytes (not its
    /// children's) differ from the last state's — at least the last node, and never inside a
    /// tab bar or presented view controller, which a read selects or presents when it closes.
    private static func resumePoint(_ reader: CanonicalBytes.Reader, _ hierarchy: Hierarchy, _ spans: CanonicalSpans)
        -> Int
    {
        let count = spans.count
        let nodes = hierarchy.nodes
        guard count > 1, count == nodes.count, !spans.renumbered, hierarchy.liveCount == count else { return 0 }
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
    private static func readsTheSame(
        _ reader: CanonicalBytes.Reader, from origin: Int, _ hierarchy: Hierarchy, _ spans: CanonicalSpans
    ) -> Bool {
        var full = Hierarchy()
        var fullSpans = CanonicalSpans()
        var again = reader.moved(to: origin)
        read(&again, into: &full, spans: &fullSpans)
        return full.nodes == hierarchy.nodes && full.levels == hierarchy.levels
            && full.scenesCreated == hierarchy.scenesCreated
            && full.storeSlots.indices.allSatisfy {
                full.storeSlots[$0].pooled == hierarchy.storeSlots[$0].pooled
                    && full.storeSlots[$0].record == hierarchy.storeSlots[$0].record
            }
            && fullSpans.count == spans.count && fullSpans.spans[..<spans.count] == spans.spans[..<spans.count]
            && fullSpans.bytes[..<fullSpans.byteCount] == spans.bytes[..<spans.byteCount]
    }

    /// Reads a node and its children, pre-order, adding them in that order; the node is the last
    /// child of `parent` (-1: a level's root, presented unless it is the window's). A function,
    /// not a nested one: a recursive closure's captures are checked for exclusive access at run
    /// time.
    private static func readNode(
        _ reader: inout CanonicalBytes.Reader, into hierarchy: inout Hierarchy, parent: Int, isPresented: Bool,
        origin: Int, _ spans: inout CanonicalSpans
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
            let levels = hierarchy.levels
            presenter = code == 0 ? levels[levels.count - 1] : levels[code - 1] + reader.count()
        }
        let kind: Hierarchy.Kind
        switch header & CanonicalHeader.kindMask {
        case 0: kind = .scene(index)
        case 1: kind = .navigation(index)
        default: kind = .tabs(index)
        }
        let selected = header & CanonicalHeader.kindMask == 2 ? reader.count() : 0
        let selection = header & CanonicalHeader.hasSelection != 0 ? reader.count() : nil
        var store = Hierarchy.StoreSlot(record: nil)
        if header & CanonicalHeader.hasStore != 0 {
            let (record, number) = reader.numberedStore()
            store = Hierarchy.StoreSlot(record: record, pooled: number.map(Int32.init) ?? -1)
        }
        // The node's own creation number, when it is a scene, is its span's first.
        let first = hierarchy.scenesCreated + 1
        let loaded = header & CanonicalHeader.loaded != 0
        let id = hierarchy.rebuildNode(
            kind, parent: parent, loaded: loaded, via: via, selection: selection, store: store)
        spans.open(id, at: start, number: first)
        readChildren(of: id, &reader, into: &hierarchy, origin: origin, &spans)
        if selected != 0 { hierarchy.selectTab(id, selected) }
        if isPresented { hierarchy.present(id, style: style, by: presenter) }
        return id
    }

    /// Reads node `id`'s children, each the last child of it, and its end marker.
    @inline(__always)
    private static func readChildren(
        of id: Int, _ reader: inout CanonicalBytes.Reader, into hierarchy: inout Hierarchy, origin: Int,
        _ spans: inout CanonicalSpans
    ) {
        while reader.peek() != CanonicalHeader.end {
            _ = readNode(&reader, into: &hierarchy, parent: id, isPresented: false, origin: origin, &spans)
        }
        _ = reader.byte()
        spans.close(id, at: reader.position - origin, number: hierarchy.scenesCreated)
    }
}

// MARK: - Where a read found each node

/// Where each node of a hierarchy read from its canonical form lies in those bytes, kept so that
/// a state one action away is written by copying what the action left alone. Only a read
/// (`StateReader`, above) fills them; the writer (`StateWriter`) reads them.
///
/// The explorer reads the state it expands (`StateReader.read`), resets a scratch
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
    /// `StateReader.read`): the spans of their ancestors are closed again.
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
