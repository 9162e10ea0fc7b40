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

    /// The level whose presentation the call dismisses: the one the source, or a container
    /// holding it, presents (its `presentedViewController`); else the source's own when it is
    /// presented (its presenter dismisses it); nil when the source is in no level (being
    /// dismissed already) or in the window's root level and presents nothing.
    private func dismissedLevel(_ hierarchy: Hierarchy) -> Int? {
        guard let level = hierarchy.levelIndex(of: source) else { return nil }
        if let presented = hierarchy.levelPresented(byChainOf: source) { return presented }
        return level > 0 ? level : nil
    }

    /// The scene the dismissal reveals: what the view controller presenting the dismissed level
    /// shows (the source itself most often when it presents); during the first dismissal's
    /// transition, the scene that dismissal revealed.
    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan {
        if duringTransition || hierarchy.levelIndex(of: source) == nil {
            return .found(hierarchy.top, .revealedByFirstDismiss)
        }
        guard let level = dismissedLevel(hierarchy) else {
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
        let presenter = hierarchy.presenter(ofLevel: level)
        let shown = hierarchy.descend(presenter)
        if shown == source, hierarchy.levelIndex(of: source) != level { return .found(shown, .sourcePresents) }
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
/// (refused, as is a swipe with nothing presented), and a sheet showing a scene that
/// `isModalInPresentation` refuses it. After the swipe, the revealed scene's `didDismiss` lines
/// run (`presentationControllerDidDismiss(_:)`, `Simulator.dismiss`).
struct SwipeDown: HopOperation {
    func refusal(_ program: Program, _ hierarchy: Hierarchy) -> ActionFailure.Reason? {
        let level = hierarchy.topLevel
        guard level > 0 else { return .nothingPresented }
        let root = hierarchy.levels[level]
        let style = hierarchy.nodes[root].presentation
        guard style.isSheet else { return .notASheet(program.instance(root, in: hierarchy), style: style) }
        // isModalInPresentation on the presented view controller or a child it shows.
        var shown = hierarchy.descend(root)
        while true {
            if case .scene(let index) = hierarchy.nodes[shown].kind, program.scenes[index].scene.isModalInPresentation {
                return .modalInPresentation(program.instance(shown, in: hierarchy))
            }
            if shown == root { return nil }
            shown = hierarchy.nodes[shown].parent
        }
    }

    private func presenter(_ hierarchy: Hierarchy) -> Int { hierarchy.presenter(ofLevel: hierarchy.topLevel) }

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
        .dismiss(fromLevel: hierarchy.topLevel)
    }
}
