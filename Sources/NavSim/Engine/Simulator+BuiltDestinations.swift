/// Routes that build their destination — segues and `route … show/push/present` — and a segue's
/// `navigate` line, which navigates again to the instance the segue already shows.
extension Simulator {
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

    mutating func performBuilding(
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
}
