import Foundation
import Testing

@testable import NavSimCLI

/// `navsim diff` run in-process: exit codes, formats, and sides read from git revisions of a
/// temporary repository.
@Suite struct DiffCommandTests {
    static let graph = """
        graph Shop
        scene List
          store items: [Item]?
        scene Detail
          store item: Item!
        scene Cart
        navigation Main root List
        start Main
        segue ShowDetail: List -> Detail show
          pass item = items[selection]
        segue ShowCart: List -> Cart show
        """

    static let scenario = """
        scenario "Open an item"
        graph Shop
        given List.items = [{name: "a"}]
        select 0
        tap ShowDetail
        expect top Detail
        """

    /// A project committed to a fresh git repository: Graphs/Shop.navgraph and a scenario.
    static func repository() throws -> TemporaryProject {
        let project = try TemporaryProject(files: [
            "Graphs/Shop.navgraph": graph, "Scenarios/Shop/open-item.scenario": scenario,
        ])
        try git(["init", "-q", "-b", "main"], in: project)
        try git(["add", "."], in: project)
        try git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-q", "-m", "shop"], in: project)
        return project
    }

    static func git(_ arguments: [String], in project: TemporaryProject) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", project.root] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }

    static func json(_ text: String) throws -> [String: Any] {
        try #require(JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
    }

    @Test func theWorkingTreeAgainstARevision() throws {
        let project = try Self.repository()
        #expect(project.run(["diff", "main"]).code == 0)
        // A route whose data is planted wrong: the index is read from an empty list.
        try project.write(
            "Graphs/Shop.navgraph", Self.graph.replacingOccurrences(of: "items[selection]", with: "items[3]"))
        let changed = project.run(["diff", "main", "--format", "json"])
        #expect(changed.code == 1)
        let report = try Self.json(changed.output)
        #expect(report["old"] as? String == "main:Graphs/Shop.navgraph")
        #expect(report["new"] as? String == "Graphs/Shop.navgraph")
        let routes = try #require(report["routes"] as? [[String: Any]])
        #expect(routes.map { $0["name"] as? String } == ["ShowDetail"])
        let violations = try #require(report["newViolations"] as? [[String: Any]])
        #expect(violations.map { $0["id"] as? String }.contains("index-out-of-range"))
        let scenarios = try #require(report["scenarios"] as? [[String: Any]])
        #expect(scenarios.map { $0["file"] as? String } == ["Scenarios/Shop/open-item.scenario"])
        // Nothing was written beside the project's files.
        #expect(project.read("Graphs/Shop.navgraph")?.contains("items[3]") == true)
    }

    @Test func twoRevisionsAndExitCodes() throws {
        let project = try Self.repository()
        // Revision 2 drops the cart's segue: Cart becomes unreachable (exit 1).
        try project.write(
            "Graphs/Shop.navgraph", Self.graph.replacingOccurrences(of: "\nsegue ShowCart: List -> Cart show", with: "")
        )
        try Self.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qam", "no cart"], in: project)
        let dropped = project.run(["diff", "main~1", "main", "--format", "json"])
        #expect(dropped.code == 1)
        let report = try Self.json(dropped.output)
        #expect(report["unreachableScenes"] as? [String] == ["Cart"])
        #expect(report["verdict"] as? String == "breaking")
        // Only new violations fail with the flag: none here.
        #expect(project.run(["diff", "main~1", "main", "--fail-on-new-violations"]).code == 0)
        // A change that breaks nothing: a field's marker, exit 2.
        try project.write(
            "Graphs/Shop.navgraph",
            Self.graph.replacingOccurrences(of: "scene Cart", with: "scene Cart\n  store total: Int?"))
        #expect(project.run(["diff", "main~1", "--no-explore"]).code == 2)
        // REV:PATH names the file at the revision.
        #expect(project.run(["diff", "main~1:Graphs/Shop.navgraph", "Graphs/Shop.navgraph", "--no-explore"]).code == 2)
    }

    @Test func severalGraphsNeedGraphName() throws {
        let project = try Self.repository()
        try project.write("Graphs/Other.navgraph", "graph Other\nscene A\nstart A\n")
        try Self.git(["add", "."], in: project)
        try Self.git(["-c", "user.name=t", "-c", "user.email=t@t", "commit", "-qm", "other"], in: project)
        let ambiguous = project.run(["diff", "main"])
        #expect(ambiguous.code == 3)
        #expect(ambiguous.error.contains("diff-choose-graph") || ambiguous.error.contains("--graph"))
        #expect(project.run(["diff", "main", "--graph", "Shop"]).code == 0)
        #expect(project.run(["diff", "main", "--graph", "Nope"]).code == 3)
        // With one graph changed, that is the one compared.
        try project.write("Graphs/Shop.navgraph", Self.graph + "\nscene Help\n")
        let one = project.run(["diff", "main", "--format", "json", "--no-explore"])
        #expect(one.code == 2)
        #expect(try Self.json(one.output)["new"] as? String == "Graphs/Shop.navgraph")
        try project.write("Graphs/Other.navgraph", "graph Other\nscene A\nscene B\nstart A\n")
        let two = project.run(["diff", "main"])
        #expect(two.code == 3)
        #expect(two.error.contains("the graphs that differ: 'Other', 'Shop'"))
    }

    @Test func usageAndFormats() throws {
        let project = try Self.repository()
        #expect(project.run(["diff"]).code == 64)
        #expect(project.run(["diff", "no-such-thing"]).code == 64)
        #expect(project.run(["diff", "main", "--format", "svg"]).code == 64)
        try project.write(
            "Graphs/Shop.navgraph", Self.graph.replacingOccurrences(of: "\nsegue ShowCart: List -> Cart show", with: "")
        )
        let mermaid = project.run(["diff", "main", "--format", "mermaid", "--no-explore"])
        #expect(mermaid.output.contains("linkStyle 2,4 stroke:#cf222e"))
        let dot = project.run(["diff", "main", "--format", "dot", "--no-explore"])
        #expect(dot.output.hasPrefix("digraph \"Shop\""))
        let markdown = project.run(["diff", "main", "--format", "markdown", "--no-explore"])
        #expect(markdown.output.contains("```mermaid\n"))
        #expect(markdown.output.contains("<details>"))
        // Deterministic: the same bytes twice.
        #expect(
            project.run(["diff", "main", "--format", "markdown"]).output
                == project.run(["diff", "main", "--format", "markdown"]).output)
    }
}
