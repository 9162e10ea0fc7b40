/// Unwind segues: the search up the chain for the destination, and dismissing and popping down to it.
extension Simulator {
    // MARK: unwind

    mutating func performUnwind(_ info: RouteInfo, from source: Int, duringTransition: Bool) -> Bool {
        openHop(
            route: info.name, kind: .unwind, declaration: info.declaration, from: instanceName(source),
            to: info.route.destination.text, graphLine: info.line)
        let wanted = info.route.destination.text
        let found =
            duringTransition
            ? unwindTarget(wanted, from: topScene, includingSource: true)
            : unwindTarget(wanted, from: source, includingSource: false)
        guard let target = found else {
            raise(
                .unwindTargetNotFound,
                "no '\(wanted)' up the chain from '\(instanceName(source))': unwind '\(info.name)' does nothing",
                uikit:
                    "nothing is logged: no view controller up the chain implements the unwind action '\(info.name):'",
                hopStep: 1, stops: false, symptom: .silent, route: info.name, graphLine: info.line)
            note(destination: "no \(wanted) up the chain")
            closeHop()
            return false
        }
        if recordsTrace, recorder.draft != nil {
            recorder.draft!.to = instanceName(target)
            recorder.draft!.destination = "\(instanceName(target)), the nearest \(wanted) up the chain"
        }
        guard checkStores(info, source: source, destination: target, builtVia: nil),
            runPasses(
                info.passes, source: source, destination: target, isUnwind: true, route: info.name, graphLine: info.line
            )
        else {
            closeHop()
            return false
        }
        reach(step: 3)
        if duringTransition {
            raise(
                .doublePresentation,
                "unwind '\(info.name)' fires again during its own transition: the second one is dropped",
                uikit: UIKitText.unbalancedAppearance(uikitDescription(target)), hopStep: 3, stops: false,
                route: info.name, graphLine: info.line)
            note(navigation: "unwind dropped: the first unwind is still animating")
            closeHop()
            return false
        }
        let performed = unwind(to: target)  // not inside the lazy note: it changes the hierarchy
        note(navigation: performed + ", performed by UIKit")
        let hop = closeHop()
        appear(Trigger(hop: hop, route: info.name, graphLine: info.line))
        return true
    }

    /// Dismisses everything above the target's level, then pops every stack on the way down to
    /// it; returns what it did when the trace is recorded.
    private mutating func unwind(to target: Int) -> String {
        var actions: [String] = []
        if let level = levelIndex(of: target), level < levels.count - 1 {
            if recordsTrace { actions.append("dismiss \(instanceName(levels[level + 1].root))") }
            removeLevels(from: level + 1)
        }
        var child = target
        var parent = nodes[target].parent
        while parent >= 0 {
            switch nodes[parent].kind {
            case .navigation:
                if let position = nodes[parent].children.lastIndex(of: child),
                    position < nodes[parent].children.count - 1
                {
                    if recordsTrace {
                        let popped = nodes[parent].children[(position + 1)...].map { instanceName($0) }
                        actions.append("pop \(popped.joined(separator: ", ")) off \(instanceName(parent))")
                    }
                    truncateStack(parent, to: position + 1)
                }
            case .tabs:
                if let position = nodes[parent].children.firstIndex(of: child), position != nodes[parent].selected {
                    nodes[parent].selected = position
                    if recordsTrace { actions.append("select tab \(instanceName(child))") }
                }
            case .scene:
                break
            }
            child = parent
            parent = nodes[parent].parent
        }
        return actions.isEmpty ? "nothing to dismiss or pop" : actions.joined(separator: ", ")
    }

    // MARK: Unwind search

    /// The nearest instance of `sceneName` up the chain from `source`, as UIKit searches for an
    /// unwind destination: down the source's own stack (and the scenes embedding it), then the
    /// level that presented it — its shown scene first, then down its stacks — and so on to the window.
    func unwindTarget(_ sceneName: String, from source: Int, includingSource: Bool) -> Int? {
        if includingSource, declaredName(source) == sceneName { return source }
        if let found = searchUp(sceneName, from: source), found >= 0 { return found }
        guard let level = levelIndex(of: source) else { return nil }
        var index = level - 1
        while index >= 0 {
            let shown = descend(levels[index].root)
            if declaredName(shown) == sceneName { return shown }
            if let found = searchUp(sceneName, from: shown) { return found }
            index -= 1
        }
        return nil
    }

    /// Walks from `id` to its level root: the entries below it in each navigation stack, and the
    /// scenes embedding it.
    private func searchUp(_ sceneName: String, from id: Int) -> Int? {
        var current = id
        while nodes[current].parent >= 0 {
            let parent = nodes[current].parent
            switch nodes[parent].kind {
            case .navigation:
                let stack = nodes[parent].children
                if let position = stack.lastIndex(of: current) {
                    var below = position - 1
                    while below >= 0 {
                        let candidate = descend(stack[below])
                        if declaredName(candidate) == sceneName { return candidate }
                        below -= 1
                    }
                }
            case .scene:
                if declaredName(parent) == sceneName { return parent }
            case .tabs:
                break
            }
            current = parent
        }
        return nil
    }
}
