/// One field of a scene's data store (or of a shared store): `store order: Order!`.
public struct StoreField: Hashable, Sendable {
    /// How a field may be nil, from the marker after its type.
    public enum Requirement: String, Hashable, Sendable {
        /// `Type?`: may be nil at any time.
        case optional
        /// `Type!`: must be non-nil when the scene appears.
        case implicitlyUnwrapped
        /// `Type` (no marker): constructor-injected; must be passed when the scene is built.
        case constructor
    }

    /// The field's name.
    public var name: Name
    /// The type as written, without its marker (`[Order]`, `Order`); navsim does not check types.
    public var type: String
    /// The marker.
    public var requirement: Requirement

    /// Creates a field.
    public init(name: Name, type: String, requirement: Requirement) {
        self.name = name
        self.type = type
        self.requirement = requirement
    }
}
