import Foundation
import NavSim
import Testing

@testable import NavSimTesting

@Suite struct ReplayScenarioTests {
    static let graph = """
        graph Shop
        scene List
          store items: [Item]?
        scene Detail
          store item: Item!
        navigation Main root List
        start Main
        segue ShowDetail: List -> Detail show
          pass item = items[selection]
        """

    static let scenario = """
        scenario "Open an item"
        graph Shop
        given List.items = [{name: "a"}, {name: "b"}]
        select 1
        tap ShowDetail
        expect top Detail
        expect Detail.item.name == "b"
        back
        expect stack [List]
        """

    /// A package folder with `Package.swift`, `Graphs/` and `Scenarios/`.
    static func package(files: [String: String]) throws -> String {
        let root = try Fixtures.temporaryFolder()
        for (path, text) in files.merging(
            ["Package.swift": "// swift-tools-version:6.0\n"], uniquingKeysWith: { a, _ in a })
        {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test func replaysAScenarioOfThePackageWithRelativePaths() throws {
        let root = try Self.package(files: [
            "Graphs/Shop.navgraph": Self.graph, "Scenarios/shop/open.scenario": Self.scenario,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        #expect(ScenarioRun.packageRoot(above: root + "/Tests/ShopTests/OpenTests.swift") == root)
        let result = try ScenarioRun(root: root).replay("Scenarios/shop/open.scenario", graph: nil)
        #expect(result.passed)
        #expect(result.scenario.file == "Scenarios/shop/open.scenario")
        #expect(result.graphFile == "Graphs/Shop.navgraph")
        #expect(!TraceRenderer.render(result).contains(root))
    }

    @Test func findsAGraphByQuotedPathOrArgument() throws {
        let quoted = Self.scenario.replacingOccurrences(of: "graph Shop", with: "graph \"../../Graphs/Other.navgraph\"")
        let root = try Self.package(files: [
            "Graphs/Other.navgraph": Self.graph, "Scenarios/shop/open.scenario": quoted,
            "Scenarios/plain.scenario": Self.scenario,
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try ScenarioRun(root: root).replay("Scenarios/shop/open.scenario", graph: nil)
        #expect(result.graphFile == "Graphs/Other.navgraph")
        let explicit = try ScenarioRun(root: root).replay("Scenarios/plain.scenario", graph: "Graphs/Other.navgraph")
        #expect(explicit.passed)
    }

    @Test func explainsWhyItCannotReplay() throws {
        let root = try Self.package(files: [
            "Graphs/Shop.navgraph": Self.graph,
            "Scenarios/typo.scenario": Self.scenario.replacingOccurrences(of: "tap ShowDetail", with: "tap ShowDetial"),
            "Scenarios/orphan.scenario": "scenario \"x\"\ngraph Gone\n",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = ScenarioRun(root: root)
        #expect(
            Self.error { try run.replay("Scenarios/none.scenario", graph: nil) }
                == "cannot replay 'Scenarios/none.scenario'\nScenarios/none.scenario:1:1: error: cannot read scenario file: no such file"
        )
        #expect(
            Self.error { try run.replay("Scenarios/typo.scenario", graph: nil) }
                == "cannot replay 'Scenarios/typo.scenario'\nScenarios/typo.scenario:5:5: error: no scene has a route named 'ShowDetial'\nScenarios/typo.scenario:5:5: note: did you mean 'ShowDetail'?"
        )
        #expect(
            Self.error { try run.replay("Scenarios/orphan.scenario", graph: nil) }
                == "cannot replay 'Scenarios/orphan.scenario'\nScenarios/orphan.scenario:2:7: error: no graph named 'Gone' in 'Graphs'"
        )
    }

    static func error(_ body: () throws -> ReplayResult) -> String? {
        do {
            _ = try body()
            return nil
        } catch {
            return (error as? ScenarioReplayError)?.description ?? "\(error)"
        }
    }

    /// The inline replay the snapshot tests use, named as the package's files would be, so the
    /// committed golden's header names them.
    static func inlineReplay(_ scenario: String = scenario) throws -> ReplayResult {
        try replayScenario(
            graph: Self.graph, scenario: scenario, graphFile: "Graphs/Shop.navgraph",
            scenarioFile: "Scenarios/open.scenario")
    }

    @Test func replaysInlineText() throws {
        let result = try replayScenario(graph: Self.graph, scenario: Self.scenario)
        #expect(result.passed)
        #expect(result.scenario.file == "inline.scenario")
        #expect(result.graphFile == "inline.navgraph")
        #expect(result.steps.count == 7)
        let failing = try replayScenario(
            graph: Self.graph,
            scenario: Self.scenario.replacingOccurrences(of: "expect top Detail", with: "expect top List"))
        #expect(failing.failures.map { [$0.file, "\($0.position.line)"] } == [["inline.scenario", "6"]])
    }

    /// Each text's errors, at their own lines, in the thrown error; nothing is replayed.
    @Test func inlineTextWithErrorsIsNotReplayed() {
        func errors(graph: String = Self.graph, scenario: String = Self.scenario) -> [String] {
            do {
                _ = try replayScenario(graph: graph, scenario: scenario)
                return []
            } catch {
                #expect(error.scenarioPath == "inline.scenario")
                return error.diagnostics.map { "\($0.file):\($0.position.line):\($0.id.rawValue)" }
            }
        }
        #expect(errors() == [])
        #expect(
            errors(graph: Self.graph + "\nscene List\n") == [
                "inline.navgraph:10:\(GraphChecker.duplicateDeclaration.rawValue)"
            ])
        #expect(
            errors(scenario: Self.scenario.replacingOccurrences(of: "graph Shop", with: "graph Store"))
                == ["inline.scenario:2:\(ScenarioChecker.graphMismatch.rawValue)"])
        #expect(
            errors(scenario: Self.scenario.replacingOccurrences(of: "tap ShowDetail", with: "tap ShowDetial"))
                == ["inline.scenario:5:\(ScenarioChecker.unknownRoute.rawValue)"])
        #expect(
            errors(scenario: "tap ShowDetail\n") == [
                "inline.scenario:1:\(ScenarioParser.missingScenarioHeader.rawValue)"
            ])
    }

    /// The golden depends on the trace format: after a renderer change, re-record it with
    /// `NAVSIM_RECORD=failed swift test` (the mode comes from the environment here on purpose).
    @Test func snapshotsAReplay() throws {
        assertTraceSnapshot(of: try Self.inlineReplay(), named: "open-item")
    }

    @Test func aFailedReplayFailsTheTest() throws {
        let failing = try Self.inlineReplay(
            Self.scenario.replacingOccurrences(of: "expect top Detail", with: "expect top List"))
        let message = try #require(TraceSnapshot.failureMessage(of: failing))
        #expect(message.hasPrefix("scenario 'Open an item' failed with 1 failure\nScenarios/open.scenario:6:1: "))
        #expect(TraceSnapshot.failureMessage(of: try Self.inlineReplay()) == nil)
        let seen = Messages()
        withKnownIssue {
            // No golden under this name and mode `never`: the snapshot fails too, and nothing is written.
            assertTraceSnapshot(of: failing, named: "open-item-failing", record: .never)
        } matching: { issue in
            seen.append(issue.comments.map(\.rawValue).joined())
            return true
        }
        #expect(seen.all.map { $0.prefix(30) } == ["scenario 'Open an item' failed", "no golden trace for snapshot '"])
    }
}

/// Messages collected from issue matchers, which may run on any thread.
final class Messages: @unchecked Sendable {
    private let lock = NSLock()
    private var messages: [String] = []

    func append(_ message: String) { lock.withLock { messages.append(message) } }
    var all: [String] { lock.withLock { messages } }
}
