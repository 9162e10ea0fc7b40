/// What identifies a hierarchy's state: the tree walked from the window, level by level, keeping
/// everything that changes what the app does next and nothing that only names or places an
/// instance (instance numbers, slots, serials). Two apps that reached the same screens with the
/// same data by different paths write the same bytes; equality, hashing and the explorer's
/// visited states all use them, and `init(canonical:)` rebuilds a hierarchy that acts the same.
///
/// Each node, pre-order: a header byte (kind, view loaded, has a store, has a selection, how it
/// was built), the scene's or container's index, a presented level's style, a tab bar's selected
/// tab, the selection, the store (its fields, or its number when the writer has a `RecordPool`),
/// the number of children. After the walk, the order in which instances of the same scene were
/// created, when it is not the walk's order: `fire … from Scene` picks the newest instance, so
/// that order changes what the app does next — while the order between different scenes does
/// not, and is not kept.
extension Hierarchy {
    private enum Header {
        static let kindMask: UInt8 = 0b11
        static let loaded: UInt8 = 1 << 2
        static let hasStore: UInt8 = 1 << 3
        static let hasSelection: UInt8 = 1 << 4
        static let instantiationShift: UInt8 = 5
    }

    private static let styles = PresentationStyle.allCases
    /// Instantiations by the number the header keeps of them.
    private static let instantiations: [Instantiation] = [.storyboard, .code, .factory]

    /// Equal when their canonical forms are: instance numbers, slots and creation order never
    /// make two hierarchies differ.
    static func == (lhs: Hierarchy, rhs: Hierarchy) -> Bool { lhs.canonicalBytes == rhs.canonicalBytes }

    func hash(into hasher: inout Hasher) { hasher.combine(canonicalBytes) }

    private var canonicalBytes: [UInt8] {
        var out = CanonicalBytes()
        writeCanonical(into: &out)
        return out.bytes
    }

    /// Writes the canonical form (see the type's comment).
    func writeCanonical(into out: inout CanonicalBytes) {
        out.count(levels.count)
        out.sceneWalk.reset()
        nodes.withUnsafeBufferPointer { nodes in
            storeSlots.withUnsafeBufferPointer { stores in
                for (position, root) in levels.enumerated() {
                    Self.write(root, of: nodes, stores, isPresented: position > 0, into: &out)
                }
            }
        }
        guard !out.sceneWalk.inCreationOrder else {
            out.byte(0)
            return
        }
        out.byte(1)
        let scenes = out.sceneWalk.scenes
        for (scene, number) in scenes {
            out.count(scenes.count { $0.scene == scene && $0.number < number })
        }
    }

    /// The scene instances a canonical walk meets, in walk order, and whether the instances of
    /// each scene are met in the order they were created.
    struct SceneWalk {
        /// Each instance met (its scene and creation number) in the first `count`, then room
        /// kept from earlier walks: a walk is reset for every state the explorer writes.
        private var met: [(scene: Int, number: Int)] = []
        private var count = 0
        /// Whether no instance met had a newer instance of its scene before it.
        private(set) var inCreationOrder = true
        /// Whether every instance met was created after the one met before it (a stack pushed in
        /// order, nearly every state): then no scene's instances can be out of order, and none
        /// is searched for.
        private var increasing = true
        private var last = 0

        /// The instances met, in walk order.
        var scenes: ArraySlice<(scene: Int, number: Int)> { met[..<count] }

        /// Empties the walk, keeping its storage.
        mutating func reset() {
            count = 0
            inCreationOrder = true
            increasing = true
            last = 0
        }

        /// Meets instance `number` of `scene`.
        @inline(__always)
        mutating func meet(_ scene: Int, number: Int) {
            if increasing, number > last {
                last = number
            } else {
                increasing = false
                if inCreationOrder, scenes.contains(where: { $0.scene == scene && $0.number > number }) {
                    inCreationOrder = false
                }
            }
            if count < met.count { met[count] = (scene, number) } else { met.append((scene, number)) }
            count += 1
        }
    }

