/// An app-wide model controller (a state controller), read and written as `Name.field`.
public struct SharedStore: Hashable, Sendable {
    /// The store's name.
    public var name: Name
    /// Its fields, in declaration order.
    public var fields: [StoreField]

    /// Creates a shared store.
    public init(name: Name, fields: [StoreField] = []) {
        self.name = name
        self.fields = fields
    }

    /// The field named `name`, if the store has one.
    public func field(named name: String) -> StoreField? { fields.first { $0.name.text == name } }
}
