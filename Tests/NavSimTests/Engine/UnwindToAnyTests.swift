import NavSimTesting
import Testing

@testable import NavSim

/// `unwind action: Source -> any`: an unwind action declared in `extension UIViewController`, so
/// every view controller implements it and UIKit lands on the nearest one up the chain but the
/// source (the default `canPerformUnwindSegueAction(_:from:sender:)` refuses only the source).
@Suite struct UnwindToAnyTests {
    static let graph = """
        graph AnyUnwind
        scene Library
        scene Menu
        scene Player
        scene Card
        scene Credits
        navigation Main root Library
        start Main
        segue OpenMenu: Library -> Menu present
        segue OpenPlayer: Library -> Player show
        segue MenuCredits: Menu -> Credits present
        segue PlayerCredits: Player -> Credits present
        embed Card: Player -> Card
        unwind goBack: Credits -> any
        unwind goBack: Player -> any
        unwind goBack: Library -> any
        unwind close: Card -> any
        """

    static func replay(_ steps: String) throws -> ReplayResult {
        try replayScenario(graph: graph, scenario: "scenario \"test\"\ngraph AnyUnwind\n" + steps)
    }

    @Test func landsOnWhicheverSceneThePresentationCameFrom() throws {
        let fromMenu = try Self.replay(
            """
            tap OpenMenu
            tap MenuCredits
            expect hierarchy Main[Library] > Menu > Credits
            tap goBack
            expect hierarchy Main[Library] > Menu
            """)
        #expect(fromMenu.passed, "\(fromMenu.failures.map(\.message))")
        let hop = fromMenu.steps[3].hops[0]
        #expect(hop.kind == .unwind && hop.declaredDestination == "any")
        #expect(hop.destination == .found(.scene("Menu", 2), at: .nearestImplementer))
        #expect(hop.navigation == .unwind([.dismiss(.scene("Credits", 3))]))

        let fromPlayer = try Self.replay(
            """
            tap OpenPlayer
            tap PlayerCredits
            tap goBack
            expect hierarchy Main[Library, Player(Card)]
            """)
        #expect(fromPlayer.passed, "\(fromPlayer.failures.map(\.message))")
        #expect(fromPlayer.steps[2].hops[0].destination == .found(.scene("Player", 2), at: .nearestImplementer))
    }

