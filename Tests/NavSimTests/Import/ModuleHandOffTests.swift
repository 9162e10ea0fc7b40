import Foundation
import Testing

@testable import NavSim

/// What one object stores into another across calls (fixture `ModuleHandOff`): the list writes
/// the tapped contact on a module object, hands the module to a navigator that calls its
/// `present()`, where the module makes itself its router's data store; the router's factory
/// copies `dataStore?.contact` onto the interactor it builds. The value read there is the one
/// the list wrote.
@Suite struct ModuleHandOffTests {
    static let fixture = "Tests/NavSimTests/Fixtures/SwiftApps/ModuleHandOff"

    @Test func aFieldWrittenOnAnObjectIsReadBackWhereAnotherObjectItWasStoredInReadsIt() throws {
        let graph = try SwiftImportFixtureTests.graph(SwiftImportFixtureTests.run([Self.fixture]))
        let shown = try SwiftImportFixtureTests.route(graph, "Contacts", "show")
        #expect(shown.kind == .programmatic(.push, via: .factory))
        #expect(shown.destination.text == "Profile")
        #expect(SwiftImportFixtureTests.passes(shown) == ["contact = contacts[selection]"])
    }

    @Test func withoutTheWriteTheFactoryPassesNothing() throws {
        let (_, result) = try SwiftImportFixtureTests.imported(Self.fixture, changing: "Contacts.swift") {
            $0.replacingOccurrences(of: "        module.contact = contacts[indexPath.row]\n", with: "")
        }
        let graph = try SwiftImportFixtureTests.graph(result)
        // The module holds nothing the list gave it: no value to pass, and none guessed.
        let shown = try SwiftImportFixtureTests.route(graph, "Contacts", "show")
        #expect(shown.passes.isEmpty)
    }
}
