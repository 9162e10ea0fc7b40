/// The three steps of every hop (spec §3): 1. get the destination and its data store, 2. pass
/// data, 3. navigate — for segues, programmatic routes, unwinds, embeds and launch injection.
///
/// A declared route is a Clean Swift router method (`routeToX`): it always unwraps the
/// destination's data store at step 1 (`destinationVC.router!.dataStore!`) and the source's at
/// step 2 (`passDataToX(source: dataStore!, …)`), so a nil store crashes there.
extension Simulator {
    /// Performs a route from `source`. `duringTransition` is the second tap of `tap X twice`: the
    /// route runs again against the hierarchy as UIKit has already updated it (a pop finds
    /// `viewControllers[count - 2]` in the shortened stack), and its navigation is dropped with
    /// UIKit's log. Returns whether a transition was started.
    @discardableResult
    mutating func perform(_ routeIndex: Int, from source: Int, duringTransition: Bool) -> Bool {
        let info = routeInfos[routeIndex]
        switch info.route.kind {
        case .segue:
            return performBuilding(info, from: source, via: .storyboard, duringTransition: duringTransition)
        case .programmatic(let action, let via):
            switch action {
            case .show, .push, .present:
                return performBuilding(info, from: source, via: via, duringTransition: duringTransition)
            case .pop, .popTo, .popToRoot:
                return performPop(info, action: action, from: source, duringTransition: duringTransition)
            case .dismiss:
                return performDismiss(info, from: source, duringTransition: duringTransition)
            case .tab:
                return performTab(info, from: source)
            }
        case .unwind:
            return performUnwind(info, from: source, duringTransition: duringTransition)
        case .embed:
            return false
        }
    }

    // MARK: Segues and show / push / present

    private enum Move {
        case push(Int)
        case present
        case noNavigationController
        case pushingNavigationController
    }

    private func move(for info: RouteInfo, source: Int, built: Int) -> Move {
        let isNavigation: Bool
        if case .navigation = nodes[built].kind { isNavigation = true } else { isNavigation = false }
        let wantsPush: Bool
        let mayPresent: Bool
        switch info.route.kind {
        case .segue(let kind):
            switch kind {
            case .show, .showDetail: (wantsPush, mayPresent) = (true, true)
            case .push: (wantsPush, mayPresent) = (true, false)
            case .present, .popover, .modal, .custom: (wantsPush, mayPresent) = (false, true)
            }
        case .programmatic(let action, _):
            switch action {
            case .show: (wantsPush, mayPresent) = (true, true)
            case .push: (wantsPush, mayPresent) = (true, false)
            default: (wantsPush, mayPresent) = (false, true)
            }
        default:
            (wantsPush, mayPresent) = (false, true)
        }
        guard wantsPush else { return .present }
        // `show` cannot push a navigation controller onto a navigation controller: it presents it.
        if mayPresent, isNavigation { return .present }
        guard let navigation = navigationController(of: source) else {
            return mayPresent ? .present : .noNavigationController
        }
        return isNavigation ? .pushingNavigationController : .push(navigation)
    }

