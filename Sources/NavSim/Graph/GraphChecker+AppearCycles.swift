extension Route {
    /// Whether taking the route builds its destination (a new instance): a show, push, present,
    /// stack replacement or root replacement, not a pop, dismiss, tab selection, unwind or embed.
    var buildsDestination: Bool {
        switch kind {
        case .segue: return true
        case .programmatic(let action, _):
            switch action {
            case .show, .showDetail, .push, .present, .setStack, .setRoot: return true
            case .pop, .popTo, .popToRoot, .dismiss, .tab: return false
            }
        case .unwind, .embed: return false
        }
    }
}

extension GraphChecker.Run {
    /// `onFirstAppear` routes that build, through what they bring into the window, a new instance
    /// of their own source, directly or through other such routes (errors): each instance runs the
    /// route once, but each run makes another instance whose first appearance runs it again, so
    /// the app never stops navigating. Reported at the `onFirstAppear` keyword of every route on
    /// such a loop, naming the loop.
    func checkFirstAppearCycles() {
        let appearRoutes = graph.routes.filter { $0.isOnFirstAppear && $0.buildsDestination }
        guard !appearRoutes.isEmpty else { return }
        var bySource: [String: [Int]] = [:]
        for (index, route) in appearRoutes.enumerated() { bySource[route.source.text, default: []].append(index) }
        // For each route, the routes the first appearance of what it builds takes, and the
        // instance that takes each.
        let next: [[(route: Int, source: String)]] = appearRoutes.map { route in
            graph.appearingWhenBuilt(route.destination.text).flatMap { name in
                (bySource[name] ?? []).map { (route: $0, source: name) }
            }
        }
        for (index, route) in appearRoutes.enumerated() {
            guard let loop = shortestLoop(from: index, next) else { continue }
            let steps = loop.map { step in
                "'\(appearRoutes[step.route].name.text)' builds a new '\(step.source)', whose first appearance takes "
                    + "'\(appearRoutes[step.next].name.text)'"
            }
            error(
                GraphChecker.firstAppearLoop, at: route.onFirstAppear ?? route.position,
                "onFirstAppear route '\(route.name.text)' never stops: " + steps.joined(separator: "; ")
                    + ", and so on without end (each run makes another instance that runs it again)")
        }
    }

    /// The shortest way from route `start` back to itself through `next`, as its steps (each a
    /// route, the instance it builds that takes the step's next route, and that route), or nil.
    private func shortestLoop(
        from start: Int, _ next: [[(route: Int, source: String)]]
    ) -> [(route: Int, source: String, next: Int)]? {
        var cameFrom: [Int: (route: Int, source: String)] = [:]
        var queue = [start]
        var head = 0
        while head < queue.count {
            let current = queue[head]
            head += 1
            for edge in next[current] {
                if edge.route == start {
                    var steps = [(route: current, source: edge.source, next: start)]
                    var at = current
                    while at != start, let previous = cameFrom[at] {
                        steps.insert((route: previous.route, source: previous.source, next: at), at: 0)
                        at = previous.route
                    }
                    return steps
                }
                guard cameFrom[edge.route] == nil else { continue }
                cameFrom[edge.route] = (route: current, source: edge.source)
                queue.append(edge.route)
            }
        }
        return nil
    }
}
