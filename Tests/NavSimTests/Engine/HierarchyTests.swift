import Testing

@testable import NavSim

/// The hierarchy as a value: its invariants hold after every operation, copies are independent,
/// and equality and hashing see the app's state, not instance numbers.
@Suite struct HierarchyTests {
    static let graph = loadGraph(
        """
        graph Shop
        scene List
          store items: [Int]?
        scene Detail
          store item: Int?
        scene Sheet
        scene Stats
        navigation Main root List
        navigation SheetNav root Sheet
        tabs Home [Main, Stats]
        start Home
        segue Open: List -> Detail show
          pass item = items[selection]
        segue Edit: Detail -> SheetNav present
        route Done: Sheet -> Detail dismiss
        route Back: Detail -> List pop
        unwind home: Sheet -> List
        """)
    static let context = Simulator.StepContext(number: 1, line: 1)

    /// A launched simulator whose list holds three items.
    static func launched() -> Simulator {
        var simulator = Simulator(graph: graph, recordsTrace: false)
        let origin = SourcePosition(line: 1, column: 1)
        _ = simulator.applyGiven(
            Path(root: Name("List", at: origin), components: [.field(Name("items", at: origin))]),
            .literal(.list([.number(1), .number(2), .number(3)]), origin))
        _ = simulator.launch(context: context)
        return simulator
    }

    /// Every structural invariant the hierarchy promises.
    static func checkInvariants(_ hierarchy: Hierarchy, sourceLocation: SourceLocation = #_sourceLocation) {
        for (index, root) in hierarchy.levels.enumerated() {
            #expect(hierarchy.nodes[root].level == index, "level root knows its level", sourceLocation: sourceLocation)
            #expect(hierarchy.nodes[root].parent == -1, "a level root has no parent", sourceLocation: sourceLocation)
        }
        var reachable = 0
        func walk(_ id: Int) {
            reachable += 1
            let node = hierarchy.nodes[id]
            #expect(node.live, "a node in the tree is live", sourceLocation: sourceLocation)
            // The list linked through the children agrees both ways and with its count.
            let forward = Array(hierarchy.children(of: id))
            let backward = Array(hierarchy.children(of: id).reversed())
            #expect(forward.count == node.childCount, "the count is the list's", sourceLocation: sourceLocation)
            #expect(backward == forward.reversed(), "the links agree both ways", sourceLocation: sourceLocation)
            #expect(
                forward.first ?? -1 == node.firstChild && forward.last ?? -1 == node.lastChild,
                sourceLocation: sourceLocation)
            for (position, child) in forward.enumerated() {
                #expect(hierarchy.nodes[child].parent == id, "child knows its parent", sourceLocation: sourceLocation)
                #expect(hierarchy.children(of: id).at(position) == child, sourceLocation: sourceLocation)
                walk(child)
            }
            if case .tabs = node.kind {
                #expect(forward.indices.contains(node.selected), sourceLocation: sourceLocation)
            }
        }
        hierarchy.levels.forEach(walk)
        #expect(
            reachable == hierarchy.liveCount, "nothing outside the tree stays alive", sourceLocation: sourceLocation)
    }

    @Test func invariantsHoldAfterEveryOperation() {
        var simulator = Self.launched()
        Self.checkInvariants(simulator.app.hierarchy)
        for route in ["Open", "Edit", "Done", "Edit", "home", "Open", "Back"] {
            // List clears its selection each time it appears again (clearsSelectionOnViewWillAppear).
            if route == "Open" { _ = simulator.select(1, context: Self.context) }
            let outcome = simulator.tap(route, context: Self.context)
            #expect(outcome.failure == nil && outcome.violations.isEmpty, "\(route)")
            Self.checkInvariants(simulator.app.hierarchy)
        }
        _ = simulator.selectTab("Stats", context: Self.context)
        Self.checkInvariants(simulator.app.hierarchy)
        #expect(simulator.hierarchyDescription == "Home{Main[List#1], *Stats#2}")
    }

    @Test func equalStatesAreEqualWhateverTheirInstanceNumbers() {
        // One app opened Detail once; the other opened it, went back and opened it again, so its
        // Detail is a later instance in another slot. They are in the same state.
        var once = Self.launched()
        var twice = Self.launched()
        _ = once.select(1, context: Self.context)
        _ = twice.select(1, context: Self.context)
        _ = once.tap("Open", context: Self.context)
        for route in ["Open", "Back", "Open"] {
            if route == "Open" { _ = twice.select(1, context: Self.context) }
            _ = twice.tap(route, context: Self.context)
        }
        #expect(once.topScene?.number != twice.topScene?.number)
        #expect(StateWriter.bytes(of: once.app.hierarchy) == StateWriter.bytes(of: twice.app.hierarchy))
        #expect(StateWriter.bytes(of: once.app) == StateWriter.bytes(of: twice.app))
    }

    @Test func statesThatActDifferentlyDiffer() {
        var first = Self.launched()
        var second = Self.launched()
        _ = first.select(0, context: Self.context)
        _ = second.select(2, context: Self.context)
        #expect(
            StateWriter.bytes(of: first.app.hierarchy) != StateWriter.bytes(of: second.app.hierarchy),
            "the selected row differs")
        _ = first.tap("Open", context: Self.context)
        _ = second.tap("Open", context: Self.context)
        #expect(
            StateWriter.bytes(of: first.app.hierarchy) != StateWriter.bytes(of: second.app.hierarchy),
            "the detail's item differs")
        var third = Self.launched()
        _ = third.selectTab("Stats", context: Self.context)
        #expect(
            StateWriter.bytes(of: Self.launched().app.hierarchy) != StateWriter.bytes(of: third.app.hierarchy),
            "the selected tab differs")
    }

    @Test func aCopyIsIndependentOfItsOriginal() {
        let original = Self.launched()
        var copy = original
        _ = copy.select(0, context: Self.context)
        _ = copy.tap("Open", context: Self.context)
        #expect(original.hierarchyDescription == "Home{*Main[List#1], Stats#2}")
        #expect(copy.hierarchyDescription == "Home{*Main[List#1, Detail#3], Stats#2}")
        #expect(StateWriter.bytes(of: original.app) != StateWriter.bytes(of: copy.app))
    }

    @Test func popAndDismissReturnWhatTheyRemovedAndReleaseItAtTheEndOfTheAction() {
        var simulator = Self.launched()
        _ = simulator.select(0, context: Self.context)
        _ = simulator.tap("Open", context: Self.context)
        var hierarchy = simulator.app.hierarchy
        let main = hierarchy.navigationController(of: hierarchy.top)!
        let detail = hierarchy.top
        let live = hierarchy.liveCount
        #expect(Array(hierarchy.pop(main, keeping: 1)) == [detail])
        #expect(hierarchy.liveCount == live, "still readable until the action ends")
        hierarchy.releasePending()
        #expect(hierarchy.liveCount == live - 1)
        Self.checkInvariants(hierarchy)
    }
}
