/// `popViewController`, `popToViewController` and `popToRootViewController`: a router's `route …
/// pop / popTo / popToRoot`, which finds its destination in the source's navigation stack, and the
/// system back button, which pops the top view controller. A pop to the view controller on top
/// pops nothing; a second tap's pop during the first one's transition is logged and dropped.
struct PopRoute: HopOperation {
    let route: Program.RouteInfo
    let action: Route.Action
    let source: Int

    func header(_ program: Program, _ hierarchy: Hierarchy) -> HopHeader {
        HopHeader(
            route, kind: .programmatic, declaration: .route(action, forced: route.route.forcesUnwrap, via: nil),
            from: source)
    }

    /// Where in which stack the router looks: `viewControllers[count - 2]` for `pop`; the nearest
    /// instance of the destination below the top for `popTo` (else `count - 2`, as a router that
    /// searches and falls back does); `viewControllers.first` for `popToRoot`.
    private func entry(_ program: Program, _ hierarchy: Hierarchy) -> (
        navigation: Int, position: Int, place: Hop.Place
    )? {
        guard let navigation = hierarchy.navigationController(ofSource: source) else { return nil }
        let stack = hierarchy.children(of: navigation)
        let wanted = route.route.destination.text
        let owner = program.instance(navigation, in: hierarchy)
        switch action {
        case .popToRoot:
            return (navigation, 0, .rootOf(owner))
        case .popTo:
            let below = stack.indices.dropLast().last {
                program.name(of: hierarchy.nodes[hierarchy.descend(stack[$0])].kind) == wanted
            }
            if let below { return (navigation, below.position, .nearestBelowTop(scene: wanted, of: owner)) }
            return (navigation, stack.count - 2, .belowTopWithout(scene: wanted, of: owner))
        default:
            return (navigation, stack.count - 2, .belowTop(of: owner))
        }
    }

    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan {
        guard let (navigation, position, place) = entry(program, hierarchy) else {
            let source = program.instance(source, in: hierarchy)
            guard !route.route.isOptionalChained else {
                return .skipped(
                    .noNavigationController(source),
                    route.optionalCallSkipped(action, source: source, missing: .navigationController))
            }
            return .missing(
                .noNavigationController(source), .popOutsideNavigation(route: route.name, source: source), stops: true,
                symptom: nil)
        }
        let stack = hierarchy.children(of: navigation)
        guard position >= 0, position < stack.count else {
            let owner = program.instance(navigation, in: hierarchy)
            // `popViewController` reading nothing: UIKit pops nothing off a stack of one, silently.
            if route.route.isAnyDestination {
                return .skipped(
                    .stackHolds(owner, count: stack.count), .nothingToPop(route: route.name, navigation: owner))
            }
            return .missing(
                .stackHolds(owner, count: stack.count),
                .stackTooShort(
                    route: route.name, navigation: owner, stack: stack.map { program.instance($0, in: hierarchy) }),
                stops: true, symptom: nil)
        }
        return .found(hierarchy.descend(stack.at(position)), place)
    }

    var expected: (name: String, kind: Instance.Kind)? { route.expected }
    var passSource: Int? { source }
    var passes: [CompiledPass] { route.passes }
    var performer: Hop.Performer { .router }

    func navigation(
        _ program: Program, _ hierarchy: Hierarchy, destination: Int, built: Int?, duringTransition: Bool
    ) -> NavigationPlan {
        let (navigation, position, _) = entry(program, hierarchy)!
        if duringTransition {
            let owner = program.instance(navigation, in: hierarchy)
            return .dropped(.popWhilePopping(route: route.name, navigation: owner), .popDropped(owner))
        }
        guard position + 1 < hierarchy.childCount(of: navigation) else {
            return .alreadyTop(destination, of: navigation)
        }
        return .pop(navigation, keeping: position + 1)
    }
}

/// The system back button of the innermost navigation stack on screen: pops the top view
/// controller. It is not a route, so it passes nothing and unwraps nothing; it is refused when
/// the stack holds only its root, and never tapped twice in one action.
struct BackButton: HopOperation {
    func refusal(_ program: Program, _ hierarchy: Hierarchy) -> ActionFailure.Reason? {
        let top = hierarchy.top
        guard let navigation = hierarchy.navigationController(of: top) else {
            return .notInNavigationController(program.instance(top, in: hierarchy))
        }
        guard hierarchy.childCount(of: navigation) >= 2 else {
            return .atStackRoot(
                program.instance(top, in: hierarchy), navigation: program.instance(navigation, in: hierarchy))
        }
        return nil
    }

    /// The top's navigation controller and the entry below its top.
    private func below(_ hierarchy: Hierarchy) -> (navigation: Int, entry: Int) {
        let navigation = hierarchy.navigationController(of: hierarchy.top)!
        let top = hierarchy.lastChild(of: navigation)!
        return (navigation, hierarchy.descend(hierarchy.nodes[top].previousSibling))
    }

    func header(_ program: Program, _ hierarchy: Hierarchy) -> HopHeader {
        HopHeader(
            words: .back, kind: .programmatic, declaration: .backButton, from: hierarchy.top,
            reached: below(hierarchy).entry)
    }

    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan {
        let (navigation, entry) = below(hierarchy)
        return .found(entry, .belowTop(of: program.instance(navigation, in: hierarchy)))
    }

    var unwrapsStores: Bool { false }
    var passSource: Int? { nil }
    var performer: Hop.Performer { .backButton }

    func navigation(
        _ program: Program, _ hierarchy: Hierarchy, destination: Int, built: Int?, duringTransition: Bool
    ) -> NavigationPlan {
        let navigation = below(hierarchy).navigation
        return .pop(navigation, keeping: hierarchy.childCount(of: navigation) - 1)
    }
}
