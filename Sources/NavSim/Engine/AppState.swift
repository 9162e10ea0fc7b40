/// The app's whole state between two actions: the hierarchy, the data stores, and whether it has
/// launched or crashed. A value; the explorer's `StateCodec` (`Explore/StateCodec/`) writes it as
/// bytes, rebuilds it from them and resets a scratch copy to it, which is what exploring needs.
struct AppState: Sendable {
    var hierarchy = Hierarchy()
    var stores: DataStores
    var launched = false
    var crashed = false

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
