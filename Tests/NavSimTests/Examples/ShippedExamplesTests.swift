import Foundation
import Testing

@testable import NavSim

/// The package root, found from this file's path.
let packageRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<4 { url.deleteLastPathComponent() }
    return url.path
}()

/// Every shipped scenario, relative to the package root.
let shippedScenarios: [String] = {
    let folder = packageRoot + "/Scenarios"
    guard let enumerator = FileManager.default.enumerator(atPath: folder) else { return [] }
    var found: [String] = []
    while let relative = enumerator.nextObject() as? String {
        if relative.hasSuffix(".scenario") { found.append("Scenarios/" + relative) }
    }
    return found.sorted()
}()

@Suite struct ShippedExamplesTests {
    @Test func thereAreShippedScenarios() {
        #expect(!shippedScenarios.isEmpty)
    }

    @Test(arguments: shippedScenarios)
    func scenarioPassesAndMatchesItsGolden(_ path: String) throws {
        var catalog = GraphCatalog()
        let run = ScenarioRunner.run(path: path, currentDirectory: packageRoot, catalog: &catalog)
        #expect(!run.diagnostics.containsErrors, "\(run.diagnostics)")
        let result = try #require(run.result)
        #expect(result.passed, "\(result.failures)")
        let golden = try String(contentsOfFile: run.goldenPath, encoding: .utf8)
        #expect(run.trace == golden.replacingOccurrences(of: "\r\n", with: "\n"))
    }

    /// A replay's trace does not depend on what ran before it in the process: every shipped
    /// scenario is replayed alone (a fresh catalog each), then all of them through one shared
    /// catalog in file order, then through another in reverse order, and each trace must be the
    /// same bytes three times. A graph cached by the catalog, state left behind by an earlier
    /// replay, or an order of work that leaks into output makes them differ. (Hashing order,
    /// which Swift seeds afresh in every process, is the CLI's `DeterminismTests`' part.)
    @Test func replayDoesNotDependOnWhatRanBefore() {
        func traces(_ paths: [String], sharing: Bool) -> [String: [UInt8]] {
            var catalog = GraphCatalog()
            var traces: [String: [UInt8]] = [:]
            for path in paths {
                if !sharing { catalog = GraphCatalog() }
                traces[path] =
                    ScenarioRunner.run(path: path, currentDirectory: packageRoot, catalog: &catalog).traceBytes
            }
            return traces
        }
        let alone = traces(shippedScenarios, sharing: false)
        #expect(alone.count == shippedScenarios.count && alone.values.allSatisfy { !$0.isEmpty })
        for order in [shippedScenarios, shippedScenarios.reversed()] {
            let shared = traces(order, sharing: true)
            for path in shippedScenarios {
                let same = shared[path] == alone[path]
                #expect(same, "\(path) replays differently when \(order.first ?? "") runs first in one catalog")
            }
        }
    }

    @Test func shippedGraphsLoadWithoutErrors() throws {
        let report = CheckRun.run(
            CheckRun.Options(paths: ["Graphs"], recordMode: .never, currentDirectory: packageRoot))
        #expect(!report.diagnostics.containsErrors, "\(report.diagnostics)")
    }
}
