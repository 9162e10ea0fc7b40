import Testing

@testable import NavSim

/// Findings grouped by cause: one finding per (violation, route, cause); the classes a cause
/// puts them in, with their members and severities; a second tap that repeats the first's
/// violation is no finding.
@Suite struct FindingClassesTests {
    /// Two pushes and two presentations a double tap doubles; from the sheet, an optional-chained
    /// push with no navigation controller (does nothing), a forced one (crashes), and an unwind
    /// with nothing to unwind to.
    static let graph = loadGraph(
        """
        graph Groups
        scene List
        scene Detail
        scene Sheet
        navigation Main root List
        start Main
        segue Open: List -> Detail show
        segue OpenAgain: List -> Detail show
        segue Compose: List -> Sheet present
        segue Share: List -> Sheet present
        route More: Sheet -> Detail push
        route Forced: Sheet -> Detail push!
        unwind done: Sheet -> Detail
        """)

    /// Each finding as "id route cause".
    static func described(_ findings: [ExploreResult.Finding]) -> [String] {
        findings.map { "\($0.id.rawValue) \($0.route ?? "-") \($0.cause)" }
    }

    @Test func distinctFindingsAreTheOnesNoClassRuleCovers() {
        let result = ExplorerTests.explore(Self.graph, depth: 3)
        let distinct = result.findings.filter(\.isDistinct)
        #expect(
            Self.described(distinct) == [
                "no-navigation-controller Forced push-outside-navigation",
                "unwind-target-not-found done no-unwind-destination",
            ])
        #expect(distinct.allSatisfy { $0.severity == .error })
    }

    @Test func classesGroupEveryRouteOfOneCause() {
        let result = ExplorerTests.explore(Self.graph, depth: 3)
        let classes = result.classes.map { group in
            (
                "\(group.id.rawValue) \(group.cause) \(group.rule.rawValue) \(group.severity.rawValue)",
                group.members.map { result.findings[$0].route ?? "-" }
            )
        }
        #expect(
            classes.map(\.0) == [
                "double-presentation second-tap:push-while-pushing double-tap error",
                "double-presentation second-tap:present-while-presenting double-tap warning",
                "navigation-ignored optional-call-without-navigation-controller missing-container error",
            ])
        #expect(classes.map(\.1) == [["Open", "OpenAgain"], ["Compose", "Share"], ["More"]])
        // Every member points back at its class, and the first member is the shortest.
        for (number, group) in result.classes.enumerated() {
            #expect(group.members.allSatisfy { result.findings[$0].classIndex == number })
            let lengths = group.members.map { result.findings[$0].steps.count }
            #expect(lengths.first == lengths.min())
        }
        #expect(result.findings.count == 2 + 5)
    }

    /// The second tap of 'More' and of 'done' finds what the first did: no new finding, so the
    /// optional push and the unwind have no second-tap member.
    @Test func aSecondTapThatRepeatsTheFirstIsNoFinding() {
        let result = ExplorerTests.explore(Self.graph, depth: 3)
        let secondTaps = result.findings.filter(\.cause.bySecondTap).map(\.route)
        #expect(secondTaps == ["Open", "OpenAgain", "Compose", "Share"])
        #expect(result.findings.contains { $0.route == "More" && !$0.cause.bySecondTap })
    }

    @Test func withoutDoubleTapsOnlyTheMissingContainerClassIsLeft() {
        let result = ExplorerTests.explore(Self.graph, depth: 3, doubleTaps: false)
        #expect(result.classes.map(\.rule) == [.missingContainer])
        #expect(result.findings.filter(\.isDistinct).count == 2)
    }

    /// Severity follows the cause alone: a second tap's dropped action is a warning; a landed
    /// double push, a crash and a button that does nothing are errors.
    @Test func severityFollowsWhatTheUserSuffers() {
        typealias Cause = ExploreResult.Cause
        #expect(Cause(kind: .presentWhilePresenting, bySecondTap: true).severity == .warning)
        #expect(Cause(kind: .popWhilePopping, bySecondTap: true).severity == .warning)
        #expect(Cause(kind: .pushWhilePushing, bySecondTap: true).severity == .error)
        #expect(Cause(kind: .stackTooShort, bySecondTap: true).severity == .error)
        #expect(Cause(kind: .noNavigationControllerToCall, bySecondTap: false).severity == .error)
        #expect(Cause(kind: .alreadyPresenting, bySecondTap: false).severity == .error)
        #expect(Cause(kind: .alreadyPresenting, bySecondTap: false).classRule == nil)
        #expect(Cause(kind: .nothingToPop, bySecondTap: false).classRule == .missingContainer)
        #expect(Cause(kind: .nilIndex, bySecondTap: true).classRule == .doubleTap)
    }
}

/// `alertAction`: an alert's button is gone after its first tap, so explore never taps it twice.
@Suite struct AlertActionTests {
    static func graph(deleteIsAlertAction: Bool) -> Graph {
        loadGraph(
            """
            graph Mail
            scene List
            scene Message
            navigation Main root List
            start Main
            segue Open: List -> Message show
            route Delete: Message -> any pop
            \(deleteIsAlertAction ? "  alertAction" : "")
            """)
    }

    @Test func theLineIsReadUnderTheRoute() throws {
        let graph = Self.graph(deleteIsAlertAction: true)
        #expect(graph.routes.map(\.isAlertAction) == [false, true])
    }

    @Test func anAlertActionIsNeverTappedTwice() {
        let tapped = ExplorerTests.explore(Self.graph(deleteIsAlertAction: false), depth: 3)
        #expect(tapped.findings.contains { $0.route == "Delete" && $0.cause.bySecondTap })
        let alert = ExplorerTests.explore(Self.graph(deleteIsAlertAction: true), depth: 3)
        #expect(!alert.findings.contains { $0.route == "Delete" })
        // 'Open' is still tapped twice.
        #expect(alert.findings.contains { $0.route == "Open" && $0.cause.bySecondTap })
    }
}
