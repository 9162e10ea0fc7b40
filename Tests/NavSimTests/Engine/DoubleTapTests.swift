import NavSimTesting
import Testing

@testable import NavSim

/// `tap X twice`: the route fires again while the first transition is still running.
@Suite struct DoubleTapTests {
    static let graph = """
        graph Twice
        scene A
        scene B
        scene C
        navigation Main root A
        start Main
        segue Push: A -> B show
        segue Present: A -> C present
        route Back: B -> A pop
        route Close: C -> A dismiss
        route Deeper: B -> C push via code
        """

    @Test func aSecondPushDuringThePushIsLoggedAndLands() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Twice
                tap Push twice
                expect violation double-presentation
                expect stack [A, B, B]
                back
                expect stack [A, B]
                back
                expect stack [A]
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let hops = result.steps[0].hops
        #expect(hops.count == 2)
        #expect(
            hops[1].to == .scene("B", 3)
                && hops[1].navigation == .pushedDuringPush(onto: .navigation("Main"), by: .segue))
        #expect(result.violations.count == 1 && !result.violations[0].stopsReplay)
        #expect(hops[1].isSecondTap && !hops[0].isSecondTap)
        #expect(result.violations[0].uikitText == UIKitText.nestedPush)
    }

    @Test func aSecondPresentationDuringThePresentationIsLoggedAndDropped() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Twice
                tap Present twice
                expect violation double-presentation
                expect hierarchy Main[A] > C
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(
            result.violations[0].uikitText
                == "Attempt to present <CViewController: C#3> on <UINavigationController: Main> (from <AViewController: A#1>) while a presentation is in progress."
        )
    }

    @Test func aSecondDismissDuringTheDismissalIsLogged() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Twice
                tap Present
                tap Close twice
                expect violation double-presentation
                expect presented none
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(
            result.violations[0].uikitText
                == "Attempt to dismiss from view controller <CViewController: C#2> while a presentation or dismiss is in progress!"
        )
    }

    @Test func aSecondPopThatStillFindsItsSceneIsLogged() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Twice
                tap Push
                tap Push
                """)
        // Push is a route of A only, so the second tap is not on screen.
        #expect(result.failureIDs == ["route-not-on-screen"])
        let deep = try replayScenario(
            graph: Self.graph + "\nroute Again: B -> B push via code\nroute Up: B -> B pop\n",
            scenario: """
                scenario "test"
                graph Twice
                tap Push
                tap Again
                tap Again
                tap Up twice
                expect violation double-presentation
                expect stack [A, B, B]
                """)
        #expect(deep.passed, "\(deep.failures.map(\.message))")
        #expect(deep.violations[0].uikitText == UIKitText.nestedPop)
    }

    @Test func aSingleTapRaisesNothing() throws {
        let result = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Twice\ntap Push\ntap Back\ntap Present\ntap Close\n")
        #expect(result.passed)
        #expect(result.violations.isEmpty)
        #expect(result.finalHierarchy == "Main[A#1]")
    }
}
