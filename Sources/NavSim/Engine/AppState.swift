/// The app's whole state between two actions: the hierarchy, the data stores, and whether it has
/// launched or crashed. A value: copying, comparing and hashing it is what exploring needs.
struct AppState: Hashable, Sendable {
    var hierarchy = Hierarchy()
    var stores: DataStores
    var launched = false
    var crashed = false

    /// Writes what changes between two states of a launched app that has not crashed: the
    /// hierarchy's canonical form, then each shared store. The scenes' initial stores are the
    /// same in every such state (`given` comes before launch) and are not written.
    func writeCanonical(into out: inout CanonicalBytes) {
        hierarchy.writeCanonical(into: &out)
        for record in stores.shared { out.store(record) }
    }

    /// Rebuilds a launched app from what `writeCanonical` wrote; `stores` gives the scenes'
    /// initial stores.
    init(canonical reader: inout CanonicalBytes.Reader, stores: DataStores) {
        self.stores = stores
        read(canonical: &reader, stores: stores)
    }

    /// Becomes what `writeCanonical` wrote, as `init(canonical:stores:)` builds it, in its own
    /// storage (the explorer rebuilds one state for every state it expands).
    mutating func read(canonical reader: inout CanonicalBytes.Reader, stores: DataStores) {
        hierarchy.read(canonical: &reader)
        self.stores.overwrite(with: stores)
        self.stores.replaceShared { record in record = reader.store() }
        launched = true
        crashed = false
    }

    /// Becomes equal to `other` in its own storage (see `Hierarchy.overwrite(with:)`).
    mutating func overwrite(with other: AppState) {
        hierarchy.overwrite(with: other.hierarchy)
        stores.overwrite(with: other.stores)
        launched = other.launched
        crashed = other.crashed
    }

    /// A state before launch.
    init(stores: DataStores) {
        self.stores = stores
    }
}
