/// The three steps of every hop (spec §3): 1. get the destination and its data store, 2. pass
/// data, 3. navigate — for segues, programmatic routes, unwinds, embeds and launch injection.
///
/// A declared route is a Clean Swift router method (`routeToX`): it always unwraps the
/// destination's data store at step 1 (`destinationVC.router!.dataStore!`) and the source's at
/// step 2 (`passDataToX(source: dataStore!, …)`), so a nil store crashes there.
///
/// This file dispatches a route to its kind and holds what the kinds share: step 1's store checks
/// and the destination's trace text. The kinds: `Simulator+BuiltDestinations.swift` (segues, show,
/// push, present), `Simulator+FoundDestinations.swift` (pop, popTo, popToRoot, dismiss, tab),
/// `Simulator+Unwind.swift`, `Simulator+EmbedsAndInjection.swift` (embeds, launch injection).
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

    // MARK: Shared by every route

    func builtText(_ built: Int, receiver: Int, via: Instantiation) -> String {
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

    func storeText(_ id: Int) -> String {
        guard let index = sceneIndex(id) else { return "no data store" }
        if nodes[id].store != nil { return "data store wired" }
        return
            "data store nil (setup '\(scenes[index].scene.setup.rawValue)' does not run for \(initialiser(nodes[id].instantiation)))"
    }

    func initialiser(_ via: Instantiation) -> String {
        switch via {
        case .storyboard: return "init(coder:)"
        case .code: return "init(nibName:bundle:)"
        case .factory: return "its factory"
        }
    }

    /// Step 1's `router!.dataStore!` on the destination and step 2's `dataStore!` on the source.
    mutating func checkStores(_ info: RouteInfo, source: Int?, destination: Int, builtVia: Instantiation?)
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
}
