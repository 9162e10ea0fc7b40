/// Routes that find their destination in the hierarchy: `pop`, `popTo`, `popToRoot`, `dismiss`
/// and `tab`, with the `destination-mismatch` a found instance of another scene raises.
extension Simulator {
    // MARK: A found destination of another scene

    /// The type a failed cast to the route's destination names.
    private func expectedCastName(_ info: RouteInfo) -> String {
        switch info.destination {
        case .navigation?: return "UINavigationController"
        case .tabs?: return "UITabBarController"
        default: return castName(ofScene: info.route.destination.text)
        }
    }

    /// Raises `destination-mismatch`: a found instance is not the declared destination. Returns false.
    private mutating func mismatch(_ found: Int, _ info: RouteInfo, where place: String) -> Bool {
        raise(
            .destinationMismatch,
            "route '\(info.name)' finds '\(instanceName(found))' (\(place)), not a '\(info.route.destination.text)'",
            uikit: UIKitText.couldNotCast(castName(found), to: expectedCastName(info)), hopStep: 1, stops: true,
            route: info.name, graphLine: info.line)
        return false
    }

    /// Steps 1 and 2 of a route that found an existing instance: records where it was found,
    /// raises `destination-mismatch` when it is another scene, unwraps both data stores and runs
    /// the `pass` lines. On failure the hop is closed and false returned.
    private mutating func takeFound(_ destination: Int, at place: String, info: RouteInfo, from source: Int) -> Bool {
        if recordsTrace, recorder.draft != nil {
            recorder.draft!.to = instanceName(destination)
            recorder.draft!.destination = "\(instanceName(destination)), \(place)"
        }
        guard declaredName(destination) == info.route.destination.text || mismatch(destination, info, where: place),
            checkStores(info, source: source, destination: destination, builtVia: nil),
            runPasses(
                info.passes, source: source, destination: destination, isUnwind: false, route: info.name,
                graphLine: info.line)
        else {
            closeHop()
            return false
        }
        return true
    }

    // MARK: pop, popTo, popToRoot

    mutating func performPop(_ info: RouteInfo, action: Route.Action, from source: Int, duringTransition: Bool)
        -> Bool
    {
        openHop(
            route: info.name, kind: .programmatic, declaration: info.declaration, from: instanceName(source),
            to: info.route.destination.text, graphLine: info.line)
        guard let navigation = navigationController(of: source) else {
            return crashWithoutDestination(
                .noNavigationController,
                "route '\(info.name)' pops from '\(instanceName(source))', which is not in a navigation controller",
                uikit: UIKitText.unexpectedlyFoundNil, info: info,
                because: "'\(instanceName(source))' has no navigation controller")
        }
        let stack = nodes[navigation].children
        let wanted = info.route.destination.text
        var position: Int
        var found = true
        switch action {
        case .popToRoot:
            position = 0
        case .popTo:
            position = stack.count - 2
            while position >= 0, declaredName(descend(stack[position])) != wanted { position -= 1 }
            if position < 0 {
                found = false
                position = stack.count - 2
            }
        default:
            position = stack.count - 2
        }
        // Where the router looked, for the trace and messages (only built when needed).
        func place() -> String {
            let nav = instanceName(navigation)
            switch action {
            case .popToRoot: return "viewControllers.first of \(nav)"
            case .popTo where found: return "the nearest \(wanted) below the top of \(nav)"
            case .popTo: return "viewControllers[count - 2] of \(nav), no \(wanted) below the top"
            default: return "viewControllers[count - 2] of \(nav)"
            }
        }
        guard position >= 0, position < stack.count else {
            let only = stack.map { "'\(instanceName($0))'" }.joined(separator: ", ")
            raise(
                .indexOutOfRange,
                "route '\(info.name)' reads viewControllers[count - 2] of '\(instanceName(navigation))', which holds only \(only)",
                uikit: UIKitText.indexOutOfRange, hopStep: 1, stops: true, route: info.name, graphLine: info.line)
            note(
                destination:
                    "nothing: \(instanceName(navigation)) holds \(stack.count) view controller\(stack.count == 1 ? "" : "s")"
            )
            closeHop()
            return false
        }
        let destination = descend(stack[position])
        guard takeFound(destination, at: place(), info: info, from: source) else { return false }
        reach(step: 3)
        if duringTransition {
            raise(
                .doublePresentation,
                "route '\(info.name)' fires again while '\(instanceName(navigation))' is still popping: the second pop is dropped",
                uikit: UIKitText.nestedPop, hopStep: 3, stops: false, route: info.name, graphLine: info.line)
            note(navigation: "pop \(instanceName(navigation)) dropped: the first pop is still animating")
            closeHop()
            return false
        }
        if position == stack.count - 1 {
            note(
                navigation:
                    "nothing to pop: \(instanceName(destination)) is already the top of \(instanceName(navigation))")
        } else {
            note(
                navigation:
                    "pop \(stack[(position + 1)...].map { instanceName($0) }.joined(separator: ", ")) off \(instanceName(navigation)), by the router"
            )
            truncateStack(navigation, to: position + 1)
        }
        let hop = closeHop()
        appear(Trigger(hop: hop, route: info.name, graphLine: info.line))
        return true
    }

