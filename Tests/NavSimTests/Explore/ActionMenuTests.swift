import Testing

@testable import NavSim

/// What explore offers in a state and how it performs it: the same lists whatever the lists
/// passed in held before, the tabs of a tab bar where the graph has one, and a tap performed by
/// its route's number as its scenario step performs it.
@Suite struct ActionMenuTests {
    /// `A` offers three taps, `B` one: a state on `B` offers fewer actions than one on `A`.
    static let graph = loadGraph(
        """
        graph Menu
        scene A
        scene B
        scene C
        navigation Main root A
        start Main
        segue ToB: A -> B show
        segue ToC: A -> C show
        segue Again: A -> A show
        segue Next: B -> C show
        """)

    static let context = Simulator.StepContext(number: 1, line: 0)

    /// The actions `menu` offers in `app`'s state, into lists that start empty.
    static func fresh(_ menu: inout ActionMenu, _ app: Simulator) -> [ExploreAction] {
        var offered: [Int32] = []
        var routes: [Int32] = []
        _ = menu.offer(in: app.app, app.program, into: &offered, routes: &routes)
        return offered.map { menu.actions[Int($0)] }
    }

    @Test func anOfferOverwritesListsLongerOrShorterThanItsOwn() throws {
        var app = Simulator(graph: Self.graph, recordsTrace: false)
        _ = app.launch()
        var menu = ActionMenu(app.program, doubleTaps: true)
        var offered: [Int32] = []
        var routes: [Int32] = []
        _ = menu.offer(in: app.app, app.program, into: &offered, routes: &routes)
        let atLaunch = (offered, routes)
        #expect(offered.count == 7)
        let tap = try #require(offered.firstIndex { menu.actions[Int($0)] == .tap("ToB", twice: false) })
        _ = menu.perform(offered[tap], route: routes[tap], on: &app, context: Self.context)
        // Seven actions in the lists, three offered on `B`: the lists are cut to them.
        _ = menu.offer(in: app.app, app.program, into: &offered, routes: &routes)
        let onB: [ExploreAction] = [.tap("Next", twice: false), .tap("Next", twice: true), .back]
        #expect(offered.map { menu.actions[Int($0)] } == onB)
        #expect(offered.map { menu.actions[Int($0)] } == Self.fresh(&menu, app))
        #expect(routes.map { $0 >= 0 } == [true, true, false])
        // And back on `A`, they grow again to launch's lists.
        _ = menu.perform(offered[2], route: routes[2], on: &app, context: Self.context)
        _ = menu.offer(in: app.app, app.program, into: &offered, routes: &routes)
        #expect(offered == atLaunch.0 && routes == atLaunch.1)
    }

    @Test func aTapTwiceByItsRouteDoesWhatItsScenarioStepDoes() throws {
        var launched = Simulator(graph: Self.graph, recordsTrace: false)
        _ = launched.launch()
        var menu = ActionMenu(launched.program, doubleTaps: true)
        var offered: [Int32] = []
        var routes: [Int32] = []
        _ = menu.offer(in: launched.app, launched.program, into: &offered, routes: &routes)
        let twice = try #require(offered.firstIndex { menu.actions[Int($0)] == .tap("Again", twice: true) })
        var byRoute = launched
        var byStep = launched
        let routed = menu.perform(offered[twice], route: routes[twice], on: &byRoute, context: Self.context)
        let stepped = ExploreAction.tap("Again", twice: true).perform(on: &byStep, context: Self.context)
        // The second tap pushes `A` again while the first push is running: a double presentation.
        #expect(!stepped.violations.isEmpty)
        #expect(routed.violations.map(\.id) == stepped.violations.map(\.id))
        #expect(StateWriter.bytes(of: byRoute.app) == StateWriter.bytes(of: byStep.app))
    }

    @Test func aTabBarOnScreenOffersItsTabsAndAGraphWithoutOneOffersNone() throws {
        let contacts = try #require(GraphLoader.load(path: packageRoot + "/Graphs/Contacts.navgraph").usable)
        var app = Simulator(graph: contacts, recordsTrace: false)
        _ = app.launch()
        var menu = ActionMenu(app.program, doubleTaps: false)
        let tabs = Self.fresh(&menu, app).filter { if case .tab = $0 { true } else { false } }
        #expect(tabs == [.tab("ContactsTab"), .tab("FavoritesTab")])
        var plain = Simulator(graph: Self.graph, recordsTrace: false)
        _ = plain.launch()
        var plainMenu = ActionMenu(plain.program, doubleTaps: false)
        #expect(!Self.fresh(&plainMenu, plain).contains { if case .tab = $0 { true } else { false } })
    }
}
