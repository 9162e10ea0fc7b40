/// A view controller of a replay, as a fact: its declared name and, for a scene, its creation
/// number within the replay (`ShowOrder#2`). Containers keep their plain names (`Main`).
public struct Instance: Hashable, Sendable, CustomStringConvertible {
    /// Scene or container.
    public enum Kind: Hashable, Sendable {
        /// A scene: a Clean Swift view controller.
        case scene
        /// A `UINavigationController`.
        case navigation
        /// A `UITabBarController`.
        case tabs
    }

    /// The scene's or container's name in the graph.
    public var name: String
    /// What it is.
    public var kind: Kind
    /// The creation number of a scene; nil for a container.
    public var number: Int?

    /// Creates an instance fact.
    public init(name: String, kind: Kind, number: Int? = nil) {
        self.name = name
        self.kind = kind
        self.number = number
    }

    /// `ShowOrder#2` for a scene, the plain name for a container.
    public var description: String { number.map { "\(name)#\($0)" } ?? name }
}

/// The hierarchy at one moment, as a tree of instances: the window's root first, then each
/// presented view controller. Its notation (`Main[ListOrders#1, ShowOrder#2] > EditNav[EditContact#4]`)
/// is its `description`; without instance numbers it is a `HierarchyPattern`.
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

    /// One view controller in pre-order: the tree is kept flat, in one array, because a trace
    /// records it after every hop and step (a tree of boxed nodes cost millions of allocations
    /// on a long scenario). `levels` builds the tree when it is asked for.
    struct Entry: Hashable, Sendable {
        var instance: Instance
        /// How many entries right after it are its children (each followed by its own).
        var childCount: Int
        /// A tab bar's selected tab; 0 otherwise.
        var selected: Int
    }

    /// The view controllers in pre-order, level by level.
    private(set) var entries: [Entry]

    /// The window's root first, then each presented view controller; empty before launch.
    public var levels: [Node] {
        get {
            var position = 0
            var roots: [Node] = []
            while position < entries.count { roots.append(node(at: &position)) }
            return roots
        }
        set {
            entries = []
            for level in newValue { append(level) }
        }
    }

    /// Creates a snapshot.
    public init(levels: [Node]) {
        entries = []
        self.levels = levels
    }

    /// A snapshot of entries already in pre-order.
    init(entries: [Entry]) { self.entries = entries }

    /// Whether the app has launched (the window has a root).
    public var isEmpty: Bool { entries.isEmpty }

    private func node(at position: inout Int) -> Node {
        let entry = entries[position]
        position += 1
        let children = (0..<entry.childCount).map { _ in node(at: &position) }
        switch entry.instance.kind {
        case .scene: return .scene(entry.instance, embedded: children)
        case .navigation: return .navigation(entry.instance, stack: children)
        case .tabs: return .tabs(entry.instance, children: children, selected: entry.selected)
        }
    }

    private mutating func append(_ node: Node) {
        switch node {
        case .scene(let instance, let children), .navigation(let instance, let children):
            entries.append(Entry(instance: instance, childCount: children.count, selected: 0))
            children.forEach { append($0) }
        case .tabs(let instance, let children, let selected):
            entries.append(Entry(instance: instance, childCount: children.count, selected: selected))
            children.forEach { append($0) }
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
}
