import NavSimTesting
import Testing

@testable import NavSim

/// The replayer's rules: launch, expectations, expected and unexpected violations, stops.
@Suite struct ReplayerTests {
    static let graph = """
        graph Replay
        scene A
          store name: String?
        scene B
          store name: String!
        scene C
        navigation Main root A
        start Main
        segue Open: A -> B show
          pass name = name
        segue Present: A -> C present
        route Close: C -> A dismiss
        """

    @Test func theAppLaunchesJustBeforeTheFirstStepThatIsNotAGiven() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: "scenario \"test\"\ngraph Replay\ngiven A.name = \"x\"\nexpect A.name == \"x\"\n")
        #expect(result.passed)
        #expect(result.launch.number == 0 && result.launch.hierarchyAfter.description == "Main[A#1]")
        #expect(result.steps.map(\.number) == [1, 2])
        #expect(result.steps[0].hierarchyAfter.isEmpty, "nothing exists before launch")
        let onlyGivens = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Replay\ngiven A.name = \"x\"\n")
        #expect(onlyGivens.launch.hierarchyAfter.description == "Main[A#1]")
    }

    @Test func aFailedExpectationSaysWhatWasExpectedAndFoundAndTheReplayGoesOn() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Replay
                expect top B
                expect stack [A, B]
                expect presented C
                expect A.name == "x"
                expect hierarchy Main[A, B]
                tap Present
                expect presented none
                expect B.name == "y"
                """)
        #expect(
            result.failures.map(\.message) == [
                "expected top 'B', found 'A#1'",
                "expected stack [A, B], found Main[A#1]",
                "expected 'C' presented, found nothing presented",
                #"expected 'A.name' == "x", found nil"#,
                "expected hierarchy Main[A, B], found Main[A]",
                "expected nothing presented, found 'C#2' presented",
                #"expected 'B.name' == "y", but no 'B' on screen"#,
            ])
        #expect(Set(result.failureIDs) == ["expectation-failed"])
        #expect(result.failures[0].notes.map(\.message) == ["hierarchy: Main[A#1]"])
        #expect(result.failures[0].position.line == 3 && result.failures[0].file == "inline.scenario")
        #expect(result.steps[5].outcome == .performed, "the tap after failed expectations ran")
    }

    @Test func expectStackWithNoNavigationStackOnScreen() throws {
        let result = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Replay\ntap Present\nexpect stack [C]\n")
        #expect(result.failures.map(\.message) == ["expected stack [C], found no navigation stack on screen"])
    }

    @Test func aRouteNotOnScreenFailsWithWhatIsOnScreenAndStops() throws {
        let result = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Replay\ntap Close\nexpect top A\n")
        #expect(result.failureIDs == ["route-not-on-screen"])
        let failure = result.failures[0]
        #expect(failure.message == "no scene on screen has a route 'Close'")
        #expect(
            failure.notes.map(\.message) == ["on screen: 'A#1'", "'Close' is a route of 'C'", "hierarchy: Main[A#1]"])
        #expect(result.steps.count == 1)
        #expect(result.stop == ReplayStop(stepNumber: 1, reason: .failure(failure), stepsNotRun: 1))
    }

    @Test func anExpectedViolationThatDidNotHappenFails() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario:
                "scenario \"test\"\ngraph Replay\ngiven A.name = \"a\"\ntap Open\nexpect violation double-presentation\n"
        )
        #expect(result.failureIDs == ["expected-violation-missing"])
        #expect(result.failures[0].message == "expected violation 'double-presentation' at step 2, found none")
    }

    @Test func aViolationNobodyExpectsFailsWithItsUIKitText() throws {
        let result = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Replay\ntap Open\nexpect top B\n")
        #expect(result.failureIDs == ["unexpected-violation"])
        let failure = result.failures[0]
        #expect(failure.position.line == 3, "the line of the step that raised it")
        #expect(
            failure.message
                == "unexpected violation 'nil-data-store': 'B#2' appears with 'name' nil, but 'name' is declared 'String!' (\"Fatal error: Unexpectedly found nil while unwrapping an Optional value\")"
        )
        #expect(result.steps.count == 1, "the crash stopped the replay")
        #expect(result.stop?.stepsNotRun == 1)
    }

    @Test func anExpectedCrashPassesAndTheStepsAfterItDoNotRun() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Replay
                tap Open
                expect violation nil-data-store
                tap Present
                expect top C
                """)
        #expect(result.passed)
        #expect(result.steps.map(\.number) == [1, 2])
        guard case .crash(let violation)? = result.stop?.reason else {
            Issue.record("no crash stop")
            return
        }
        #expect(violation.id == .nilDataStore && result.stop?.stepNumber == 1 && result.stop?.stepsNotRun == 2)
        #expect(
            result.trace.contains(
                "stopped   the app crashed at step 1 (nil-data-store); 2 lines not run\nresult    passed\n"))
    }

    @Test func aLoggedViolationMustBeExpectedByTheLinesRightAfterItsStep() throws {
        let graph = Self.graph + "\nsegue Twice: A -> C present\n  navigate present\n"
        let expected = try replayScenario(
            graph: graph,
            scenario: """
                scenario "test"
                graph Replay
                tap Twice
                expect presented C
                expect violation double-presentation
                tap Close
                """)
        #expect(expected.passed, "\(expected.failures.map(\.message))")
        let late = try replayScenario(
            graph: graph,
            scenario: """
                scenario "test"
                graph Replay
                tap Twice
                tap Close
                expect violation double-presentation
                """)
        #expect(late.failureIDs == ["unexpected-violation", "expected-violation-missing"])
    }

    @Test func backAndDismissWithNothingToDoFail() throws {
        let back = try replayScenario(graph: Self.graph, scenario: "scenario \"test\"\ngraph Replay\nback\n")
        #expect(back.failures.map(\.message) == ["there is no back button: 'Main' shows its root 'A#1'"])
        let dismiss = try replayScenario(graph: Self.graph, scenario: "scenario \"test\"\ngraph Replay\ndismiss\n")
        #expect(dismiss.failures.map(\.message) == ["nothing is presented: there is no modal to swipe down"])
        let presented = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Replay\ntap Present\nback\n")
        #expect(
            presented.failures.map(\.message) == ["there is no back button: 'C#2' is not in a navigation controller"])
    }

    @Test func theUsersBackAndDismissAreHops() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Replay
                given A.name = "a"
                tap Open
                back
                tap Present
                dismiss
                expect hierarchy Main[A]
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let back = result.steps[2].hops[0]
        #expect(back.route == "back" && back.kind == .programmatic && back.graphLine == nil)
        #expect(back.from == .scene("B", 2) && back.to == .scene("A", 1) && back.passed.isEmpty)
        let dismiss = result.steps[4].hops[0]
        #expect(dismiss.route == "dismiss" && dismiss.navigation == .dismiss(.scene("C", 3), by: .userSwipe))
    }

    @Test func setWritesTheOnScreenInstanceAndFailsWhenThereIsNone() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Replay
                set A.name = "typed"
                tap Open
                expect B.name == "typed"
                set A.name = "again"
                """)
        #expect(result.failures.map(\.message) == ["cannot set 'A.name': no 'A' on screen"])
        #expect(result.steps[0].outcome == .ok(#"A#1 name = "typed""#))
    }

    @Test func selectSetsTheTopScenesRow() throws {
        let result = try replayScenario(graph: Self.graph, scenario: "scenario \"test\"\ngraph Replay\nselect 3\n")
        #expect(result.steps[0].outcome == .ok("A#1 selection = 3"))
    }
}

extension ReplayerTests {
    @Test func aGraphWithoutStartCannotLaunch() throws {
        let origin = SourcePosition(line: 1, column: 1)
        let graph = Graph(
            name: Name("Empty", at: origin), file: "Graphs/Empty.navgraph", scenes: [Scene(name: Name("A", at: origin))]
        )
        let parsed = ScenarioParser.parse(
            SourceText(path: "Scenarios/e.scenario", string: "scenario \"e\"\ngraph Empty\nselect 1\nexpect top A\n"))
        let result = Replayer.replay(try #require(parsed.scenario), in: graph)
        #expect(result.failureIDs == ["no-start"])
        #expect(result.failures[0].position.line == 2)
        #expect(result.steps.isEmpty && result.stop?.stepsNotRun == 2)
        #expect(result.trace.contains("launch\n  FAILED    the graph has no 'start': nothing to launch\n"))
        var simulator = Simulator(graph: graph)
        #expect(simulator.select(0, context: .init(number: 1, line: 1)).failure?.id == Simulator.FailureID.noStart)
        #expect(simulator.topScene == nil && simulator.onScreen.isEmpty)
    }
}
