/// What the first name of a path means: the one rule the graph checker, the scenario checker and
/// the engine all follow.
///
/// In a scene's scope, in order: a field the scene declares (its data store), `selection` (the row
/// selected in that instance), a shared store (`State.favorites`), else a store field the scene
/// does not declare (read as nil). With no scene in scope (a navigation container's `pass`, read by
/// the app delegate, or a scenario constant) only shared stores resolve.
///
/// A destination path's index (`pass dataSource[selection] = …`) is read in the destination
/// first — its own fields and selection — and falls back to the source: `resolveIndex`.
enum PathRoot: Hashable {
    /// A field the scene declares.
    case field(String)
    /// The instance's selected row.
    case selection
    /// A shared store, by its position among the graph's shared stores.
    case shared(Int)
    /// A name the scene does not declare: read from its store (nil unless something wrote it).
    case undeclared(String)
    /// No scene in scope and no shared store of that name.
    case unknown(String)

    /// Resolves `name` in the scope of a scene (`inScene`) that declares the fields `declares`
    /// says it does; with no scene in scope only shared stores resolve. `sharedStore` gives a
    /// shared store's position. (Non-escaping closures: this runs on every path a hop reads.)
    static func resolve(
        _ name: String, inScene: Bool, declares: (String) -> Bool, sharedStore: (String) -> Int?
    ) -> PathRoot {
        if inScene, declares(name) { return .field(name) }
        if inScene, name == "selection" { return .selection }
        if let index = sharedStore(name) { return .shared(index) }
        return inScene ? .undeclared(name) : .unknown(name)
    }

    /// Resolves an index name inside a destination path: the destination's declared fields and
    /// selection first, then the source's scope. Returns whether the destination owns it.
    static func resolveIndex(
        _ name: String, destination: (inScene: Bool, declares: (String) -> Bool),
        source: (inScene: Bool, declares: (String) -> Bool), sharedStore: (String) -> Int?
    ) -> (root: PathRoot, inDestination: Bool) {
        if destination.inScene, destination.declares(name) || name == "selection" {
            return (resolve(name, inScene: true, declares: destination.declares, sharedStore: sharedStore), true)
        }
        return (resolve(name, inScene: source.inScene, declares: source.declares, sharedStore: sharedStore), false)
    }
}
