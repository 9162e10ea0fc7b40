/// `selectedIndex = …`: a router's `route … tab`, which selects the tab holding its destination
/// (nothing changes when it is selected already), and the user's tap on the tab bar (which pops
/// the selected tab's stack to its root when tapped again, as `UITabBarController` does).
struct TabRoute: HopOperation {
    let route: Program.RouteInfo
    let source: Int

    func header(_ program: Program, _ hierarchy: Hierarchy) -> HopHeader {
        HopHeader(
            route, kind: .tab, declaration: .route(.tab, forced: route.route.forcesUnwrap, via: nil), from: source)
    }

    /// The source's tab bar controller and the position of the tab holding the destination: a
    /// tab that is one, or whose stack has one.
    private func tab(_ program: Program, _ hierarchy: Hierarchy) -> (tabs: Int, position: Int?)? {
        guard let tabs = hierarchy.tabBarController(ofSource: source) else { return nil }
        let wanted = route.route.destination.text
        let holds = { (id: Int) in program.name(of: hierarchy.nodes[id].kind) == wanted }
        let position = hierarchy.children(of: tabs).firstIndex { tab in
            if holds(tab) { return true }
            guard case .navigation = hierarchy.nodes[tab].kind else { return false }
            return hierarchy.children(of: tab).contains(where: holds)
        }
        return (tabs, position?.position)
    }

    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan {
        guard let (tabs, position) = tab(program, hierarchy) else {
            guard !route.route.isOptionalChained else {
                return .skipped(
                    .noTabBarController,
                    route.optionalCallSkipped(
                        .tab, source: program.instance(source, in: hierarchy), missing: .tabBarController))
            }
            return .missing(
                .noTabBarController,
                .tabOutsideTabBar(route: route.name, source: program.instance(source, in: hierarchy)),
                stops: true, symptom: nil)
        }
        guard let position else {
            let wanted = route.route.destination.text
            return .missing(
                .noTabHolds(scene: wanted),
                .noTabHolds(route: route.name, scene: wanted, tabs: program.instance(tabs, in: hierarchy)),
                stops: true, symptom: nil)
        }
        let tab = hierarchy.children(of: tabs).at(position)
        return .found(hierarchy.descend(tab), .topOfTab(program.instance(tab, in: hierarchy)))
    }

    var expected: (name: String, kind: Instance.Kind)? { route.expected }
    var passSource: Int? { source }
    var passes: [CompiledPass] { route.passes }
    var performer: Hop.Performer { .router }

    func navigation(
        _ program: Program, _ hierarchy: Hierarchy, destination: Int, built: Int?, duringTransition: Bool
    ) -> NavigationPlan {
        let (tabs, holding) = tab(program, hierarchy)!
        let position = holding!
        if hierarchy.nodes[tabs].selected == position { return .tabAlreadySelected(tabs, position: position) }
        return .selectTab(tabs, position: position)
    }
}

/// The user taps a tab of the tab bar on screen.
struct TabBarSelection: HopOperation {
    let name: String

    private func tab(_ program: Program, _ hierarchy: Hierarchy) -> (tabs: Int, position: Int)? {
        guard let tabs = hierarchy.tabBarOnScreen,
            let position = hierarchy.children(of: tabs).firstIndex(where: {
                program.name(of: hierarchy.nodes[$0].kind) == name
            })
        else { return nil }
        return (tabs, position.position)
    }

    func refusal(_ program: Program, _ hierarchy: Hierarchy) -> ActionFailure.Reason? {
        guard let tabs = hierarchy.tabBarOnScreen else { return .noTabBar }
        guard tab(program, hierarchy) == nil else { return nil }
        return .noSuchTab(
            name, tabBar: program.instance(tabs, in: hierarchy),
            tabs: hierarchy.children(of: tabs).map { program.name(of: hierarchy.nodes[$0].kind) })
    }

    /// The scene the tab shows once selected (its root, when tapping it again pops its stack), or
    /// the context presentation covering it there.
    private func shown(_ program: Program, _ hierarchy: Hierarchy) -> Int {
        let (tabs, position) = tab(program, hierarchy)!
        let tab = hierarchy.children(of: tabs).at(position)
        if hierarchy.nodes[tabs].selected == position, case .navigation = hierarchy.nodes[tab].kind,
            let root = hierarchy.firstChild(of: tab)
        {
            return hierarchy.seen(hierarchy.descend(root), within: tab)
        }
        return hierarchy.seen(hierarchy.descend(tab), within: tab)
    }

    func header(_ program: Program, _ hierarchy: Hierarchy) -> HopHeader {
        HopHeader(
            words: .tabBar, kind: .tab, declaration: .tabBar, from: hierarchy.top, reached: shown(program, hierarchy))
    }

    func destination(_ program: Program, _ hierarchy: Hierarchy, duringTransition: Bool) -> DestinationPlan {
        let (tabs, position) = tab(program, hierarchy)!
        let tab = hierarchy.children(of: tabs).at(position)
        return .found(shown(program, hierarchy), .topOfTab(self.tab(tab, program, hierarchy)))
    }

    var unwrapsStores: Bool { false }
    var passSource: Int? { nil }
    var performer: Hop.Performer { .tabBar }

    /// A tab as the user names it: by its declared name, even when it is a scene.
    func tab(_ tab: Int, _ program: Program, _ hierarchy: Hierarchy) -> Instance {
        var instance = program.instance(tab, in: hierarchy)
        instance.number = nil
        return instance
    }

    /// Tapping the selected tab again pops its stack to the root (when it is a navigation
    /// controller holding more than its root).
    func navigation(
        _ program: Program, _ hierarchy: Hierarchy, destination: Int, built: Int?, duringTransition: Bool
    ) -> NavigationPlan {
        let (tabs, position) = tab(program, hierarchy)!
        guard hierarchy.nodes[tabs].selected == position else { return .selectTab(tabs, position: position) }
        let tab = hierarchy.children(of: tabs).at(position)
        let popsToRoot: Bool
        if case .navigation = hierarchy.nodes[tab].kind, hierarchy.childCount(of: tab) > 1 {
            popsToRoot = true
        } else {
            popsToRoot = false
        }
        return .reselectTab(tab, popsToRoot: popsToRoot)
    }
}
