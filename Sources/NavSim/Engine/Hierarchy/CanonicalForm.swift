/// What identifies a hierarchy's state for equality and hashing: the tree walked from the window,
/// level by level, keeping everything that changes what the app does next and nothing that only
/// names or places an instance (instance numbers, slots, creation order, serials). Two apps that
/// reached the same screens with the same data by different paths have equal canonical forms.
struct CanonicalForm: Hashable {
    /// One node of the walk.
    private struct Node: Hashable {
        var kind: Hierarchy.Kind
        var store: Record?
        var selection: Int?
        var selected: Int
        var loaded: Bool
        var instantiation: Instantiation
        var presentation: PresentationStyle
        var childCount: Int
    }

    private let levelCount: Int
    private let nodes: [Node]

    init(_ hierarchy: Hierarchy) {
        var nodes: [Node] = []
        func walk(_ id: Int) {
            let node = hierarchy.nodes[id]
            nodes.append(
                Node(
                    kind: node.kind, store: node.store, selection: node.selection, selected: node.selected,
                    loaded: node.loaded, instantiation: node.instantiation, presentation: node.presentation,
                    childCount: node.children.count))
            for child in node.children { walk(child) }
        }
        hierarchy.levels.forEach(walk)
        levelCount = hierarchy.levels.count
        self.nodes = nodes
    }
}
