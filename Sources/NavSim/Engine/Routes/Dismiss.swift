/// `dismiss(animated:)`: a router's `route … dismiss`, whose destination is the scene shown by
/// the presenting view controller, and the user's swipe down on the top-most sheet. A second
/// tap's dismissal during the first one's transition, or from a source the first one took out of
/// the hierarchy, is logged and dropped.
struct DismissRoute: HopOperation {
    let route: Program.RouteInfo
    let source: Int

    func header(_ program: Program, _ hierarchy: Hierarchy) -> HopHeader {
        HopHeader(route, kind: .programmatic, declaration: .route(.dismiss, forced: route.route.forcesUnwrap, via: nil), from: source)
    }

    /// `presentingViewController` (or the scene it shows); during the first dismissal's
    /// transition, the scene that dismissal revealed.
    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan {
        let level = hierarchy.levelIndex(of: source)
        if duringTransition || level == nil { return .found(hierarchy.top, .revealedByFirstDismiss) }
        guard let level, level > 0 else {
            let source = program.instance(source, in: hierarchy)
            guard !route.route.isOptionalChained else {
                return .skipped(
                    .notPresented(source), route.optionalCallSkipped(.dismiss, source: source, missing: .presentingViewController))
            }
            return .missing(
                .notPresented(source), .dismissNotPresented(route: route.name, source: source), stops: true,
                symptom: nil)
        }
        let presenter = hierarchy.levels[level - 1]
        let shown = hierarchy.descend(presenter)
        return .found(
            shown,
            presenter == shown
                ? .presentingViewController : .shownByPresenting(program.instance(presenter, in: hierarchy)))
    }

    var expected: (name: String, kind: Instance.Kind)? { route.expected }
    var passSource: Int? { source }
    var passes: [CompiledPass] { route.passes }
    var performer: Hop.Performer { .router }

    func navigation(
        _ program: Program, _ hierarchy: Hierarchy, destination: Int, built: Int?, duringTransition: Bool
    ) -> NavigationPlan {
        guard !duringTransition, let level = hierarchy.levelIndex(of: source) else {
            return .dropped(
                .dismissWhileDismissing(route: route.name, source: program.instance(source, in: hierarchy)), .dismissDropped)
        }
        return .dismiss(fromLevel: level)
    }
}

/// The user swipes the top-most modal down. Not a route: it passes nothing and unwraps nothing.
/// Only a sheet can be swiped down; a full-screen or context presentation has no such gesture
/// (refused, as is a swipe with nothing presented).
struct SwipeDown: HopOperation {
    func refusal(_ program: Program, _ hierarchy: Hierarchy) -> ActionFailure.Reason? {
        guard let root = hierarchy.levels.last, hierarchy.levels.count > 1 else { return .nothingPresented }
        let style = hierarchy.nodes[root].presentation
        return style.isSheet ? nil : .notASheet(program.instance(root, in: hierarchy), style: style)
    }

    private func presenter(_ hierarchy: Hierarchy) -> Int { hierarchy.levels[hierarchy.levels.count - 2] }

    func header(_ program: Program, _ hierarchy: Hierarchy) -> HopHeader {
        HopHeader(
            words: .swipeDown, kind: .programmatic, declaration: .swipeDown, from: hierarchy.top,
            reached: hierarchy.descend(presenter(hierarchy)))
    }

    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan {
        let presenter = presenter(hierarchy)
        return .found(hierarchy.descend(presenter), .shownByPresenting(program.instance(presenter, in: hierarchy)))
    }

    var unwrapsStores: Bool { false }
    var passSource: Int? { nil }
    var performer: Hop.Performer { .userSwipe }

    func navigation(
        _ program: Program, _ hierarchy: Hierarchy, destination: Int, built: Int?, duringTransition: Bool
    ) -> NavigationPlan {
        .dismiss(fromLevel: hierarchy.levels.count - 1)
    }
}
