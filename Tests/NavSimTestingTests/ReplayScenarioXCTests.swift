import NavSim
import NavSimTesting
import XCTest

/// `replayScenario(graph:scenario:)` from an XCTest suite: it throws, and its trace snapshots.
final class ReplayScenarioXCTests: XCTestCase {
    static let graph = """
        graph Shop
        scene List
        scene Detail
        navigation Main root List
        start Main
        segue ShowDetail: List -> Detail show
        """

    static let scenario = """
        scenario "Open the detail"
        graph Shop
        tap ShowDetail
        expect stack [List, Detail]
        """

    func testReplaysInlineTextAndMatchesTheCommittedGolden() throws {
        let result = try replayScenario(graph: Self.graph, scenario: Self.scenario)
        XCTAssertTrue(result.passed)
        assertTraceSnapshot(of: result, named: "open-detail", record: .never)
    }

    func testThrowsForAnErrorInTheText() {
        XCTAssertThrowsError(
            try replayScenario(
                graph: Self.graph, scenario: Self.scenario.replacingOccurrences(of: "tap ", with: "tapp "))
        ) { error in
            let diagnostics = (error as? ScenarioReplayError)?.diagnostics ?? []
            XCTAssertEqual(diagnostics.map(\.file), ["inline.scenario"])
            XCTAssertEqual(diagnostics.map(\.position.line), [3])
        }
    }
}
