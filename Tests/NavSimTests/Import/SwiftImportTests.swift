import Foundation
import Testing

@testable import NavSim

/// The Swift import on CleanStore's real sources: the graph it writes means what the hand-written
/// `Graphs/CleanStore.navgraph` means, and every shipped CleanStore scenario gives the same verdict.
@Suite struct SwiftImportTests {
    static let example = "docs/examples/CleanStore"

    static func importedCleanStore() throws -> (text: String, graph: Graph, result: AppImport.Result) {
        let result = AppImport.run(
            AppImport.Options(paths: [example], name: "CleanStore", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let loaded = GraphLoader.load(source: SourceText(path: "imported.navgraph", string: text))
        return (text, try #require(loaded.usableGraph, "\(loaded.diagnostics)"), result)
    }

    static func handWritten() throws -> Graph {
        let loaded = GraphLoader.load(path: packageRoot + "/Graphs/CleanStore.navgraph")
        return try #require(loaded.usableGraph)
    }

    /// What a graph says, one fact per line, with container names left out (the storyboard's
    /// navigation controller has no name of its own).
    static func meaning(of graph: Graph) -> [String] {
        let containerNames = Set(graph.containers.map(\.name.text))
        func scene(_ name: String) -> String { containerNames.contains(name) ? "<container>" : name }
        var facts: [String] = []
        for declared in graph.scenes {
            facts.append("scene \(declared.name.text) setup \(declared.setup)")
            facts += declared.fields.map { "store \(declared.name.text).\($0.name.text): \($0.type) \($0.requirement)" }
        }
        for container in graph.containers {
            if case .navigation(let root, _) = container.kind { facts.append("navigation root \(root.text)") }
        }
        facts.append("start \(graph.start.map { scene($0.target.text) } ?? "-")")
        for route in graph.routes {
            facts.append(
                "route \(route.source.text).\(route.name.text) -> \(scene(route.destination.text)) \(route.kind) forced \(route.forcesUnwrap) navigate \(route.navigate.map { "\($0.action)" } ?? "-")"
            )
            facts += route.passes.map {
                "pass \(route.source.text).\(route.name.text): \($0.destination) = \($0.value)"
            }
        }
        return facts.sorted()
    }

    @Test func importingCleanStoresFolderGivesTheHandWrittenGraph() throws {
        let (_, imported, result) = try Self.importedCleanStore()
        #expect(!result.diagnostics.containsErrors)
        #expect(Self.meaning(of: imported) == Self.meaning(of: try Self.handWritten()))
        #expect(result.summary.swiftScenes == 3)
        #expect(result.summary.passes == 3)
        #expect(result.summary.programmaticRoutes == 2)
    }

    @Test func everyShippedCleanStoreScenarioGivesTheSameVerdictOnTheImport() throws {
        let (_, imported, _) = try Self.importedCleanStore()
        let handWritten = try Self.handWritten()
        let folder = packageRoot + "/Scenarios/CleanStore"
        let scenarios = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".scenario") }
        #expect(scenarios.count >= 6)
        for file in scenarios.sorted() {
            let scenario = try #require(ScenarioParser.parse(path: folder + "/" + file).usable, "\(file)")
            let expected = Replayer.replay(scenario, in: handWritten)
            let actual = Replayer.replay(scenario, in: imported)
            #expect(actual.passed == expected.passed, "\(file)")
            #expect(actual.failures.count == expected.failures.count, "\(file)")
        }
    }

    @Test func commentsNameTheSwiftLinesEachFactCameFrom() throws {
        let (text, _, _) = try Self.importedCleanStore()
        let lines = text.split(separator: "\n").map(String.init)
        let pass = try #require(lines.first { $0.hasPrefix("  pass order = orders[selection]") })
        #expect(pass.hasSuffix("# ListOrdersRouter.swift:82"))
        let route = try #require(lines.first { $0.hasPrefix("route ListOrders: CreateOrder -> ListOrders pop!") })
        #expect(route.contains("called at CreateOrderViewController.swift:230"))
        let store = try #require(lines.first { $0.hasPrefix("  store order: Order!") })
        #expect(store.contains("ShowOrderInteractor.swift:22"))
    }
}
