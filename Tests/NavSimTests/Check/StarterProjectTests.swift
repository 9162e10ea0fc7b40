import Foundation
import Testing

@testable import NavSim

/// `navsim init`'s files: a starter that checks clean, an import that launches, and no overwrite.
@Suite struct StarterProjectTests {
    @Test func theStarterGraphAndScenarioPassACheck() throws {
        let folder = try TemporaryFolder()
        let created = StarterProject.create(StarterProject.Options(folder: "New", currentDirectory: folder.path))
        #expect(created.diagnostics.isEmpty)
        #expect(created.created == ["Graphs/App.navgraph", "Scenarios/App/open-first-item.scenario"])
        let report = CheckRun.run(
            CheckRun.Options(paths: [], recordMode: .missing, currentDirectory: folder.path + "/New"))
        #expect(report.diagnostics.isEmpty)
        #expect(report.scenarios.map(\.status) == [.passed])
        #expect(report.scenarios.map(\.golden) == [.compared(.recorded(diff: nil))])
    }

    @Test func itNeverOverwritesAFile() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/Graphs", withIntermediateDirectories: true)
        try "graph Mine\n".write(toFile: folder.path + "/Graphs/App.navgraph", atomically: true, encoding: .utf8)
        let again = StarterProject.create(StarterProject.Options(folder: ".", currentDirectory: folder.path))
        #expect(again.created.isEmpty)
        #expect(again.diagnostics.map(\.id) == [StarterProject.fileExists])
        #expect(again.diagnostics.first?.file == "Graphs/App.navgraph")
        #expect(try String(contentsOfFile: folder.path + "/Graphs/App.navgraph", encoding: .utf8) == "graph Mine\n")
        #expect(
            !FileManager.default.fileExists(atPath: folder.path + "/Scenarios"),
            "nothing is written when one file exists")
        // Another name starts another graph beside it.
        let other = StarterProject.create(
            StarterProject.Options(folder: ".", name: "Other", currentDirectory: folder.path))
        #expect(other.created == ["Graphs/Other.navgraph", "Scenarios/Other/open-first-item.scenario"])
    }

    @Test func anImportedAppGetsALaunchScenario() throws {
        let folder = try TemporaryFolder()
        let created = StarterProject.create(
            StarterProject.Options(
                folder: folder.path + "/New", importPaths: [packageRoot + "/docs/examples/CleanStore"],
                currentDirectory: folder.path))
        #expect(created.created == ["Graphs/CleanStore.navgraph", "Scenarios/CleanStore/launch.scenario"])
        let scenario = try String(
            contentsOfFile: folder.path + "/New/Scenarios/CleanStore/launch.scenario", encoding: .utf8)
        #expect(scenario.hasSuffix("expect top ListOrders\n"))
        let report = CheckRun.run(
            CheckRun.Options(paths: [], recordMode: .never, currentDirectory: folder.path + "/New"))
        #expect(report.scenarios.map(\.status) == [.failed], "passes, but its golden is not recorded in never mode")
        #expect(report.scenarios.first?.replay?.passed == true)
    }

    /// Every file under `path`, relative to it, sorted.
    static func files(under path: String) -> [String] {
        (FileManager.default.enumerator(atPath: path)?.allObjects as? [String] ?? []).filter { name in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &folder) && !folder.boolValue
        }.sorted()
    }

    /// A name is made a graph name as `import --name` makes it, and the files are named after
    /// that, inside the folder: `../../x` and `/abs` are names, not paths.
    @Test(arguments: [
        ("My App", "My_App"), ("../../x", "x"), ("/abs", "abs"), ("Café Olé", "Caf_Ol"), ("2048", "_2048"),
    ])
    func aNameBecomesTheGraphNameImportWouldGive(name: String, graph: String) throws {
        let folder = try TemporaryFolder()
        let created = StarterProject.create(
            StarterProject.Options(folder: "Work/New", name: name, currentDirectory: folder.path))
        #expect(created.diagnostics.isEmpty)
        let expected = ["Graphs/\(graph).navgraph", "Scenarios/\(graph)/open-first-item.scenario"]
        #expect(created.created == expected)
        #expect(Self.files(under: folder.path) == expected.map { "Work/New/" + $0 }, "nothing is written elsewhere")
        let text = try String(contentsOfFile: folder.path + "/Work/New/Graphs/\(graph).navgraph", encoding: .utf8)
        #expect(text.contains("\ngraph \(graph)\n"))
        // The starter passes its own first check.
        let report = CheckRun.run(
            CheckRun.Options(paths: [], recordMode: .missing, currentDirectory: folder.path + "/Work/New"))
        #expect(report.diagnostics.isEmpty)
        #expect(report.scenarios.map(\.status) == [.passed])
    }

    @Test(arguments: ["", ".", "..", "/", "日本語", "🙂"])
    func aNameWithNothingToMakeAGraphNameOfWritesNothing(name: String) throws {
        let folder = try TemporaryFolder()
        let created = StarterProject.create(
            StarterProject.Options(folder: "New", name: name, currentDirectory: folder.path))
        #expect(created.created.isEmpty)
        #expect(created.diagnostics.map(\.id) == [AppImport.invalidGraphName])
        #expect(try folder.contents().isEmpty)
        // With --from too: the import refuses the name before reading anything.
        let imported = StarterProject.create(
            StarterProject.Options(
                folder: "New", name: name, importPaths: [packageRoot + "/docs/examples/CleanStore"],
                currentDirectory: folder.path))
        #expect(imported.created.isEmpty)
        #expect(imported.diagnostics.map(\.id) == [AppImport.invalidGraphName])
        #expect(try folder.contents().isEmpty)
    }

    @Test func aFileALinkLeadsOutOfTheFolderIsNotWritten() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/New", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/Elsewhere", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.path + "/New/Graphs", withDestinationPath: folder.path + "/Elsewhere")
        let created = StarterProject.create(StarterProject.Options(folder: "New", currentDirectory: folder.path))
        #expect(created.created.isEmpty)
        #expect(created.diagnostics.map(\.id) == [StarterProject.fileOutsideFolder])
        #expect(created.diagnostics.map(\.file) == ["New/Graphs/App.navgraph"])
        #expect(try folder.contents(of: "Elsewhere").isEmpty)
        #expect(try folder.contents(of: "New") == ["Graphs"], "the scenario is not written either")
    }
}
