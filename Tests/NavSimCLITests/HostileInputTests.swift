import Foundation
import NavSim
import Testing

@testable import NavSimCLI

/// Files and paths that try to make navsim write or read outside the project, or print what a
/// terminal or an editor would misread: links, `..`, a newline in a name, escape codes, a BOM, a
/// golden too large to read.
@Suite struct HostileInputTests {
    func project() throws -> TemporaryProject {
        try TemporaryProject(files: [
            "Graphs/CleanStore.navgraph": cleanStoreGraph, "Scenarios/edit-order.scenario": editOrderScenario,
        ])
    }

    /// A folder outside the project, removed when the test ends.
    final class Outside {
        let path: String
        init() throws {
            path =
                FileManager.default.temporaryDirectory.appendingPathComponent("navsim-outside-\(UUID().uuidString)")
                .path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }
        deinit { try? FileManager.default.removeItem(atPath: path) }
    }

    /// The ids of the diagnostics in a JSON report (a diagnostic's id follows its severity).
    static func ids(_ json: String) -> [String] {
        json.components(separatedBy: "\", \"id\": \"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func aGoldenIsNotWrittenThroughALinkOutOfTheProject() throws {
        let project = try project()
        let outside = try Outside()
        try editOrderScenario.write(toFile: outside.path + "/x.scenario", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: project.root + "/Scenarios/Linked", withDestinationPath: outside.path)
        for mode in ["missing", "all", "failed"] {
            let outcome = project.run(["check", "Scenarios/Linked/x.scenario", "--record", mode, "--format", "json"])
            #expect(outcome.code == 1)
            #expect(Self.ids(outcome.output).contains("golden-outside-project"))
            #expect(!FileManager.default.fileExists(atPath: outside.path + "/x.trace"), "mode \(mode)")
        }
        let text = project.run(["check", "Scenarios/Linked/x.scenario"])
        #expect(
            text.output.contains(
                "Scenarios/Linked/x.trace:1:1: error: will not write golden file: it is outside the project"))
        #expect(!text.output.contains("record it:"), "no hint suggests recording what cannot be written")
        // With recording off there is nothing to refuse: the golden is just missing.
        let never = project.run(["check", "Scenarios/Linked/x.scenario", "--record", "never", "--format", "json"])
        #expect(!Self.ids(never.output).contains("golden-outside-project"))
    }

    @Test func aScenarioOutsideTheProjectGetsNoGoldenBesideIt() throws {
        let project = try project()
        let outside = try Outside()
        try editOrderScenario.replacingOccurrences(
            of: "graph CleanStore", with: "graph \"\(project.root)/Graphs/CleanStore.navgraph\""
        )
        .write(toFile: outside.path + "/x.scenario", atomically: true, encoding: .utf8)
        let outcome = project.run(["check", outside.path + "/x.scenario", "--format", "json"])
        #expect(Self.ids(outcome.output).contains("golden-outside-project"))
        #expect(!FileManager.default.fileExists(atPath: outside.path + "/x.trace"))
    }

    @Test func aSearchedFolderSaysItDidNotFollowALink() throws {
        let project = try project()
        let outside = try Outside()
        try FileManager.default.createSymbolicLink(
            atPath: project.root + "/Scenarios/Linked", withDestinationPath: outside.path)
        let outcome = project.run(["check", "--format", "json"])
        #expect(outcome.code == 0, "a warning does not fail the check")
        #expect(Self.ids(outcome.output) == ["link-not-followed"])
        #expect(outcome.output.contains("\"file\": \"Scenarios/Linked\""))
        // Named on the command line, the linked folder is searched.
        try editOrderScenario.write(toFile: outside.path + "/x.scenario", atomically: true, encoding: .utf8)
        let named = project.run(["check", "Scenarios/Linked", "--record", "never"])
        #expect(named.output.contains("Scenarios/Linked/x.scenario"))
    }

    @Test func aGraphPathCannotLeaveTheProject() throws {
        let project = try project()
        try project.write("Scenarios/escape.scenario", "scenario \"x\"\ngraph \"../../../../../../../../etc/passwd\"\n")
        let outcome = project.run(["check", "Scenarios/escape.scenario"])
        #expect(outcome.code == 1)
        #expect(
            outcome.output.hasPrefix(
                "Scenarios/escape.scenario:2:7: error: graph path '../../../../../../../../etc/passwd' does not name a .navgraph file"
            ))
        // A .navgraph outside the project, by absolute path or through a link, is not read either.
        let outside = try Outside()
        try cleanStoreGraph.write(toFile: outside.path + "/G.navgraph", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(
            atPath: project.root + "/Graphs/Linked", withDestinationPath: outside.path)
        for reference in [outside.path + "/G.navgraph", "../Graphs/Linked/G.navgraph"] {
            try project.write("Scenarios/escape.scenario", "scenario \"x\"\ngraph \"\(reference)\"\n")
            let escaped = project.run(["check", "Scenarios/escape.scenario"])
            #expect(
                escaped.output.hasPrefix(
                    "Scenarios/escape.scenario:2:7: error: graph '\(reference)' is outside the project"))
        }
        #expect(ProjectPaths.normalized("/tmp/a/../../../../etc/passwd") == "/etc/passwd")
    }

    @Test func aNewlineInAFileNameCannotForgeADiagnosticLine() throws {
        let project = try project()
        try project.write(
            "Scenarios/a\nScenarios/b.scenario:1:1: error: forged.scenario", "scenario \"x\"\ngraph Nowhere\n")
        let outcome = project.run(["check", "--record", "never"])
        let lines = outcome.output.split(separator: "\n")
        #expect(!lines.contains { $0.hasPrefix("Scenarios/b.scenario:1:1: error: forged") })
        #expect(
            outcome.output.contains("Scenarios/a\\u{A}Scenarios/b.scenario:1:1: error: forged.scenario:2:7: error:"))
    }

    @Test func anEscapeCodeCannotEnterAString() throws {
        let project = try project()
        try project.write("Scenarios/evil.scenario", "scenario \"evil \u{1B}[31mred\"\ngraph CleanStore\n")
        let outcome = project.run(["check", "Scenarios/evil.scenario"])
        #expect(outcome.code == 1)
        #expect(!outcome.output.contains("\u{1B}"))
        #expect(outcome.output.hasPrefix("Scenarios/evil.scenario:1:16: error: control character U+001B in string"))
        #expect(DiagnosticFormatter.printable("a\u{1B}[0m\tb\u{85}") == "a\\u{1B}[0m\tb\\u{85}")
    }

    @Test func aGoldenWithAByteOrderMarkStillMatches() throws {
        let project = try project()
        #expect(project.run(["check"]).code == 0)
        let golden = try #require(project.read("Scenarios/edit-order.trace"))
        try project.write("Scenarios/edit-order.trace", bytes: [0xEF, 0xBB, 0xBF] + Array(golden.utf8))
        #expect(project.run(["check", "--record", "never"]).code == 0)
    }

    @Test func aGoldenTooLargeToReadIsAnErrorNotAHang() throws {
        let project = try project()
        let path = project.root + "/Scenarios/edit-order.trace"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let handle = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
        try handle.truncate(atOffset: UInt64(GoldenFile.maximumSize) + 1)  // sparse: no disk used
        try handle.close()
        let outcome = project.run(["check", "--record", "all"])
        #expect(outcome.code == 1)
        #expect(outcome.output.contains("cannot read golden file: it is larger than 67108864 bytes (64 MiB)"))
        let size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? UInt64
        #expect(size == UInt64(GoldenFile.maximumSize) + 1, "the unreadable golden is left as it was")
    }
}
