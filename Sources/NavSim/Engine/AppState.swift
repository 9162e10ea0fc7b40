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
    /// With `base`, the spans of the state it was reset to, what no action touched is copied
    /// (`CanonicalSpans`).
    func writeCanonical(into out: inout CanonicalBytes, reusing base: CanonicalSpans = CanonicalSpans()) {
        hierarchy.writeCanonical(into: &out, reusing: base)
        for record in stores.shared { out.store(record) }
    }

    /// Rebuilds a launched app from what `writeCanonical` wrote; `stores` gives the scenes'
    /// initial stores.
    init(canonical reader: inout CanonicalBytes.Reader, stores: DataStores) {
        self.stores = stores
        var spans = CanonicalSpans()
        read(canonical: &reader, stores: stores, spans: &spans)
    }

    /// Becomes what `writeCanonical` wrote, as `init(canonical:stores:)` builds it, in its own
    /// storage (the explorer rebuilds one state for every state it expands).
    /// `spans` keeps where each node lies in the bytes.
    mutating func read(canonical reader: inout CanonicalBytes.Reader, stores: DataStores, spans: inout CanonicalSpans) {
        hierarchy.read(canonical: &reader, spans: &spans)
        self.stores.overwrite(with: stores)
        self.stores.replaceShared { record in record = reader.store() }
        launched = true
        crashed = false
    }

    /// Becomes equal to `other` in its own storage (see `Hierarchy.overwrite(with:again:)`).
    mutating func overwrite(with other: AppState, again: Bool = false) {
        hierarchy.overwrite(with: other.hierarchy, again: again)
        stores.overwrite(with: other.stores)
        launched = other.launched
        crashed = other.crashed
    }

    /// A state before launch.
    init(stores: DataStores) {
        self.stores = stores
    }
}
