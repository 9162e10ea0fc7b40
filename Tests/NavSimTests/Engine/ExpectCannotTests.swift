import NavSimTesting
import Testing

@testable import NavSim

/// The expectations that say what a scenario could not before: `expect cannot …` (the
/// gesture's own refusal, read without acting, passes it; a gesture the user can make fails
/// it), `expect presenter of … is …`, `expect alive …` / `expect released …`.
@Suite struct ExpectCannotTests {
    static let graph = """
        graph Stuck
        scene List
        scene Modal
        navigation Main root List
        tabs Home [Main, Other]
        scene Other
        start Home
        route Sheet: List -> Modal present
        route Cover: List -> Modal present
          style fullScreen
        """

    @Test func aFullScreenModalCannotBeSwipedAndCoversTheTabBar() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario:
                "scenario \"test\"\ngraph Stuck\nexpect cannot back\ntap Cover\nexpect cannot swipe\nexpect cannot tab\nexpect cannot tab Other\n"
        )
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.steps.filter { $0.step?.kind == .expectCannot(.swipeDown) }.count == 1)
    }

    @Test func aGestureTheUserCanMakeFailsTheExpectation() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: "scenario \"test\"\ngraph Stuck\nexpect cannot tab\ntap Sheet\nexpect cannot swipe\n")
        #expect(!result.passed)
        #expect(result.failures.map(\.position.line) == [3, 5])
        #expect(result.failures.allSatisfy { $0.id == Replayer.FailureID.expectationFailed })
    }

    @Test func theParserReadsEachGesture() throws {
        let text =
            "scenario \"s\"\ngraph Stuck\nexpect cannot swipe\nexpect cannot back\nexpect cannot tab\nexpect cannot tab Other\n"
        let scenario = try #require(ScenarioParser.parse(SourceText(path: "s.scenario", string: text)).usable)
        #expect(
            scenario.steps.map(\.kind) == [
                .expectCannot(.swipeDown), .expectCannot(.back), .expectCannot(.tab(nil)), .expectCannot(.tab("Other")),
            ])
        let bad = ScenarioParser.parse(
            SourceText(path: "s.scenario", string: "scenario \"s\"\ngraph Stuck\nexpect cannot fly\n"))
        #expect(bad.diagnostics.map(\.position.line) == [3])
    }

    @Test func thePresenterIsTheRootOfTheLevelBelowAndANewRootReleasesThePresentation() throws {
        let graph = Self.graph + "\nscene Login\nroute SignOut: List -> Login setRoot\n"
        let passing = try replayScenario(
            graph: graph,
            scenario:
                "scenario \"test\"\ngraph Stuck\ntap Sheet\nexpect presenter of Modal is Home\nexpect alive Modal\nfire SignOut from List\nexpect released Modal\nexpect alive Login\n"
        )
        #expect(passing.passed, "\(passing.failures.map(\.message))")
        let failing = try replayScenario(
            graph: graph,
            scenario:
                "scenario \"test\"\ngraph Stuck\ntap Sheet\nexpect presenter of Modal is Main\nexpect released Modal\nexpect alive Login\n"
        )
        #expect(failing.failures.map(\.position.line) == [4, 5, 6])
    }
}
