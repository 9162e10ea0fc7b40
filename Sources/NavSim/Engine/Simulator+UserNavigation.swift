/// The user's `back`, `dismiss` and `tab`: not routes, so they pass nothing and unwrap nothing.
extension Simulator {
    // MARK: The user's back, dismiss and tab

    mutating func userBack() {
        let top = topScene
        guard let navigation = navigationController(of: top) else {
            outcome.failure = ActionFailure(
                id: FailureID.nothingToGoBack,
                message: "there is no back button: '\(instanceName(top))' is not in a navigation controller")
            return
        }
        let stack = nodes[navigation].children
        guard stack.count >= 2 else {
            outcome.failure = ActionFailure(
                id: FailureID.nothingToGoBack,
                message: "there is no back button: '\(instanceName(navigation))' shows its root '\(instanceName(top))'")
            return
        }
        let destination = descend(stack[stack.count - 2])
        openHop(
            route: "back", kind: .programmatic, declaration: "back button", from: instanceName(top),
            to: instanceName(destination), graphLine: nil)
        note(destination: "\(instanceName(destination)), viewControllers[count - 2] of \(instanceName(navigation))")
        reach(step: 3)
        note(
            navigation:
                "pop \(instanceName(stack[stack.count - 1])) off \(instanceName(navigation)), performed by the back button"
        )
        truncateStack(navigation, to: stack.count - 1)
        let hop = closeHop()
        appear(Trigger(hop: hop, route: "back", graphLine: nil))
    }

    mutating func userDismiss() {
        guard levels.count > 1 else {
            outcome.failure = ActionFailure(
                id: FailureID.nothingToDismiss, message: "nothing is presented: there is no modal to swipe down")
            return
        }
        let top = topScene
        let presenter = levels[levels.count - 2].root
        let destination = descend(presenter)
        openHop(
            route: "dismiss", kind: .programmatic, declaration: "swipe down", from: instanceName(top),
            to: instanceName(destination), graphLine: nil)
        note(destination: "\(instanceName(destination)), shown by the presenting \(instanceName(presenter))")
        reach(step: 3)
        note(navigation: "dismiss \(instanceName(levels[levels.count - 1].root)), performed by the user's swipe")
        removeLevels(from: levels.count - 1)
        let hop = closeHop()
        appear(Trigger(hop: hop, route: "dismiss", graphLine: nil))
    }

    mutating func userSelectTab(_ name: String) {
        let top = topScene
        guard let tabs = tabBarController(of: top) else {
            outcome.failure = ActionFailure(id: FailureID.tabNotFound, message: "no tab bar on screen")
            return
        }
        let children = nodes[tabs].children
        guard let position = children.firstIndex(where: { declaredName($0) == name }) else {
            let names = children.map { "'\(declaredName($0))'" }.joined(separator: ", ")
            outcome.failure = ActionFailure(
                id: FailureID.tabNotFound, message: "'\(instanceName(tabs))' has no tab '\(name)'",
                notes: ["its tabs: \(names)"])
            return
        }
        let tab = children[position]
        var navigation: String
        if nodes[tabs].selected == position {
            // Tapping the selected tab pops its navigation stack to the root, as UITabBarController does.
            if case .navigation = nodes[tab].kind, nodes[tab].children.count > 1 {
                let popped = nodes[tab].children.dropFirst().map { instanceName($0) }.joined(separator: ", ")
                truncateStack(tab, to: 1)
                navigation = "tab \(name) is already selected: pop \(popped) off \(name), performed by the tab bar"
            } else {
                navigation = "tab \(name) is already selected: nothing happens"
            }
        } else {
            nodes[tabs].selected = position
            navigation = "select tab \(name) of \(instanceName(tabs)), performed by the tab bar"
        }
        let destination = descend(tab)
        openHop(
            route: "tab", kind: .tab, declaration: "tab bar", from: instanceName(top), to: instanceName(destination),
            graphLine: nil)
        note(destination: "\(instanceName(destination)), top of tab \(name)")
        reach(step: 3)
        note(navigation: navigation)
        let hop = closeHop()
        appear(Trigger(hop: hop, route: "tab", graphLine: nil))
    }
}
