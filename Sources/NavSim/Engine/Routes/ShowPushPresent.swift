/// Segues of every kind and `route … show / push / present`: the destination is built (from the
/// storyboard, in code or by a factory), then pushed or presented as UIKit's `show` decides; a
/// segue's `navigate` line makes the router navigate again to what the segue already shows.
///
/// UIKit's rules for a second tap during the first one's transition are here: a nested push is
/// logged and performed, a nested presentation logged and dropped; for another route issued
/// during a transition (`tap A then B`), a push during a push or pop is a nested push, a
/// presentation during a presentation or a dismissal is dropped ("… while a dismissal is in
/// progress"), and the others land; and a view controller presents at most one (a presentation
/// from one that presents already is logged and dropped).
struct ShowPushPresent: HopOperation {
    let route: Program.RouteInfo
    let source: Int
    let via: Instantiation
    /// The transition another route started just before, in the same action (`tap A then B`);
    /// nil for a tap, or for the second tap of `tap X twice` (the same route's own transition).
    var during: Transition?

    private var isSegue: Bool { if case .segue = route.route.kind { true } else { false } }

    func header(_ program: Program, _ hierarchy: Hierarchy) -> HopHeader {
        let declaration: Hop.Declaration
        switch route.route.kind {
        case .programmatic(let action, let via):
            declaration = route.declaration(action, via: via)
        case .segue(let kind):
            declaration = .segue(kind)
        case .unwind, .embed:
            preconditionFailure("not a built destination")
        }
        return HopHeader(route, kind: isSegue ? .segue : .programmatic, declaration: declaration, from: source)
    }

    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan {
        route.newDestination(via: via)
    }

    var passSource: Int? { source }
    var passes: [CompiledPass] { route.passes }
    var performer: Hop.Performer { isSegue ? .segue : .router }

    /// `show` pushes when the source is in a navigation controller and presents otherwise (and
    /// always presents a navigation controller); a legacy `push` segue or a `push` route has no
    /// fallback; `present`, `popover`, `modal` and custom segues present. `showDetail` (the segue
    /// and the route alike) is overridden only by a split view controller (navsim has none), so
    /// the window's root presents it (`showDetailViewController(_:sender:)`'s default).
    func navigation(
        _ program: Program, _ hierarchy: Hierarchy, destination: Int, built: Int?, duringTransition: Bool
    ) -> NavigationPlan {
        guard let built else { preconditionFailure("a built destination") }
        let style = route.route.presentationStyle
        let isNavigation: Bool
        if case .navigation = hierarchy.nodes[built].kind { isNavigation = true } else { isNavigation = false }
        let (wantsPush, mayPresent): (Bool, Bool)
        switch route.route.kind {
        case .segue(.showDetail), .programmatic(.showDetail, _):
            return present(
                built, over: hierarchy.levels[0], style: style, duringTransition: duringTransition, program, hierarchy)
        case .segue(.show), .programmatic(.show, _): (wantsPush, mayPresent) = (true, true)
        case .segue(.push), .programmatic(.push, _): (wantsPush, mayPresent) = (true, false)
        default: (wantsPush, mayPresent) = (false, true)
        }
        var present: NavigationPlan {
            // A container's own code presents when the scene it shows is in the window.
            guard hierarchy.isInWindow(hierarchy.descend(source)) else {
                let source = program.instance(source, in: hierarchy)
                return .skipped(
                    .presentOffScreen(
                        route: route.name, presented: program.instance(built, in: hierarchy), source: source),
                    .presentDroppedOffScreen(source), symptom: .logged)
            }
            let level = hierarchy.levelIndex(of: source) ?? hierarchy.levels.count - 1
            let presenter = style.usesContext ? contextProvider(program, hierarchy) : nil
            return self.present(
                built, over: presenter ?? hierarchy.levels[level], style: style,
                duringTransition: duringTransition, program, hierarchy)
        }
        guard wantsPush, !(mayPresent && isNavigation) else { return present }
        guard let navigation = hierarchy.navigationController(ofSource: source) else {
            guard mayPresent else {
                let source = program.instance(source, in: hierarchy)
                if route.route.isOptionalChained {
                    return .skipped(
                        route.optionalCallSkipped(.push, source: source, missing: .navigationController),
                        .noNavigationController(source), symptom: .silent)
                }
                return .crash(
                    .pushOutsideNavigation(
                        keyword: route.route.keyword, isSegue: isSegue, route: route.name, source: source),
                    .noNavigationController(source))
            }
            return present
        }
        if isNavigation {
            return .crash(
                .pushedNavigationController(
                    keyword: route.route.keyword, route: route.name, container: program.instance(built, in: hierarchy),
                    onto: program.instance(navigation, in: hierarchy)),
                .pushRefused)
        }
        // A push meets a push or pop in flight (a double tap's is the same route's push).
        guard duringTransition, during == nil || during == .push || during == .pop else {
            return .push(onto: navigation)
        }
        return .pushDuringPush(
            onto: navigation,
            logged: .pushWhilePushing(
                keyword: route.route.keyword, route: route.name, navigation: program.instance(navigation, in: hierarchy)
            ))
    }

