// The explore benchmark: `navsim-bench explore FILE.navgraph DEPTH [--no-double-taps] [--runs N]`
// explores a graph to DEPTH with no state limit and prints states, transitions, states per
// second and bytes per state, the best of N runs (default 3). `Benchmarks/explore-vs-spin.sh`
// runs it on the model `explore_synth.py` writes for SPIN too, so both figures come from one run.
import NavSim

func runExploreBenchmark(_ arguments: [String]) {
    let positional = arguments.filter { !$0.hasPrefix("--") }
    guard positional.count >= 2, let depth = Int(positional[1]) else {
        print("usage: navsim-bench explore FILE.navgraph DEPTH [--no-double-taps] [--runs N]")
        return
    }
    var runs = 3
    if let index = arguments.firstIndex(of: "--runs"), index + 1 < arguments.count,
        let count = Int(arguments[index + 1])
    {
        runs = count
    }
    let loaded = GraphLoader.load(path: positional[0])
    guard let graph = loaded.usable else {
        print(DiagnosticFormatter().format(loaded.diagnostics))
        return
    }
    let limits = Explorer.Limits(
        depth: depth, maxStates: Int.max, doubleTaps: !arguments.contains("--no-double-taps"))
    let (fastest, result) = best(of: runs) { Explorer.explore(from: Simulator(graph: graph), limits: limits) }
    print("explore \(positional[0]) depth \(depth): \(result.states) states, \(result.transitions) transitions")
    print(
        "  best of \(runs): \(formatted(fastest)) s, \(Int(Double(result.states) / fastest)) states/s, \(Int(Double(result.transitions) / fastest)) transitions/s, \(result.bytesPerState) bytes/state"
    )
}
