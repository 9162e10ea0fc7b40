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
        let result = ReplayFixture.replay(
            graph: Self.pushes,
            steps: """
                tap PushNav
                expect violation navigation-controller-pushed
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let violation = try #require(result.violations.first)
        #expect(violation.id == .navigationControllerPushed && violation.stopsReplay && violation.hopStep == 3)
        #expect(violation.uikitText == UIKitText.pushingNavigationController)
    }

    @Test func showingANavigationControllerPresentsIt() {
        let result = ReplayFixture.replay(
            graph: Self.pushes,
            steps: """
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

    @Test func anUnwindFindsTheDestinationInAnotherTabAndSelectsIt() {
        let result = ReplayFixture.replay(
            graph: Self.tabs,
            steps: """
                tap Deeper
                tab Second
                tap Modal
                tap toA
                expect hierarchy Home{*First[A], Second[B]}
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.violations.isEmpty)
    }

    @Test func anotherTabIsSearchedFromTheTopOfItsStack() {
        let result = ReplayFixture.replay(
            graph: Self.tabs,
            steps: """
                tap Deeper
                tab Second
                tap Modal
                tap toC
                expect hierarchy Home{*First[A, C], Second[B]}
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func showDetailWithoutASplitViewIsPresentedByTheWindowsRoot() {
        let result = ReplayFixture.replay(
            graph: Self.tabs,
            steps: """
                tap Detail
                expect hierarchy Home{*First[A], Second[B]} > C
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func showDetailFromAModalIsDroppedBecauseTheRootAlreadyPresents() throws {
        let result = ReplayFixture.replay(
            graph: Self.tabs,
            steps: """
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
