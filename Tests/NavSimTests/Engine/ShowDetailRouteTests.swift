import NavSimTesting
import Testing

@testable import NavSim

/// `route … showDetail`: `showDetailViewController(_:sender:)` called from code. navsim models no
/// split view controller, so the window's root presents the destination modally — as for a
/// `showDetail` segue — where `show` would push it onto the source's navigation controller.
@Suite struct ShowDetailRouteTests {
    static let graph = """
        graph Detail
        scene List
          store items: [String] = ["a", "b"]
        scene Item
          store item: String?
        scene Detail
          store item: String?
        navigation Main root List
        start Main
        route Open: List -> Item push
          pass item = items[selection]
        route Preview: Item -> Detail showDetail
          pass item = item
        route Show: Item -> Detail show
          pass item = item
        route Again: Detail -> Detail showDetail
        segue Peek: List -> Item show
          navigate showDetail
        """

    @Test func theWindowsRootPresentsItInsteadOfPushing() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Detail
                select 1
                tap Open
                tap Preview
                expect hierarchy Main[List, Item] > Detail
                expect Detail.item == "b"
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations.isEmpty)
        let hop = try #require(result.hops.last)
        #expect(hop.declaration == .route(.showDetail, via: nil))
        guard case .present(let presenter, .automatic, .router)? = hop.navigation else {
            Issue.record("expected a presentation by the router, got \(String(describing: hop.navigation))")
            return
        }
        #expect(presenter.name == "Main" && presenter.kind == .navigation)
        #expect(result.trace.contains("  route     Preview  Item#2 -> Detail  route showDetail\n"))
        #expect(result.trace.contains("  3 nav     present over Main as a sheet (automatic), by the router\n"))
    }

    @Test func showFromTheSameSceneWouldPush() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Detail
                select 0
                tap Open
                tap Show
                expect hierarchy Main[List, Item, Detail]
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func fromAPresentedSceneTheRootAlreadyPresentsAndDropsIt() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Detail
                select 0
                tap Open
                tap Preview
                tap Again
                expect violation double-presentation
                expect hierarchy Main[List, Item] > Detail
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        guard case .alreadyPresenting = violation.reason else {
            Issue.record("expected alreadyPresenting, got \(violation.reason)")
            return
        }
    }

    @Test func aSegueWhoseRouterAlsoShowsDetailPresentsWhatTheSeguePushed() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Detail
                select 0
                tap Peek
                expect violation double-presentation
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(
            result.hops.last?.navigateAgain
                == Hop.NavigateAgain(declared: .showDetail, performed: .present, effect: .presentsToo))
    }
}
