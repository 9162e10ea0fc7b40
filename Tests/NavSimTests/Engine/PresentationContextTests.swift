import Testing

@testable import NavSim

/// Context presentations (`currentContext`, `overCurrentContext`) cover only the view controller
/// that defines the context: the tab bar stays usable, and a navigation controller defines the
/// context when no scene does (docs/engine.md, "UIKit behaviours and their sources").
@Suite struct PresentationContextTests {
    static let graph = """
        graph Tabs
        scene A
        scene B
        scene M
        scene Y
        navigation First root A
        navigation Second root B
        tabs Home [First, Second]
        start Home
        route Cover: A -> M present
          style currentContext
        route Sheet: B -> Y present
        route Close: M -> any dismiss
        route Back: Y -> any dismiss
        """
    static let context = Simulator.StepContext(number: 1, line: 1)

    func launched() -> Simulator {
        var simulator = Simulator(graph: loadGraph(Self.graph), recordsTrace: true)
        _ = simulator.launch()
        return simulator
    }

    @Test func theNavigationControllerPresentsAndTheTabBarStaysUsable() throws {
        var simulator = launched()
        let hop = try #require(simulator.tap("Cover", context: Self.context).hops.first)
        #expect(
            hop.navigation
                == .present(over: Instance(name: "First", kind: .navigation), style: .currentContext, by: .router))
        #expect(simulator.presentation(of: "M")?.presenter == Instance(name: "First", kind: .navigation))
        #expect(simulator.refusal(of: .tab(nil)) == nil)
        #expect(simulator.refusal(of: .swipeDown) != nil)
        #expect(simulator.selectTab("Second", context: Self.context).failure == nil)
        #expect(simulator.topScene?.name == "B")
        #expect(simulator.presented == nil, "the context presentation is in the tab not selected")
        _ = simulator.selectTab("First", context: Self.context)
        #expect(simulator.topScene?.name == "M")
    }

    @Test func aModalFromTheOtherTabLeavesTheContextPresentationInPlace() throws {
        var simulator = launched()
        _ = simulator.tap("Cover", context: Self.context)
        _ = simulator.selectTab("Second", context: Self.context)
        let sheet = try #require(simulator.tap("Sheet", context: Self.context).hops.first)
        // Home presents Y: the tab bar controller presents nothing, First presents M.
        #expect(sheet.navigation == .present(over: Instance(name: "Home", kind: .tabs), style: .automatic, by: .router))
        #expect(simulator.refusal(of: .tab(nil)) != nil, "the sheet covers the tab bar")
        _ = simulator.dismiss(context: Self.context)
        #expect(simulator.topScene?.name == "B")
        #expect(simulator.liveInstances(of: "M").count == 1, "dismissing Y leaves M presented by First")
        _ = simulator.selectTab("First", context: Self.context)
        let close = try #require(simulator.tap("Close", context: Self.context).hops.first)
        #expect(
            close.destination
                == .found(
                    Instance(name: "A", kind: .scene, number: 1),
                    at: .shownByPresenting(Instance(name: "First", kind: .navigation))))
        #expect(simulator.topScene?.name == "A")
    }

    @Test func theCanonicalFormKeepsWhoPresents() throws {
        var simulator = launched()
        _ = simulator.tap("Cover", context: Self.context)
        _ = simulator.selectTab("Second", context: Self.context)
        _ = simulator.tap("Sheet", context: Self.context)
        var out = CanonicalBytes()
        out.pool = RecordPool()
        out.pin(simulator.app.stores.templates)
        StateWriter.write(simulator.app.hierarchy, into: &out)
        let bytes = out.bytes
        var reader = CanonicalBytes.Reader(bytes, 0..<bytes.count, records: out.pool!.records)
        let read = StateReader.hierarchy(&reader)
        #expect(StateWriter.bytes(of: read) == StateWriter.bytes(of: simulator.app.hierarchy))
        #expect(read.presenter(ofLevel: 1) != read.levels[0], "M is presented by First, not by the window's root")
        #expect(read.presenter(ofLevel: 2) == read.levels[0])
        // The same screens with M presented by the tab bar controller instead are another state.
        var other = launched()
        _ = other.selectTab("Second", context: Self.context)
        _ = other.tap("Sheet", context: Self.context)
        #expect(StateWriter.bytes(of: other.app.hierarchy) != StateWriter.bytes(of: simulator.app.hierarchy))
    }
}

