import Testing

@testable import NavSim

/// A closure subscribed to a stream a view model holds (Rx's `subscribe(onNext:)`, `bind`,
/// `drive`, Combine's `sink`) is the code that stream runs: it runs where the screen puts a value
/// into the stream (`onNext`, `accept`, `send`, `bind(to:)`), with that value — read as a
/// closure stored in the property, without modelling Rx. Fixture `Streams`, written for this.
@Suite struct StreamTriggerTests {
    static func sites() throws -> [String] {
        let findings = try CodeNavigationReaderTests.read("Streams")
        return findings.sites.filter { $0.undecided == nil }.map {
            CodeNavigationReaderTests.describe($0) + " @" + $0.origin.label
        }.sorted()
    }

    @Test func aSubscriptionRunsWhereTheScreenFeedsTheStream() throws {
        #expect(
            try Self.sites()
                == [
                    // `aboutButton.rx.tap.subscribe(onNext:)`: UIKit's stream, its closure read in place.
                    "showAbout: PantryViewController -> AboutViewController push initializer @Pantry.swift:42",
                    // `helpButton.rx.tap.bind(to: viewModel.help)` in `viewDidLoad`; the coordinator's `bind(onNext:)`.
                    "showHelp: PantryViewController -> HelpViewController present initializer @KitchenCoordinator.swift:40",
                    // `viewModel.picked.onNext(recipes[indexPath.row])`; `subscribe(onNext: { recipe in … })`.
                    "showRecipe: PantryViewController -> RecipeViewController push initializer"
                        + " | recipe = recipes[selection] @KitchenCoordinator.swift:32",
                    // `shopping.accept(())` in the view model's method the screen calls; `.observe(on:).bind { … }`.
                    "showShopping: PantryViewController -> ShoppingViewController push initializer"
                        + " @KitchenCoordinator.swift:36",
                    // Combine: `model.finished.send(minutes)`; `.sink { minutes in … }`.
                    "showDone: TimerViewController -> DoneViewController push initializer"
                        + " | minutes = minutes @KitchenCoordinator.swift:56",
                ].sorted())
    }

    /// Imported whole, the graph loads with each stream's route from the screen that feeds it.
    @Test func theGraphHasEachStreamRouteFromTheScreenThatFeedsIt() throws {
        let result = AppImport.run(
            AppImport.Options(
                paths: [packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/Streams"], name: "Streams",
                currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "S.navgraph", string: text)).usableGraph)
        #expect(
            ImportVariantsTests.routes(of: graph).sorted() == [
                "showAbout: Pantry -> About push", "showDone: Timer -> Done push", "showHelp: Pantry -> Help present",
                "showRecipe: Pantry -> Recipe push", "showShopping: Pantry -> Shopping push",
            ])
    }
}
