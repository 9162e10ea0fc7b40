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
        hierarchy = Hierarchy(canonical: &reader)
        self.stores = stores
        self.stores.replaceShared { record in record = reader.store() }
        launched = true
    }

    /// A state before launch.
    init(stores: DataStores) {
        self.stores = stores
    }
}