    private mutating func performBuilding(
        _ info: RouteInfo, from source: Int, via: Instantiation, duringTransition: Bool
    )
        -> Bool
    {
        let isSegue: Bool
        if case .segue = info.route.kind { isSegue = true } else { isSegue = false }
        let performer = isSegue ? "performed by the segue" : "by the router"
        openHop(
            route: info.name, kind: isSegue ? .segue : .programmatic, declaration: info.declaration,
            from: instanceName(source), to: info.route.destination.text, graphLine: info.line)
        guard let target = info.destination else {
            outcome.failure = ActionFailure(
                id: FailureID.unsupportedNavigation,
                message:
                    "route '\(info.name)' leads to '\(info.route.destination.text)', which the graph does not declare")
            closeHop()
            return false
        }
        // 1. get
        let built = build(target, via: via)
        let receiver = descend(built)
        if recordsTrace, recorder.draft != nil {
            recorder.draft!.to = instanceName(receiver)
            recorder.draft!.destination = builtText(built, receiver: receiver, via: via)
        }
        guard checkStores(info, source: source, destination: receiver, builtVia: via) else {
            pendingRelease.append(built)
            closeHop()
            return false
        }
        // 2. pass
        guard
            runPasses(
                info.passes, source: source, destination: receiver, isUnwind: false, route: info.name,
                graphLine: info.line)
        else {
            pendingRelease.append(built)
            closeHop()
            return false
        }
        // 3. navigate
        reach(step: 3)
        switch move(for: info, source: source, built: built) {
        case .noNavigationController:
            let uikit =
                isSegue ? UIKitText.noNavigationController(segue: info.name) : UIKitText.unexpectedlyFoundNil
            raise(
                .noNavigationController,
                "\(info.route.keyword) '\(info.name)' pushes from '\(instanceName(source))', which is not in a navigation controller",
                uikit: uikit, hopStep: 3, stops: true, route: info.name, graphLine: info.line)
            note(navigation: "push: '\(instanceName(source))' has no navigation controller")
            pendingRelease.append(built)
            closeHop()
            return false
        case .pushingNavigationController:
            outcome.failure = ActionFailure(
                id: FailureID.unsupportedNavigation,
                message:
                    "\(info.route.keyword) '\(info.name)' pushes the navigation controller '\(declaredName(built))'",
                notes: ["UIKit: \(UIKitText.pushingNavigationController)"])
            note(navigation: "push refused: a navigation controller cannot be pushed")
            pendingRelease.append(built)
            closeHop()
            return false
        case .push(let navigation):
            if duringTransition {
                raise(
                    .doublePresentation,
                    "\(info.route.keyword) '\(info.name)' fires again while '\(instanceName(navigation))' is still pushing: the second push is dropped",
                    uikit: UIKitText.nestedPush, hopStep: 3, stops: false, route: info.name, graphLine: info.line)
                note(navigation: "push onto \(instanceName(navigation)) dropped: the first push is still animating")
                pendingRelease.append(built)
                closeHop()
                return false
            }
            attach(built, to: navigation)
            note(navigation: "push onto \(instanceName(navigation)), \(performer)")
        case .present:
            let level = levelIndex(of: source) ?? levels.count - 1
            let presenter = levels[level].root
            if duringTransition {
                raise(
                    .doublePresentation,
                    "\(info.route.keyword) '\(info.name)' fires again while a presentation is in progress: the second one is dropped",
                    uikit: UIKitText.presentationInProgress(
                        uikitDescription(built), on: uikitDescription(presenter), from: uikitDescription(source)),
                    hopStep: 3, stops: false, route: info.name, graphLine: info.line)
                note(
                    navigation:
                        "present over \(instanceName(presenter)) dropped: the first presentation is still animating")
                pendingRelease.append(built)
                closeHop()
                return false
            }
            if level < levels.count - 1 {
                let current = levels[level + 1].root
                raise(
                    .doublePresentation,
                    "'\(instanceName(presenter))' already presents '\(instanceName(current))': presenting '\(instanceName(built))' is dropped",
                    uikit: UIKitText.alreadyPresenting(
                        uikitDescription(built), on: uikitDescription(presenter), from: uikitDescription(source),
                        presenting: uikitDescription(current)),
                    hopStep: 3, stops: false, route: info.name, graphLine: info.line)
                note(
                    navigation:
                        "present over \(instanceName(presenter)) dropped: it already presents \(instanceName(current))")
                pendingRelease.append(built)
                closeHop()
                return false
            }
            levels.append(Level(root: built, presentedFrom: source))
            nodes[built].level = levels.count - 1
            note(navigation: "present over \(instanceName(presenter)), \(performer)")
        }
        if isSegue, let navigate = info.route.navigate {
            navigateAgain(navigate.action, info: info, source: source, built: built)
        }
        let hop = closeHop()
        appear(Trigger(hop: hop, route: info.name, graphLine: info.line))
        return true
    }

