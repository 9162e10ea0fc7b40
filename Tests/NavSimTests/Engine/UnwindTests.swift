import NavSimTesting
import Testing

@testable import NavSim

/// Unwind segues: the nearest instance of the destination up the presenting chain and stacks.
@Suite struct UnwindTests {
    static let graph = """
        graph Unwind
        scene Inbox
          store reply: String?
        scene Thread
          store reply: String?
        scene Compose
          store text: String?
        scene Attach
          store file: String?
        navigation Main root Inbox
        navigation ComposeNav root Compose
        start Main
        segue Open: Inbox -> Thread show
        segue Write: Thread -> ComposeNav present
        segue Attach: Compose -> Attach present
        segue More: Compose -> Attach show
        unwind sent: Attach -> Inbox
          pass reply = file
        unwind toThread: Attach -> Thread
          pass reply = file
        unwind toCompose: Attach -> Compose
        unwind nowhere: Compose -> Attach
        """

    @Test func unwindFindsItsTargetTwoModalsDownAndDismissesAndPopsToIt() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Unwind
                tap Open
                tap Write
                tap Attach
                expect hierarchy Main[Inbox, Thread] > ComposeNav[Compose] > Attach
                set Attach.file = "a.png"
                tap sent
                expect hierarchy Main[Inbox]
                expect Inbox.reply == "a.png"
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        let hop = result.steps[5].hops[0]
        #expect(hop.kind == .unwind && hop.declaration == .unwind)
        #expect(hop.destination == .found(.scene("Inbox", 1), at: .nearestUpTheChain(scene: "Inbox")))
        #expect(
            hop.navigation
                == .unwind([.dismiss(.navigation("ComposeNav")), .pop([.scene("Thread", 2)], off: .navigation("Main"))])
        )
    }

    @Test func theNearestInstanceWins() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Unwind
                tap Open
                tap Write
                tap Attach
                set Attach.file = "b.png"
                tap toThread
                expect hierarchy Main[Inbox, Thread]
                expect Thread.reply == "b.png"
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
    }

    @Test func unwindWithinTheSameStackPops() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Unwind
                tap Open
                tap Write
                tap More
                expect stack [Compose, Attach]
                tap toCompose
                expect hierarchy Main[Inbox, Thread] > ComposeNav[Compose]
                """)
        #expect(result.passed, "\(result.failures.map(\.message))")
        #expect(
            result.steps[4].hops[0].navigation == .unwind([.pop([.scene("Attach", 4)], off: .navigation("ComposeNav"))])
        )
    }

    @Test func unwindWithoutATargetDoesNothingSilentlyAndTheReplayGoesOn() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Unwind
                tap Open
                tap Write
                tap nowhere
                expect violation unwind-target-not-found
                expect top Compose
                back
                """)
        let violation = try #require(result.violations.first)
        #expect(violation.id == .unwindTargetNotFound && violation.symptom == .silent && !violation.stopsReplay)
        #expect(
            violation.uikitText
                == "nothing is logged: no view controller up the chain implements the unwind action 'nowhere:'")
        #expect(result.steps[3].outcome == .ok("step 3 raised unwind-target-not-found"))
        #expect(result.steps[4].outcome == .ok("top is Compose#3"))
        // The replay went on to `back`, which fails: Compose is the root of ComposeNav.
        #expect(result.failureIDs == ["nothing-to-go-back"])
        let hop = result.steps[2].hops[0]
        #expect(
            hop.lastStep == 1 && hop.to == nil && hop.declaredDestination == "Attach"
                && hop.destination == .missing(.noneUpTheChain(scene: "Attach")))
    }

    @Test func unwindDataThatIsNilIsMissingUnwindDataAndStillDelivered() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Unwind
                tap Open
                tap Write
                tap Attach
                set Inbox.reply = "x"
                """)
        // Inbox is not on screen: set fails. The unwind case below is the real test.
        #expect(result.failureIDs == ["set-failed"])
        let missing = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Unwind
                tap Open
                tap Write
                tap Attach
                tap toThread
                expect violation missing-unwind-data
                expect Thread.reply == nil
                expect top Thread
                """)
        #expect(missing.passed, "\(missing.failures.map(\.message))")
        #expect(
            missing.violations.first?.message
                == "unwind 'toThread' carries nil for 'reply': 'file' of 'Attach#4' is nil")
    }

    @Test func unwindDataThatIsThereRaisesNothing() throws {
        let result = try replayScenario(
            graph: Self.graph,
            scenario: """
                scenario "test"
                graph Unwind
                tap Open
                tap Write
                tap Attach
                set Attach.file = "c.png"
                tap toThread
                """)
        #expect(result.passed)
        #expect(result.violations.isEmpty)
    }
}
