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

    /// The window's root first, then each presented view controller; empty before launch.
    public var levels: [Node]

    /// Creates a snapshot.
    public init(levels: [Node]) { self.levels = levels }

    /// Whether the app has launched (the window has a root).
    public var isEmpty: Bool { levels.isEmpty }

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
