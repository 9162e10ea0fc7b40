import Testing

@testable import NavSim

/// Edges of the rules the import's code reader gained on 2026-11-28, each a small app of its own
/// (fixtures `ReadingEdges/…`): where a rule meant for one form must leave another alone.
@Suite struct ReadingEdgesTests {
    static func routes(_ app: String) throws -> [String] {
        let result = SwiftImportFixtureTests.run(["Tests/NavSimTests/Fixtures/SwiftApps/ReadingEdges/" + app])
        let graph = try SwiftImportFixtureTests.graph(result)
        return graph.routes.map { route in
            "\(route.name.text): \(route.source.text) -> \(route.destination.text) "
                + (PresenterCallbacksTests.action(route).map(\.rawValue) ?? "segue")
        }.sorted()
    }

    /// An `@IBAction` another screen's button also names (`target: self`) is still its own
    /// screen's action: the storyboard wires it there too.
    @Test func anActionAnotherScreensButtonNamesKeepsItsOwnScreen() throws {
        #expect(
            try Self.routes("OwnAction") == [
                "openDetail: Home -> Detail push", "showSettings: Detail -> Settings push",
                "showSettings: Home -> Settings push",
            ])
    }

    /// A method a screen's own bar button runs (`target: self, action: #selector(addTapped)`) is
    /// the screen's action even when its code also calls it, from a closure a view of it runs:
    /// the chain starts at the control.
    @Test func aMethodItsOwnControlRunsStartsAChainThoughCodeCallsItToo() throws {
        #expect(try Self.routes("SelfAction") == ["presentEditor: Tunnels -> EditorNavigation present"])
    }

    /// `peopleSource.itemIdentifier(for:)` on a screen with two data sources, one handed to a
    /// provider that fills it from its own list: not the films the screen appends, so no pass.
    @Test func aDiffableItemOfOneOfTwoDataSourcesIsNotRead() throws {
        let result = SwiftImportFixtureTests.run(["Tests/NavSimTests/Fixtures/SwiftApps/ReadingEdges/TwoSources"])
        let graph = try SwiftImportFixtureTests.graph(result)
        #expect(try SwiftImportFixtureTests.passes(graph, "Search", "Person") == [])
    }

    /// A coordinator that pops its stack (the cart under the sheet) and then dismisses: the pop
    /// is not the payment screen's own, so the dismissal stays undecided.
    @Test func aPopOfAnotherStackLeavesWhatFollowsUndecided() throws {
        #expect(
            try Self.routes("OtherStackPop") == [
                "pay: Cart -> Payment present", "paymentFinishedPop: Payment -> any pop",
                "showCart: Home -> Cart push",
            ])
    }

    /// `removeTarget(self, action: #selector(saveDraft), …)` takes the action off its button:
    /// no route starts there.
    @Test func aRemovedTargetActionStartsNoChain() throws {
        #expect(try Self.routes("RemovedAction") == [])
    }

    /// A provider's touch runs the screen that holds it and handles its delegate calls, not
    /// another screen holding one of its class to count its items.
    @Test func aProvidersTouchRunsOnlyTheScreenItCallsBack() throws {
        #expect(
            try Self.routes("ProviderHolder") == [
                "itemsProvider: List -> Item push", "openSummary: List -> Summary push",
            ])
    }

    /// `viewController as? ModalScreen` holds for a class adopting `SheetScreen: ModalScreen`:
    /// the cast is not ruled out, so both branches stay.
    @Test func aCastToAnInheritedProtocolIsNotRuledOut() throws {
        let routes = try Self.routes("ProtocolCast")
        #expect(routes.contains("openShareShare: Home -> Share present"))
        #expect(routes.contains("openDetail: Home -> Detail push"))
    }

    /// A dismissal through a property typed as a protocol bound to `UIViewController`, or as a
    /// framework type whose name does not say it is no screen, is a screen's.
    @Test func aDismissalThroughAProtocolOrAFrameworkScreenTypeIsKept() throws {
        let routes = try Self.routes("ProtocolDismiss")
        #expect(routes.contains("closeSheet: Home -> any dismiss"))
        #expect(routes.contains("closePanel: Home -> any dismiss"))
    }
}
