import NavSimTesting
import Testing

@testable import NavSim

/// The UIKit behaviours of docs/engine.md's "UIKit behaviours and their sources", one test each:
/// what the hierarchy holds afterwards and which violation (if any) UIKit's behaviour stands for.
@Suite struct UIKitFidelityTests {
    static let pushes = """
        graph Pushes
        scene A
        scene B
        navigation Main root A
        navigation Other root B
        start Main
        route PushNav: A -> Other push
        route ShowNav: A -> Other show
        """

    @Test func pushingANavigationControllerIsACrashAScenarioCanExpect() throws {
        let result = try replayScenario(
            graph: Self.pushes,
            scenario: """
                scenario "test"
                graph Pushes
                tap PushNav
                expect violation navigation-controller-pushed
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(violation.id == .navigationControllerPushed && violation.stopsReplay && violation.hopStep == 3)
        #expect(violation.uikitText == UIKitText.pushingNavigationController)
    }

    @Test func showingANavigationControllerPresentsIt() throws {
        let result = try replayScenario(
            graph: Self.pushes,
            scenario: """
                scenario "test"
                graph Pushes
                tap ShowNav
                expect hierarchy Main[A] > Other[B]
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations.isEmpty)
    }
}

/// Unwinding across tabs, and `showDetail` outside a split view controller.
@Suite struct UIKitFidelitySearchTests {
    static let tabs = """
        graph Tabs
        scene A
        scene B
        scene C
        scene M
        navigation First root A
        navigation Second root B
        tabs Home [First, Second]
        start Home
        segue Deeper: A -> C show
        route Modal: B -> M present
        unwind toA: M -> A
        unwind toC: M -> C
        segue Detail: A -> C showDetail
        segue DetailFromModal: M -> C showDetail
        """

    @Test func anUnwindFindsTheDestinationInAnotherTabAndSelectsIt() throws {
        let result = try replayScenario(
            graph: Self.tabs,
            scenario: """
                scenario "test"
                graph Tabs
                tap Deeper
                tab Second
                tap Modal
                tap toA
                expect hierarchy Home{*First[A], Second[B]}
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations.isEmpty)
    }

    @Test func anotherTabIsSearchedFromTheTopOfItsStack() throws {
        let result = try replayScenario(
            graph: Self.tabs,
            scenario: """
                scenario "test"
                graph Tabs
                tap Deeper
                tab Second
                tap Modal
                tap toC
                expect hierarchy Home{*First[A, C], Second[B]}
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func showDetailWithoutASplitViewIsPresentedByTheWindowsRoot() throws {
        let result = try replayScenario(
            graph: Self.tabs,
            scenario: """
                scenario "test"
                graph Tabs
                tap Detail
                expect hierarchy Home{*First[A], Second[B]} > C
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func showDetailFromAModalIsDroppedBecauseTheRootAlreadyPresents() throws {
        let result = try replayScenario(
            graph: Self.tabs,
            scenario: """
                scenario "test"
                graph Tabs
                tab Second
                tap Modal
                tap DetailFromModal
                expect violation double-presentation
                expect presented M
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(!violation.stopsReplay)
    }
}

/// Optional-chained router calls (`navigationController?.…`) do nothing when the container is
/// missing; the `!` form crashes.
@Suite struct OptionalChainingTests {
    static let graph = """
        graph Chains
        scene A
          store note: String?
        scene M
        navigation Main root A
        start Main
        segue Open: A -> M present
        route Push: M -> A push
          pass note = "pushed"
        route ForcedPush: M -> A push!
        route Pop: M -> A pop
        route ForcedPop: M -> A pop!
        route Tab: M -> A tab
        route ForcedTab: M -> A tab!
        route Close: A -> A dismiss
        route ForcedClose: A -> A dismiss!
        """

    @Test(arguments: [("Push", 3), ("Pop", 1), ("Tab", 1)])
    func anOptionalChainedCallWithoutItsContainerDoesNothingAndTheReplayGoesOn(route: String, step: Int) throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Chains
                tap Open
                tap \(route)
                expect violation navigation-ignored
                expect hierarchy Main[A] > M
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(violation.id == .navigationIgnored && violation.symptom == .silent && !violation.stopsReplay)
        #expect(violation.hopStep == step)
        #expect(result.stop == nil)
    }

    @Test func anOptionalDismissWithNothingPresentedDoesNothing() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Chains
                tap Close
                expect violation navigation-ignored
                expect top A
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(
            violation.uikitText
                == "nothing is logged: presentingViewController is nil, so dismiss(animated:) does nothing")
    }

    @Test(arguments: [
        ("ForcedPush", Violation.ID.noNavigationController), ("ForcedPop", .noNavigationController),
        ("ForcedTab", .destinationMismatch),
    ])
    func theForceUnwrappedFormCrashes(route: String, id: Violation.ID) throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Chains
                tap Open
                tap \(route)
                expect violation \(id.rawValue)
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(violation.stopsReplay && violation.uikitText == UIKitText.unexpectedlyFoundNil)
    }

