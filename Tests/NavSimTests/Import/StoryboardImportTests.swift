import Foundation
import Testing

@testable import NavSim

/// Whole imports: golden graphs for three real storyboards, and CleanStore's storyboard, completed
/// with what its Swift code says, running the shipped CleanStore scenarios.
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

    /// The three lines of Clean Swift each scene's code adds: stores, what prepare(for:) passes,
    /// and the routes the interactor fires. Written as a person completing the import would.
    static let cleanStoreCode: [(after: String, lines: [String])] = [
        ("scene ListOrders", ["  store orders: [Order]?"]),
        ("scene ShowOrder", ["  store order: Order!"]),
        ("scene CreateOrder", ["  store orderToEdit: Order?"]),
        ("segue ShowOrder: ListOrders -> ShowOrder show", ["  pass order = orders[selection]"]),
        ("segue EditOrder: ShowOrder -> CreateOrder show", ["  pass orderToEdit = order"]),
    ]
    static let cleanStoreRoutes = """
        route ListOrders: CreateOrder -> ListOrders pop
        route ShowOrder: CreateOrder -> ShowOrder pop
          pass order = orderToEdit

        """

    @Test func cleanStoreImportedAndCompletedRunsTheShippedScenarios() throws {
        var lines = try imported(["Clean-Swift__CleanStore/CleanStore/Base.lproj/Main.storyboard"], name: "CleanStore")
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for (after, added) in Self.cleanStoreCode {
            let index = try #require(lines.firstIndex { $0.hasPrefix(after + " ") || $0 == after }, "\(after)")
            lines.insert(contentsOf: added, at: index + 1)
        }
        let text = lines.joined(separator: "\n") + Self.cleanStoreRoutes
        let loaded = GraphLoader.load(source: SourceText(path: "Graphs/CleanStore.navgraph", string: text))
        let graph = try #require(loaded.usableGraph, "\(loaded.diagnostics)")
        let folder = packageRoot + "/Scenarios/CleanStore"
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".scenario") }
        #expect(scenarios.count >= 6)
        for file in scenarios.sorted() {
            let parsed = ScenarioParser.parse(path: folder + "/" + file)
            let scenario = try #require(parsed.usable, "\(file): \(parsed.diagnostics)")
            #expect(ScenarioChecker.check(scenario, against: graph).filter { $0.severity == .error }.isEmpty, "\(file)")
            let result = Replayer.replay(scenario, in: graph)
            #expect(result.passed, "\(file): \(result.failures)")
        }
    }
}
