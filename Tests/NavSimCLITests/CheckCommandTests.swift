import Foundation
import Testing

@testable import NavSimCLI

#if canImport(FoundationXML)
    import FoundationXML
#endif

@Suite struct CheckCommandTests {
    func cleanStoreProject() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "Graphs/CleanStore.navgraph": cleanStoreGraph,
            "Scenarios/cleanstore/edit-order.scenario": editOrderScenario,
        ])
    }

    @Test func recordsAMissingGoldenThenMatchesIt() throws {
        let project = try cleanStoreProject()
        let first = project.run(["check"])
        #expect(first.code == 0, "\(first.output)")
        #expect(first.output.contains("recorded Scenarios/cleanstore/edit-order.trace"))
        #expect(first.output.hasSuffix("1 scenario: 1 passed, 0 failed\n"))
        let golden = try #require(project.read("Scenarios/cleanstore/edit-order.trace"))
        #expect(golden.contains("tap EditOrder"))
        let second = project.run(["check"])
        #expect(second.code == 0)
        #expect(second.output.contains("trace matches Scenarios/cleanstore/edit-order.trace"))
        #expect(project.read("Scenarios/cleanstore/edit-order.trace") == golden)
    }

    @Test func ciNeverRecordsSilently() throws {
        let project = try cleanStoreProject()
        let outcome = project.run(["check"], environment: ["CI": "true"])
        #expect(outcome.code == 1)
        #expect(outcome.output.contains("no golden trace"))
        #expect(!project.exists("Scenarios/cleanstore/edit-order.trace"))
        let explicit = project.run(["check", "--record", "missing"], environment: ["CI": "true"])
        #expect(explicit.code == 0)
        #expect(project.exists("Scenarios/cleanstore/edit-order.trace"))
    }

    @Test func aGoldenThatCannotBeReadIsUnavailableNotMissing() throws {
        let project = try cleanStoreProject()
        try FileManager.default.createDirectory(
            atPath: project.root + "/Scenarios/cleanstore/edit-order.trace", withIntermediateDirectories: true)
        let outcome = project.run(["check"])
        #expect(outcome.code == 1)
        #expect(outcome.output.contains("golden trace Scenarios/cleanstore/edit-order.trace unavailable"))
        #expect(outcome.output.contains("edit-order.trace:1:1: error: cannot read golden file: it is a directory"))
        #expect(!outcome.output.contains("no golden trace") && !outcome.output.contains("record it"))
        let json = project.run(["check", "--format", "json"])
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any])
        let scenario = try #require((document["scenarios"] as? [[String: Any]])?.first)
        #expect(scenario["golden"] as? String == "unavailable")
        let failure = try #require((scenario["failures"] as? [[String: Any]])?.first)
        #expect(failure["id"] as? String == "golden-unavailable")
    }

    @Test func aChangedGraphShowsADiffAndExitsOne() throws {
        let project = try cleanStoreProject()
        #expect(project.run(["check"]).code == 0)
        let golden = try #require(project.read("Scenarios/cleanstore/edit-order.trace"))
        try project.write(
            "Graphs/CleanStore.navgraph",
            cleanStoreGraph.replacingOccurrences(of: "pass order = orders[selection]", with: "pass order = orders[0]"))
        let outcome = project.run(["check"], environment: ["CI": "1"])
        #expect(outcome.code == 1)
        #expect(outcome.output.contains("--- "))
        #expect(outcome.output.contains("+++ "))
        #expect(outcome.output.contains("\n-  2 pass    order = {id: \"b2\", name: \"Bob\", total: 7}"))
        #expect(outcome.output.contains("\n+  2 pass    order = {id: \"a1\", name: \"Amy\", total: 12.5}"))
        #expect(outcome.output.contains("--record failed"))
        #expect(project.read("Scenarios/cleanstore/edit-order.trace") == golden)
        let rerecord = project.run(["check", "--record", "failed"])
        #expect(rerecord.code == 1)
        #expect(project.read("Scenarios/cleanstore/edit-order.trace") != golden)
        #expect(project.run(["check"]).code == 1, "the expectation on Bob still fails with row 0")
    }

    @Test func aBadScenarioReportsSyntaxAndNameErrorsTogether() throws {
        let project = try cleanStoreProject()
        try project.write(
            "Scenarios/typos.scenario",
            "scenario \"typos\"\ngraph CleanStore\ntap ShowOrdr\nselect -1\nexpect top Nowhere\n")
        let outcome = project.run(["check", "Scenarios/typos.scenario"])
        #expect(outcome.code == 1)
        #expect(outcome.output.contains("Scenarios/typos.scenario:3:5: error: "))
        #expect(outcome.output.contains("did you mean 'ShowOrder'?"))
        #expect(outcome.output.contains("Scenarios/typos.scenario:4:8: error: "))
        #expect(outcome.output.contains("Scenarios/typos.scenario:5:12: error: "))
        #expect(outcome.output.contains("FAIL  Scenarios/typos.scenario"))
        #expect(!project.exists("Scenarios/typos.trace"))
    }

    @Test func orphanTracesWarnAndAreKept() throws {
        let project = try cleanStoreProject()
        try project.write("Scenarios/cleanstore/gone.trace", "old trace\n")
        let outcome = project.run(["check"])
        #expect(outcome.code == 0)
        #expect(outcome.output.contains("Scenarios/cleanstore/gone.trace:1:1: warning: golden trace has no scenario"))
        #expect(project.exists("Scenarios/cleanstore/gone.trace"))
    }

    @Test func jsonReportParsesBack() throws {
        let project = try cleanStoreProject()
        let outcome = project.run(["check", "--format", "json"])
        #expect(outcome.code == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(outcome.output.utf8)) as? [String: Any])
        #expect((object["diagnostics"] as? [Any])?.isEmpty == true)
        let scenarios = try #require(object["scenarios"] as? [[String: Any]])
        #expect(scenarios.count == 1)
        #expect(scenarios[0]["file"] as? String == "Scenarios/cleanstore/edit-order.scenario")
        #expect(scenarios[0]["status"] as? String == "passed")
        #expect(scenarios[0]["golden"] as? String == "recorded")
        let hops = try #require(scenarios[0]["hops"] as? [[String: Any]])
        let edit = try #require(hops.first { $0["route"] as? String == "EditOrder" })
        #expect(edit["kind"] as? String == "segue")
        #expect(edit["from"] as? String == "ShowOrder#2")
        #expect(edit["to"] as? String == "CreateOrder#3")
        let passed = try #require(edit["passed"] as? [String: Any])
        let order = try #require(passed["orderToEdit"] as? [String: Any])
        #expect(order["name"] as? String == "Bob")
    }

    @Test func junitReportIsXMLWithOneTestcasePerScenario() throws {
        let project = try cleanStoreProject()
        try project.write("Scenarios/broken.scenario", "scenario \"Broken\"\ngraph CleanStore\ntap Nowhere\n")
        let outcome = project.run(["check", "--format", "junit"])
        #expect(outcome.code == 1)
        let collector = TestcaseCollector()
        let parser = XMLParser(data: Data(outcome.output.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "\(outcome.output)")
        #expect(collector.testcases.contains("Show an order, edit it, save it"))
        #expect(collector.failures >= 1)
    }

    @Test func traceCommandPrintsOneTrace() throws {
        let project = try cleanStoreProject()
        let outcome = project.run(["trace", "Scenarios/cleanstore/edit-order.scenario"])
        #expect(outcome.code == 0, "\(outcome.error)")
        #expect(outcome.output.contains("step 6  tap EditOrder"))
        #expect(!project.exists("Scenarios/cleanstore/edit-order.trace"), "trace never writes goldens")
        let missing = project.run(["trace", "Scenarios/none.scenario"])
        #expect(missing.code == 1)
        #expect(missing.error.contains("no such file"))
    }

    @Test func outputIsIdenticalAcrossRuns() throws {
        let project = try cleanStoreProject()
        _ = project.run(["check"])
        let first = project.run(["check", "--format", "json"])
        let second = project.run(["check", "--format", "json"])
        #expect(first.output == second.output)
        #expect(
            project.run(["trace", "Scenarios/cleanstore/edit-order.scenario"]).output
                == project.run(["trace", "Scenarios/cleanstore/edit-order.scenario"]).output)
    }
}

final class TestcaseCollector: NSObject, XMLParserDelegate {
    var testcases: [String] = []
    var failures = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "testcase", let name = attributes["name"] { testcases.append(name) }
        if elementName == "failure" { failures += 1 }
    }
}
