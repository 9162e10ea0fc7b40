import Testing

@testable import NavSim

/// The search itself: state counts made by hand, depth bounds, the limit on states, what a
/// state is, and the reproductions.
@Suite struct ExplorerTests {
    /// A list that shows a detail, which presents a sheet its router dismisses.
    static let small = loadGraph(
        """
        graph Small
        scene List
        scene Detail
        scene Editor
        navigation Main root List
        start Main
        segue Open: List -> Detail show
        segue Edit: Detail -> Editor present
        route Done: Editor -> Detail dismiss
        """)

    static func explore(
        _ graph: Graph, depth: Int = 8, maxStates: Int = 100_000, doubleTaps: Bool = true,
        given: (inout Simulator) -> Void = { _ in }
    ) -> ExploreResult {
        var simulator = Simulator(graph: graph)
        given(&simulator)
        return Explorer.explore(
            from: simulator, limits: Explorer.Limits(depth: depth, maxStates: maxStates, doubleTaps: doubleTaps))
    }

    @Test func countsTheStatesOfASmallGraphAsCountedByHand() {
        // Without double taps: [List]; [List, Detail]; [List, Detail] under Editor. Transitions:
        // Open; Edit and back; Done and the swipe down. `back` on [List] and on the sheet fails.
        let plain = Self.explore(Self.small, doubleTaps: false)
        #expect((plain.states, plain.transitions, plain.depth) == (3, 5, 2))
        #expect(plain.findings.isEmpty)
        // With them: Open twice pushes two Details ([List, Detail, Detail], and Editor over it);
        // a second Edit or Done is dropped and leaves the state as one tap would.
        // Transitions: 2 from [List], 3 from each of the four others.
        let twice = Self.explore(Self.small)
        #expect((twice.states, twice.transitions, twice.depth) == (5, 14, 2))
        #expect(twice.findings.map(\.id) == [.doublePresentation, .doublePresentation, .doublePresentation])
        #expect(twice.findings.map(\.route) == ["Open", "Edit", "Done"])
    }

    @Test func aDepthOfZeroKeepsOnlyTheLaunchedState() {
        let result = Self.explore(Self.small, depth: 0)
        #expect((result.states, result.transitions, result.depth) == (1, 0, 0))
    }

