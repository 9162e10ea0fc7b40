/// `route … setStack` and `route … setRoot`: the destination is built, then becomes the source's
/// whole navigation stack (`setViewControllers([destination], animated:)`, optional-chained
/// through `navigationController?` unless `setStack!`) or the window's root
/// (`window.rootViewController = destination`, as after logging in or onboarding), releasing
/// what it replaces. Named after the two routes' actions, as a graph writes them.
struct SetStackOrRoot: HopOperation {
    let route: Program.RouteInfo
    let action: Route.Action
    let source: Int
    let via: Instantiation

    func header(_ program: Program, _ hierarchy: Hierarchy) -> HopHeader {
        HopHeader(route, kind: .programmatic, declaration: route.declaration(action, via: via), from: source)
    }

    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan {
        route.newDestination(via: via)
    }

    var passSource: Int? { source }
    var passes: [CompiledPass] { route.passes }
    var performer: Hop.Performer { .router }

    /// `setStack` outside a navigation controller does nothing through `navigationController?`
    /// and crashes through `navigationController!`.
    func navigation(
        _ program: Program, _ hierarchy: Hierarchy, destination: Int, built: Int?, duringTransition: Bool
    ) -> NavigationPlan {
        guard action == .setStack else { return .setRoot }
        if let navigation = hierarchy.navigationController(ofSource: source) { return .setStack(navigation) }
        let source = program.instance(source, in: hierarchy)
        if route.route.isOptionalChained {
            return .skipped(
                route.optionalCallSkipped(.setStack, source: source, missing: .navigationController),
                .noNavigationController(source), symptom: .silent)
        }
        return .crash(
            .pushOutsideNavigation(keyword: "route", isSegue: false, route: route.name, source: source),
            .noNavigationController(source))
    }
}
