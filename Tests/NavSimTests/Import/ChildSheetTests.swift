import Testing

@testable import NavSim

/// MVVM-C screens reach their coordinator through the view model (a delegate for a row, a
/// closure for a bar button), and a child coordinator presents its own navigation controller
/// over the tab bar it was handed (fixture `ChildSheets`, written for this).
@Suite struct ChildSheetTests {
    @Test func aChildPresentingItsOwnStackIsOnePresentFromTheScreenThatStartedIt() throws {
        let findings = try CodeNavigationReaderTests.read("ChildSheets")
        #expect(
            findings.sites.map { CodeNavigationReaderTests.describe($0) + " @" + $0.origin.label } == [
                // `navigationController.viewControllers = [compose]`, then `presenter.present(navigationController, …)`.
                "showCompose: InboxViewController -> ComposeViewController present initializer wrapped"
                    + " @Coordinators.swift:21",
                // The view model's delegate, which the coordinator adopts; the view model built
                // with the inbox holds its `messages` (`ScreenCompanions`), read at the row handed.
                "inboxViewModel: InboxViewController -> MessageViewController push initializer"
                    + " | message = messages[selection] @Coordinators.swift:52",
                "finish: ComposeViewController -> ? dismiss found @Coordinators.swift:25",
            ])
        #expect(findings.sites.allSatisfy { $0.undecided == nil })
    }

    @Test func theImportedGraphPresentsTheComposerFromTheInboxAndDismissesBackToIt() throws {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/ChildSheets"
        let result = AppImport.run(AppImport.Options(paths: [folder], name: "Sheets", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "S.navgraph", string: text)).usableGraph)
        #expect(
            ImportVariantsTests.routes(of: graph).sorted() == [
                "finish: Compose -> Inbox dismiss", "inboxViewModel: Inbox -> Message push",
                "showCompose: Inbox -> ComposeNavigation present",
            ])
        // No route puts the composer on the inbox's own stack.
        #expect(!text.contains("setStack"))
        let scenario = try #require(
            ScenarioParser.parse(
                SourceText(
                    path: "s.scenario",
                    string:
                        "scenario \"compose\"\ngraph Sheets\ntap showCompose\nexpect top Compose\ntap finish\nexpect top Inbox\n"
                )
            ).usable)
        let replay = Replayer.replay(scenario, in: graph)
        #expect(replay.passed, "\(replay.failures.map(\.message))")
        #expect(replay.violations.isEmpty)
    }
}
