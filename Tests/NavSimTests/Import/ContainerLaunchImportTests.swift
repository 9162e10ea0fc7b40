import Testing

@testable import NavSim

/// Navigation a container subclass does itself as it loads and appears (fixture `LaunchTabs`,
/// written for this): a `UITabBarController` subclass selecting `selectedIndex = 1` in
/// `viewDidLoad` and presenting a welcome screen from `viewDidAppear` becomes two routes from the
/// `tabs` container, `onFirstAppear`, which the engine runs at launch; a `present` from
/// `viewDidLoad`, which UIKit refuses, becomes a commented route with a warning.
@Suite struct ContainerLaunchImportTests {
    static func imported() throws -> (result: AppImport.Result, graph: Graph) {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/LaunchTabs"
        let result = AppImport.run(
            AppImport.Options(paths: [folder], name: "LaunchTabs", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "L.navgraph", string: text)).usableGraph)
        return (result, graph)
    }

    @Test func theTabBarSubclassSelectionAndPresentationAreRoutesFromTheContainer() throws {
        let (result, graph) = try Self.imported()
        let launchRoutes = graph.routes.filter(\.isOnFirstAppear)
        // Written in the order UIKit runs their code (`viewDidLoad` before `viewDidAppear`), which
        // is the order the engine takes them in.
        #expect(
            launchRoutes.map { "\($0.name.text): \($0.source.text) -> \($0.destination.text)" } == [
                "tab: HomeTabBar -> Inbox", "showWelcome: HomeTabBar -> Welcome",
            ])
        #expect(
            launchRoutes.map(\.kind) == [
                .programmatic(.tab, via: .storyboard), .programmatic(.present, via: .storyboard),
            ])
        // The `present` in `viewDidLoad` is refused by UIKit: a comment, and a warning where it is.
        #expect(!graph.routes.contains { $0.destination.text == "Notice" })
        let refused = result.diagnostics.filter { $0.id == SiteMerger.refusedNavigation }
        #expect(
            refused.map { "\($0.file.split(separator: "/").last ?? ""):\($0.position)" } == [
                "HomeTabBarController.swift:10:9"
            ])
        #expect(result.graph?.contains("# route Notice: HomeTabBar -> Notice present via code") == true)
        #expect(graph.routes.first { $0.name.text == "showWelcome" }?.style?.value == .fullScreen)
        // The welcome screen's dismissal lands wherever the tab bar shows: not on the container.
        #expect(graph.routes.first { $0.name.text == "startTapped" }?.destination.text == Route.anyDestination)
        // Nothing is left untriggered, and no scene is made for the container's class.
        #expect(!result.diagnostics.contains { $0.id == CodeNavigationReader.untriggered })
        #expect(!graph.scenes.contains { $0.name.text.hasPrefix("HomeTabBar") })
    }

    @Test func theImportedAppOpensOnTheInboxWithTheWelcomeOverIt() throws {
        let (_, graph) = try Self.imported()
        let scenario = try #require(
            ScenarioParser.parse(
                SourceText(
                    path: "s.scenario",
                    string: """
                        scenario "launch"
                        graph LaunchTabs
                        expect hierarchy HomeTabBar{NavigationController_navf[Feed], *NavigationController_navi[Inbox]} > Welcome
                        tap startTapped
                        expect hierarchy HomeTabBar{NavigationController_navf[Feed], *NavigationController_navi[Inbox]}

                        """)
            ).usable)
        let replay = Replayer.replay(scenario, in: graph)
        #expect(replay.passed, "\(replay.failures.map(\.message))")
        #expect(replay.launch.hops.map(\.route) == ["tab", "showWelcome"])
    }
}
