import Testing

@testable import NavSim

/// The simulator on its own: what it keeps alive, and that recording the trace changes nothing.
@Suite struct SimulatorTests {
    static let graph = """
        graph Cycle
        scene List
          store items: [Item]?
        scene Detail
          store item: Item?
        scene Sheet
          store item: Item?
        navigation Main root List
        navigation SheetNav root Sheet
        start Main
        segue Open: List -> Detail show
          pass item = items[selection]
        segue Edit: Detail -> SheetNav present
          pass item = item
        route Done: Sheet -> Detail dismiss
          pass item = item
        route Back: Detail -> List pop
        unwind saved: Sheet -> List
          pass items = item
        """

    static let context = Simulator.StepContext(number: 1, line: 1)

    static func run(_ simulator: inout Simulator, cycles: Int) -> (hops: Int, violations: [Violation]) {
        var hops = simulator.launch(context: context).hopCount
        var violations: [Violation] = []
        for cycle in 0..<cycles {
            _ = simulator.select(cycle % 3, context: context)
            for route in ["Open", "Edit", "Done", "Edit", "Done", "Back", "Open", "Edit", "saved"] {
                let outcome = simulator.tap(route, context: context)
                hops += outcome.hopCount
                violations += outcome.violations
                #expect(outcome.failure == nil, "\(route): \(outcome.failure?.message ?? "")")
            }
        }
        return (hops, violations)
    }

    @Test func liveViewControllersDoNotGrowWithPastHops() {
        var simulator = Simulator(graph: loadGraph(Self.graph), recordsTrace: false)
        _ = Self.run(&simulator, cycles: 10)
        let afterTen = simulator.liveInstanceCount
        let (hops, _) = Self.run(&simulator, cycles: 200)
        #expect(simulator.liveInstanceCount == afterTen)
        #expect(simulator.liveInstanceCount <= 3)
        #expect(hops == 200 * 9)
        #expect(simulator.hierarchyDescription == "Main[List#1]")
    }

    @Test func recordingTheTraceChangesNothingButTheStrings() {
        let graph = loadGraph(Self.graph)
        var recorded = Simulator(graph: graph, recordsTrace: true)
        var unrecorded = Simulator(graph: graph, recordsTrace: false)
        let first = Self.run(&recorded, cycles: 5)
        let second = Self.run(&unrecorded, cycles: 5)
        #expect(first.hops == second.hops)
        #expect(first.violations == second.violations)
        #expect(recorded.hierarchyDescription == unrecorded.hierarchyDescription)
        #expect(recorded.hierarchyPattern == unrecorded.hierarchyPattern)
    }

    @Test func hopsAreOnlyBuiltWhenRecording() {
        var simulator = Simulator(graph: loadGraph(Self.graph), recordsTrace: false)
        _ = simulator.launch(context: Self.context)
        let outcome = simulator.tap("Open", context: Self.context)
        #expect(outcome.hops.isEmpty && outcome.hopCount == 1)
    }
}
