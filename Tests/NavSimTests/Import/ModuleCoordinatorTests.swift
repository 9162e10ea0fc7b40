import Testing

@testable import NavSim

/// Coordinators built on a framework the app does not hold (fixture `Modules`, written for
/// this): modules made by a framework base class's initialiser (`RecipeModule(view:input:output:)`)
/// and registered with a dependency container in a file read after the coordinators, children
/// started by the framework's `coordinate(to:)`, one handed a navigation controller a helper
/// returns as an optional. And a list made by `map` read through the old `NSIndexPath` cast
/// (fixture `LegacyRows`).
@Suite struct ModuleCoordinatorTests {
    @Test func readsModulesFieldsAndChildrenStartedByCoordinateTo() throws {
        let findings = try CodeNavigationReaderTests.read("Modules")
        #expect(
            findings.sites.map { CodeNavigationReaderTests.describe($0) + " @" + $0.origin.label } == [
                // `module.output.onRecipeRequested = showRecipe`; `coordinate(to: child)` runs its `start()`,
                // which pushes `module.view` on the navigation controller it was handed — the list's.
                "showRecipe: RecipesViewController -> RecipeViewController push initializer @Coordinators.swift:47",
                // The recipe's view model's closure, set on `module.output`, starts the timer's coordinator.
                "startTimer: RecipeViewController -> TimerViewController present initializer wrapped"
                    + " @Coordinators.swift:63",
                // `module.output.onDone = { module.view.dismiss(…) }`, run by the timer's Done button.
                "finish: TimerViewController -> ? dismiss found @Coordinators.swift:61",
            ])
        #expect(findings.sites.allSatisfy { $0.undecided == nil })
        let push = try #require(findings.sites.first)
        #expect(
            push.calledFrom.map(\.label) == [
                "Screens.swift:34", "Screens.swift:19", "Coordinators.swift:23",
            ])
        #expect(findings.diagnostics.isEmpty, "\(findings.diagnostics)")
    }

    @Test func theImportedCookbookPushesPresentsAndDismissesBack() throws {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/Modules"
        let result = AppImport.run(AppImport.Options(paths: [folder], name: "Cookbook", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "C.navgraph", string: text)).usableGraph)
        #expect(
            ImportVariantsTests.routes(of: graph).sorted() == [
                "finish: Timer -> Recipe dismiss", "showRecipe: Recipes -> Recipe push",
                "startTimer: Recipe -> TimerNavigation present",
            ])
        let scenario = try #require(
            ScenarioParser.parse(
                SourceText(
                    path: "s.scenario",
                    string: """
                        scenario "timer"
                        graph Cookbook
                        tap showRecipe
                        tap startTimer
                        expect top Timer
                        tap finish
                        expect top Recipe

                        """)
            ).usable)
        let replay = Replayer.replay(scenario, in: graph)
        #expect(replay.passed, "\(replay.failures.map(\.message))")
        #expect(replay.violations.isEmpty)
    }

    @Test func aMappedListIsAStoreAndTheCastRowIsTheSelection() throws {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/LegacyRows"
        let result = AppImport.run(AppImport.Options(paths: [folder], name: "Shelf", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "S.navgraph", string: text)).usableGraph)
        let shelf = try #require(graph.scenes.first { $0.name.text == "Shelf" })
        #expect(
            shelf.fields.map { "\($0.name.text): \($0.type) \($0.requirement)" } == [
                "books: [Book] optional", "authors: [Author] optional",
            ])
        let route = try #require(graph.routes.first { $0.destination.text == "Book" })
        #expect(route.passes.map { "\($0.destination) = \($0.value)" } == ["book = books[selection]"])
        #expect(!result.diagnostics.contains { $0.id.rawValue == "untyped-property" })
    }
}

extension ModuleCoordinatorTests {
    /// A coordinator's weak reference to the screen it showed, through which it set the screen's
    /// closure (`signUp?.onTermsTap = { … }`): when the screen runs the closure, the reference
    /// holds that screen, so what is read through it is the source's (fixture `ScreenReferences`).
    /// A default after `??` is dropped only for a field that is never nil.
    @Test func readsTheSourceThroughTheReferenceItsClosureWasSetOn() throws {
        let findings = try CodeNavigationReaderTests.read("ScreenReferences")
        #expect(
            findings.sites.map(CodeNavigationReaderTests.describe) == [
                "showTerms: SignUpViewController -> TermsViewController push initializer"
                    + " | accepted = accepted; greeting = nil:signUp?.nickname ?? \"friend\"; nickname = nickname"
            ])
        #expect(findings.diagnostics.map { "\($0.id.rawValue) \($0.position.line)" } == ["unread-pass 48"])
    }
}