/// `isModalInPresentation` refuses the swipe; `didDismiss` lines run after a swipe only
/// (`presentationControllerDidDismiss(_:)` is not called on a programmatic dismiss).
@Suite struct SheetDelegateTests {
    static let graph = """
        graph Sheets
        scene A
          store reloads: Int = 0
          didDismiss reloads = 1
        scene S
        scene Form
          isModalInPresentation
        start A
        route Open: A -> S present
        route Close: S -> any dismiss
        route Edit: A -> Form present
        """
    static let context = Simulator.StepContext(number: 1, line: 1)

    @Test func onlyTheSwipeRunsTheDelegateLines() throws {
        var simulator = Simulator(graph: loadGraph(Self.graph), recordsTrace: true)
        _ = simulator.tap("Open", context: Self.context)
        let closed = simulator.tap("Close", context: Self.context)
        #expect(closed.hops.allSatisfy { $0.appearances.isEmpty })
        #expect(InitialValueTests.read(simulator, "A", "reloads") == .number(0))
        _ = simulator.tap("Open", context: Self.context)
        let swiped = simulator.dismiss(context: Self.context)
        #expect(swiped.hops.flatMap(\.appearances).map(\.afterSwipe.count) == [1])
        #expect(InitialValueTests.read(simulator, "A", "reloads") == .number(1))
    }

    @Test func aModalInPresentationSheetRefusesTheSwipe() throws {
        var simulator = Simulator(graph: loadGraph(Self.graph), recordsTrace: true)
        _ = simulator.tap("Edit", context: Self.context)
        let refusal = try #require(simulator.refusal(of: .swipeDown))
        #expect(refusal.reason == .modalInPresentation(Instance(name: "Form", kind: .scene, number: 2)))
        #expect(simulator.dismiss(context: Self.context).failure?.id == Simulator.FailureID.nothingToDismiss)
        #expect(simulator.topScene?.name == "Form")
    }
}

/// `tap A then B`: another route issued while the first one's transition runs.
@Suite struct RouteDuringTransitionTests {
    static let graph = """
        graph During
        scene A
        scene B
        scene S
        navigation Main root A
        start Main
        route Open: A -> S present
        route Close: S -> A dismiss
        route Alert: A -> S present
        route Push: A -> B push
        route Done: B -> any pop
        """
    static let context = Simulator.StepContext(number: 1, line: 1)

    @Test func aPresentDuringADismissalIsDroppedAndAPushLands() throws {
        var simulator = Simulator(graph: loadGraph(Self.graph), recordsTrace: true)
        _ = simulator.tap("Open", context: Self.context)
        let dropped = simulator.tap("Close", then: "Alert", context: Self.context)
        #expect(dropped.violations.map(\.id) == [.doublePresentation])
        #expect(
            dropped.hops.last?.navigation
                == .presentDroppedWhileDismissing(over: Instance(name: "Main", kind: .navigation)))
        #expect(simulator.presented == nil)
        _ = simulator.tap("Open", context: Self.context)
        let pushed = simulator.tap("Close", then: "Push", context: Self.context)
        #expect(pushed.violations.isEmpty, "a push is not a presentation: it lands during the dismissal")
        #expect(simulator.topScene?.name == "B")
    }

    @Test func anUnknownSecondRouteFailsTheStep() {
        var simulator = Simulator(graph: loadGraph(Self.graph), recordsTrace: true)
        let outcome = simulator.tap("Open", then: "Done", context: Self.context)
        #expect(outcome.failure?.id == Simulator.FailureID.routeNotOnScreen)
        #expect(simulator.topScene?.name == "S", "the first route ran")
    }
}
