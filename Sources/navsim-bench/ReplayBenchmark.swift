// The replay benchmark: a long synthetic replay, to keep a hop at a few lookups.
//
// Drives the Simulator directly with trace recording off (no hop strings are built; `--trace`
// turns it on, to see what recording costs), through
// push/pop cycles with data passed both ways, present/dismiss cycles, a deep stack that is
// pushed up and popped down again, and an unwind across a modal. Prints hops per second.
import NavSim

let graphText = """
    graph Bench
    scene List
      store items: [Item]?
      store picked: Item?
    scene Detail
      store item: Item!
      store note: String?
    scene Editor
      store draft: Item?
    scene Deep
      store depth: Int?
    navigation Main root List
    navigation EditNav root Editor
    start Main
    segue Open: List -> Detail show
      pass item = items[selection]
    route Back: Detail -> List pop
      pass picked = item
    segue Edit: Detail -> EditNav present
      pass draft = item
    route Done: Editor -> Detail dismiss
      pass note = draft.name
    route Dive: List -> Deep push via code
    route Down: Deep -> Deep push via code
      pass depth = depth
    route Surface: Deep -> List popToRoot
    unwind saved: Editor -> Detail
      pass item = draft
    """

/// The synthetic run: a simulator and its counters.
struct Bench {
    var simulator: Simulator
    var hops = 0
    var violations = 0
    let context = Simulator.StepContext(number: 1, line: 1)

    init(graph: Graph, recordsTrace: Bool) {
        simulator = Simulator(graph: graph, recordsTrace: recordsTrace)
        let origin = SourcePosition(line: 1, column: 1)
        let items: [Value] = (0..<50).map {
            .record(
                Record([
                    .init(name: "id", value: .number(Double($0))), .init(name: "name", value: .string("item \($0)")),
                ]))
        }
        _ = simulator.applyGiven(
            Path(root: Name("List", at: origin), components: [.field(Name("items", at: origin))]),
            .literal(.list(items), origin))
        hops = simulator.launch(context: context).hopCount
    }

    mutating func tap(_ route: String) {
        let outcome = simulator.tap(route, context: context)
        hops += outcome.hopCount
        violations += outcome.violations.count
        if outcome.failure != nil || simulator.crashed {
            fatalError(
                "\(route): \(outcome.failure?.message ?? outcome.violations.first?.message ?? "crash") in \(simulator.hierarchyDescription)"
            )
        }
    }

    mutating func run(until requested: Int) {
        var cycle = 0
        while hops < requested {
            _ = simulator.select(cycle % 50, context: context)
            // push / pop with data both ways
            tap("Open")
            tap("Back")
            // push, present a navigation controller, dismiss back with data (List cleared its
            // selection when it appeared again, as a table view controller does)
            _ = simulator.select(cycle % 50, context: context)
            tap("Open")
            tap("Edit")
            tap("Done")
            // present again, unwind across the modal
            tap("Edit")
            tap("saved")
            tap("Back")
            // a stack 20 deep, then back to the root in one pop
            tap("Dive")
            for _ in 0..<19 { tap("Down") }
            tap("Surface")
            cycle += 1
        }
    }
}

/// `navsim-bench replay [hops…] [--trace]`: the replay benchmark at each size (default 60k, 600k, 6M).
func runReplayBenchmark(_ arguments: [String]) {
    let sizes = arguments.compactMap { Int($0) }
    for size in sizes.isEmpty ? [60_000, 600_000, 6_000_000] : sizes {
        runReplayBenchmark(hops: size, recordsTrace: arguments.contains("--trace"))
    }
}

private func runReplayBenchmark(hops requested: Int, recordsTrace: Bool) {
    let loaded = GraphLoader.load(source: SourceText(path: "Bench.navgraph", string: graphText))
    guard let graph = loaded.graph, !loaded.diagnostics.containsErrors else {
        print(DiagnosticFormatter().format(loaded.diagnostics))
        fatalError("the benchmark graph does not load")
    }
    var bench = Bench(graph: graph, recordsTrace: recordsTrace)
    let clock = ContinuousClock()
    let start = clock.now
    bench.run(until: requested)
    let elapsed = seconds(clock.now - start)
    print(
        "replay\(recordsTrace ? " (trace recorded)" : "") \(grouped(Double(bench.hops))) hops in \(formatted(elapsed)) s: "
            + "\(grouped(Double(bench.hops) / elapsed)) hops/s (\(bench.violations) violations, "
            + "\(bench.simulator.liveInstanceCount) live view controllers)")
}
