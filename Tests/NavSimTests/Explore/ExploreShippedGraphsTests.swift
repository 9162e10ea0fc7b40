import Foundation
import Testing

@testable import NavSim

/// Explore on the shipped graphs: each planted bug is found, its written scenario passes
/// `navsim check`, and the correct graphs give nothing without double taps.
@Suite struct ExploreShippedGraphsTests {
    /// The bug scenarios that expect a violation, each with its graph.
    static let bugScenarios: [(scenario: String, graph: String)] = {
        let folder = packageRoot + "/Scenarios/Bugs"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        return names.filter { $0.hasSuffix(".scenario") }.sorted().compactMap { name in
            let text = (try? String(contentsOfFile: folder + "/" + name, encoding: .utf8)) ?? ""
            guard text.contains("expect violation"),
                let graphLine = text.split(separator: "\n").first(where: { $0.hasPrefix("graph ") })
            else { return nil }
            let graph = graphLine.split(separator: " ")[1]
            return ("Scenarios/Bugs/" + name, "Graphs/Bugs/\(graph).navgraph")
        }
    }()

    @Test func thereAreBugScenariosToExplore() {
        #expect(Self.bugScenarios.count >= 6)
    }

    /// With the bug scenario's data (`--given`).
    @Test(arguments: bugScenarios.map(\.scenario))
    func findsThePlantedViolationAndItsScenarioReproducesIt(_ scenarioPath: String) throws {
        try findsThePlantedViolation(of: scenarioPath, given: scenarioPath)
    }

    /// With explore's own data (no `--given`): the bugs that need a row selected, or a store nil,
    /// are found too, and each written scenario's `given` lines make it replay.
    @Test(arguments: bugScenarios.map(\.scenario))
    func findsThePlantedViolationWithoutGivenData(_ scenarioPath: String) throws {
        try findsThePlantedViolation(of: scenarioPath, given: nil)
    }

    /// Explores the bug scenario's graph (with `given` data, or explore's own): what the scenario
    /// raises is found as distinct findings, and every scenario written passes `navsim check`.
    func findsThePlantedViolation(of scenarioPath: String, given: String?) throws {
        let graphPath = Self.bugScenarios.first { $0.scenario == scenarioPath }!.graph
        // What the shipped scenario raises, as (id, route).
        let graph = try #require(GraphLoader.load(path: packageRoot + "/" + graphPath).usable)
        let scenario = try #require(ScenarioParser.parse(path: packageRoot + "/" + scenarioPath).scenario)
        let planted = Set(Replayer.replay(scenario, in: graph).violations.map { "\($0.id.rawValue) \($0.route ?? "")" })
        #expect(!planted.isEmpty)

        let out = try TemporaryFolder()
        let report = ExploreRun.run(
            ExploreRun.Options(
                graph: graphPath, given: given, out: out.path, limits: .standard, currentDirectory: packageRoot))
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(report.result?.data == (given == nil ? .abstract : .given))
        // The planted bug is a distinct finding (it fails a CI job without --strict).
        let found = Set(
            report.findings.filter(\.found.isDistinct).map { "\($0.found.id.rawValue) \($0.found.route ?? "")" })
        #expect(planted.isSubset(of: found), "planted \(planted), found \(found)")
        #expect(report.fails(strict: false))

        // Every distinct finding and every class's representative is written, and no other member;
        // each written scenario passes `navsim check` (recording its golden the first time) and
        // raises its finding on its last step.
        let result = try #require(report.result)
        let representatives = Set(result.classes.map { $0.members[0] })
        for (index, finding) in report.findings.enumerated() {
            #expect(finding.reproduction.violation?.id == finding.found.id)
            #expect(finding.reproduction.violation.map(ExploreResult.Cause.init) == finding.found.cause)
            let written = finding.found.isDistinct || representatives.contains(index)
            #expect((finding.file != nil) == written, "\(finding.found)")
            // Explore's own data is spelled out as the scenario's `given` lines.
            for line in finding.found.data.compactMap(\.givenLine) {
                #expect(finding.reproduction.text.contains("\n\(line)\n"))
            }
        }
        let files = report.findings.compactMap(\.file)
        #expect(Set(files).count == files.count, "one file per written finding")
        let check = CheckRun.run(CheckRun.Options(paths: [out.path], recordMode: .missing, currentDirectory: out.path))
        #expect(check.scenarios.count == files.count)
        #expect(
            check.succeeded, "\(check.diagnostics.map(\.message)) \(check.scenarios.flatMap(\.failures).map(\.message))"
        )
    }

    /// The correct graphs, with explore's own data and no double taps, give nothing either.
    @Test(arguments: [
        "Graphs/Contacts.navgraph", "Graphs/StudentFlow.navgraph", "Graphs/Docs/PartyPlanner.navgraph",
        "Graphs/Docs/SegueKinds.navgraph", "Graphs/Docs/ReadingList.navgraph",
    ])
    func findsNothingOnTheCorrectGraphsWithItsOwnData(_ graph: String) {
        let limits = Explorer.Limits(depth: 8, maxStates: 1_000_000, doubleTaps: false)
        let report = ExploreRun.run(
            ExploreRun.Options(graph: graph, given: nil, out: nil, limits: limits, currentDirectory: packageRoot))
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(report.result?.cut == false)
        #expect(report.findings.map(\.found.id).isEmpty)
    }

    @Test(arguments: [
        ("Graphs/Contacts.navgraph", "Scenarios/Contacts/edit-and-save.scenario"),
        ("Graphs/StudentFlow.navgraph", "Scenarios/StudentFlow/rename-student.scenario"),
        ("Graphs/Docs/PartyPlanner.navgraph", "Scenarios/Docs/invite-guests.scenario"),
        ("Graphs/Docs/SegueKinds.navgraph", "Scenarios/Docs/segue-kinds.scenario"),
    ])
    func findsNothingOnTheCorrectGraphsWithoutDoubleTaps(_ graph: String, _ given: String) {
        let limits = Explorer.Limits(depth: 8, maxStates: 1_000_000, doubleTaps: false)
        let report = ExploreRun.run(
            ExploreRun.Options(graph: graph, given: given, out: nil, limits: limits, currentDirectory: packageRoot))
        #expect(report.diagnostics.filter { $0.severity == .error }.isEmpty)
        #expect(report.result != nil)
        #expect(report.findings.map(\.found.id).isEmpty)
        #expect(report.result?.cut == false)
    }
}
