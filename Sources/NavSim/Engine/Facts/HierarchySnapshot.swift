/// The hierarchy at one moment, as a tree of instances: the window's root first, then each
/// presented view controller. Its notation (`Main[ListOrders#1, ShowOrder#2] > EditNav[EditContact#4]`)
/// is its `description`; without instance numbers it is a `HierarchyPattern`.
///
/// A trace records one after every hop, so it is kept flat and plain: the view controllers in
/// pre-order, each naming its scene or container by a number in a `NameTable` the snapshot
/// shares (the replay's program has one for the whole graph). Taking a snapshot copies no
/// string, and writing one copies each name's bytes as they are. Two snapshots are equal when
/// their trees are, whatever tables they name through.
public struct HierarchySnapshot: Hashable, Sendable {
    /// One view controller of the tree.
    public indirect enum Node: Hashable, Sendable {
        /// A scene, with its embedded children.
        case scene(Instance, embedded: [Node])
        /// A navigation controller and its stack, bottom first.
        case navigation(Instance, stack: [Node])
        /// A tab bar controller, its tabs, and the index of the selected one.
        case tabs(Instance, children: [Node], selected: Int)
    }

    /// One view controller in pre-order.
    struct Entry: Hashable, Sendable {
        /// Its name's number in the snapshot's table.
        var name: Int32
        /// How many entries right after it are its children (each followed by its own).
        var childCount: Int32
        /// A scene's creation number; -1 for a container.
        var number: Int32
        /// A tab bar's selected tab; 0 otherwise.
        var selected: Int32
        var kind: Instance.Kind
    }

    /// The view controllers in pre-order, level by level.
    private(set) var entries: [Entry]
    /// The names the entries name.
    private(set) var names: NameTable

    /// A snapshot of entries already in pre-order, naming through `names`.
    init(entries: [Entry], names: NameTable) {
        self.entries = entries
        self.names = names
    }

    /// Creates a snapshot.
    public init(levels: [Node]) {
        guard !levels.isEmpty else {
            // Records let go of their snapshots by setting an empty one, once per hop.
            self.init(entries: [], names: NameTable.none)
            return
        }
        var names: [String] = []
        var numbers: [String: Int32] = [:]
        var entries: [Entry] = []
        func append(_ node: Node) {
            let (instance, children, selected): (Instance, [Node], Int)
            switch node {
            case .scene(let scene, let embedded): (instance, children, selected) = (scene, embedded, 0)
            case .navigation(let navigation, let stack): (instance, children, selected) = (navigation, stack, 0)
            case .tabs(let tabs, let tabChildren, let tab): (instance, children, selected) = (tabs, tabChildren, tab)
            }
            let name =
                numbers[instance.name]
                ?? {
                    names.append(instance.name)
                    numbers[instance.name] = Int32(names.count - 1)
                    return Int32(names.count - 1)
                }()
            entries.append(
                Entry(
                    name: name, childCount: Int32(children.count), number: instance.number.map(Int32.init) ?? -1,
                    selected: Int32(selected), kind: instance.kind))
            children.forEach(append)
        }
        levels.forEach(append)
        self.init(entries: entries, names: NameTable(names))
    }

    /// The window's root first, then each presented view controller; empty before launch.
    public var levels: [Node] {
        var position = 0
        var roots: [Node] = []
        while position < entries.count { roots.append(node(at: &position)) }
        return roots
    }

    /// Whether the app has launched (the window has a root).
    public var isEmpty: Bool { entries.isEmpty }

    /// The instance of entry `entry`.
    func instance(_ entry: Entry) -> Instance {
        Instance(name: names[entry.name], kind: entry.kind, number: entry.number < 0 ? nil : Int(entry.number))
    }

    private func node(at position: inout Int) -> Node {
        let entry = entries[position]
        position += 1
        let children = (0..<Int(entry.childCount)).map { _ in node(at: &position) }
        let instance = instance(entry)
        switch entry.kind {
        case .scene: return .scene(instance, embedded: children)
        case .navigation: return .navigation(instance, stack: children)
        case .tabs: return .tabs(instance, children: children, selected: Int(entry.selected))
        }
    }

    /// The same tree named by `name` (the declared name for `expect hierarchy`, the instance
    /// for a trace).
    public func pattern(naming name: (Instance) -> String = \.name) -> HierarchyPattern {
        func convert(_ node: Node) -> HierarchyPattern.Node {
            switch node {
            case .scene(let instance, let embedded):
                return .scene(name: name(instance), embedded: embedded.map(convert))
            case .navigation(let instance, let stack):
                return .navigation(name: name(instance), stack: stack.map(convert))
            case .tabs(let instance, let children, let selected):
                return .tabs(name: name(instance), children: children.map(convert), selected: selected)
            }
        }
        return HierarchyPattern(levels: levels.map(convert))
    }

    /// Equal trees: the same shape, kinds, numbers and selections, and the same names, compared
    /// as numbers when both share one table and as strings otherwise.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        guard lhs.entries.count == rhs.entries.count else { return false }
        let shared = lhs.names === rhs.names
        for (left, right) in zip(lhs.entries, rhs.entries) {
            guard left.childCount == right.childCount, left.number == right.number, left.selected == right.selected,
                left.kind == right.kind
            else { return false }
            if shared ? left.name != right.name : lhs.names[left.name] != rhs.names[right.name] { return false }
        }
        return true
    }

    /// Hashes the tree as `==` compares it, names as strings.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(entries.count)
        for entry in entries {
            hasher.combine(names[entry.name])
            hasher.combine(entry.childCount)
            hasher.combine(entry.number)
            hasher.combine(entry.selected)
            hasher.combine(entry.kind)
        }
    }
}

/// The names a `HierarchySnapshot` names its view controllers by, with each name's UTF-8 bytes
/// ready to copy into a trace. Immutable and shared: a replay's program makes one for its
/// graph's scenes and containers, and every snapshot of the replay refers to it.
final class NameTable: Sendable {
    /// The table of a snapshot with no view controllers.
    static let none = NameTable([])

    private let strings: [String]
    /// Each name's UTF-8 bytes; nil for a name holding a line break, which a trace escapes.
    private let bytes: [[UInt8]?]

    init(_ names: [String]) {
        strings = names
        bytes = names.map { name in name.contains(where: \.isNewline) ? nil : Array(name.utf8) }
    }

    /// Name number `number`.
    subscript(number: Int32) -> String { strings[Int(number)] }

    /// Writes name number `number` into `text`: its bytes as they are when it needs no escaping.
    func write(_ number: Int32, to text: inout some NotationStream) {
        if let utf8 = bytes[Int(number)] {
            text.writeVerbatim(utf8)
        } else {
            text.write(strings[Int(number)])
        }
    }
}