    /// A segue's `navigate` line: the router navigates to the instance the segue already shows.
    private mutating func navigateAgain(_ action: Route.Action, info: RouteInfo, source: Int, built: Int) {
        let declared = action
        var action = action
        if action == .show { action = navigationController(of: source) != nil ? .push : .present }
        // Quote the graph's own words; say what `show` became when it is not literal.
        let line = declared == action ? "navigate \(declared.rawValue)" : "navigate \(declared.rawValue), a \(action.rawValue) here"
        let isPresented = nodes[built].level >= 0
        switch action {
        case .push:
            raise(
                .doublePresentation,
                "segue '\(info.name)' also navigates: its router pushes '\(instanceName(built))', which the segue already shows",
                uikit: UIKitText.pushingSameInstance(uikitDescription(built)), hopStep: 3, stops: true,
                route: info.name,
                graphLine: info.line)
            appendNavigation("; the router pushes it again (\(line))")
        case .present where isPresented:
            let level = nodes[built].level - 1
            let presenter = levels[max(level, 0)].root
            raise(
                .doublePresentation,
                "segue '\(info.name)' also navigates: its router presents '\(instanceName(built))' again from '\(instanceName(source))', which already presents it",
                uikit: UIKitText.alreadyPresenting(
                    uikitDescription(built), on: uikitDescription(presenter), from: uikitDescription(source),
                    presenting: uikitDescription(built)),
                hopStep: 3, stops: false, route: info.name, graphLine: info.line)
            appendNavigation("; the router presents it again (\(line)): dropped")
        case .present:
            raise(
                .doublePresentation,
                "segue '\(info.name)' also navigates: its router presents '\(instanceName(built))', which the segue already pushed",
                uikit: UIKitText.presentingActiveController(uikitDescription(built)), hopStep: 3, stops: true,
                route: info.name, graphLine: info.line)
            appendNavigation("; the router presents it too (\(line))")
        default:
            raise(
                .doublePresentation,
                "segue '\(info.name)' also navigates: its router performs '\(action.rawValue)' during the segue's transition",
                uikit: UIKitText.unbalancedAppearance(uikitDescription(built)), hopStep: 3, stops: false,
                route: info.name, graphLine: info.line)
            appendNavigation("; the router's \(action.rawValue) during the transition is dropped")
        }
    }

    private func appendNavigation(_ text: String) {
        if recordsTrace, recorder.draft != nil { recorder.draft!.navigation += text }
    }

    private func builtText(_ built: Int, receiver: Int, via: Instantiation) -> String {
        let how: String
        switch via {
        case .storyboard: how = "from storyboard"
        case .code: how = "in code"
        case .factory: how = "from its factory"
        }
        let store = storeText(receiver)
        if built == receiver { return "\(instanceName(built)) \(how), \(store)" }
        let dig: String
        if case .tabs = nodes[built].kind { dig = "selectedViewController" } else { dig = "viewControllers.first" }
        return "\(instanceName(built)) \(how) with \(instanceName(receiver)) as \(dig), \(store)"
    }

    private func storeText(_ id: Int) -> String {
        guard let index = sceneIndex(id) else { return "no data store" }
        if nodes[id].store != nil { return "data store wired" }
        return
            "data store nil (setup '\(scenes[index].scene.setup.rawValue)' does not run for \(initialiser(nodes[id].instantiation)))"
    }

    private func initialiser(_ via: Instantiation) -> String {
        switch via {
        case .storyboard: return "init(coder:)"
        case .code: return "init(nibName:bundle:)"
        case .factory: return "its factory"
        }
    }

    /// Step 1's `router!.dataStore!` on the destination and step 2's `dataStore!` on the source.
    private mutating func checkStores(_ info: RouteInfo, source: Int?, destination: Int, builtVia: Instantiation?)
        -> Bool
    {
        if let index = sceneIndex(destination), nodes[destination].store == nil {
            raise(
                .nilDataStore,
                "'\(instanceName(destination))' has a nil data store: setup '\(scenes[index].scene.setup.rawValue)' does not run for \(initialiser(nodes[destination].instantiation))",
                uikit: UIKitText.unexpectedlyFoundNil, hopStep: 1, stops: true, route: info.name, graphLine: info.line)
            return false
        }
        reach(step: 2)
        if let source, let index = sceneIndex(source), nodes[source].store == nil {
            raise(
                .nilDataStore,
                "source '\(instanceName(source))' has a nil data store: setup '\(scenes[index].scene.setup.rawValue)' does not run for \(initialiser(nodes[source].instantiation))",
                uikit: UIKitText.unexpectedlyFoundNil, hopStep: 2, stops: true, route: info.name, graphLine: info.line)
            return false
        }
        return true
    }

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

    // MARK: pop, popTo, popToRoot

