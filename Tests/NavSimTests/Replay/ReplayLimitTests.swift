import Foundation
import NavSimTesting
import Testing

@testable import NavSim

/// The limits that keep a runaway scenario from taking gigabytes: live view controllers, the
/// size of the trace, the number of steps, the length of a line. Each is an error naming it.
@Suite struct ReplayLimitTests {
    /// A scene that pushes another of itself, and pops.
    static let loopText = """
        graph Loop
        scene Page
        navigation Main root Page
        start Main
        route Next: Page -> Page push
        route Back: Page -> Page pop
        """

    static func replay(_ steps: String) throws -> ReplayResult {
        try replayScenario(graph: loopText, scenario: "scenario \"loop\"\ngraph Loop\n" + steps)
    }

    @Test func aScenarioThatPushesInALoopStopsAtTheLimit() throws {
        let result = try Self.replay(String(repeating: "tap Next\n", count: Replayer.maximumLiveViewControllers + 10))
        // Main and its root, then one Page per tap: the tap that makes 1,001 is the last run.
        let lastStep = Replayer.maximumLiveViewControllers - 1
        #expect(result.failures.map(\.id) == [Replayer.FailureID.tooManyViewControllers])
        #expect(result.stop?.stepNumber == lastStep)
        #expect(result.steps.count == lastStep)
        #expect(result.failures.first?.position.line == lastStep + 2)
    }

    @Test func aTraceThatWouldBeTooLargeStopsTheReplay() throws {
        // 900 pages deep, then back and forth: each step records about 900 view controllers twice.
        let depth = 900
        let result = try Self.replay(
            String(repeating: "tap Next\n", count: depth) + String(repeating: "tap Next\ntap Back\n", count: 2_400))
        #expect(result.failures.map(\.id) == [Replayer.FailureID.traceTooLarge])
        let stop = try #require(result.stop?.stepNumber)
        #expect(stop > depth && stop < depth + 4_800, "stopped in the back-and-forth, at step \(stop)")
    }

    @Test func aScenarioWithTooManyStepsIsAnError() {
        let text =
            "scenario \"long\"\ngraph Loop\n" + String(repeating: "back\n", count: ScenarioParser.maximumSteps + 1)
        let parsed = ScenarioParser.parse(SourceText(path: "long.scenario", string: text))
        #expect(parsed.diagnostics.map(\.id) == [ScenarioParser.tooManySteps])
        #expect(parsed.diagnostics.first?.position == SourcePosition(line: ScenarioParser.maximumSteps + 3, column: 1))
    }

    @Test func aLineLongerThanTheLimitIsAnError() {
        let value = String(repeating: "x", count: Lexer.maximumLineLength)
        let text = "scenario \"long\"\ngraph Loop\ngiven Page.title = \"\(value)\"\n"
        let parsed = ScenarioParser.parse(SourceText(path: "long.scenario", string: text))
        #expect(parsed.diagnostics.map(\.id).contains(DiagnosticID.lineTooLong))
    }

    @Test func aTraceLargerThanTheLargestGoldenIsAnError() throws {
        let project = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: project.path + "/Graphs", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: project.path + "/Scenarios", withIntermediateDirectories: true)
        try project.write(Self.loopText, to: "Graphs/Loop.navgraph")
        try project.write(
            "scenario \"loop\"\ngraph Loop\n" + String(repeating: "tap Next\ntap Back\n", count: 50),
            to: "Scenarios/a.scenario")
        func run(limit: Int) -> ScenarioRunner.Run {
            var catalog = GraphCatalog()
            return ScenarioRunner.run(
                path: "Scenarios/a.scenario", currentDirectory: project.path, catalog: &catalog, graphPath: nil,
                retention: .everything, readsGolden: false, traceLimit: limit)
        }
        let whole = run(limit: GoldenFile.maximumSize)
        let result = try #require(whole.result)
        #expect(whole.trace == TraceRenderer.render(result))
        #expect(whole.diagnostics.isEmpty)
        // Writing stops as soon as the trace outgrows the limit.
        let size = whole.trace?.utf8.count ?? 0
        let cut = run(limit: size / 2)
        #expect(cut.trace == nil)
        #expect(cut.diagnostics.map(\.id) == [Replayer.FailureID.traceTooLarge])
        #expect(cut.diagnostics.first?.position == cut.scenario?.titlePosition)
        #expect(cut.diagnostics.first?.file == "Scenarios/a.scenario")
    }
}
