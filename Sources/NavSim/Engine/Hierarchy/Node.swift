/// What the hierarchy is made of: a node for each view controller, as plain data, and its data
/// store beside it. `Hierarchy` owns every change to them; these are their layouts.
extension Hierarchy {
    /// What a node is: a scene or a container, by its position in the graph.
    enum Kind: Hashable, Sendable {
        case scene(Int)
        case navigation(Int)
        case tabs(Int)
    }

    /// One view controller, as plain data.
    struct Node: Sendable, BitwiseCopyable, Equatable {
        var kind: Kind
        /// Unique for the life of the hierarchy: tells a new top scene from the one that appeared.
        var serial: Int
        /// The creation count of a scene (`ShowOrder#2`); 0 for containers.
        var number: Int
        var selection: Int?
        /// The container holding it or the scene embedding it; -1 when it has none.
        var parent: Int
        /// Its children — a stack bottom first, tabs, or embedded children — as a list linked
        /// through them: the first and last (-1 when none) and how many.
        var firstChild = -1
        var lastChild = -1
        var childCount = 0
        /// Its neighbours in its parent's list (-1 at either end).
        var previousSibling = -1
        var nextSibling = -1
        var selected: Int
        /// The level it is the root of, or -1.
        var level: Int
        /// Whether its view has loaded (embeds are performed then).
        var loaded: Bool
        var live: Bool
        var instantiation: Instantiation
        /// How it was presented, when it is the root of a presented level.
        var presentation: PresentationStyle
        /// The view controller that presented it (`presentingViewController`), when it is the root
        /// of a presented level: the root of a level below, or for a context presentation
        /// (`currentContext`, `overCurrentContext`) the view controller that defines the context,
        /// whose area it covers; -1 for the window's root.
        var presenter = -1
        /// Whether it, or anything under it, changed since the hierarchy was rebuilt from a saved
        /// state (a new node always has): the explorer's writer copies what is not
        /// (`CanonicalSpans`).
        var touched = true
    }

    /// A node's data store. A struct of its own, not a bare `Record?`: an array of optionals is
    /// copied and destroyed through the runtime's generic witnesses, element by element, at
    /// several times the cost of a struct's own.
    struct StoreSlot {
        var record: Record?
        /// The record's number in the pool of the state it was rebuilt from (the explorer's
        /// `RecordPool`), which writing the state again uses as it is; -1 once the store is
        /// written, or when it was not rebuilt from one.
        var pooled: Int32 = -1

        /// Whether both hold the same record storage (so equal records) with the same pool
        /// number, or both none.
        func isIdentical(to other: StoreSlot) -> Bool {
            guard pooled == other.pooled else { return false }
            switch (record, other.record) {
            case (nil, nil): return true
            case (let mine?, let theirs?): return mine.storageAddress == theirs.storageAddress
            default: return false
            }
        }
    }
}
