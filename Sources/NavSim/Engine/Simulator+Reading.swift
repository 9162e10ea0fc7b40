/// What a scenario's `expect` lines and a test read of the app: the hierarchy, the top scene,
/// the stacks, the modals, the tabs and the stores. None of it changes the app.
extension Simulator {
    /// The top-most on-screen instance of a scene.
    func onScreenInstance(of sceneName: String) -> Int? {
        guard !app.hierarchy.levels.isEmpty else { return nil }
        return app.hierarchy.onScreenScenes.first { program.name(of: app.hierarchy.nodes[$0].kind) == sceneName }
    }

    /// The hierarchy now, as a tree of instances (empty before launch).
    public var hierarchy: HierarchySnapshot { program.snapshot(app.hierarchy) }

    /// How many view controllers are alive: every scene and container in the hierarchy.
    public var liveViewControllers: Int { app.hierarchy.liveCount }

    /// The hierarchy as a pattern without instance numbers, for `expect hierarchy`.
    public var hierarchyPattern: HierarchyPattern { hierarchy.pattern() }

    /// The top scene (nil before launch).
    public var topScene: Instance? {
        app.hierarchy.levels.isEmpty ? nil : program.instance(app.hierarchy.top, in: app.hierarchy)
    }

    /// The innermost navigation stack on screen (the top scene's navigation controller) and its
    /// entries, bottom first; nil when the top scene is in none.
    public var innermostStack: (container: Instance, entries: [Instance])? {
        guard !app.hierarchy.levels.isEmpty, let navigation = app.hierarchy.navigationController(of: app.hierarchy.top)
        else { return nil }
        return (
            program.instance(navigation, in: app.hierarchy),
            app.hierarchy.children(of: navigation).map { program.instance($0, in: app.hierarchy) }
        )
    }

    /// The top-most modal the window shows: its root and the top scene inside it (the same for a
    /// scene); nil when nothing is presented, or only a context presentation in a tab not selected.
    public var presented: (root: Instance, scene: Instance)? {
        let level = app.hierarchy.topLevel
        guard level > 0 else { return nil }
        let root = app.hierarchy.levels[level]
        return (
            program.instance(root, in: app.hierarchy), program.instance(app.hierarchy.descend(root), in: app.hierarchy)
        )
    }

    /// The presented view controller nearest the top named `name` (a level's root, or the scene it
    /// shows) and the view controller that presents it (the root of a level below, or the view
    /// controller that defines a context presentation's context); nil when
    /// no presented level is or shows `name`.
    public func presentation(of name: String) -> (presented: Instance, presenter: Instance)? {
        let levels = app.hierarchy.levels
        for level in levels.indices.dropFirst().reversed() {
            let root = levels[level]
            let shown = app.hierarchy.descend(root)
            guard
                program.name(of: app.hierarchy.nodes[root].kind) == name
                    || program.name(of: app.hierarchy.nodes[shown].kind) == name
            else { continue }
            return (
                program.instance(root, in: app.hierarchy),
                program.instance(app.hierarchy.presenter(ofLevel: level), in: app.hierarchy)
            )
        }
        return nil
    }

    /// The live instances of scene or container `name`, on screen or not, in creation order.
    public func liveInstances(of name: String) -> [Instance] {
        app.hierarchy.nodes.indices.filter { id in
            app.hierarchy.nodes[id].live && program.name(of: app.hierarchy.nodes[id].kind) == name
        }.map { program.instance($0, in: app.hierarchy) }.sorted { ($0.number ?? 0) < ($1.number ?? 0) }
    }

    /// The selected child of the tab bar controller nearest the top (searching the top-most level
    /// first, then the levels below it); nil when there is no tab bar controller.
    public var selectedTab: (container: Instance, tab: Instance)? {
        for root in app.hierarchy.levels.reversed() {
            guard let tabs = app.hierarchy.tabBarController(of: app.hierarchy.descend(root)) else { continue }
            let children = app.hierarchy.children(of: tabs)
            guard !children.isEmpty else { return nil }
            let tab = children.at(min(app.hierarchy.nodes[tabs].selected, children.count - 1))
            return (program.instance(tabs, in: app.hierarchy), program.instance(tab, in: app.hierarchy))
        }
        return nil
    }

    /// The on-screen scenes, top-most first.
    public var onScreen: [Instance] {
        app.hierarchy.levels.isEmpty ? [] : app.hierarchy.onScreenScenes.map { program.instance($0, in: app.hierarchy) }
    }

    /// How many view controllers are alive (in the hierarchy), for tests of memory use.
    public var liveInstanceCount: Int { app.hierarchy.liveCount }

    /// Reads `Scene.path` in the on-screen instance of Scene (or a shared store) for `expect`.
    public func read(_ path: Path) -> Result<Value, ActionFailure> {
        var instance: Int?
        if program.sharedIndex[path.root.text] == nil {
            guard let found = onScreenInstance(of: path.root.text) else {
                return .failure(
                    ActionFailure(.cannotRead(.notOnScreen(path: path.description, root: path.root.text, onScreen: [])))
                )
            }
            instance = found
        }
        return app.stores.read(path, in: instance, app.hierarchy, program).mapError { ActionFailure(.cannotRead($0)) }
    }

    /// What `read(_:)` reads for `Scene.path`: the on-screen instance (`Detail#2`) or the shared
    /// store's name; nil when neither is there.
    public func owner(of path: Path) -> String? {
        if program.sharedIndex[path.root.text] != nil { return path.root.text }
        return onScreenInstance(of: path.root.text).map { program.instance($0, in: app.hierarchy).description }
    }

    /// Evaluates a scenario value (an `expect` right-hand side) with only the shared stores in scope.
    public func evaluateConstant(_ expression: Expression) -> Value? {
        try? app.stores.evaluate(expression, in: nil, app.hierarchy, program)
    }
}
