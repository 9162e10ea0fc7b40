import Foundation
import Testing

@testable import NavSimCLI

/// Goldens written before goldens left source positions out (`Goldens/old-format/`, as navsim
/// wrote them): they keep passing, compared without their positions, with a warning naming the
/// one command that migrates them, `navsim check --record all`.
@Suite struct OldGoldenFormatTests {
    static let fixtures = GoldenStabilityTests.packageRoot + "/Tests/NavSimCLITests/Goldens/old-format/"
    static let scenarios = ["edit-order", "show-order-before-fetch"]

    /// A project with the shipped CleanStore graph, two of its scenarios, and their old goldens.
    func project() throws -> TemporaryProject {
        let project = try TemporaryProject(files: ["Graphs/CleanStore.navgraph": cleanStoreGraph])
        for name in Self.scenarios {
            try project.write(
                "Scenarios/CleanStore/\(name).scenario", shippedFile("Scenarios/CleanStore/\(name).scenario"))
            try project.write("Scenarios/CleanStore/\(name).trace", try old(name))
        }
        return project
    }

    func old(_ name: String) throws -> String {
        try String(contentsOfFile: Self.fixtures + name + ".trace", encoding: .utf8)
    }

    @Test func theFixturesAreInTheOldFormat() throws {
        for name in Self.scenarios {
            let lines = try old(name).split(separator: "\n")
            #expect(lines[2] == "graph     CleanStore  Graphs/CleanStore.navgraph")
            #expect(lines.contains { $0.hasSuffix("Graphs/CleanStore.navgraph:14") })
            #expect(try old(name) != shippedFile("Scenarios/CleanStore/\(name).trace"))
        }
    }

    @Test func anOldGoldenPassesWithAWarningAndIsLeftAsItIs() throws {
        let project = try project()
        let outcome = project.run(["check"], environment: ["CI": "true"])
        #expect(outcome.code == 0, "\(outcome.output)")
        for name in Self.scenarios {
            let golden = "Scenarios/CleanStore/\(name).trace"
            #expect(outcome.output.contains("\(golden):1:1: warning: golden trace holds source positions"))
            #expect(project.read(golden) == (try old(name)), "never rewritten by mode never")
        }
        #expect(outcome.output.contains("note: remove them from every golden at once with 'navsim check --record all'"))
        #expect(outcome.output.hasSuffix("0 errors, 2 warnings\n2 scenarios: 2 passed, 0 failed\n"))

        let github = project.run(["check", "--format", "github"], environment: ["CI": "true"])
        #expect(
            github.output.contains(
                "::warning file=Scenarios/CleanStore/edit-order.trace,line=1,col=1,title=golden-has-positions::"))
    }

    @Test func recordAllIsTheOneCommandMigration() throws {
        let project = try project()
        let outcome = project.run(["check", "--record", "all"])
        #expect(outcome.code == 0, "\(outcome.output)")
        for name in Self.scenarios {
            let golden = "Scenarios/CleanStore/\(name).trace"
            #expect(project.read(golden) == shippedFile(golden), "rewritten as today's golden")
            #expect(
                outcome.output.contains(
                    "\n  source positions removed from \(golden) (the old golden format); nothing else changed\n"))
        }
        #expect(!outcome.output.contains("\n--- "), "no diff: nothing else changed")
        #expect(!outcome.output.contains("warning"))
        let again = project.run(["check"], environment: ["CI": "true"])
        #expect(again.code == 0)
        #expect(!again.output.contains("warning"), "migrated: \(again.output)")
    }

    @Test func aRealChangeInAnOldGoldenIsDiffedWithoutThePositions() throws {
        let project = try project()
        let golden = "Scenarios/CleanStore/edit-order.trace"
        let changed = try old("edit-order").replacingOccurrences(
            of: "  2 pass    orderToEdit = {id: \"b2\", name: \"Bob\", total: 7}",
            with: "  2 pass    orderToEdit = {id: \"b2\", name: \"Bob\", total: 8}")
        try project.write(golden, changed)
        let outcome = project.run(["check"], environment: ["CI": "true"])
        #expect(outcome.code == 1)
        let changes = outcome.output.split(separator: "\n").filter {
            ($0.hasPrefix("-") || $0.hasPrefix("+")) && !$0.hasPrefix("---") && !$0.hasPrefix("+++")
        }
        #expect(
            changes == [
                "-  2 pass    orderToEdit = {id: \"b2\", name: \"Bob\", total: 8}",
                "+  2 pass    orderToEdit = {id: \"b2\", name: \"Bob\", total: 7}",
            ])
        #expect(outcome.output.contains("\(golden):1:1: warning: golden trace holds source positions"))

        let rerecorded = project.run(["check", "--record", "failed"])
        #expect(rerecorded.code == 1)
        #expect(project.read(golden) == shippedFile(golden))
        #expect(rerecorded.output.contains("\n  source positions removed from \(golden) (the old golden format)\n"))
    }
}
