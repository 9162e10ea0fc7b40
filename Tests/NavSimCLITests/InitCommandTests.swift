import Foundation
import Testing

@testable import NavSimCLI

/// `navsim init --name`: the name becomes a graph name by `import --name`'s rule, every file lands
/// inside the folder, and a name with nothing to make a graph name of is a usage error.
@Suite struct InitCommandTests {
    /// Every file under the project, relative to it, sorted.
    static func files(_ project: TemporaryProject) -> [String] {
        (FileManager.default.enumerator(atPath: project.root)?.allObjects as? [String] ?? []).filter { name in
            var folder: ObjCBool = false
            return FileManager.default.fileExists(atPath: project.root + "/" + name, isDirectory: &folder)
                && !folder.boolValue
        }.sorted()
    }

    @Test func aNameWithASpaceGivesAStarterThatPassesItsOwnCheck() throws {
        let project = try TemporaryProject()
        let created = project.run(["init", "--name", "My App"])
        #expect(created.code == 0)
        #expect(Self.files(project) == ["Graphs/My_App.navgraph", "Scenarios/My_App/open-first-item.scenario"])
        #expect(project.read("Graphs/My_App.navgraph")?.contains("\ngraph My_App\n") == true)
        #expect(project.read("Scenarios/My_App/open-first-item.scenario")?.contains("\ngraph My_App\n") == true)
        let check = project.run(["check"])
        #expect(check.code == 0, "\(check.output)\(check.error)")
        #expect(project.exists("Scenarios/My_App/open-first-item.trace"))
    }

    /// A name that looks like a path is a name: nothing is written outside the folder given.
    @Test(arguments: [("../../x", "x"), ("/abs", "abs"), ("a/../../b", "a_b"), ("Café", "Caf")])
    func aNameIsNeverAPath(name: String, graph: String) throws {
        let project = try TemporaryProject()
        let created = project.run(["init", "App/Nav", "--name", name])
        #expect(created.code == 0, "\(created.error)")
        #expect(
            Self.files(project) == [
                "App/Nav/Graphs/\(graph).navgraph", "App/Nav/Scenarios/\(graph)/open-first-item.scenario",
            ])
        #expect(project.run(["check", "App/Nav"]).code == 0)
    }

    @Test(arguments: ["", ".", "..", "/", "日本語"])
    func aNameWithNothingToMakeAGraphNameOfIsAUsageError(name: String) throws {
        let project = try TemporaryProject()
        for command in [
            ["init", "--name", name], ["init", "--name=\(name)"], ["import", "x.storyboard", "--name", name],
        ] {
            let outcome = project.run(command)
            #expect(outcome.code == 64, "\(command)")
            #expect(outcome.output.isEmpty)
            #expect(outcome.error.hasPrefix("navsim: error: option '--name' needs "), "\(command): \(outcome.error)")
        }
        #expect(Self.files(project).isEmpty)
        #expect(try FileManager.default.contentsOfDirectory(atPath: project.root).isEmpty)
    }

    @Test func importMakesTheSameGraphNameFromTheSameName() throws {
        let project = try TemporaryProject()
        let storyboards = shippedFolder("docs/examples/CleanStore")
        let imported = project.run(["import", storyboards, "--name", "../../My App", "--output", "Graphs/Out.navgraph"])
        #expect(imported.code == 0, "\(imported.error)")
        #expect(project.read("Graphs/Out.navgraph")?.contains("\ngraph My_App\n") == true)
        let initialised = project.run(["init", "Other", "--from", storyboards, "--name", "../../My App"])
        #expect(initialised.code == 0, "\(initialised.error)")
        #expect(
            Self.files(project) == [
                "Graphs/Out.navgraph", "Other/Graphs/My_App.navgraph", "Other/Scenarios/My_App/launch.scenario",
            ])
    }
}

/// The absolute path of a folder of the package itself.
func shippedFolder(_ path: String) -> String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent(path).path
}
