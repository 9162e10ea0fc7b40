import Testing

@testable import NavSim

/// Custom container view controllers: children added with UIKit's containment API (`addChild`)
/// in the container's loading code are `embed`s, a child swapped in later is a commented `embed`
/// with a warning (fixture `Containers`, written for this).
@Suite struct ContainmentImportTests {
    private static func imported() throws -> (result: AppImport.Result, text: String, graph: Graph) {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/Containers"
        let result = AppImport.run(
            AppImport.Options(paths: [folder], name: "Containers", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "C.navgraph", string: text)).usableGraph)
        return (result, text, graph)
    }

    @Test func childrenAddedAsTheContainerLoadsAreItsEmbeds() throws {
        let findings = try CodeNavigationReaderTests.read("Containers")
        let children = findings.sites.filter { $0.childAddition != nil }.map { site in
            CodeNavigationReaderTests.describe(site) + (site.childAddition == .loading ? " loading" : " later")
                + (site.undecided == nil ? "" : " undecided")
        }
        #expect(
            children.sorted()
                == [
                    // `viewDidLoad`: a navigation controller built around the first screen.
                    "Home: ShellViewController -> HomeViewController - initializer wrapped loading",
                    // `instantiateViewController(withIdentifier: "Feed") as! FeedViewController`, then a setter.
                    "embedPanesFeed: DashboardViewController -> FeedViewController - storyboard | filter = filter loading",
                    // An initialiser's argument: a constructor argument of the child.
                    "embedPanesChart: DashboardViewController -> ChartViewController - initializer | range = filter loading",
                    // `addChild(summary)`, a stored property built where it is declared.
                    "embedPanesSummary: DashboardViewController -> SummaryViewController - found loading",
                    // `init()` adding what a factory makes.
                    "init: ProfileViewController -> DetailsViewController - factory loading",
                    // The first page only: `if visible == nil`, which the import does not evaluate.
                    "Intro: PagerViewController -> IntroViewController - initializer loading undecided",
                    "Outro: PagerViewController -> OutroViewController - initializer loading undecided",
                    // Swapped later, through `swap(to:)`: from the session's end, and from sign-in.
                    "sessionDidEnd: ShellViewController -> SignInViewController - initializer later",
                    "showHome: ShellViewController -> HomeViewController - initializer wrapped later",
                ].sorted())
        #expect(findings.sites.allSatisfy { $0.childAddition == nil || $0.action == nil })
        // A tab bar controller subclass's `addChild` adds a tab.
        #expect(!findings.sites.contains { $0.source == "MainTabsController" })
    }

    @Test func theImportedGraphEmbedsEachChildAndReachesTheScenesBelow() throws {
        let (result, text, graph) = try Self.imported()
        #expect(
            ImportVariantsTests.routes(of: graph).filter { $0.hasSuffix(" embed") }.sorted() == [
                "Chart: Dashboard -> Chart embed", "Details: Profile -> Details embed",
                "Feed: Dashboard -> Feed embed", "Home: Shell -> HomeNavigation embed",
                "Summary: Dashboard -> Summary embed",
            ])
        // Built as the code builds each: the storyboard (the default), an initialiser, a factory.
        #expect(
            graph.routes.filter { $0.kind == .embed }.map { "\($0.name.text) \($0.instantiation!)" }.sorted() == [
                "Chart code", "Details factory", "Feed storyboard", "Home code", "Summary code",
            ])
        #expect(text.contains("navigation HomeNavigation root Home"))
        #expect(text.contains("\nembed Feed: Dashboard -> Feed ") && text.contains("\n  pass filter = filter "))
        #expect(
            text.contains("\nembed Chart: Dashboard -> Chart via code ") && text.contains("\n  pass range = filter "))
        #expect(graph.start?.target.text == "Shell")
        let reached = graph.reach(from: "Shell").scenes
        for scene in ["Shell", "Home", "Profile", "Details", "Dashboard", "Summary", "Feed", "Chart"] {
            #expect(reached.contains(scene), "\(scene) is not reached")
        }
        // Swapped in on the session's end: a commented embed, warned; the sign-in screen stays
        // unreached. Home swapped back in is the embed already there: nothing more, no warning.
        #expect(!reached.contains("SignIn"))
        #expect(text.contains("# embed SignIn: Shell -> SignIn"))
        // Added under a condition: commented, each warned about, the pages unreached.
        #expect(
            text.contains("# embed Intro: Pager -> Intro via code") && text.contains("# embed Outro: Pager -> Outro"))
        #expect(reached.contains("Pager") && !reached.contains("Intro") && !reached.contains("Outro"))
        #expect(
            result.diagnostics.filter { $0.id == SiteMerger.undecidedRoute }.map(\.message).allSatisfy {
                $0.contains("'visible == nil'")
            })
        // One warning: both are the one `addChild` under the one condition.
        #expect(result.diagnostics.filter { $0.id == SiteMerger.undecidedRoute }.count == 1)
        let swaps = result.diagnostics.filter { $0.id == SiteMerger.childSwap }
        #expect(swaps.count == 1)
        #expect(swaps.first?.message.contains("'sessionDidEnd()'") == true)
        // UIKit's page view controller as the child: warned, its pages not read.
        #expect(
            result.diagnostics.contains {
                $0.id == CodeBodyWalker.destinationUnknown && $0.message.contains("'UIPageViewController'")
                    && $0.file.hasSuffix("StoriesViewController.swift")
            })
        #expect(!graph.routes.contains { $0.source.text == "Stories" })
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

    @Test func anEmbedBuiltInCodeMayTakeConstructorArgumentsAndOneFromTheStoryboardMayNot() throws {
        func load(_ via: String) -> GraphLoadResult {
            GraphLoader.load(
                source: SourceText(
                    path: "E.navgraph",
                    string: """
                        graph E
                        scene Dashboard
                          store filter: String = "all"
                        scene Chart
                          store range: String
                        start Dashboard via code
                        embed Chart: Dashboard -> Chart\(via)
                          pass range = filter

                        """))
        }
        let code = load(" via code")
        #expect(code.diagnostics.isEmpty, "\(code.diagnostics.map(\.message))")
        let graph = try #require(code.usableGraph)
        #expect(graph.routes.first?.instantiation == .code)
        #expect(load("").diagnostics.map(\.id) == [GraphChecker.missingConstructorArgument])
        #expect(load(" via magic").diagnostics.map(\.id).contains(GraphParser.unknownVia))
        // The engine builds it in code, with its argument, as the parent loads.
        let scenario = try #require(
            ScenarioParser.parse(
                SourceText(path: "s.scenario", string: "scenario \"e\"\ngraph E\nexpect hierarchy Dashboard(Chart)\n")
            ).usable)
        let replay = Replayer.replay(scenario, in: graph)
        #expect(replay.passed, "\(replay.failures.map(\.message))")
        let embed = try #require(replay.launch.hops.first { $0.declaration == .embed })
        guard case .built(_, _, let via, _) = embed.destination else {
            Issue.record("the child is not built: \(embed.destination)")
            return
        }
        #expect(via == .code)
    }
}
