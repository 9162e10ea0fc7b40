extension Graph {
    /// What `start` leads to by containment and routes: the scenes reached, and the routes
    /// leaving a reached scene or container (those of a container are its own code's,
    /// `onFirstAppear`), in the order found. The one reachability both the checker's
    /// `unreachable-scene` warning and `navsim diff`'s consequences read.
    func reach(from start: String) -> (scenes: Set<String>, routes: [Route]) {
        var visited: Set<String> = [start]
        var queue = [start]
        var scenes: Set<String> = []
        var routes: [Route] = []
        var next = 0
        while next < queue.count {
            let name = queue[next]
            next += 1
            var successors: [String] = []
            if let container = container(named: name) {
                switch container.kind {
                case .navigation(let root, _): successors = [root.text]
                case .tabs(let children): successors = children.map(\.text)
                }
            } else if scene(named: name) != nil {
                scenes.insert(name)
            } else {
                continue
            }
            for route in self.routes(from: name) {
                routes.append(route)
                successors.append(route.destination.text)
            }
            for successor in successors where visited.insert(successor).inserted { queue.append(successor) }
        }
        return (scenes, routes)
    }

    /// The scenes and containers a new instance of `name` brings into the window with it: itself,
    /// a navigation controller's root, a tab bar controller's first (selected) tab and the tabs its
    /// own `onFirstAppear` `tab` routes select, a scene's embedded children, and so on down. Each starts unloaded, so each first appears.
    func appearingWhenBuilt(_ name: String) -> [String] {
        var found: [String] = []
        var visited: Set<String> = []
        var queue = [name]
        while let current = queue.popLast() {
            guard visited.insert(current).inserted else { continue }
            found.append(current)
            if let container = container(named: current) {
                switch container.kind {
                case .navigation(let root, _): queue.append(root.text)
                case .tabs(let children):
                    // The first tab is selected; a `tab` route of its own code selects another.
                    let selected = routes(from: current).filter { route in
                        guard route.isOnFirstAppear, case .programmatic(.tab, _) = route.kind else { return false }
                        return true
                    }
                    queue += (children.prefix(1).map(\.text) + selected.map(\.destination.text)).reversed()
                }
            } else if scene(named: current) != nil {
                queue += routes(from: current).filter { $0.kind == .embed }.map(\.destination.text).reversed()
            }
        }
        return found
    }
}
