/// `dismiss(animated:)`: a router's `route … dismiss`, and the user's swipe down on the top-most
/// sheet. Apple's `dismiss(animated:completion:)`: the presenting view controller is responsible
/// for dismissing; called on a view controller that presents one (itself or through its
/// container chain, its level in navsim), it dismisses that one and everything above it;
/// called on a presented one, UIKit forwards it to the presenter; on a view controller that
/// neither presents nor is presented, it does nothing.
/// A second tap's dismissal during the first one's transition, or from a source the first one
/// took out of the hierarchy, is logged and dropped.
struct DismissRoute: HopOperation {
    let route: Program.RouteInfo
    let source: Int

    func header(_ program: Program, _ hierarchy: Hierarchy) -> HopHeader {
        HopHeader(
            route, kind: .programmatic, declaration: .route(.dismiss, forced: route.route.forcesUnwrap, via: nil),
            from: source)
    }

    /// The level whose presentation the call dismisses: the one above the source's when the
    /// source's level presents one, else the source's own (its presenter dismisses it); nil
    /// when the source is in no level (being dismissed already).
    private func dismissedLevel(_ hierarchy: Hierarchy) -> Int? {
        guard let level = hierarchy.levelIndex(of: source) else { return nil }
        return level + 1 < hierarchy.levels.count ? level + 1 : level
    }

    /// The scene the dismissal reveals: the source's own level's when it presents something,
    /// else what `presentingViewController` shows; during the first dismissal's transition,
    /// the scene that dismissal revealed.
    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan {
        let level = dismissedLevel(hierarchy)
        if duringTransition || level == nil { return .found(hierarchy.top, .revealedByFirstDismiss) }
        if let own = hierarchy.levelIndex(of: source), own + 1 < hierarchy.levels.count {
            let shown = hierarchy.descend(hierarchy.levels[own])
            return .found(
                shown,
                shown == source
                    ? .sourcePresents : .shownByPresenting(program.instance(hierarchy.levels[own], in: hierarchy)))
        }
        guard let level, level > 0 else {
            let source = program.instance(source, in: hierarchy)
            guard !route.route.isOptionalChained else {
                return .skipped(
                    .notPresented(source),
                    route.optionalCallSkipped(.dismiss, source: source, missing: .presentingViewController))
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
        guard !duringTransition, let level = dismissedLevel(hierarchy) else {
            return .dropped(
                .dismissWhileDismissing(route: route.name, source: program.instance(source, in: hierarchy)),
                .dismissDropped)
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
