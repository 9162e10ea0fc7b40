import Foundation
import NavSimTesting
import Testing

@testable import NavSim

/// A trace written while the replay runs, compared block by block with its golden: whatever the
/// golden holds, the trace that comes out is the one `TraceRenderer.render` writes, and the
/// replay's records are kept or slimmed as asked.
@Suite struct TraceStreamTests {
    /// The replay every test here streams (an error in its graph or scenario fails each test).
    static let replayed = Result { () throws(ScenarioReplayError) in
        try replayScenario(graph: SeedGraphs.cleanStore, scenario: TraceRendererTests.scenario)
    }
    static let trace = (try? replayed.get()).map { Array(TraceRenderer.render($0).utf8) } ?? []

    /// Goldens the trace may meet: equal, or differing in each way a stream can notice.
    static let goldens: [(String, [UInt8])] = {
        let middle = trace.count / 2
        var changed = trace
        changed[middle] = 0x58
        var first = trace
        first[0] = 0x53
        return [
            ("equal", trace), ("differs in the middle", changed), ("differs in the first byte", first),
            ("shorter", Array(trace[..<(trace.count / 3)])), ("longer", trace + Array("more\n".utf8)), ("empty", []),
        ]
    }()

    @Test(arguments: goldens.indices)
    func theTraceIsTheSameWhateverTheGoldenHolds(_ index: Int) throws {
        let (name, golden) = Self.goldens[index]
        #expect(TraceRenderer.bytes(of: try Self.replayed.get(), expecting: golden) == Self.trace, "golden \(name)")
    }

    @Test func aTraceEqualToItsGoldenIsTheGoldensOwnStorage() throws {
        let golden = Self.trace
        let streamed = TraceRenderer.bytes(of: try Self.replayed.get(), expecting: golden)
        let shared = streamed?.withUnsafeBufferPointer { mine in
            golden.withUnsafeBufferPointer { $0.baseAddress == mine.baseAddress }
        }
        #expect(shared == true, "no second copy of a matching trace is built")
    }

    @Test func theLimitHoldsWhileComparing() throws {
        let result = try Self.replayed.get()
        #expect(TraceRenderer.bytes(of: result, limit: Self.trace.count / 2, expecting: Self.goldens[1].1) == nil)
        #expect(TraceRenderer.bytes(of: result, limit: Self.trace.count, expecting: Self.trace) == Self.trace)
    }

    @Test func checkLetsGoOfHierarchiesOnceWrittenAndTraceKeepsThem() throws {
        let project = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: project.path + "/Graphs", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: project.path + "/Scenarios", withIntermediateDirectories: true)
        try project.write(SeedGraphs.cleanStore, to: "Graphs/Shop.navgraph")
        try project.write(TraceRendererTests.scenario, to: "Scenarios/a.scenario")
        var catalog = GraphCatalog()
        let kept = ScenarioRunner.run(path: "Scenarios/a.scenario", currentDirectory: project.path, catalog: &catalog)
        func run(_ retention: ScenarioRunner.Retention) -> ScenarioRunner.Run {
            ScenarioRunner.run(
                path: "Scenarios/a.scenario", currentDirectory: project.path, catalog: &catalog, graphPath: nil,
                retention: retention, readsGolden: false)
        }
        let slim = run(.facts)
        let outcome = run(.outcome)
        let keptSteps = try #require(kept.result?.steps)
        let slimSteps = try #require(slim.result?.steps)
        let outcomeSteps = try #require(outcome.result?.steps)
        #expect(keptSteps.map(\.number) == slimSteps.map(\.number))
        #expect(keptSteps.contains { !$0.hierarchyAfter.isEmpty })
        #expect(slimSteps.allSatisfy { $0.hierarchyAfter.isEmpty && $0.hops.allSatisfy(\.hierarchyAfter.isEmpty) })
        #expect(slimSteps.map(\.hops.count) == keptSteps.map(\.hops.count) && keptSteps.contains { !$0.hops.isEmpty })
        #expect(outcomeSteps.allSatisfy { $0.hops.isEmpty && $0.hierarchyAfter.isEmpty })
        #expect(outcomeSteps.map(\.violations) == keptSteps.map(\.violations))
        #expect(outcome.result?.failures == kept.result?.failures && outcome.result?.passed == kept.result?.passed)
        #expect(slim.trace == kept.trace && outcome.trace == kept.trace)
        #expect(kept.trace.map { Array($0.utf8) } == TraceRenderer.bytes(of: kept.result!))
    }

    @Test func textWithLineBreaksIsEscapedAndColumnsAreCharacters() throws {
        let text = TraceText()
        text.labelled("ok", "a\nb\r\nc\u{2028}d\u{85}e   ")
        text.labelled("", "plain")
        text.aligned(label: "route", { $0.write("é") }, right: { $0.write("f:1") }, hasRight: true, column: 16)
        // A line break escaped on the left counts one column, as before escaping: three spaces to column 6.
        text.aligned({ $0.write("a\nb") }, right: { $0.writeLocation("f", 2) }, hasRight: true, column: 6)
        #expect(
            String(decoding: text.bytes, as: UTF8.self)
                == "  ok        a\\nb\\nc\\nd\\ne\n            plain\n  route     é   f:1\na\\nb   f:2\n")
    }
}
