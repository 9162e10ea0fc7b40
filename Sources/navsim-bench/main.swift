// navsim-bench: release-build benchmarks, not a product (`Benchmarks/run.sh` runs them all,
// with the peers, and prints the table of docs/benchmarks.md).
//
//   navsim-bench replay [hops…]           replay in-process: hops per second (default 60k 600k 6M)
//   navsim-bench chain [STEPS] [DEPTH]    the peers' chain model: steps per second
//   navsim-bench graph [scenes…]          parse and check of synthetic graphs (100 1k 10k scenes)
//   navsim-bench check [steps…]           navsim check end to end (1k 10k 100k steps): time, peak memory
//   navsim-bench examples [PACKAGE]       navsim check of the shipped examples
//   navsim-bench explore FILE DEPTH       explore: states per second, bytes per state
//   navsim-bench import [scenes…]         import of a synthetic Clean Swift app (10 100 1000 scenes)
//   navsim-bench import-corpus [FOLDER]   import of the storyboard corpus
let arguments = Array(CommandLine.arguments.dropFirst())
let rest = Array(arguments.dropFirst())
switch arguments.first {
case "replay": runReplayBenchmark(rest)
case "chain": runChainBenchmark(rest)
case "graph": runGraphBenchmark(rest)
case "check": runCheckBenchmark(rest)
case "examples": runExamplesBenchmark(rest)
case "explore": runExploreBenchmark(rest)
case "import": runImportBenchmark(rest)
case "import-corpus": runCorpusImportBenchmark(rest)
case "write-chain":
    // `write-chain graph N` / `write-chain scenario STEPS DEPTH`: the chain app's text, which
    // `Benchmarks/run.sh` compares with `synth.py`'s.
    let numbers = rest.compactMap { Int($0) }
    if rest.first == "graph", let scenes = numbers.first {
        print(SyntheticChain.graph(scenes: scenes), terminator: "")
    } else if rest.first == "scenario", numbers.count == 2 {
        print(SyntheticChain.scenario(steps: numbers[0], depth: numbers[1]), terminator: "")
    }
default:
    print("usage: navsim-bench replay|chain|graph|check|examples|explore|import|import-corpus [arguments]")
}
