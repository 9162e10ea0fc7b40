import NavSimTesting
import Testing

@testable import NavSim

/// `onFirstAppear`: a route its source's own appearance code takes, the first time the source
/// comes into the window — a `UITabBarController` subclass selecting a tab and presenting an
/// onboarding screen at launch, a scene presenting a login from its `viewDidAppear`.
@Suite struct FirstAppearRouteTests {
    static let graph = """
        graph Launch
        shared Settings
          store introduced: Bool = false
        scene Dashboard
        scene Records
        scene Detail
        scene Splash
          store seen: Bool?
        scene Login
        navigation DashboardTab root Dashboard
        navigation RecordsTab root Records
        tabs Main [DashboardTab, RecordsTab]
        start Main
        route selectRecords: Main -> Records tab
          onFirstAppear
        route showSplash: Main -> Splash present
          onFirstAppear
          style fullScreen
          pass seen = Settings.introduced
        route start: Splash -> any dismiss
        segue Open: Records -> Detail show
        route askLogin: Detail -> Login present
          onFirstAppear
        route close: Login -> any dismiss
        """

    static func replay(_ steps: String) throws -> ReplayResult {
        try replayScenario(graph: graph, scenario: "scenario \"test\"\ngraph Launch\n" + steps)
    }

    @Test func theTabBarSelectsItsTabAndPresentsTheSplashWhenItFirstAppears() throws {
        let result = try Self.replay(
            """
            expect hierarchy Main{DashboardTab[Dashboard], *RecordsTab[Records]} > Splash
            expect Splash.seen == false
            tap start
            expect hierarchy Main{DashboardTab[Dashboard], *RecordsTab[Records]}
            """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let launch = result.launch
        let hops = launch.hops
        #expect(hops.map(\.route) == ["selectRecords", "showSplash"])
        #expect(hops.allSatisfy { $0.isOnFirstAppear && $0.from == Instance(name: "Main", kind: .tabs) })
        #expect(
            hops[0].navigation
                == .selectTab(
                    Instance(name: "RecordsTab", kind: .navigation), of: Instance(name: "Main", kind: .tabs),
                    by: .router))
        // The full-screen splash's dismissal makes Main appear again: its routes do not run twice.
        #expect(result.steps[2].hops.map(\.route) == ["start"])
    }

    @Test func aSceneRunsItsRouteTheFirstTimeItAppearsOnly() throws {
        let result = try Self.replay(
            """
            tap start
            tap Open
            expect hierarchy Main{DashboardTab[Dashboard], *RecordsTab[Records, Detail]} > Login
            tap close
            expect top Detail
            back
            tap Open
            expect presented Login
            """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let open = result.steps[1].hops
        #expect(open.map(\.route) == ["Open", "askLogin"])
        #expect(open[1].isOnFirstAppear && open[1].from.name == "Detail")
        // `close` reveals Detail again: a sheet's presenter never left the window, and its view
        // had loaded: no second login.
        #expect(result.steps[3].hops.map(\.route) == ["close"])
    }

    @Test func aRouteFromAContainerNeedsOnFirstAppearAndOnlyRoutesTakeIt() {
        let text = MarkedGraphText(
            """
            graph G
            scene A
            scene B
            navigation Main root A
            start Main
            route Sneak: 1️⃣Main -> B present
            segue Open: A -> B show
              2️⃣onFirstAppear
            scene C
              3️⃣onFirstAppear
            """)
        let result = text.load()
        #expect(
            result.diagnostics.found
                == [
                    text.error(GraphChecker.wrongKindOfName, "1️⃣"),
                    text.error(GraphChecker.onFirstAppearNotOnRoute, "2️⃣"),
                    text.error(GraphParser.misplacedLine, "3️⃣"),
                ].sorted { $0.position.line < $1.position.line })
        #expect(
            result.diagnostics.map(DiagnosticFormatter.plain) == [
                "test.navgraph:6:14: error: 'Main' is a navigation container, but the source of a route must be a scene\ntest.navgraph:6:14: note: a container's own code navigates when it appears: add 'onFirstAppear' under the route",
                "test.navgraph:8:3: error: 'onFirstAppear' belongs under a route: UIKit performs segue 'Open' itself",
                "test.navgraph:10:3: error: 'onFirstAppear' lines belong under a route, not under 'scene'",
            ])
    }
}
