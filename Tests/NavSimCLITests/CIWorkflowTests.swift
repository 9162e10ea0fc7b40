import Foundation
import Testing

/// `docs/ci.md`'s `navsim diff` job, run as GitHub would run its `run:` lines — with the built
/// `navsim` in place of the command plugin — in a temporary git repository whose pull request
/// adds a violation.
@Suite struct CIWorkflowTests {
    /// The `run:` lines of the YAML block after the `navsim-diff` marker.
    static func diffJobLines() throws -> [String] {
        let text = try String(contentsOfFile: DeterminismTests.packageRoot + "/docs/ci.md", encoding: .utf8)
        let marker = try #require(text.range(of: "<!-- navsim-diff:"))
        let block = text[marker.upperBound...].components(separatedBy: "```yaml\n")[1].components(separatedBy: "```\n")[
            0]
        return block.split(separator: "\n").compactMap { line in
            let trimmed = line.drop { $0 == " " }
            return trimmed.hasPrefix("run: ") ? String(trimmed.dropFirst(5)) : nil
        }
    }

    static func shell(_ script: String, in folder: String, environment: [String: String] = [:]) throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        process.arguments = ["-c", script]
        process.currentDirectoryURL = URL(fileURLWithPath: folder)
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }

    @Test func theDiffJobWritesTheSummaryAndFailsOnANewViolation() throws {
        let lines = try Self.diffJobLines()
        #expect(lines.count == 2)
        let plugin = "swift package navsim"
        #expect(lines.last?.contains(plugin + " diff") == true)
        let script = lines.map { $0.replacingOccurrences(of: plugin, with: "'\(DeterminismTests.executable)'") }
            .joined(separator: "\n")
        let project = try TemporaryProject(files: [
            "Graphs/Shop.navgraph": DiffCommandTests.graph,
            "Scenarios/Shop/open-item.scenario": DiffCommandTests.scenario,
        ])
        let home = project.root + "/.home"
        try FileManager.default.createDirectory(atPath: home, withIntermediateDirectories: true)
        let setup = """
            set -e
            git init -q -b main && git add Graphs Scenarios && git -c user.name=t -c user.email=t@t commit -qm base
            git update-ref refs/remotes/origin/main HEAD
            git checkout -qb feature
            """
        #expect(try Self.shell(setup, in: project.root, environment: ["HOME": home]) == 0)
        try project.write(
            "Graphs/Shop.navgraph",
            DiffCommandTests.graph.replacingOccurrences(of: "items[selection]", with: "items[3]"))
        let summary = project.root + "/.summary.md"
        let environment = ["HOME": home, "GITHUB_BASE_REF": "main", "GITHUB_STEP_SUMMARY": summary]
        #expect(try Self.shell("set -e\n" + script, in: project.root, environment: environment) == 1)
        let written = try String(contentsOfFile: summary, encoding: .utf8)
        #expect(written.hasPrefix("### navsim diff: `origin/main:Graphs/Shop.navgraph` → `Graphs/Shop.navgraph`"))
        #expect(written.contains("new violation `index-out-of-range`"))
        #expect(written.contains("```mermaid\n"))
        // A change that adds no violation passes the job.
        try project.write("Graphs/Shop.navgraph", DiffCommandTests.graph + "\nscene Help\n")
        try FileManager.default.removeItem(atPath: summary)
        #expect(try Self.shell("set -e\n" + script, in: project.root, environment: environment) == 0)
    }
}
