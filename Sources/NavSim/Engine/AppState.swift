/// The app's whole state between two actions: the hierarchy, the data stores, and whether it has
/// launched or crashed. A value: copying, comparing and hashing it is what exploring needs.
struct AppState: Hashable, Sendable {
    var hierarchy = Hierarchy()
    var stores: DataStores
    var launched = false
    var crashed = false
}
