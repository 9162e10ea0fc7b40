import Foundation
import Testing

@testable import NavSim

/// Navigation written in the values of properties (fixture `PropertyActions`, written for
/// this): a control built with its action (`lazy var creditsButton = UIBarButtonItem(…,
/// primaryAction: UIAction { … })`, a button built in a closure run once with `addAction` or
/// `addTarget`) is the declaring screen's route on a user's tap; a closure a property is
/// declared with (`lazy var showRecipe = { … }`) runs where it is called, as a method would.
@Suite struct PropertyActionsTests {
    static let fixture = "Tests/NavSimTests/Fixtures/SwiftApps/PropertyActions"

    static func imported() throws -> (AppImport.Result, Graph) { try PresenterCallbacksTests.imported(fixture) }

    @Test func aControlsActionInAPropertyIsARouteFromTheScreenDeclaringIt() throws {
        let (_, graph) = try Self.imported()
        #expect(
            PresenterCallbacksTests.routes(from: "Pantry", in: graph) == [
                // `primaryAction: UIAction { … present(CreditsViewController(), …) }`.
                "creditsButton: present -> Credits",
                // `button.addTarget(self, action: #selector(openShoppingList), …)` in the closure.
                "openShoppingList: push -> ShoppingList",
                // The closure property the row's callback calls.
                "showRecipe: push -> Recipe",
            ])
        // `button.addAction(UIAction { … dismiss … }, for: .touchUpInside)` in a closure run once:
        // back on the pantry, the one scene presenting the credits.
        #expect(PresenterCallbacksTests.routes(from: "Credits", in: graph) == ["closeButton: dismiss -> Pantry"])
        // The button's action calls the closure property `onStartOver`: its pop to the root.
        #expect(PresenterCallbacksTests.routes(from: "Recipe", in: graph) == ["onStartOver: popToRoot -> Pantry"])
        // `onDone` is declared `= {}` and set by the pantry that pushes the list: the Done
        // button runs the pantry's closure, and the empty default takes nothing away from it.
        #expect(PresenterCallbacksTests.routes(from: "ShoppingList", in: graph) == ["doneButton: pop -> Pantry"])
        // Each is a user's action on the screen, not code run as it appears.
        #expect(graph.routes.allSatisfy { !$0.isOnFirstAppear && !$0.isFired })
    }

    @Test func aClosurePropertyRunsWithWhatItsCallerHandsIt() throws {
        let (_, graph) = try Self.imported()
        // `showRecipe(recipes[indexPath.row])`, then `detail.recipe = recipe` in the closure.
        let route = try SwiftImportFixtureTests.route(graph, "Pantry", "showRecipe")
        #expect(SwiftImportFixtureTests.passes(route) == ["recipe = recipes[selection]"])
    }

    @Test func eachSiteStartsWhereTheUserActs() throws {
        let findings = try CodeNavigationReaderTests.read("PropertyActions")
        let sites = findings.sites.sorted { $0.origin.label < $1.origin.label }
        #expect(
            sites.map { CodeNavigationReaderTests.describe($0) + " @" + $0.origin.label } == [
                "creditsButton: PantryViewController -> CreditsViewController present initializer"
                    + " @PantryViewController.swift:15",
                "showRecipe: PantryViewController -> RecipeViewController push initializer | recipe = recipes[selection]"
                    + " @PantryViewController.swift:30",
                "doneButton: ShoppingListViewController -> ? pop found @PantryViewController.swift:51",
                "openShoppingList: PantryViewController -> ShoppingListViewController push initializer"
                    + " @PantryViewController.swift:53",
                "onStartOver: RecipeViewController -> ? popToRoot found @Screens.swift:22",
                "closeButton: CreditsViewController -> ? dismiss found @Screens.swift:7",
            ])
        // The closure properties are reached through their calls: the row's callback, the button's action.
        #expect(
            sites.map { $0.calledFrom.map(\.label).joined(separator: ",") } == [
                "", "PantryViewController.swift:45", "Screens.swift:40", "", "Screens.swift:26", "",
            ])
    }

    @Test func whatIsStillNotFollowedIsWarnedAtItsNavigation() throws {
        let (result, graph) = try Self.imported()
        let warned = result.diagnostics.filter { $0.id == SwiftImport.navigationInProperty }
            .map { "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.position.line)" }
        #expect(
            warned == [
                // `lazy var showTimers = { … }`: no code calls it.
                "PantryViewController.swift:35",
                // A computed property's getter.
                "Screens.swift:46",
                // A button an object that is no screen builds: no screen's code shows it.
                "Screens.swift:61",
            ])
        #expect(!graph.routes.contains { ["Timers", "Share", "Help"].contains($0.destination.text) })
        // A closure a property holds is code, not a store, and no warning says it could be one.
        #expect(!result.diagnostics.contains { $0.id == MVCSceneStores.untypedProperty })
        #expect(graph.scenes.first { $0.name.text == "Pantry" }.map { $0.fields.map(\.name.text) } == ["recipes"])
    }

    @Test func aBaseScreensControlIsEachSubclasssControl() throws {
        // The close button declared by a base sheet the credits subclass: a route from each.
        let (folder, result) = try SwiftImportFixtureTests.imported(Self.fixture, changing: "Screens.swift") {
            $0.replacingOccurrences(
                of: "final class CreditsViewController: UIViewController {",
                with:
                    "final class CreditsViewController: SheetViewController {}\n\nclass SheetViewController: UIViewController {"
            )
        }
        _ = folder
        let graph = try SwiftImportFixtureTests.graph(result)
        #expect(PresenterCallbacksTests.routes(from: "Credits", in: graph) == ["closeButton: dismiss -> Pantry"])
        #expect(PresenterCallbacksTests.routes(from: "Sheet", in: graph) == ["closeButton: dismiss -> any"])
    }

    @Test func aContainersControlIsAContainerActionAsInAMethod() throws {
        // A navigation controller subclass whose property builds a Home button: a user's action
        // on a container, which no route can start from: a comment with `container-action-route`.
        let (folder, result) = try SwiftImportFixtureTests.imported(Self.fixture, changing: "SceneDelegate.swift") {
            $0.replacingOccurrences(
                of: "UINavigationController(rootViewController: PantryViewController())",
                with: "PantryNavigationController(rootViewController: PantryViewController())")
                    + """

                    final class PantryNavigationController: UINavigationController {
                        lazy var homeButton = UIBarButtonItem(title: "Home", primaryAction: UIAction { [weak self] _ in
                            self?.popToRootViewController(animated: true)
                        })
                    }

                    """
        }
        _ = folder
        let graph = try SwiftImportFixtureTests.graph(result)
        #expect(!graph.routes.contains { $0.name.text == "homeButton" })
        let warned = result.diagnostics.filter { $0.message.contains("homeButton") }.map(\.id)
        #expect(warned == [SiteMerger.containerActionRoute])
        #expect(result.graph?.contains("# route homeButton:") == true)
    }

    /// Replayed: the pantry's bar button presents the credits, whose close button dismisses
    /// them; the shopping list's Done button pops back to the pantry.
    @Test func theRoutesReplay() throws {
        let (_, graph) = try Self.imported()
        let steps = [
            "tap creditsButton", "expect top Credits", "tap closeButton", "expect top Pantry",
            "tap openShoppingList", "expect top ShoppingList", "tap doneButton", "expect top Pantry",
        ]
        let text = "scenario \"controls\"\ngraph App\n" + steps.joined(separator: "\n") + "\n"
        let scenario = try #require(ScenarioParser.parse(SourceText(path: "s.scenario", string: text)).usable)
        let replay = Replayer.replay(scenario, in: graph)
        #expect(replay.passed, "\(replay.failures.map(\.message))")
        #expect(replay.violations.isEmpty)
    }
}
