import Testing

@testable import NavSim

@Suite struct PassValueReaderTests {
    /// Reads the value after `=` on the last line of `source`, with `roles`.
    private func read(_ value: String, roles: [String: RouteBodyReader.Role], unwinding: Bool = false) -> String? {
        let file = SwiftSourceFile(bytes: Array("x = \(value)".utf8), path: "a.swift")
        let index = SwiftTypeIndex(files: [file])
        return PassValueReader(index: index, roles: roles, unwinding: unwinding).expression(
            2..<file.tokens.count, file: 0)
    }

    @Test func readsLiteralsAndPathsIntoTheSourceStore() {
        #expect(read("nil", roles: [:]) == "nil")
        #expect(read("12.5", roles: [:]) == "12.5")
        #expect(read("\"dark\"", roles: [:]) == "\"dark\"")
        #expect(
            read("source.orders?[selectedRow!]", roles: ["source": .sourceStore, "selectedRow": .selection])
                == "orders[selection]")
        #expect(read("self.dataStore?.order.total", roles: [:]) == "order.total")
        #expect(read("viewController!.router!.dataStore!.name", roles: ["viewController": .sourceController]) == "name")
    }

    @Test func refusesWhatTheDSLCannotSay() {
        #expect(read("makeCopy(of: source.order)", roles: ["source": .sourceStore]) == nil)
        #expect(read("price * 2", roles: ["price": .sourceStore]) == nil)
        #expect(read("order", roles: ["order": .routeParameter]) == nil)
        #expect(read("\"a \\(b)\"", roles: [:]) == nil)
        #expect(read("viewController.title", roles: ["viewController": .sourceController]) == nil)
        #expect(read("source.car", roles: ["source": .sourceController], unwinding: true) == "car")
    }
}
