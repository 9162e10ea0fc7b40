extension GraphChecker.Run {
    /// Whole-graph warnings, run only when the file has no error (an unknown or broken name
    /// would make them guess): scenes that nothing reaches from `start`, and `!` fields that no
    /// route or container passes and no initial value sets.
    func checkReachabilityAndInjection() {
        guard let start = parsed.starts.first, declarations[start.target.text] != nil else { return }
        let reached = graph.reach(from: start.target.text).scenes
        let passedByScene = passedFieldsByScene()
        for scene in graph.scenes where declarationIsFirst(scene.name) {
            guard reached.contains(scene.name.text) else {
                warning(
                    GraphChecker.unreachableScene, at: scene.name.position,
                    "scene '\(scene.name.text)' cannot be reached from 'start \(start.target.text)': "
                        + "no route or container leads to it")
                continue
            }
            let passed = (passedByScene[scene.name.text] ?? []).union(scene.appearLines.map(\.destination.root.text))
            // A `!` field that starts with a value is set before anything passes it.
            for field in scene.fields where field.requirement == .implicitlyUnwrapped && field.startingValue == nil {
                guard !passed.contains(field.name.text) else { continue }
                warning(
                    GraphChecker.unpassedField, at: field.name.position,
                    "'\(scene.name.text).\(field.name.text)' must be set before the scene appears ('!'), "
                        + "but no route, container or 'appear' line sets it")
            }
        }
    }

    /// For each scene, the fields some `pass` line writes: of routes into it (or into a
    /// navigation container whose root it is) and of such containers. Built once, in linear time.
    func passedFieldsByScene() -> [String: Set<String>] {
        var fields: [String: Set<String>] = [:]
        var rootOf: [String: String] = [:]
        for container in graph.containers where declarationIsFirst(container.name) {
            guard case .navigation(let root, let passes) = container.kind else { continue }
            rootOf[container.name.text] = root.text
            for pass in passes { fields[root.text, default: []].insert(pass.destination.root.text) }
        }
        for route in graph.routes {
            let scene = rootOf[route.destination.text] ?? route.destination.text
            for pass in route.passes { fields[scene, default: []].insert(pass.destination.root.text) }
        }
        return fields
    }
}
