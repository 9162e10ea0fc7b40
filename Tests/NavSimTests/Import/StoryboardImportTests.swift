import Foundation
import Testing

@testable import NavSim

/// Whole imports of storyboards alone: golden graphs for three real storyboards.
@Suite struct StoryboardImportTests {
    static let corpus = StoryboardCorpusTests.corpus
    static let goldens = packageRoot + "/Tests/NavSimTests/Fixtures/Imports"

    func imported(_ paths: [String], name: String) throws -> String {
        let result = AppImport.run(AppImport.Options(paths: paths, name: name, currentDirectory: Self.corpus))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        return try #require(result.graph)
    }

    @Test(arguments: [
        ("CleanStore", "Clean-Swift__CleanStore/CleanStore/Base.lproj/Main.storyboard"),
        ("Contacts", "matteom__Contacts/Contacts/Base.lproj/Main.storyboard"),
        ("HabiticaSettings", "HabitRPG__habitica-ios/HabitRPG/Storyboards/Base.lproj/Settings.storyboard"),
    ])
    func matchesTheGoldenImport(name: String, storyboard: String) throws {
        let text = try imported([storyboard], name: name)
        let mode = try RecordMode.resolve(flag: nil, environment: ProcessInfo.processInfo.environment).get()
        let outcome = try GoldenFile(path: Self.goldens + "/\(name).navgraph").compare(text, mode: mode)
        switch outcome {
        case .matched, .recorded: break
        case .missing: Issue.record("no golden import \(name).navgraph; run the tests once without CI to record it")
        case .mismatch(let diff, _): Issue.record("import of \(storyboard) differs from its golden:\n\(diff)")
        }
    }

    @Test func namesScenesContainersAndSeguesAsTheStoryboardDoes() throws {
        let text = try imported(["matteom__Contacts/Contacts/Base.lproj/Main.storyboard"], name: "Contacts")
        let graph = try #require(GraphLoader.load(source: SourceText(path: "c", string: text)).usableGraph)
        #expect(graph.scenes.map(\.name.text) == ["Contacts", "Detail", "EditContact"])
        #expect(graph.start?.target.text == "TabBarController_gKasiamv")
        let tabs = graph.containers.first { $0.name.text == "TabBarController_gKasiamv" }
        guard case .tabs(let children)? = tabs?.kind else {
            Issue.record("no tab bar container")
            return
        }
        #expect(children.map(\.text) == ["NavigationController_775HNmME", "NavigationController_PBOZTNjf"])
        #expect(graph.routes.map(\.name.text) == ["ContactsToDetail", "DetailToEditContact"])
        #expect(graph.routes.map(\.kind) == [.segue(.show), .segue(.present)])
        #expect(text.contains("# unwind save: EditContact -> ?"))
    }
}
