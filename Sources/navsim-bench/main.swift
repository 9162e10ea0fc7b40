// navsim-bench: release-build benchmarks, not a product.
//
//   swift run -c release navsim-bench [hops] [--trace]     replay: hops per second
//   swift run -c release navsim-bench import [scenes…]      import: a synthetic Clean Swift app
//   swift run -c release navsim-bench explore FILE DEPTH    explore: states per second
import Foundation

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.first == "import" {
    runImportBenchmark(Array(arguments.dropFirst()))
} else if arguments.first == "explore" {
    runExploreBenchmark(Array(arguments.dropFirst()))
} else {
    runReplayBenchmark(arguments)
}

/// Seconds with three decimals.
func formatted(_ seconds: Double) -> String {
    let millis = Int((seconds * 1000).rounded())
    let fraction = String(millis % 1000)
    return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}

/// The seconds `duration` lasts.
func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}
