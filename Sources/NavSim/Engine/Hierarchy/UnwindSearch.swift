/// How UIKit finds an unwind segue's destination: from the source up through its containers, each
/// offering its other children (`allowedChildrenForUnwinding(from:)`) and then itself
/// (`canPerformUnwindSegueAction(_:from:sender:)`), then down the presenting chain to the window.
/// Nearest first:
/// - the entries below the source in its own navigation stack, top-most first, and a parent
///   scene's other embedded children (in the order they were embedded), then the parent itself;
/// - a tab bar controller's other tabs, in tab order, each searched from the top of its stack
///   down (the default `allowedChildrenForUnwinding` is every child but the one holding the
///   source; `unwind(for:towards:)` then selects the tab holding the destination), then the tab
///   bar controller itself;
/// - the view controller that presented the source's level (`presentingViewController`: the root
///   of a level below, or the one defining a context presentation's context) — the scene it shows
///   first, then the same walk from there — and so on down to the window.
/// A view controller offered to the search is searched the same way: its children first, then
/// itself (the deprecated `viewControllerForUnwindSegueAction` returned "a direct child … that
/// responds YES …, or self if no children respond YES but the receiver itself does"). A named
/// unwind wants only scenes of one class; an unwind to `any` wants every node, containers too.
struct UnwindSearch {
    let hierarchy: Hierarchy
    /// Whether a node is the destination wanted.
    let wanted: (Hierarchy.Kind) -> Bool

    /// The nearest wanted instance from `source` (`source` itself counts when `includingSource`).
    func destination(from source: Int, includingSource: Bool) -> Int? {
        if includingSource, wanted(hierarchy.nodes[source].kind) { return source }
        if let found = searchUp(from: source) { return found }
        guard var level = hierarchy.levelIndex(of: source) else { return nil }
        while level > 0 {
            let presenter = hierarchy.presenter(ofLevel: level)
            let shown = hierarchy.descend(presenter)
            if wanted(hierarchy.nodes[shown].kind) { return shown }
            if let found = searchUp(from: shown) { return found }
            guard let below = hierarchy.levelIndex(of: presenter) else { return nil }
            level = below
        }
        return nil
    }

    /// Walks from `id` to its level root, asking each container for its other children.
    private func searchUp(from id: Int) -> Int? {
        let nodes = hierarchy.nodes
        var current = id
        while nodes[current].parent >= 0 {
            let parent = nodes[current].parent
            switch nodes[parent].kind {
            case .navigation:
                // The entries below the source, top-most first.
                var below = nodes[current].previousSibling
                while below >= 0 {
                    if let found = searchDown(below) { return found }
                    below = nodes[below].previousSibling
                }
            case .scene, .tabs:
                // The other embedded children, or the other tabs, in order.
                for child in hierarchy.children(of: parent) where child != current {
                    if let found = searchDown(child) { return found }
                }
            }
            // Then the parent itself.
            if wanted(nodes[parent].kind) { return parent }
            current = parent
        }
        return nil
    }

    /// A child offered to the search, its own children first — a scene's embedded children, a
    /// stack from its top down, a tab bar's tabs in order — then itself.
    private func searchDown(_ id: Int) -> Int? {
        let node = hierarchy.nodes[id]
        let children = hierarchy.children(of: id)
        if case .navigation = node.kind {
            for entry in children.reversed() {
                if let found = searchDown(entry) { return found }
            }
        } else {
            for child in children {
                if let found = searchDown(child) { return found }
            }
        }
        return wanted(node.kind) ? id : nil
    }
}
