import Testing

@testable import NavSim

/// Custom container view controllers: children added with UIKit's containment API (`addChild`)
/// in the container's loading code are `embed`s, a child swapped in later is a commented `embed`
/// with a warning (fixture `Containers`, written for this).
@Suite struct ContainmentImportTests {
    private static func imported() throws -> (result: AppImport.Result, text: String, graph: Graph) {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/Containers"
        let result = AppImport.run(AppImport.Options(paths: [folder], name: "Containers", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "C.navgraph", string: text)).usableGraph)
        return (result, text, graph)
    }

    @Test func childrenAddedAsTheContainerLoadsAreItsEmbeds() throws {
        let findings = try CodeNavigationReaderTests.read("Containers")
        let children = findings.sites.filter { $0.childAddition != nil }.map { site in
            CodeNavigationReaderTests.describe(site) + (site.childAddition == .loading ? " loading" : " later")
        }
        #expect(
            children.sorted() == [
                // `viewDidLoad`: a navigation controller built around the first screen.
                "Home: ShellViewController -> HomeViewController - initializer wrapped loading",
                // `instantiateViewController(withIdentifier: "Feed") as! FeedViewController`, then a setter.
                "embedPanesFeed: DashboardViewController -> FeedViewController - storyboard | filter = filter loading",
                // `addChild(summary)`, a stored property built where it is declared.
                "embedPanesSummary: DashboardViewController -> SummaryViewController - found loading",
                // `init()` adding what a factory makes.
                "init: ProfileViewController -> DetailsViewController - factory loading",
                // Swapped later, through `swap(to:)`: from the session's end, and from sign-in.
                "sessionDidEnd: ShellViewController -> SignInViewController - initializer later",
                "showHome: ShellViewController -> HomeViewController - initializer wrapped later",
            ].sorted())
        #expect(findings.sites.allSatisfy { $0.childAddition == nil || $0.action == nil })
    }

    @Test func theImportedGraphEmbedsEachChildAndReachesTheScenesBelow() throws {
        let (result, text, graph) = try Self.imported()
        #expect(
            ImportVariantsTests.routes(of: graph).filter { $0.hasSuffix(" embed") }.sorted() == [
                "Details: Profile -> Details embed", "Feed: Dashboard -> Feed embed",
                "Home: Shell -> HomeNavigation embed", "Summary: Dashboard -> Summary embed",
            ])
        #expect(text.contains("navigation HomeNavigation root Home"))
        #expect(text.contains("\nembed Feed: Dashboard -> Feed ") && text.contains("\n  pass filter = filter "))
        #expect(graph.start?.target.text == "Shell")
        let reached = graph.reach(from: "Shell").scenes
        for scene in ["Shell", "Home", "Profile", "Details", "Dashboard", "Summary", "Feed"] {
            #expect(reached.contains(scene), "\(scene) is not reached")
        }
        // Swapped in on the session's end: a commented embed, warned; the sign-in screen stays
        // unreached. Home swapped back in is the embed already there: nothing more, no warning.
        #expect(!reached.contains("SignIn"))
        #expect(text.contains("# embed SignIn: Shell -> SignIn"))
        let swaps = result.diagnostics.filter { $0.id == SiteMerger.childSwap }
        #expect(swaps.count == 1)
        #expect(swaps.first?.message.contains("'sessionDidEnd()'") == true)
        #expect(result.diagnostics.allSatisfy { $0.severity != .error })
    }

    @Test func theFirstChildIsOnScreenAtLaunchAndItsRoutesCanBeTapped() throws {
        let (_, _, graph) = try Self.imported()
        let scenario = try #require(
            ScenarioParser.parse(
                SourceText(
                    path: "s.scenario",
                    string: """
                        scenario "into the shell"
                        graph Containers
                        expect hierarchy Shell(HomeNavigation[Home])
                        tap profileTapped
                        expect hierarchy Shell(HomeNavigation[Home]) > Profile(Details)
                        tap closeTapped
                        expect hierarchy Shell(HomeNavigation[Home])

                        """)
            ).usable)
        let replay = Replayer.replay(scenario, in: graph)
        #expect(replay.passed, "\(replay.failures.map(\.message))")
        #expect(replay.violations.isEmpty)
    }
}
