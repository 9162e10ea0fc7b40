import Foundation
import Testing
@testable import NavSim

@Suite struct GraphParserTests {
    static let cleanStorePath = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Graphs/CleanStore.navgraph").path

    @Test func cleanStoreLoadsWithoutDiagnostics() throws {
        let result = GraphLoader.load(path: Self.cleanStorePath)
        #expect(result.diagnostics == [])
        let graph = try #require(result.usableGraph)
        #expect(graph.name.text == "CleanStore")
        #expect(graph.scenes.map(\.name.text) == ["ListOrders", "ShowOrder", "CreateOrder"])
        #expect(graph.scenes.map { $0.fields.map(\.type) } == [["[Order]"], ["Order"], ["Order"]])
        #expect(
            graph.scenes.map { $0.fields.map(\.requirement) } == [[.optional], [.implicitlyUnwrapped], [.optional]])
        #expect(graph.containers == [Container(name: Name("Main", at: SourcePosition(line: 13, column: 12)), kind: .navigation(root: Name("ListOrders", at: SourcePosition(line: 13, column: 22)), passes: []))])
        #expect(graph.start?.target.text == "Main")
        #expect(graph.start?.instantiation == .storyboard)
        #expect(graph.routes.map(\.name.text) == ["ShowOrder", "CreateOrder", "EditOrder", "ListOrders", "ShowOrder"])
        #expect(graph.routes.map(\.kind) == [.segue(.show), .segue(.show), .segue(.show), .programmatic(.pop, via: .storyboard), .programmatic(.pop, via: .storyboard)])
        #expect(graph.routes.map(\.position.line) == [16, 19, 21, 24, 26])
        let pass = try #require(graph.routes.first?.passes.first)
        #expect(pass.destination.description == "order")
        #expect(pass.value.description == "orders[selection]")
        #expect(pass.position == SourcePosition(line: 17, column: 3))
        #expect(graph.route(named: "ShowOrder", from: "CreateOrder")?.passes.first?.value.description == "orderToEdit")
    }

    @Test func reportsUnknownDeclarationWithSuggestionAndKeepsGoing() {
        let text = MarkedGraphText(
            """
            graph G
            1️⃣scen A
              store x: Int?
            scene B
            segue S 2️⃣B -> B show
            """)
        let result = text.load()
        #expect(result.diagnostics.found.prefix(2) == [
            Found(id: GraphParser.unknownKeyword, position: text["1️⃣"]),
            Found(id: "expected-token", position: text["2️⃣"]),
        ])
        #expect(result.diagnostics.first?.notes.first?.message == "did you mean 'scene'?")
    }
}
