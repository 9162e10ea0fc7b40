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
    /// The top scene, its navigation controller, and the scene shown by the entry below its top
    /// (-1 when there is no navigation controller, or it holds only its root): found once, when
    /// the button is pressed, where each step of the hop looked them up again.
    private let top: Int
    private let navigation: Int
    private let entry: Int

    /// The back button of `hierarchy` as it is now. A static function, not an initialiser: an
    /// initialiser takes its arguments owned, and the hierarchy passed out of the app's was
    /// copied whole (its arrays retained and released) to make the button.
    static func pressed(in hierarchy: Hierarchy) -> BackButton {
        let top = hierarchy.top
        guard let navigation = hierarchy.navigationController(of: top) else {
            return BackButton(top: top, navigation: -1, entry: -1)
        }
        guard hierarchy.childCount(of: navigation) >= 2 else {
            return BackButton(top: top, navigation: navigation, entry: -1)
        }
        let below = hierarchy.nodes[hierarchy.lastChild(of: navigation)!].previousSibling
        return BackButton(top: top, navigation: navigation, entry: hierarchy.descend(below))
    }

    func refusal(_ program: Program, _ hierarchy: Hierarchy) -> ActionFailure.Reason? {
        guard navigation >= 0 else { return .notInNavigationController(program.instance(top, in: hierarchy)) }
        guard entry >= 0 else {
            return .atStackRoot(
                program.instance(top, in: hierarchy), navigation: program.instance(navigation, in: hierarchy))
        }
        return nil
    }

    func header(_ program: Program, _ hierarchy: Hierarchy) -> HopHeader {
        HopHeader(words: .back, kind: .programmatic, declaration: .backButton, from: top, reached: entry)
    }

    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan {
        .found(entry, .belowTop(of: program.instance(navigation, in: hierarchy)))
    }

    var unwrapsStores: Bool { false }
    var passSource: Int? { nil }
    var performer: Hop.Performer { .backButton }

    func navigation(
        _ program: Program, _ hierarchy: Hierarchy, destination: Int, built: Int?, duringTransition: Bool
    ) -> NavigationPlan {
        .pop(navigation, keeping: hierarchy.childCount(of: navigation) - 1)
    }
}