    /// Writes node `id` and its children, pre-order. A static function with every input passed
    /// in, not a nested one capturing them: a recursive closure's captures are checked for
    /// exclusive access at run time, on every node of every state.
    private static func write(
        _ id: Int, of nodes: UnsafeBufferPointer<Node>, _ stores: UnsafeBufferPointer<StoreSlot>, isPresented: Bool,
        into out: inout CanonicalBytes
    ) {
        var header = instantiationBits(nodes[id].instantiation)
        if nodes[id].loaded { header |= Header.loaded }
        if stores[id].record != nil { header |= Header.hasStore }
        if nodes[id].selection != nil { header |= Header.hasSelection }
        let index: Int
        switch nodes[id].kind {
        case .scene(let scene):
            index = scene
            out.sceneWalk.meet(scene, number: nodes[id].number)
        case .navigation(let container):
            header |= 1
            index = container
        case .tabs(let container):
            header |= 2
            index = container
        }
        out.byte(header)
        out.count(index)
        if isPresented { out.count(styles.firstIndex(of: nodes[id].presentation)!) }
        if header & Header.kindMask == 2 { out.count(nodes[id].selected) }
        if let selection = nodes[id].selection { out.count(selection) }
        if header & Header.hasStore != 0 {
            // A store read from the search's pool and not written since writes its number as
            // it is; any other is looked up.
            if stores[id].pooled >= 0, out.pool != nil {
                out.count(Int(stores[id].pooled))
            } else {
                out.store(stores[id].record!)
            }
        }
        out.count(nodes[id].childCount)
        var child = nodes[id].firstChild
        while child >= 0 {
            write(child, of: nodes, stores, isPresented: false, into: &out)
            child = nodes[child].nextSibling
        }
    }

    private static func instantiationBits(_ via: Instantiation) -> UInt8 {
        switch via {
        case .storyboard: return 0 << Header.instantiationShift
        case .code: return 1 << Header.instantiationShift
        case .factory: return 2 << Header.instantiationShift
        }
    }

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
        removeAll()
        let levelCount = reader.count()
        var scenes: [Int] = []
        scenes.reserveCapacity(16)
        if levelCount > 0 {
            setWindowRoot(readNode(&reader, parent: -1, isPresented: false, scenes: &scenes))
            for _ in 1..<levelCount { _ = readNode(&reader, parent: -1, isPresented: true, scenes: &scenes) }
        }
        if reader.byte() == 1 {
            // The rank of each scene instance among those of its scene; any order that keeps
            // those ranks numbers them faithfully.
            let ranks = scenes.map { _ in reader.count() }
            let order = scenes.indices.sorted { (ranks[$0], $0) < (ranks[$1], $1) }
            renumberScenes(order.map { scenes[$0] })
        }
        _ = newlyAppearing()
    }

    /// Reads a node and its children, pre-order, adding the scenes to `scenes` in walk order; the
    /// node is the last child of `parent` (-1: a level's root). A method, not a nested function:
    /// a recursive closure's captures are checked for exclusive access at run time.
    private mutating func readNode(
        _ reader: inout CanonicalBytes.Reader, parent: Int, isPresented: Bool, scenes: inout [Int]
    ) -> Int {
        let header = reader.byte()
        let via = Self.instantiations[Int(header >> Header.instantiationShift)]
        let index = reader.count()
        let style = isPresented ? Self.styles[reader.count()] : .fullScreen
        let kind: Kind
        switch header & Header.kindMask {
        case 0: kind = .scene(index)
        case 1: kind = .navigation(index)
        default: kind = .tabs(index)
        }
        let selected = header & Header.kindMask == 2 ? reader.count() : 0
        let selection = header & Header.hasSelection != 0 ? reader.count() : nil
        var store = StoreSlot(record: nil)
        if header & Header.hasStore != 0 {
            let (record, number) = reader.numberedStore()
            store = StoreSlot(record: record, pooled: number.map(Int32.init) ?? -1)
        }
        let id = addRead(
            kind, parent: parent, loaded: header & Header.loaded != 0, via: via, selection: selection, store: store)
        if case .scene = kind { scenes.append(id) }
        let childCount = reader.count()
        for _ in 0..<childCount { _ = readNode(&reader, parent: id, isPresented: false, scenes: &scenes) }
        if selected != 0 { selectTab(id, selected) }
        if isPresented { present(id, style: style) }
        return id
    }
}
