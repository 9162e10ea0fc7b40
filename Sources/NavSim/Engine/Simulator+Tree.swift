/// The view-controller tree: building instances, walking parents, levels and the top scene,
/// releasing what leaves the hierarchy, and appearance (embeds and `!` checks).
extension Simulator {
    // MARK: Building

    /// Creates a scene instance; its data store is wired only when its `setup` runs for `via`.
    mutating func newScene(_ sceneIndex: Int, via: Instantiation) -> Int {
        sceneCounter += 1
        let store: Record? = program.scenes[sceneIndex].scene.setup.wires(via) ? templates[sceneIndex] : nil
        return allocate(
            Node(
                kind: .scene(sceneIndex), serial: 0, number: sceneCounter, store: store, selection: nil, parent: -1,
                children: [], selected: 0, level: -1, loaded: false, live: true, instantiation: via))
    }

    /// Builds a scene or a container with its contents (a navigation controller's root, every tab).
    mutating func build(_ target: Target, via: Instantiation) -> Int {
        switch target {
        case .scene(let index):
            return newScene(index, via: via)
        case .navigation(let index):
            let id = allocate(containerNode(.navigation(index), via: via))
            if let root = containers[index].root {
                let child = build(root, via: via)
                attach(child, to: id)
            }
            return id
        case .tabs(let index):
            let id = allocate(containerNode(.tabs(index), via: via))
            for child in containers[index].children {
                attach(build(child, via: via), to: id)
            }
            return id
        }
    }

    private func containerNode(_ kind: Node.Kind, via: Instantiation) -> Node {
        Node(
            kind: kind, serial: 0, number: 0, store: nil, selection: nil, parent: -1, children: [], selected: 0,
            level: -1,
            loaded: true, live: true, instantiation: via)
    }

    mutating func allocate(_ node: Node) -> Int {
        var node = node
        serialCounter += 1
        node.serial = serialCounter
        if let slot = freeSlots.popLast() {
            nodes[slot] = node
            return slot
        }
        nodes.append(node)
        return nodes.count - 1
    }

    mutating func attach(_ child: Int, to parent: Int) {
        nodes[child].parent = parent
        nodes[parent].children.append(child)
    }

    /// Frees an instance and everything under it (deferred to the end of the action, so a
    /// double tap can still read the instance it fired from).
    mutating func release(_ id: Int) {
        guard nodes[id].live else { return }
        nodes[id].live = false
        nodes[id].store = nil
        let children = nodes[id].children
        nodes[id].children = []
        for child in children where nodes[child].parent == id { release(child) }
        freeSlots.append(id)
    }

    // MARK: Walking

    /// The scene shown by a view controller: selected tab → top of stack, repeatedly.
    func descend(_ id: Int) -> Int {
        var current = id
        while true {
            switch nodes[current].kind {
            case .scene: return current
            case .navigation:
                guard let last = nodes[current].children.last else { return current }
                current = last
            case .tabs:
                let children = nodes[current].children
                guard !children.isEmpty else { return current }
                current = children[min(nodes[current].selected, children.count - 1)]
            }
        }
    }

    /// The top scene: the scene shown by the top-most level.
    var topScene: Int { descend(levels[levels.count - 1].root) }

    /// The `navigationController` of an instance: the nearest navigation container above it.
    func navigationController(of id: Int) -> Int? {
        var current = nodes[id].parent
        while current >= 0 {
            if case .navigation = nodes[current].kind { return current }
            current = nodes[current].parent
        }
        return nil
    }

    /// The `tabBarController` of an instance.
    func tabBarController(of id: Int) -> Int? {
        var current = nodes[id].parent
        while current >= 0 {
            if case .tabs = nodes[current].kind { return current }
            current = nodes[current].parent
        }
        return nil
    }

    /// The root of the level holding an instance (following parents up).
    func levelRoot(of id: Int) -> Int {
        var current = id
        while nodes[current].parent >= 0 { current = nodes[current].parent }
        return current
    }

    /// The level index of an instance, or nil when it has left the hierarchy.
    func levelIndex(of id: Int) -> Int? {
        let root = levelRoot(of: id)
        let level = nodes[root].level
        return level >= 0 && level < levels.count && levels[level].root == root ? level : nil
    }

    /// Removes every level from `index` up (dismissing a view controller dismisses what it presents).
    mutating func removeLevels(from index: Int) {
        while levels.count > index {
            let level = levels.removeLast()
            nodes[level.root].level = -1
            pendingRelease.append(level.root)
        }
    }

    /// Pops a navigation stack down to `count` entries.
    mutating func truncateStack(_ navigation: Int, to count: Int) {
        while nodes[navigation].children.count > count {
            let removed = nodes[navigation].children.removeLast()
            pendingRelease.append(removed)
        }
    }

    // MARK: Names

    /// The instance name: `ShowOrder#2` for a scene, the plain name for a container.
    func instanceName(_ id: Int) -> String {
        switch nodes[id].kind {
        case .scene(let index): return "\(scenes[index].name)#\(nodes[id].number)"
        case .navigation(let index), .tabs(let index): return containers[index].name
        }
    }

