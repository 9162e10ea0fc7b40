// Parse and check of synthetic graphs (`SyntheticGraph`) at sizes a factor of ten apart.
import NavSim

/// `navsim-bench graph [scenes…]` (default 100 1000 10000).
func runGraphBenchmark(_ arguments: [String]) {
    let sizes = arguments.compactMap { Int($0) }
    for size in sizes.isEmpty ? [100, 1_000, 10_000] : sizes {
        let text = SyntheticGraph(scenes: size).text
        let megabytes = Double(text.utf8.count) / 1_048_576
        let (elapsed, loaded) = best(of: 3) {
            GraphLoader.load(source: SourceText(path: "Synthetic.navgraph", string: text))
        }
        guard let graph = loaded.graph, !loaded.diagnostics.containsErrors else {
            print(DiagnosticFormatter().format(Array(loaded.diagnostics.prefix(5))))
            fatalError("the synthetic graph of \(size) scenes does not load")
        }
        print(
            "graph \(size) scenes: \(graph.scenes.count) scenes, \(graph.routes.count) routes, "
                + "\(formatted(megabytes)) MB parsed and checked in \(formatted(elapsed)) s: "
                + "\(formatted(megabytes / elapsed)) MB/s, \(grouped(Double(graph.scenes.count) / elapsed)) scenes/s")
    }
}
