import NavSimTesting
import Testing

@testable import NavSim

/// `fire Route from Scene` (navigation no tap starts) and the `setStack` / `setRoot` actions.
@Suite struct FireAndReplaceTests {
    static let graph = """
        graph Fire
        scene List
        scene Detail
        scene Alert
        scene Login
        scene Other
        navigation Main root List
        navigation OtherNav root Other
        tabs Home [Main, OtherNav]
        start Home
        segue Open: List -> Detail show
        route Warn: List -> Alert present
        route More: List -> Detail push
        route Reset: Detail -> List setStack
        route LogOut: Detail -> Login setRoot
        route Again: Login -> Home setRoot
        route LonelyReset: Alert -> List setStack
        """

    @Test func aPresentationFromAnOffScreenSceneIsLoggedAndDropped() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Fire
                tap Open
                fire Warn from List
                expect violation navigation-ignored
                expect hierarchy Home{*Main[List, Detail], OtherNav[Other]}
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(violation.symptom == .logged && !violation.stopsReplay)
        #expect(
            violation.uikitText
                == "Attempt to present <AlertViewController: Alert#4> on <ListViewController: List#1> whose view is not in the window hierarchy!"
        )
    }

    @Test func aPushFromAnOffScreenSceneIsPerformed() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Fire
                tab OtherNav
                fire More from List
                expect hierarchy Home{Main[List, Detail], *OtherNav[Other]}
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations.isEmpty)
    }

    @Test func anOnScreenSceneFiresLikeATap() throws {
        let result = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Fire\nfire Warn from List\nexpect presented Alert\n")
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func firingFromASceneWithNoLiveInstanceFails() throws {
        let result = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Fire\nfire Reset from Detail\n")
        #expect(result.failures.map(\.id) == [Simulator.FailureID.noLiveInstance])
    }

    @Test func firingARouteTheSceneDoesNotHaveIsAScenarioError() throws {
        let parsed = ScenarioParser.parse(
            SourceText(path: "s.scenario", string: "scenario \"t\"\ngraph Fire\nfire Reset from List\n"))
        let scenario = try #require(parsed.scenario)
        let diagnostics = ScenarioChecker.check(scenario, against: loadGraph(Self.graph))
        #expect(diagnostics.map(\.id) == [ScenarioChecker.unknownRoute])
        #expect(diagnostics.first?.position == SourcePosition(line: 3, column: 6))
    }

    @Test func setStackReplacesTheStackAndReleasesWhatItHeld() {
        var simulator = Simulator(graph: loadGraph(Self.graph))
        let context = Simulator.StepContext(number: 1, line: 1)
        _ = simulator.launch()
        _ = simulator.tap("Open", context: context)
        let before = simulator.liveInstanceCount
        let outcome = simulator.tap("Reset", context: context)
        #expect(outcome.failure == nil && outcome.violations.isEmpty)
        #expect(simulator.hierarchyDescription == "Home{*Main[List#4], OtherNav[Other#2]}")
        #expect(simulator.liveInstanceCount == before - 1)
    }

    @Test func setRootReplacesEverything() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Fire
                tap Open
                tap LogOut
                expect hierarchy Login
                tap Again
                expect hierarchy Home{*Main[List], OtherNav[Other]}
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func anOptionalChainedSetStackWithoutANavigationControllerDoesNothing() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Fire
                tap Warn
                tap LonelyReset
                expect violation navigation-ignored
                expect presented Alert
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }
}
