/// One field of a scene's data store (or of a shared store): `store order: Order!`, or with a
/// starting value, `store items: [Item] = []`.
public struct StoreField: Hashable, Sendable {
    /// How a field may be nil, from the marker after its type.
    public enum Requirement: String, Hashable, Sendable {
        /// `Type?`: may be nil at any time.
        case optional
        /// `Type!`: must be non-nil when the scene appears.
        case implicitlyUnwrapped
        /// `Type` (no marker): never nil. Constructor-injected (must be passed when the scene is
        /// built) unless the field has an initial value.
        case constructor
    }

    /// The value after `=`: what the field holds in every new instance of its store, before
    /// anything is passed (`= []` of Swift's `var items: [Item] = []`).
    public struct InitialValue: Hashable, Sendable {
        /// The value, a constant (the DSL's value notation reads no path here).
        public var value: Value
        /// Where the value starts.
        public var position: SourcePosition

        /// Creates an initial value.
        public init(_ value: Value, at position: SourcePosition) {
            self.value = value
            self.position = position
        }
    }

    /// The field's name.
    public var name: Name
    /// The type as written, without its marker (`[Order]`, `Order`); navsim does not check types.
    public var type: String
    /// The marker.
    public var requirement: Requirement
    /// The value after `=`, if the field has one; `= nil` is kept (on `?` and `!` it means what
    /// no initial value means; on a field with no marker it is an error).
    public var initialValue: InitialValue?

    /// Creates a field.
    public init(name: Name, type: String, requirement: Requirement, initialValue: InitialValue? = nil) {
        self.name = name
        self.type = type
        self.requirement = requirement
        self.initialValue = initialValue
    }

    /// Whether every route that builds the scene must pass the field: no marker and no initial value.
    public var isConstructorInjected: Bool { requirement == .constructor && initialValue == nil }

    /// The value a new instance's store starts with in this field, or nil when it starts without
    /// one (no initial value, or `= nil`).
    public var startingValue: Value? {
        guard let value = initialValue?.value, !value.isNull else { return nil }
        return value
    }
}
