/// What the hierarchy looks like now, for traces and expectations.
extension Simulator {
    /// The hierarchy in trace notation with instance numbers:
    /// `Home{*ContactsTab[Contacts#1, Detail#3], FavoritesTab[Contacts#2]} > EditNav[EditContact#4]`.
    public var hierarchyDescription: String {
        guard !levels.isEmpty else { return "nothing: the app has not launched" }
        var text = ""
        for (index, level) in levels.enumerated() {
            if index > 0 { text += " > " }
            render(level.root, into: &text)
        }
        return text
    }

    private func render(_ id: Int, into text: inout String) {
        let node = nodes[id]
        switch node.kind {
        case .scene:
            text += instanceName(id)
            guard !node.children.isEmpty else { return }
            text += "("
            renderList(node.children, selected: nil, into: &text)
            text += ")"
        case .navigation:
            text += instanceName(id) + "["
            renderList(node.children, selected: nil, into: &text)
            text += "]"
        case .tabs:
            text += instanceName(id) + "{"
            renderList(node.children, selected: node.selected, into: &text)
            text += "}"
        }
    }

    private func renderList(_ ids: [Int], selected: Int?, into text: inout String) {
        for (index, child) in ids.enumerated() {
            if index > 0 { text += ", " }
            if index == selected { text += "*" }
            render(child, into: &text)
        }
    }

    /// The hierarchy as a pattern without instance numbers, for `expect hierarchy`.
    public var hierarchyPattern: HierarchyPattern {
        HierarchyPattern(levels: levels.map { pattern($0.root) })
    }

    private func pattern(_ id: Int) -> HierarchyPattern.Node {
        let node = nodes[id]
        switch node.kind {
        case .scene: return .scene(name: declaredName(id), embedded: node.children.map(pattern))
        case .navigation: return .navigation(name: declaredName(id), stack: node.children.map(pattern))
        case .tabs: return .tabs(name: declaredName(id), children: node.children.map(pattern), selected: node.selected)
        }
    }

    /// The top scene's instance name (`ShowOrder#2`); nil before launch.
    public var topSceneDescription: String? { levels.isEmpty ? nil : instanceName(topScene) }

    /// The top scene's declared name (`ShowOrder`); nil before launch.
    public var topSceneName: String? { levels.isEmpty ? nil : declaredName(topScene) }

    /// The innermost navigation stack on screen (the top scene's navigation controller): its name
    /// and its entries' declared names, bottom first; nil when the top scene is in none.
    public var innermostStack: (container: String, entries: [String], instances: [String])? {
        guard !levels.isEmpty, let navigation = navigationController(of: topScene) else { return nil }
        let stack = nodes[navigation].children
        return (declaredName(navigation), stack.map(declaredName), stack.map(instanceName))
    }

    /// The top-most modal: its declared name and the top scene inside it (the same for a scene);
    /// nil when nothing is presented.
    public var presented: (root: String, scene: String, instance: String)? {
        guard levels.count > 1 else { return nil }
        let root = levels[levels.count - 1].root
        let shown = descend(root)
        return (declaredName(root), declaredName(shown), instanceName(shown))
    }

    /// The selected child of the tab bar controller nearest the top (searching the top-most level
    /// first, then the levels below it); nil when there is no tab bar controller.
    public var selectedTab: (container: String, tab: String)? {
        var index = levels.count - 1
        while index >= 0 {
            let shown = descend(levels[index].root)
            if let tabs = tabBarController(of: shown) {
                let children = nodes[tabs].children
                guard !children.isEmpty else { return nil }
                return (declaredName(tabs), declaredName(children[min(nodes[tabs].selected, children.count - 1)]))
            }
            index -= 1
        }
        return nil
    }

    /// The on-screen scenes' instance names, top-most first.
    public var onScreenDescriptions: [String] { levels.isEmpty ? [] : onScreenScenes.map(instanceName) }

    /// How many view controllers are alive (in the hierarchy), for tests of memory use.
    public var liveInstanceCount: Int { nodes.count - freeSlots.count }
}
