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
