import Foundation
import Testing

@testable import NavSimCLI

/// The CLI as the command plugin runs it: `NAVSIM_PLUGIN` says whether it may write in the
/// package, and every hint names `swift package navsim`.
@Suite struct PluginInvocationTests {
    static let files = [
        "Graphs/A.navgraph": "graph A\nscene One\nscene Two\nstart One\nsegue Go: One -> Two present\n",
        "Graphs/B.navgraph": "graph B\nscene Only\nstart Only\n",
        "Scenarios/a.scenario": "scenario \"a\"\ngraph A\ntap Go\nexpect top Two\n",
    ]
    static let readOnly = ["NAVSIM_PLUGIN": "read-only"]

    @Test func aReadOnlyCheckRecordsNothingAndSaysHowToRecord() throws {
        let project = try TemporaryProject(files: Self.files)
        let outcome = project.run(["check"], environment: Self.readOnly)
        #expect(outcome.code == 1)
        #expect(!project.exists("Scenarios/a.trace"))
        #expect(
            outcome.output.contains("  record it: swift package --allow-writing-to-package-directory navsim check\n"))
        let writable = project.run(["check"], environment: ["NAVSIM_PLUGIN": "writable"])
        #expect(writable.code == 0)
        #expect(project.exists("Scenarios/a.trace"))
        #expect(project.run(["check"], environment: Self.readOnly).code == 0)
    }

    @Test func aReadOnlyRunOfACommandThatWritesStopsBeforeItStarts() throws {
        let project = try TemporaryProject(files: Self.files)
        for (arguments, environment) in [
            (["init", "New"], [:]), (["check", "--record", "all"], [:]), (["check"], ["NAVSIM_RECORD": "all"]),
            (["explore", "Graphs/A.navgraph", "--out", "Found"], [:]),
            (["import", "Graphs", "--output", "Graphs/C.navgraph"], [:]),
        ] as [([String], [String: String])] {
            let outcome = project.run(arguments, environment: Self.readOnly.merging(environment) { $1 })
            #expect(outcome.code == 64, "\(arguments)")
            #expect(outcome.output.isEmpty)
            #expect(
                outcome.error.hasSuffix(
                    "navsim: note: run it with the permission: swift package --allow-writing-to-package-directory navsim "
                        + arguments.joined(separator: " ") + "\n"), "\(outcome.error)")
        }
        #expect(!project.exists("New") && !project.exists("Found") && !project.exists("Scenarios/a.trace"))
        #expect(project.run(["trace", "Scenarios/a.scenario"], environment: Self.readOnly).code == 0)
        #expect(project.run(["graph", "Graphs/A.navgraph"], environment: Self.readOnly).code == 0)
        #expect(project.run(["explore", "Graphs/A.navgraph"], environment: Self.readOnly).code == 0)
    }

    @Test func theLibrarysHintsNameTheCommandAsRun() throws {
        let project = try TemporaryProject(files: Self.files)
        let other = project.run(
            ["graph", "Graphs/B.navgraph", "--scenario", "Scenarios/a.scenario"], environment: Self.readOnly)
        #expect(
            other.error.contains(
                "draw it with 'swift package navsim graph Graphs/A.navgraph --scenario Scenarios/a.scenario'"))
        let usage = project.run(["init", "--name"], environment: Self.readOnly)
        #expect(usage.error.contains("navsim: note: usage: swift package navsim init [DIR]"))
        let direct = project.run(["graph", "Graphs/B.navgraph", "--scenario", "Scenarios/a.scenario"])
        #expect(direct.error.contains("draw it with 'navsim graph Graphs/A.navgraph --scenario Scenarios/a.scenario'"))
    }
}
