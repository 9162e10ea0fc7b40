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
