// The peers' replay model: `SyntheticChain`'s events replayed in-process with trace recording
// off, as `peer_sismic.py` and `peer_transitions.py` replay them — so their steps per second
// compare. navsim checks every rule of its engine on every hop (a double push, each pass's data,
// the `!` fields on appearing); the peers check that the stack holds no instance twice.
import NavSim

/// `navsim-bench chain [STEPS] [DEPTH]` (default 300000 10).
func runChainBenchmark(_ arguments: [String]) {
    let numbers = arguments.compactMap { Int($0) }
    let steps = numbers.first ?? 300_000
    let depth = numbers.count > 1 ? numbers[1] : 10
    let loaded = GraphLoader.load(
        source: SourceText(path: "Synth.navgraph", string: SyntheticChain.graph(scenes: depth + 2)))
    guard let graph = loaded.usable else { fatalError("the chain graph does not load") }
    let events = SyntheticChain.events(steps: steps, depth: depth)
    let context = Simulator.StepContext(number: 1, line: 1)
    let given = ScenarioParser.parse(
        SourceText(path: "given.scenario", string: SyntheticChain.scenario(steps: 0, depth: depth))
    ).scenario!.steps.first!
    let (elapsed, hops) = best(of: 3) { () -> Int in
        var simulator = Simulator(graph: graph, recordsTrace: false)
        if case .given(let path, let expression) = given.kind { _ = simulator.applyGiven(path, expression) }
        var hops = simulator.launch(context: context).hopCount
        for event in events {
            let outcome: Simulator.Outcome
            switch event {
            case .select: outcome = simulator.select(1, context: context)
            case .tap: outcome = simulator.tap("Next", context: context)
            case .back: outcome = simulator.back(context: context)
            }
            precondition(outcome.failure == nil && outcome.violations.isEmpty, "the chain replay failed")
            hops += outcome.hopCount
        }
        return hops
    }
    print(
        "chain \(events.count) steps, depth \(depth): \(formatted(elapsed)) s: \(grouped(Double(events.count) / elapsed)) steps/s, "
            + "\(grouped(Double(hops) / elapsed)) hops/s")
}
