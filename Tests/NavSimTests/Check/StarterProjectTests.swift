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
        let report = CheckRun.run(CheckRun.Options(paths: [], recordMode: .missing, currentDirectory: folder.path + "/New"))
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
        #expect(!FileManager.default.fileExists(atPath: folder.path + "/Scenarios"), "nothing is written when one file exists")
        // Another name starts another graph beside it.
        let other = StarterProject.create(StarterProject.Options(folder: ".", name: "Other", currentDirectory: folder.path))
        #expect(other.created == ["Graphs/Other.navgraph", "Scenarios/Other/open-first-item.scenario"])
    }

    @Test func anImportedAppGetsALaunchScenario() throws {
        let folder = try TemporaryFolder()
        let created = StarterProject.create(
            StarterProject.Options(
                folder: folder.path + "/New", importPaths: [packageRoot + "/docs/examples/CleanStore"],
                currentDirectory: folder.path))
        #expect(created.created == ["Graphs/CleanStore.navgraph", "Scenarios/CleanStore/launch.scenario"])
        let scenario = try String(contentsOfFile: folder.path + "/New/Scenarios/CleanStore/launch.scenario", encoding: .utf8)
        #expect(scenario.hasSuffix("expect top ListOrders\n"))
        let report = CheckRun.run(CheckRun.Options(paths: [], recordMode: .never, currentDirectory: folder.path + "/New"))
        #expect(report.scenarios.map(\.status) == [.failed], "passes, but its golden is not recorded in never mode")
        #expect(report.scenarios.first?.replay?.passed == true)
    }
}