    /// `present` from `presenter` unless UIKit drops it with its log: a second tap's presentation
    /// while the first one's transition runs, or any presentation from a view controller that
    /// presents one already.
    private func present(
        _ built: Int, over presenter: Int, style: PresentationStyle, duringTransition: Bool,
        _ program: Program, _ hierarchy: Hierarchy
    ) -> NavigationPlan {
        func instance(_ id: Int) -> Instance { program.instance(id, in: hierarchy) }
        if duringTransition, during == .dismissal {
            return .dropped(
                .presentWhileDismissing(
                    route: route.name, presented: instance(built), presenter: instance(presenter),
                    source: instance(source)),
                .presentDroppedWhileDismissing(over: instance(presenter)))
        }
        if duringTransition, during == nil || during == .presentation {
            return .dropped(
                .presentWhilePresenting(
                    keyword: route.route.keyword, route: route.name, presented: instance(built),
                    presenter: instance(presenter), source: instance(source)),
                .presentDroppedInProgress(over: instance(presenter)))
        }
        if let presented = hierarchy.levelPresented(by: presenter) {
            let current = hierarchy.levels[presented]
            return .dropped(
                .alreadyPresenting(
                    presenter: instance(presenter), current: instance(current), presented: instance(built),
                    source: instance(source)),
                .presentDroppedAlreadyPresenting(over: instance(presenter), presenting: instance(current)))
        }
        return .present(over: presenter, style: style)
    }

    /// The nearest view controller from the source up to its level's root that defines a
    /// presentation context (`definesPresentationContext`): a scene marked so, or a navigation
    /// controller, which sets it to true by default (Apple's `definesPresentationContext`: "Some
    /// system-provided view controllers, such as UINavigationController, change the default value
    /// to true"); nil: none does, and the root of the level presents (the window's root for the
    /// window's level).
    private func contextProvider(_ program: Program, _ hierarchy: Hierarchy) -> Int? {
        var current = source
        while current >= 0 {
            switch hierarchy.nodes[current].kind {
            case .scene(let index) where program.scenes[index].scene.definesPresentationContext: return current
            case .navigation: return current
            default: current = hierarchy.nodes[current].parent
            }
        }
        return nil
    }

    /// A segue's `navigate` line: the router navigates to the instance the segue already shows.
    func navigateAgain(_ program: Program, _ hierarchy: Hierarchy, built: Int) -> NavigateAgainPlan? {
        guard isSegue, let declared = route.route.navigate?.action else { return nil }
        var action = declared
        if action == .show { action = hierarchy.navigationController(ofSource: source) != nil ? .push : .present }
        // `showDetailViewController` outside a split view: the window's root presents.
        if action == .showDetail { action = .present }
        let level = hierarchy.levelIndex(of: built)
        let effect: Hop.RouterNavigation
        let stops: Bool
        switch action {
        case .push: (effect, stops) = (.pushesAgain, true)
        case .present where level.map({ hierarchy.levels[$0] == built }) == true:
            (effect, stops) = (.presentsAgain, false)
        case .present: (effect, stops) = (.presentsToo, true)
        default: (effect, stops) = (.dropped, false)
        }
        // The navigation controller a push goes through; the presenting view controller otherwise.
        let container =
            action == .push
            ? hierarchy.navigationController(ofSource: source) ?? source
            : declared == .showDetail
                ? hierarchy.levels[0]
                : (level.map { $0 > 0 ? hierarchy.presenter(ofLevel: $0) : hierarchy.levels[0] } ?? hierarchy.levels[0])
        let instance = { program.instance($0, in: hierarchy) }
        return NavigateAgainPlan(
            fact: Hop.NavigateAgain(declared: declared, performed: action, effect: effect),
            violation: .segueAlsoNavigates(
                route: route.name, effect: effect, action: action, destination: instance(built),
                source: instance(source), container: instance(container)),
            stops: stops)
    }
}