    @Test func findsABugFiveStepsDeepAtDepthFiveAndNotAtFour() {
        // The fifth tap builds Last without its `!` field: it crashes when Last appears.
        let graph = loadGraph(
            """
            graph Deep
            scene S0
            scene S1
            scene S2
            scene S3
            scene S4
            scene Last
              store needed: String!
            navigation Main root S0
            start Main
            segue Next: S0 -> S1 show
            segue Next: S1 -> S2 show
            segue Next: S2 -> S3 show
            segue Next: S3 -> S4 show
            route Finish: S4 -> Last push
            """)
        #expect(Self.explore(graph, depth: 4, doubleTaps: false).findings.isEmpty)
        let found = Self.explore(graph, depth: 5, doubleTaps: false)
        #expect(found.findings.count == 1)
        #expect(found.findings.first?.id == .nilDataStore)
        #expect(
            found.findings.first?.steps.map(\.description) == [
                "tap Next", "tap Next", "tap Next", "tap Next", "tap Finish",
            ])
        #expect(found.crashes == 1)
    }

    @Test func stopsAtTheStateLimitAndSaysSo() {
        let result = Self.explore(Self.small, maxStates: 2)
        #expect(result.states == 2)
        #expect(result.cut)
        #expect(!Self.explore(Self.small).cut)
        let one = Self.explore(Self.small, maxStates: 1)
        #expect((one.states, one.transitions, one.cut) == (1, 0, true), "the launched state alone")
    }

    @Test func equalScreensReachedByDifferentPathsAreOneState() {
        // Go, back, Go again builds another B (#3, not #2): still the state Go reached first,
        // so however deep the search, tap and back over this graph keep two states.
        let graph = loadGraph(
            """
            graph Loop
            scene A
            scene B
            navigation Main root A
            start Main
            segue Go: A -> B show
            """)
        let result = Self.explore(graph, depth: 20, doubleTaps: false)
        #expect(result.states == 2)
        #expect(result.depth == 1)
    }

    @Test func storeValuesMakeStatesDiffer() {
        // The list as launched; with row 0, 1 or 2 selected (3 states of one screen); and the
        // detail opened from each row, holding another value (3). Back from a detail is the
        // first state again: the list clears its selection when it reappears.
        let graph = loadGraph(
            """
            graph Rows
            scene List
              store items: [Int]?
            scene Detail
              store item: Int!
            navigation Main root List
            start Main
            segue Open: List -> Detail show
              pass item = items[selection]
            """)
        let origin = SourcePosition(line: 1, column: 1)
        let result = Self.explore(graph, doubleTaps: false) { simulator in
            _ = simulator.applyGiven(
                Path(root: Name("List", at: origin), components: [.field(Name("items", at: origin))]),
                .literal(.list([.number(7), .number(8), .number(9)]), origin))
        }
        #expect(result.states == 7)
        #expect(result.findings.isEmpty)
        // Without rows there is nothing to select and the row's segue is never tapped.
        let empty = Self.explore(graph, doubleTaps: false)
        #expect((empty.states, empty.skippedForData) == (1, 2))
        #expect(empty.skippedActions == [.rowRoute("Open", from: "List"), .select(on: "List")])
        // With rows, only the row's segue before a row is selected is left out.
        #expect(result.skippedActions == [.rowRoute("Open", from: "List")])
    }

    @Test func aSearchStartsInstancesWithTheirInitialValues() {
        // `storeValuesMakeStatesDiffer` with the rows written in the graph instead of given:
        // the same search.
        let text = """
            graph Rows
            scene List
              store items: [Int] = [7, 8, 9]
            scene Detail
              store item: Int!
            navigation Main root List
            start Main
            segue Open: List -> Detail show
              pass item = items[selection]
            """
        let result = Self.explore(loadGraph(text), doubleTaps: false)
        #expect(result.states == 7)
        #expect(result.findings.isEmpty)
        let origin = SourcePosition(line: 1, column: 1)
        let items = Path(root: Name("List", at: origin), components: [.field(Name("items", at: origin))])
        let given = Self.explore(
            loadGraph(text.replacingOccurrences(of: "[Int] = [7, 8, 9]", with: "[Int]?")), doubleTaps: false
        ) { simulator in
            _ = simulator.applyGiven(items, .literal(.list([.number(7), .number(8), .number(9)]), origin))
        }
        #expect(
            (result.states, result.transitions, result.skippedForData)
                == (given.states, given.transitions, given.skippedForData))
        // A `given` (`navsim explore --given`) wins over the graph's value.
        let emptied = Self.explore(loadGraph(text), doubleTaps: false) { simulator in
            _ = simulator.applyGiven(items, .literal(.list([]), origin))
        }
        #expect((emptied.states, emptied.skippedForData) == (1, 2))
    }

    @Test func reportsWhichRoutesItTook() {
        let graph = loadGraph(
            """
            graph Reach
            scene A
            scene B
            scene Never
            navigation Main root A
            start Main
            segue Go: A -> B show
            segue Lost: Never -> A show
            """)
        let result = Self.explore(graph, doubleTaps: false)
        #expect(result.routes.map(\.route.name.text) == ["Go", "Lost"])
        #expect(result.routes.map { $0.steps?.map(\.description) } == [["tap Go"], nil])
    }

    @Test func aLaunchThatCrashesIsOneFindingWithNoSteps() {
        let graph = loadGraph(
            """
            graph Broken
            scene Home
              store user: String!
            start Home
            """)
        let result = Self.explore(graph)
        #expect(result.states == 0)
        #expect(result.findings.map(\.id) == [.nilDataStore])
        #expect(result.findings.first?.steps.isEmpty == true)
    }
}
