// `navsim check` end to end, as a user runs it: the release binary on a project of the chain app
// and a scenario of 1k / 10k / 100k steps, wall time and peak memory, each the best of 3 runs:
// recording the golden (removed before each run), then `--record all` against it (compared,
// equal, not rewritten). And the shipped examples, checked from the package root.
import Foundation

/// `navsim-bench check [steps…]` (default 1000 10000 100000).
func runCheckBenchmark(_ arguments: [String]) {
    guard let navsim = builtNavsim() else { return }
    let sizes = arguments.compactMap { Int($0) }
    for size in sizes.isEmpty ? [1_000, 10_000, 100_000] : sizes {
        let folder = FileManager.default.temporaryDirectory.path + "/navsim-check-bench-\(size)-\(getpid())"
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try? FileManager.default.createDirectory(atPath: folder + "/Graphs", withIntermediateDirectories: true)
        try? FileManager.default.createDirectory(atPath: folder + "/Scenarios", withIntermediateDirectories: true)
        let depth = 10
        _ = FileManager.default.createFile(
            atPath: folder + "/Graphs/Synth.navgraph", contents: Data(SyntheticChain.graph(scenes: depth + 2).utf8))
        _ = FileManager.default.createFile(
            atPath: folder + "/Scenarios/synth.scenario",
            contents: Data(SyntheticChain.scenario(steps: size, depth: depth).utf8))
        let golden = folder + "/Scenarios/synth.trace"
        let first = fastestChild([navsim, "check", "--record", "all"], in: folder, runs: 3) {
            try? FileManager.default.removeItem(atPath: golden)
        }
        let again = fastestChild([navsim, "check", "--record", "all"], in: folder, runs: 3)
        let trace = (try? FileManager.default.attributesOfItem(atPath: golden)[.size] as? Int) ?? 0
        guard first.status == 0, again.status == 0 else {
            print("check \(size) steps: navsim check failed (exit \(first.status), \(again.status))")
            continue
        }
        print(
            "check \(size) steps (\(formatted(Double(trace) / 1_048_576)) MB trace): recording \(formatted(first.seconds)) s, "
                + "\(Int(first.peakMegabytes)) MB; --record all against the golden \(formatted(again.seconds)) s, "
                + "\(Int(again.peakMegabytes)) MB (each the best of 3)")
    }
}

/// `navsim-bench examples [PACKAGE]`: `navsim check` of the shipped examples, never recording.
func runExamplesBenchmark(_ arguments: [String]) {
    guard let navsim = builtNavsim() else { return }
    let package = arguments.first ?? FileManager.default.currentDirectoryPath
    let fastest = fastestChild([navsim, "check", "--record", "never"], in: package, runs: 5)
    print(
        "examples: navsim check of the shipped examples in \(formatted(fastest.seconds)) s, \(Int(fastest.peakMegabytes)) MB, exit \(fastest.status) (best of 5)"
    )
}
