import Foundation
import NavSim
import Testing

/// What `navsim diff` reads from each side and what it counts, through the public API only: a
/// side that cannot be read is an error (never an empty side that "changed nothing"), a
/// violation a project scenario's replay raises only on the new side is a new violation even
/// when explore does not run, and the picture colours changed containers and marks the scenes
/// that became unreachable.
@Suite struct DiffSidesTests {
    /// The disk, except that one folder is there and cannot be read, as a folder without the
    /// read permission is for a user who is not root.
    struct UnreadableFolder: DiffFiles {
        let folder: String
        let disk = DiskFiles()

        func isFolder(_ path: String) -> Bool? { disk.isFolder(path) }
        func contents(of path: String) throws(DiffFilesFailure) -> [UInt8]? { try disk.contents(of: path) }
        func files(under folder: String) throws(DiffFilesFailure) -> [String] {
            if folder.hasSuffix("/" + self.folder) { throw DiffFilesFailure(message: "permission denied") }
            return try disk.files(under: folder)
        }
    }

    static let graph = """
        graph App
        scene List
        scene Detail
        navigation Main root List
        start Main
        segue Open: List -> Detail show
        """

    static let scenario = """
        scenario "open the detail"
        graph App
        tap Open
        expect top Detail
        """

    /// A project in a temporary folder: the graph and one scenario.
    static func project(graph: String = graph) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        try folder.write(graph, to: "Graphs/App.navgraph")
        try folder.write(scenario, to: "Scenarios/open.scenario")
        return folder
    }

    /// The change the replay tests make: Open pushes with no navigation controller around List.
    static let pushWithoutNavigation = graph.replacingOccurrences(
        of: "navigation Main root List\nstart Main", with: "start List"
    ).replacingOccurrences(of: "show", with: "push")

    /// The diff from `old`'s graph to `new`'s, run in `new`, whose scenarios are replayed.
    static func diff(from old: TemporaryFolder, to new: TemporaryFolder, explores: Bool) -> DiffRun.Report {
        DiffRun.run(
            DiffRun.Options(
                old: DiffRun.Side(files: DiskFiles(), path: old.path + "/Graphs/App.navgraph"),
                new: DiffRun.Side(files: DiskFiles(), path: "Graphs/App.navgraph"), currentDirectory: new.path,
                explores: explores))
    }

    static func diff(old: any DiffFiles, new: any DiffFiles, in folder: TemporaryFolder, explores: Bool)
        -> DiffRun.Report
    {
        DiffRun.run(
            DiffRun.Options(
                old: DiffRun.Side(files: old, path: nil, revision: "main"), new: DiffRun.Side(files: new, path: nil),
                currentDirectory: folder.path, explores: explores))
    }

    @Test(arguments: ["Graphs", "Scenarios"])
    func aSideWhoseFolderCannotBeReadIsAnErrorNotAnEmptySide(_ unreadable: String) throws {
        let folder = try Self.project()
        let report = Self.diff(
            old: DiskFiles(), new: UnreadableFolder(folder: unreadable), in: folder, explores: false)
        #expect(report.diagnostics.map(\.id) == [.unreadableFolder])
        #expect(report.diagnostics.map(\.file) == [unreadable])
        #expect(report.diagnostics.allSatisfy { $0.severity == .error })
        #expect(report.verdict == nil)
        #expect(report.comparison == nil)
    }

    @Test func aViolationTheScenarioRaisesOnlyOnTheNewSideIsNewWithoutExplore() throws {
        let old = try Self.project()
        let new = try Self.project(graph: Self.pushWithoutNavigation)
        let report = Self.diff(from: old, to: new, explores: false)
        let consequences = try #require(report.consequences)
        #expect(!consequences.explored)
        #expect(consequences.scenariosReplayed == 1)
        let finding = try #require(consequences.newViolations.first)
        #expect(consequences.newViolations.count == 1)
        #expect(finding.id == "no-navigation-controller")
        #expect(finding.route == "Open")
        #expect(finding.scenario == "Scenarios/open.scenario:3")
        #expect(finding.steps.isEmpty)
        #expect(consequences.fixedViolations.isEmpty)
        #expect(report.verdict == .breaking)
        // Diffed the other way, the same replay's violation is fixed, not new.
        let back = Self.diff(from: new, to: old, explores: false)
        #expect(back.consequences?.newViolations.isEmpty == true)
        #expect(back.consequences?.fixedViolations.map(\.id) == ["no-navigation-controller"])
    }

    @Test func aViolationExploreAlsoFindsIsCountedOnce() throws {
        let old = try Self.project()
        let new = try Self.project(graph: Self.pushWithoutNavigation)
        let report = Self.diff(from: old, to: new, explores: true)
        let findings = try #require(report.consequences?.newViolations)
        #expect(findings.filter { $0.id == "no-navigation-controller" && $0.route == "Open" }.count == 1)
        #expect(findings.first { $0.route == "Open" }?.scenario == nil, "explore's steps are the shorter way")
    }

    @Test func thePictureColoursAChangedContainerAndMarksUnreachableScenes() throws {
        let old = """
            graph App
            scene A
            scene B
            scene C
            scene D
            navigation Main root A
            start Main
            segue ToB: A -> B show
            segue ToC: B -> C show
            """
        // The stack's root becomes D: the container changes, and A, B and C are out of reach.
        let new = old.replacingOccurrences(of: "navigation Main root A", with: "navigation Main root D")
        let report = try GraphDiffTests.diff(text: old, against: new)
        #expect(report.comparison?.containers.map(\.status) == [.changed])
        #expect(report.consequences?.unreachableScenes == ["A", "B", "C"])
        let picture = try #require(DiffPicture.make(report))
        #expect(picture.sceneChanges["Main"] == .changed)
        #expect(picture.unreachableScenes == ["A", "B", "C"])
        #expect(picture.legend.contains(.unreachable))
        let dot = GraphPicture.Format.dot.write(picture)
        let cluster = try #require(dot.range(of: "subgraph \"cluster "))
        let clusterText = dot[cluster.lowerBound...].prefix { $0 != "}" }
        #expect(clusterText.contains("color=\"#bf8700\""))
        let dotted = dot.split(separator: "\n").filter { $0.contains("style=\"rounded,dotted\"") }
        #expect(dotted.count == 3)
        #expect(dotted.allSatisfy { $0.contains("no longer reachable") })
        let mermaid = GraphPicture.Format.mermaid.write(picture)
        let classes = mermaid.split(separator: "\n").filter { $0.hasPrefix("  class ") }
        #expect(classes.contains { $0.hasSuffix(" changed") && $0.contains("c_") })
        #expect(classes.contains { $0.hasSuffix(" unreachable") && $0.split(separator: ",").count == 3 })
    }
}
