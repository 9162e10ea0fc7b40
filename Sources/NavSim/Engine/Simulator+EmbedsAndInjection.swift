/// Embed segues, performed when a parent's view loads, and the navigation containers' `pass`
/// lines injected at launch.
extension Simulator {
    // MARK: embed and launch injection

    /// Performs an embed segue when its parent's view loads: a new child from the storyboard,
    /// the passes, then the child is added. Returns the child and the hop that made it.
    mutating func performEmbed(_ routeIndex: Int, parent: Int) -> (child: Int, trigger: Trigger)? {
        let info = routeInfos[routeIndex]
        guard let target = info.destination else { return nil }
        openHop(
            route: info.name, kind: .container, declaration: info.declaration, from: instanceName(parent),
            to: info.route.destination.text, graphLine: info.line)
        let child = build(target, via: .storyboard)
        let receiver = descend(child)
        if recordsTrace, recorder.draft != nil {
            recorder.draft!.to = instanceName(receiver)
            recorder.draft!.destination = builtText(child, receiver: receiver, via: .storyboard)
        }
        guard checkStores(info, source: parent, destination: receiver, builtVia: .storyboard),
            runPasses(
                info.passes, source: parent, destination: receiver, isUnwind: false, route: info.name,
                graphLine: info.line)
        else {
            pendingRelease.append(child)
            closeHop()
            return nil
        }
        reach(step: 3)
        attach(child, to: parent)
        note(navigation: "embedded in \(instanceName(parent)), performed by UIKit")
        let hop = closeHop()
        return (child, Trigger(hop: hop, route: info.name, graphLine: info.line))
    }

    /// Runs the `pass` lines of every navigation container in the launched structure: what the
    /// app delegate injects into each root view controller before the window shows it.
    mutating func injectContainers(in id: Int) {
        guard !crashed else { return }
        switch nodes[id].kind {
        case .scene:
            return
        case .navigation(let index):
            if !containers[index].passes.isEmpty, let root = nodes[id].children.first {
                inject(containers[index], into: descend(root))
            }
        case .tabs:
            break
        }
        for child in nodes[id].children {
            injectContainers(in: child)
            if crashed { return }
        }
    }

    private mutating func inject(_ container: ContainerInfo, into receiver: Int) {
        openHop(
            route: container.name, kind: .container, declaration: "navigation pass", from: container.name,
            to: declaredName(receiver), graphLine: container.line)
        if recordsTrace, recorder.draft != nil { recorder.draft!.to = instanceName(receiver) }
        note(
            destination: "\(instanceName(receiver)), viewControllers.first of \(container.name), \(storeText(receiver))"
        )
        if let index = sceneIndex(receiver), nodes[receiver].store == nil {
            raise(
                .nilDataStore,
                "'\(instanceName(receiver))' has a nil data store: setup '\(scenes[index].scene.setup.rawValue)' does not run for \(initialiser(nodes[receiver].instantiation))",
                uikit: UIKitText.unexpectedlyFoundNil, hopStep: 1, stops: true, route: container.name,
                graphLine: container.line)
            closeHop()
            return
        }
        reach(step: 2)
        guard
            runPasses(
                container.passes, source: nil, destination: receiver, isUnwind: false, route: container.name,
                graphLine: container.line)
        else {
            closeHop()
            return
        }
        reach(step: 3)
        note(navigation: "none: injected at launch, before the window shows it")
        closeHop()
    }
}