    @Test func bangOnAShowOrPresentRouteIsWarnedAbout() {
        let loaded = GraphLoader.load(
            source: SourceText(path: "G.navgraph", string: "graph G\nscene A\nstart A\nroute Again: A -> A present!\n"))
        #expect(loaded.diagnostics.map(\.id) == [GraphParser.ignoredForceUnwrap])
        #expect(loaded.diagnostics.first?.position == SourcePosition(line: 4, column: 28))
    }
}

/// Presentation styles and what a scene does on appearing: sheets keep the presenter in the
/// window, table selections clear, `appear` lines run.
@Suite struct AppearanceTests {
    static let graph = """
        graph Looks
        shared Server
          store count: Int?
        scene List
          store rows: [Int]?
          store seen: Int?
          appear seen = Server.count
        scene Kept
          store rows: [Int]?
          keepsSelection
        scene Box
          definesPresentationContext
        scene M
        scene Needs
          store value: Int!
        navigation Main root List
        tabs Home [Main, Kept]
        start Home
        segue Sheet: List -> M present
        segue Full: List -> M present
          style fullScreen
        segue Over: List -> M present
          style overFullScreen
        segue Open: List -> Box show
        route InContext: Box -> M present
          style currentContext
        route Close: M -> List dismiss
          pass Server.count = 7
        segue Read: List -> Needs show
          pass value = rows[selection]
        route Back: Needs -> List pop
        route Use: Kept -> Needs present
          pass value = rows[selection]
        """

    @Test(arguments: [("Sheet", nil as Int?), ("Over", nil), ("Full", 7)])
    func onlyAPresentationThatRemovedThePresenterMakesItAppearAgain(route: String, seen: Int?) throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Looks
                tap \(route)
                tap Close
                expect List.seen == \(seen.map(String.init) ?? "nil")
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let reloads = result.steps[1].hops.flatMap(\.appearances).flatMap(\.reloaded)
        #expect(reloads.map(\.value) == (seen.map { [Value.number(Double($0))] } ?? []))
    }

    @Test func theStyleIsOnTheNavigationFact() throws {
        let result = try replayScenario(graph: Self.graph, scenario: "scenario \"test\"\ngraph Looks\ntap Full\n")
        #expect(result.steps[0].hops[0].navigation == .present(over: .tabs("Home"), style: .fullScreen, by: .segue))
    }

    @Test func aContextPresentationIsPresentedByTheSceneDefiningTheContext() throws {
        let result = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Looks\ntap Open\ntap InContext\nexpect presented M\n"
        )
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(
            result.steps[1].hops[0].navigation == .present(over: .scene("Box", 3), style: .currentContext, by: .router))
    }

    @Test(arguments: ["Full", "Over"])
    func onlyASheetCanBeSwipedDown(route: String) throws {
        let result = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Looks\ntap \(route)\ndismiss\n")
        #expect(result.failures.map(\.id) == [Simulator.FailureID.nothingToDismiss])
    }

    @Test func aTableClearsItsSelectionWhenItAppearsAgain() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Looks
                given List.rows = [1, 2]
                select 1
                tap Read
                tap Back
                tap Read
                expect violation nil-data-store
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let cleared = result.steps[3].hops.flatMap(\.appearances).compactMap(\.clearedSelection)
        #expect(cleared == [1])
    }

    @Test func aSceneThatKeepsItsSelectionKeepsIt() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Looks
                given Kept.rows = [1, 2]
                tab Kept
                select 1
                tab Main
                tab Kept
                tap Use
                expect Needs.value == 2
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func aFieldSetByAnAppearLineIsNotReportedUnpassed() {
        let loaded = GraphLoader.load(
            source: SourceText(
                path: "G.navgraph",
                string: "graph G\nshared S\n  store v: Int?\nscene A\n  store x: Int!\n  appear x = S.v\nstart A\n"))
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics.map(\.message))")
    }

    @Test func aStyleOnARouteThatNeverPresentsIsWarnedAbout() {
        let loaded = GraphLoader.load(
            source: SourceText(
                path: "G.navgraph",
                string: "graph G\nscene A\nnavigation N root A\nstart N\nroute P: A -> A pop\n  style fullScreen\n"))
        #expect(loaded.diagnostics.map(\.id) == [GraphChecker.ignoredStyle])
    }
}