    @Test func theSourceIsNoCandidateSoAStackPopsToTheSceneBelow() throws {
        let result = try Self.replay(
            """
            tap OpenPlayer
            tap goBack
            expect hierarchy Main[Library]
            """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let hop = result.steps[1].hops[0]
        #expect(hop.destination == .found(.scene("Library", 1), at: .nearestImplementer))
        #expect(hop.navigation == .unwind([.pop([.scene("Player", 2)], off: .navigation("Main"))]))
    }

    @Test func anEmbeddedChildLandsOnTheSceneEmbeddingIt() throws {
        let result = try Self.replay(
            """
            tap OpenPlayer
            tap close
            expect hierarchy Main[Library, Player(Card)]
            """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(result.steps[1].hops[0].destination == .found(.scene("Player", 2), at: .nearestImplementer))
    }

    @Test func theRootOfTheWindowsNavigationControllerLandsOnItAndNothingMoves() throws {
        let result = try Self.replay(
            """
            tap goBack
            expect hierarchy Main[Library]
            """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let hop = result.steps[0].hops[0]
        #expect(hop.destination == .found(.navigation("Main"), at: .nearestImplementer))
        #expect(hop.navigation == .unwind([]))
        #expect(result.violations.isEmpty)
    }

    @Test func fromTheWindowsRootItselfNothingHappensSilently() throws {
        let result = try replayScenario(
            graph: "graph Solo\nscene Alone\nstart Alone\nunwind goBack: Alone -> any\n",
            scenario: """
                scenario "test"
                graph Solo
                tap goBack
                expect violation unwind-target-not-found
                expect top Alone
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let hop = result.steps[0].hops[0]
        #expect(hop.to == nil && hop.destination == .missing(.noImplementerUpTheChain))
        let violation = try #require(result.violations.first)
        #expect(violation.id == .unwindTargetNotFound && violation.symptom == .silent && !violation.stopsReplay)
        #expect(violation.reason == .noUnwindDestination(route: "goBack", scene: "any", source: .scene("Alone", 1)))
    }

    /// Containers and embedded siblings: every view controller implements the action, so each
    /// container the search asks after its other children is a candidate too.
    static let containers = """
        graph Containers
        scene A
        scene B
        scene Sheet
        scene Split
        scene Left
        scene Right
        navigation ANav root A
        navigation BNav root B
        navigation SheetNav root Sheet
        tabs Home [ANav, BNav]
        start Home
        segue OpenSheet: A -> SheetNav present
        segue OpenSplit: A -> Split show
        embed EmbedLeft: Split -> Left
        embed EmbedRight: Split -> Right
        unwind goBack: A -> any
        unwind goBack: Sheet -> any
        unwind goBack: Right -> any
        unwind goBack: Left -> any
        """

    static func replayContainers(_ steps: String) throws -> ReplayResult {
        try replayScenario(graph: containers, scenario: "scenario \"test\"\ngraph Containers\n" + steps)
    }

    @Test func theRootOfANavigationControllerInATabLandsOnThatNavigationControllerNotAnotherTab() throws {
        let result = try Self.replayContainers(
            """
            tab BNav
            tab ANav
            tap goBack
            expect hierarchy Home{*ANav[A], BNav[B]}
            """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let hop = try #require(result.steps[2].hops.first)
        #expect(hop.destination == .found(.navigation("ANav"), at: .nearestImplementer))
        #expect(hop.navigation == .unwind([]))
        #expect(result.violations.isEmpty)
    }

    @Test func theRootOfAPresentedNavigationControllerLandsOnItAndNothingIsDismissed() throws {
        let result = try Self.replayContainers(
            """
            tap OpenSheet
            tap goBack
            expect hierarchy Home{*ANav[A], BNav[B]} > SheetNav[Sheet]
            """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let hop = try #require(result.steps[1].hops.first)
        #expect(hop.destination == .found(.navigation("SheetNav"), at: .nearestImplementer))
        #expect(hop.navigation == .unwind([]))
    }

    @Test func anEmbeddedChildWithASiblingLandsOnTheSiblingBeforeTheParent() throws {
        let result = try Self.replayContainers(
            """
            tap OpenSplit
            fire goBack from Right
            expect hierarchy Home{*ANav[A, Split(Left, Right)], BNav[B]}
            """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let fromRight = try #require(result.steps[1].hops.first)
        #expect(fromRight.destination == .found(.scene("Left", 4), at: .nearestImplementer))
        #expect(fromRight.navigation == .unwind([]))
        let fromLeft = try Self.replayContainers(
            """
            tap OpenSplit
            fire goBack from Left
            expect hierarchy Home{*ANav[A, Split(Left, Right)], BNav[B]}
            """)
        #expect(fromLeft.passed, "\(fromLeft.failures.map(\.message))")
        #expect(fromLeft.steps[1].hops.first?.destination == .found(.scene("Right", 5), at: .nearestImplementer))
    }

    @Test func anUnwindToAnyPassesNothingAndOnlyRoutesThatFindCanGoToAny() {
        let text = MarkedGraphText(
            """
            graph G
            scene A
              store note: String?
            scene B
              store note: String?
            navigation Main root A
            start Main
            segue Open: A -> B show
            unwind back: B -> any
              1️⃣pass note = note
            segue Elsewhere: A -> 2️⃣any show
            """)
        let result = text.load()
        #expect(
            result.diagnostics.found == [
                text.error(GraphChecker.anyDestinationAction, "1️⃣"), text.error(GraphChecker.anyDestinationAction, "2️⃣"),
            ])
        #expect(
            result.diagnostics.map(DiagnosticFormatter.plain) == [
                "test.navgraph:10:3: error: unwind 'back' goes to 'any' scene: it cannot pass into a store it does not know",
                "test.navgraph:11:23: error: only a 'pop', 'popToRoot' or 'dismiss' route or an unwind can go to 'any', the scene UIKit finds there",
            ])
    }
}
