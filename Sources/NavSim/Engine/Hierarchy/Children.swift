extension Hierarchy {
    /// A view controller's children in order — a stack bottom first, the tabs, the embedded
    /// children — read from the links the nodes keep (`Node.firstChild`, `nextSibling`, …), so
    /// reading them allocates nothing and a node holds no array.
    ///
    /// It keeps the nodes it reads: a view lives for one query, never across a change.
    struct Children: BidirectionalCollection {
        /// A place in the list: the position (what `Index` compares) and the node there (-1 at
        /// the end).
        struct Index: Comparable {
            let position: Int
            let id: Int

            static func == (lhs: Index, rhs: Index) -> Bool { lhs.position == rhs.position }
            static func < (lhs: Index, rhs: Index) -> Bool { lhs.position < rhs.position }
        }

        private let nodes: [Node]
        private let parent: Int
        /// How many children there are (kept by the parent: not counted by walking).
        let count: Int

        init(of parent: Int, in nodes: [Node]) {
            self.nodes = nodes
            self.parent = parent
            count = nodes[parent].childCount
        }

        var startIndex: Index { Index(position: 0, id: nodes[parent].firstChild) }
        var endIndex: Index { Index(position: count, id: -1) }
        var isEmpty: Bool { count == 0 }

        func index(after index: Index) -> Index {
            Index(position: index.position + 1, id: nodes[index.id].nextSibling)
        }

        func index(before index: Index) -> Index {
            guard index.position < count else { return Index(position: count - 1, id: nodes[parent].lastChild) }
            return Index(position: index.position - 1, id: nodes[index.id].previousSibling)
        }

        subscript(index: Index) -> Int { index.id }

        /// The child at `position` (0 is the first), walked to from the nearer end.
        func at(_ position: Int) -> Int {
            precondition(position >= 0 && position < count, "no child at that position")
            if position < count / 2 {
                var id = nodes[parent].firstChild
                for _ in 0..<position { id = nodes[id].nextSibling }
                return id
            }
            var id = nodes[parent].lastChild
            for _ in 0..<(count - 1 - position) { id = nodes[id].previousSibling }
            return id
        }

        /// The position of `child`, which must be one of them.
        func position(of child: Int) -> Int? { firstIndex(of: child)?.position }
    }

    /// The children of `id`, in order.
    func children(of id: Int) -> Children { Children(of: id, in: nodes) }

    /// How many children `id` has.
    func childCount(of id: Int) -> Int { nodes[id].childCount }

    /// The last child of `id` (a stack's top), if any.
    func lastChild(of id: Int) -> Int? { nodes[id].lastChild < 0 ? nil : nodes[id].lastChild }

    /// The first child of `id` (a stack's root), if any.
    func firstChild(of id: Int) -> Int? { nodes[id].firstChild < 0 ? nil : nodes[id].firstChild }
}