    /// The declared name: the scene or container name.
    func declaredName(_ id: Int) -> String {
        switch nodes[id].kind {
        case .scene(let index): return scenes[index].name
        case .navigation(let index), .tabs(let index): return containers[index].name
        }
    }

    /// The scene index of a scene instance.
    func sceneIndex(_ id: Int) -> Int? {
        if case .scene(let index) = nodes[id].kind { return index }
        return nil
    }

    /// How UIKit prints the instance: `<ShowOrderViewController: ShowOrder#2>`.
    func uikitDescription(_ id: Int) -> String {
        "<\(className(id)): \(instanceName(id))>"
    }

    func className(_ id: Int) -> String {
        switch nodes[id].kind {
        case .scene(let index): return UIKitText.className(ofScene: scenes[index].name)
        case .navigation: return "UINavigationController"
        case .tabs: return "UITabBarController"
        }
    }

    /// The type name a failed cast prints: module-qualified for scenes.
    func castName(_ id: Int) -> String {
        switch nodes[id].kind {
        case .scene(let index): return castName(ofScene: scenes[index].name)
        case .navigation: return "UINavigationController"
        case .tabs: return "UITabBarController"
        }
    }

    func castName(ofScene scene: String) -> String {
        "\(graph.name.text).\(UIKitText.className(ofScene: scene))"
    }

    // MARK: On screen

    /// The on-screen scenes, top-most first: the top scene, then its embedded children (depth first).
    var onScreenScenes: [Int] {
        var result: [Int] = []
        collectOnScreen(topScene, into: &result)
        return result
    }

    private func collectOnScreen(_ id: Int, into result: inout [Int]) {
        result.append(id)
        for child in nodes[id].children where nodes[child].parent == id {
            let shown = descend(child)
            if case .scene = nodes[shown].kind { collectOnScreen(shown, into: &result) }
        }
    }

    /// The top-most on-screen scene that has a route named `name`, with the route.
    func findOnScreen(route name: String) -> (Int, Int)? {
        findRoute(name, in: topScene)
    }

    private func findRoute(_ name: String, in id: Int) -> (Int, Int)? {
        guard case .scene(let index) = nodes[id].kind else { return nil }
        if let route = scenes[index].routesByName[name] { return (id, route) }
        for child in nodes[id].children {
            let shown = descend(child)
            if let found = findRoute(name, in: shown) { return found }
        }
        return nil
    }

    /// The top-most on-screen instance of a scene.
    func onScreenInstance(of sceneName: String) -> Int? {
        guard !levels.isEmpty else { return nil }
        return onScreenScenes.first { declaredName($0) == sceneName }
    }

    mutating func routeNotOnScreen(_ name: String) -> ActionFailure {
        let shown = onScreenScenes.map { "'\(instanceName($0))'" }.joined(separator: ", ")
        var notes = ["on screen: \(shown)"]
        let owners = (program.routesByName[name] ?? []).map { routeInfos[$0].route.source.text }
        if !owners.isEmpty {
            let list = owners.map { "'\($0)'" }.joined(separator: ", ")
            notes.append("'\(name)' is a route of \(list)")
        } else if let suggestion = NameSuggestion.closest(to: name, among: routeInfos.map(\.name)) {
            notes.append("did you mean '\(suggestion)'?")
        }
        return ActionFailure(
            id: FailureID.routeNotOnScreen, message: "no scene on screen has a route '\(name)'", notes: notes)
    }

    // MARK: Appearance

    /// Lets the top scene appear when it changed: loads its view (performing embeds the first
    /// time), checks its `!` fields like `viewWillAppear`, then lets its embedded children appear.
    mutating func appear(_ trigger: Trigger) {
        guard !crashed else { return }
        let top = topScene
        guard nodes[top].serial != topSerial else { return }
        topSerial = nodes[top].serial
        becomeVisible(top, trigger)
    }

    private mutating func becomeVisible(_ id: Int, _ trigger: Trigger) {
        guard case .scene(let index) = nodes[id].kind else { return }
        var created: [(child: Int, trigger: Trigger)] = []
        if !nodes[id].loaded {
            nodes[id].loaded = true
            for embed in scenes[index].embeds {
                guard let child = performEmbed(embed, parent: id) else { return }
                created.append(child)
            }
        }
        checkRequiredFields(id, trigger)
        if crashed { return }
        for child in nodes[id].children {
            let shown = descend(child)
            let childTrigger = created.first { $0.child == child }?.trigger ?? trigger
            becomeVisible(shown, childTrigger)
            if crashed { return }
        }
    }

    private mutating func checkRequiredFields(_ id: Int, _ trigger: Trigger) {
        guard case .scene(let index) = nodes[id].kind, let store = nodes[id].store else { return }
        for field in scenes[index].requiredOnAppear where (store[field] ?? .null).isNull {
            let type = scenes[index].scene.field(named: field).map { $0.type + "!" } ?? "!"
            raise(
                .nilDataStore,
                "'\(instanceName(id))' appears with '\(field)' nil, but '\(field)' is declared '\(type)'",
                uikit: UIKitText.unexpectedlyFoundNil, hopStep: 3, stops: true, route: trigger.route,
                graphLine: trigger.graphLine, attachTo: trigger.hop)
            return
        }
    }
}