    // MARK: dismiss

    mutating func performDismiss(_ info: RouteInfo, from source: Int, duringTransition: Bool) -> Bool {
        openHop(
            route: info.name, kind: .programmatic, declaration: info.declaration, from: instanceName(source),
            to: info.route.destination.text, graphLine: info.line)
        let level = levelIndex(of: source)
        let destination: Int
        var presenter = -1
        if duringTransition || level == nil {
            destination = topScene
        } else if let level, level > 0 {
            presenter = levels[level - 1].root
            destination = descend(presenter)
        } else {
            return crashWithoutDestination(
                .destinationMismatch,
                "route '\(info.name)' dismisses '\(instanceName(source))', which nothing presented: presentingViewController is nil",
                uikit: UIKitText.unexpectedlyFoundNil, info: info,
                because: "'\(instanceName(source))' was not presented")
        }
        func place() -> String {
            if presenter < 0 { return "the scene the first dismiss revealed" }
            if presenter == destination { return "the presenting view controller" }
            return "shown by the presenting \(instanceName(presenter))"
        }
        guard takeFound(destination, at: place(), info: info, from: source) else { return false }
        reach(step: 3)
        guard !duringTransition, let level else {
            raise(
                .doublePresentation,
                "route '\(info.name)' fires again while the dismissal is in progress: the second dismiss is dropped",
                uikit: UIKitText.dismissInProgress(uikitDescription(source)), hopStep: 3, stops: false,
                route: info.name,
                graphLine: info.line)
            note(navigation: "dismiss dropped: the first dismissal is still animating")
            closeHop()
            return false
        }
        note(navigation: "dismiss \(instanceName(levels[level].root)), by the router")
        removeLevels(from: level)
        let hop = closeHop()
        appear(Trigger(hop: hop, route: info.name, graphLine: info.line))
        return true
    }

    // MARK: tab

    mutating func performTab(_ info: RouteInfo, from source: Int) -> Bool {
        openHop(
            route: info.name, kind: .tab, declaration: info.declaration, from: instanceName(source),
            to: info.route.destination.text, graphLine: info.line)
        let wanted = info.route.destination.text
        guard let tabs = tabBarController(of: source) else {
            return crashWithoutDestination(
                .destinationMismatch,
                "route '\(info.name)' selects a tab, but '\(instanceName(source))' is not in a tab bar controller",
                uikit: UIKitText.unexpectedlyFoundNil, info: info,
                because: "tabBarController is nil")
        }
        let children = nodes[tabs].children
        guard let position = children.firstIndex(where: { holds($0, wanted) }) else {
            return crashWithoutDestination(
                .destinationMismatch,
                "route '\(info.name)' selects the tab holding '\(wanted)', but no tab of '\(instanceName(tabs))' holds one",
                uikit: UIKitText.unexpectedlyFoundNil, info: info,
                because: "no tab holds \(wanted)")
        }
        let tab = children[position]
        let destination = descend(tab)
        guard takeFound(destination, at: "top of tab \(instanceName(tab))", info: info, from: source) else {
            return false
        }
        reach(step: 3)
        if nodes[tabs].selected == position {
            note(navigation: "tab \(instanceName(tab)) of \(instanceName(tabs)) is already selected, by the router")
        } else {
            nodes[tabs].selected = position
            note(navigation: "select tab \(instanceName(tab)) of \(instanceName(tabs)), by the router")
        }
        let hop = closeHop()
        appear(Trigger(hop: hop, route: info.name, graphLine: info.line))
        return false
    }

    /// Whether a tab holds an instance of a scene: it is one, or its stack has one.
    private func holds(_ tab: Int, _ sceneName: String) -> Bool {
        if declaredName(tab) == sceneName { return true }
        if case .navigation = nodes[tab].kind {
            return nodes[tab].children.contains { declaredName($0) == sceneName }
        }
        return false
    }
}
