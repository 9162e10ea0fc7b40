/// An unwind segue's way down, as a hierarchy operation: what is above the destination is
/// dismissed and popped, and the tab holding it selected, through the hierarchy's own operations.
extension Hierarchy {
    /// What an unwind did on its way down to its destination, in order.
    enum UnwindStep: Hashable, Sendable {
        case dismiss(root: Int)
        case pop(ArraySlice<Int>, off: Int)
        case selectTab(Int)
    }

    /// An unwind: dismisses every level above the target's, then pops each stack on the way down
    /// to it (selecting the tab that holds it). Returns what it did, in order.
    mutating func unwind(to target: Int) -> [UnwindStep] {
        var steps: [UnwindStep] = []
        if let level = levelIndex(of: target), level < levels.count - 1 {
            steps.append(.dismiss(root: levels[level + 1]))
            dismiss(fromLevel: level + 1)
        }
        var child = target
        var parent = nodes[target].parent
        while parent >= 0 {
            switch nodes[parent].kind {
            case .navigation:
                if let position = children(of: parent).position(of: child), position < nodes[parent].childCount - 1 {
                    steps.append(.pop(pop(parent, keeping: position + 1), off: parent))
                }
            case .tabs:
                if let position = children(of: parent).position(of: child), position != nodes[parent].selected {
                    selectTab(parent, position)
                    steps.append(.selectTab(child))
                }
            case .scene:
                break
            }
            child = parent
            parent = nodes[parent].parent
        }
        return steps
    }
}