    private mutating func performPop(_ info: RouteInfo, action: Route.Action, from source: Int, duringTransition: Bool)
        -> Bool
    {
        openHop(
            route: info.name, kind: .programmatic, declaration: info.declaration, from: instanceName(source),
            to: info.route.destination.text, graphLine: info.line)
        guard let navigation = navigationController(of: source) else {
            raise(
                .noNavigationController,
                "route '\(info.name)' pops from '\(instanceName(source))', which is not in a navigation controller",
                uikit: UIKitText.unexpectedlyFoundNil, hopStep: 1, stops: true, route: info.name, graphLine: info.line)
            note(destination: "nothing: '\(instanceName(source))' has no navigation controller")
            closeHop()
            return false
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
        if recordsTrace, recorder.draft != nil {
            recorder.draft!.to = instanceName(destination)
            recorder.draft!.destination = "\(instanceName(destination)), \(place())"
        }
        guard declaredName(destination) == wanted || mismatch(destination, info, where: place()),
            checkStores(info, source: source, destination: destination, builtVia: nil),
            runPasses(
                info.passes, source: source, destination: destination, isUnwind: false, route: info.name,
                graphLine: info.line)
        else {
            closeHop()
            return false
        }
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

    private mutating func performDismiss(_ info: RouteInfo, from source: Int, duringTransition: Bool) -> Bool {
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
            raise(
                .destinationMismatch,
                "route '\(info.name)' dismisses '\(instanceName(source))', which nothing presented: presentingViewController is nil",
                uikit: UIKitText.unexpectedlyFoundNil, hopStep: 1, stops: true, route: info.name, graphLine: info.line)
            note(destination: "nothing: '\(instanceName(source))' was not presented")
            closeHop()
            return false
        }
        func place() -> String {
            if presenter < 0 { return "the scene the first dismiss revealed" }
            if presenter == destination { return "the presenting view controller" }
            return "shown by the presenting \(instanceName(presenter))"
        }
        if recordsTrace, recorder.draft != nil {
            recorder.draft!.to = instanceName(destination)
            recorder.draft!.destination = "\(instanceName(destination)), \(place())"
        }
        guard declaredName(destination) == info.route.destination.text || mismatch(destination, info, where: place()),
            checkStores(info, source: source, destination: destination, builtVia: nil),
            runPasses(
                info.passes, source: source, destination: destination, isUnwind: false, route: info.name,
                graphLine: info.line)
        else {
            closeHop()
            return false
        }
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

    private mutating func performTab(_ info: RouteInfo, from source: Int) -> Bool {
        openHop(
            route: info.name, kind: .tab, declaration: info.declaration, from: instanceName(source),
            to: info.route.destination.text, graphLine: info.line)
        let wanted = info.route.destination.text
        guard let tabs = tabBarController(of: source) else {
            raise(
                .destinationMismatch,
                "route '\(info.name)' selects a tab, but '\(instanceName(source))' is not in a tab bar controller",
                uikit: UIKitText.unexpectedlyFoundNil, hopStep: 1, stops: true, route: info.name, graphLine: info.line)
            note(destination: "nothing: tabBarController is nil")
            closeHop()
            return false
        }
        let children = nodes[tabs].children
        guard let position = children.firstIndex(where: { holds($0, wanted) }) else {
            raise(
                .destinationMismatch,
                "route '\(info.name)' selects the tab holding '\(wanted)', but no tab of '\(instanceName(tabs))' holds one",
                uikit: UIKitText.unexpectedlyFoundNil, hopStep: 1, stops: true, route: info.name, graphLine: info.line)
            note(destination: "nothing: no tab holds \(wanted)")
            closeHop()
            return false
        }
        let tab = children[position]
        let destination = descend(tab)
        let place = "top of tab \(instanceName(tab))"
        if recordsTrace, recorder.draft != nil {
            recorder.draft!.to = instanceName(destination)
            recorder.draft!.destination = "\(instanceName(destination)), \(place)"
        }
        guard declaredName(destination) == wanted || mismatch(destination, info, where: place),
            checkStores(info, source: source, destination: destination, builtVia: nil),
            runPasses(
                info.passes, source: source, destination: destination, isUnwind: false, route: info.name,
                graphLine: info.line)
        else {
            closeHop()
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

    // MARK: unwind

    private mutating func performUnwind(_ info: RouteInfo, from source: Int, duringTransition: Bool) -> Bool {
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
