import NavSimTesting
import Testing

@testable import NavSim

/// Routes whose destination is an existing instance found by position: pop, popTo, popToRoot,
/// dismiss and tab.
@Suite struct FoundDestinationTests {
    static let graph = """
        graph Stack
        scene A
          store got: Int?
        scene B
          store value: Int?
        scene C
          store value: Int?
        scene M
          store value: Int?
        navigation Main root A
        start Main
        segue ToB: A -> B show
        segue ToC: B -> C show
        segue ToM: C -> M present
        route PopToB: C -> B pop
          pass value = value
        route PopToA: C -> A pop
        route PopToAFromB: B -> A pop
        route PopFromA: A -> B pop
        route UpToA: C -> A popTo
          pass got = value
        route UpToC: C -> C popTo
        route Root: C -> A popToRoot
        route RootFromA: A -> A popToRoot
        route Back: M -> C dismiss
          pass value = value
        route WrongBack: M -> B dismiss
        route DismissRoot: A -> A dismiss!
        """

    @Test func popFindsTheViewControllerBelowAndPassesIntoIt() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Stack
                tap ToB
                tap ToC
                set C.value = 7
                tap PopToB
                expect stack [A, B]
                expect B.value == 7
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let hop = result.steps[3].hops[0]
        #expect(hop.destination == .found(.scene("B", 2), at: .belowTop(of: .navigation("Main"))))
        #expect(hop.navigation == .pop([.scene("C", 3)], off: .navigation("Main"), by: .router))
    }

    @Test func aPopThatFindsAnotherSceneIsADestinationMismatch() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Stack
                tap ToB
                tap ToC
                tap PopToA
                expect violation destination-mismatch
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(
            violation.uikitText == "Could not cast value of type 'Stack.BViewController' to 'Stack.AViewController'")
        #expect(violation.hopStep == 1 && violation.stopsReplay)
        #expect(violation.message == "route 'PopToA' finds 'B#2' (viewControllers[count - 2] of Main), not a 'A'")
        #expect(result.finalHierarchy == "Main[A#1, B#2, C#3]")
    }

    @Test func aPopFromTheRootReadsPastTheStart() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: "scenario \"test\"\ngraph Stack\ntap PopFromA\nexpect violation index-out-of-range\n")
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations.first?.uikitText == "Fatal error: Index out of range")
    }

    @Test func aPopFromAScenePresentedAloneHasNoNavigationController() throws {
        let result = try replayScenario(
            graph: Self.graph + "\nroute PopM: M -> C pop!\n",
            scenario: """
                scenario "test"
                graph Stack
                tap ToB
                tap ToC
                tap ToM
                tap PopM
                expect violation no-navigation-controller
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func popToGoesDownTwoLevels() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Stack
                tap ToB
                tap ToC
                set C.value = 3
                tap UpToA
                expect stack [A]
                expect A.got == 3
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let hop = result.steps[3].hops[0]
        #expect(hop.destination == .found(.scene("A", 1), at: .nearestBelowTop(scene: "A", of: .navigation("Main"))))
        #expect(hop.navigation == .pop([.scene("B", 2), .scene("C", 3)], off: .navigation("Main"), by: .router))
    }

    @Test func popToAnAbsentSceneFindsTheOneBelowByPosition() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Stack
                tap ToB
                tap ToC
                tap UpToC
                expect violation destination-mismatch
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations.first?.message.contains("no C below the top") == true)
    }

    @Test func popToRootPopsEverything() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: "scenario \"test\"\ngraph Stack\ntap ToB\ntap ToC\ntap Root\nexpect stack [A]\n")
        #expect(result.passed)
        #expect(result.steps[2].hops[0].destination == .found(.scene("A", 1), at: .rootOf(.navigation("Main"))))
        let atRoot = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Stack\ntap RootFromA\nexpect stack [A]\n")
        #expect(atRoot.passed)
        #expect(atRoot.steps[0].hops[0].navigation == .alreadyTop(.scene("A", 1), of: .navigation("Main")))
    }

    @Test func dismissFindsTheSceneShownByThePresentingViewController() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Stack
                tap ToB
                tap ToC
                tap ToM
                set M.value = 5
                tap Back
                expect presented none
                expect top C
                expect C.value == 5
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let hop = result.steps[4].hops[0]
        #expect(hop.destination == .found(.scene("C", 3), at: .shownByPresenting(.navigation("Main"))))
        #expect(hop.navigation == .dismiss(.scene("M", 4), by: .router))
    }

    @Test func aDismissThatFindsAnotherSceneIsADestinationMismatch() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario:
                "scenario \"test\"\ngraph Stack\ntap ToB\ntap ToC\ntap ToM\ntap WrongBack\nexpect violation destination-mismatch\n"
        )
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(
            result.violations.first?.uikitText
                == "Could not cast value of type 'Stack.CViewController' to 'Stack.BViewController'")
    }

    @Test func dismissingWhatNothingPresentedFindsNil() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: "scenario \"test\"\ngraph Stack\ntap DismissRoot\nexpect violation destination-mismatch\n")
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations.first?.uikitText == UIKitText.unexpectedlyFoundNil)
    }

    // MARK: tab

    static let tabs = """
        graph Tabs
        scene Feed
          store picked: Int?
        scene Post
        scene Profile
          store shown: Int?
        navigation FeedNav root Feed
        navigation ProfileNav root Profile
        tabs Home [FeedNav, ProfileNav]
        start Home
        segue Open: Feed -> Post show
        route ToProfile: Feed -> Profile tab
          pass shown = picked
        route ToFeed: Profile -> Feed tab
        route ToPost: Profile -> Post tab
        """

    @Test func aTabRouteSelectsTheTabHoldingItsDestinationAndPassesIntoItsTop() throws {
        let result = try replayScenario(
            graph: Self.tabs,
            scenario: """
                scenario "test"
                graph Tabs
                set Feed.picked = 4
                tap ToProfile
                expect tab ProfileNav
                expect top Profile
                expect Profile.shown == 4
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let hop = result.steps[1].hops[0]
        #expect(hop.kind == .tab)
        #expect(hop.destination == .found(.scene("Profile", 2), at: .topOfTab(.navigation("ProfileNav"))))
        #expect(hop.navigation == .selectTab(.navigation("ProfileNav"), of: .tabs("Home"), by: .router))
    }

    @Test func aTabRouteWhoseTabShowsAnotherSceneIsADestinationMismatch() throws {
        let result = try replayScenario(
            graph: Self.tabs,
            scenario: """
                scenario "test"
                graph Tabs
                tap Open
                tab ProfileNav
                tap ToFeed
                expect violation destination-mismatch
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(
            result.violations.first?.uikitText
                == "Could not cast value of type 'Tabs.PostViewController' to 'Tabs.FeedViewController'")
    }

    @Test func aTabRouteToASceneNoTabHoldsFindsNil() throws {
        let result = try replayScenario(
            graph: Self.tabs,
            scenario:
                "scenario \"test\"\ngraph Tabs\ntab ProfileNav\ntap ToPost\nexpect violation destination-mismatch\n")
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations.first?.uikitText == UIKitText.unexpectedlyFoundNil)
    }
}
