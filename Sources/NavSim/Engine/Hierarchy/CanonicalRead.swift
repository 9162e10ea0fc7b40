/// Reading the canonical form back (`CanonicalForm.swift` says what it holds): a hierarchy
/// rebuilt through its own operations, and, for the explorer, a read that keeps the nodes the
/// state read before it shares.
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
    mutating func read(canonical reader: inout CanonicalBytes.Reader) {
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
        if isPresented { present(id, style: style) }
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
}
