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

    @Test(arguments: shippedScenarios)
    func replayIsByteForByteDeterministic(_ path: String) throws {
        var first = GraphCatalog()
        var second = GraphCatalog()
        let a = ScenarioRunner.run(path: path, currentDirectory: packageRoot, catalog: &first)
        let b = ScenarioRunner.run(path: path, currentDirectory: packageRoot, catalog: &second)
        #expect(a.trace != nil)
        #expect(a.trace == b.trace)
    }

    @Test func shippedGraphsLoadWithoutErrors() throws {
        let report = CheckRun.run(
            CheckRun.Options(paths: ["Graphs"], recordMode: .never, currentDirectory: packageRoot))
        #expect(!report.diagnostics.containsErrors, "\(report.diagnostics)")
    }
}
