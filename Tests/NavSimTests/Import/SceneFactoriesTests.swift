import Foundation
import NavSimTesting
import Testing

@testable import NavSim

/// The scene coordinator as many MVVM + RxSwift apps write it (fixture `SceneFactories`): the
/// coordinator's own method builds each scene (`self.viewController(scene: scene, with: args)`),
/// the transition's cases have defaults the callers leave out (`.present(scene: .timer,
/// presentationStyle: .pageSheet)`, `wrapped: Bool = false`), `case let .push(scene)` binds by
/// position, and the screens call it from Rx subscriptions set up one after another.
@Suite struct SceneFactoriesTests {
    @Test func readsEachCallersCaseWithTheDefaultsItLeavesOut() throws {
        let findings = try CodeNavigationReaderTests.read("SceneFactories")
        let sites = findings.sites.map { site in
            CodeNavigationReaderTests.describe(site) + (site.undecided == nil ? "" : " undecided")
        }
        #expect(
            sites == [
                // `.root(scene: .recipes, wrapped: true)` in an Rx closure after `guard let self = self`.
                "transition: WelcomeViewController -> RecipesViewController setRoot factory wrapped",
                // `.push`: the coordinator pushes when the screen is in a navigation controller, else
                // presents one around the scene — decided at run time, so both.
                "transitionRecipe: RecipesViewController -> RecipeViewController push factory",
                "transitionRecipe: RecipesViewController -> RecipeViewController present factory style=fullScreen wrapped",
                // `wrapped` left out: its default `false`, no navigation controller.
                "transitionTimer: RecipesViewController -> TimerViewController present factory style=pageSheet",
                // `presentationStyle` left out: its default `.fullScreen`; `wrapped: true` by label.
                "transitionShopping: RecipesViewController -> ShoppingViewController present factory style=fullScreen wrapped",
                // The close and back buttons of the navigation controller built around the shopping
                // list, wired by the coordinator as it presents it: the list's, not the caller's.
                "pop: ShoppingViewController -> ? pop found",
                "popDismiss: ShoppingViewController -> ? dismiss found",
                "pop: RecipeViewController -> ? pop found",
                "popDismiss: RecipeViewController -> ? dismiss found",
                // Subscribed after the back button's closure, but run on its own tap: not after the pop.
                "transition: RecipeViewController -> TimerViewController present factory style=pageSheet",
                "pop: TimerViewController -> ? pop found",
                "popDismiss: TimerViewController -> ? dismiss found",
                // A stream of the screen's own view (`headerView.timerTapped`): read in place.
                "transitionTimer: ShoppingViewController -> TimerViewController present factory style=formSheet",
                "transitionRecipe: ShoppingViewController -> RecipeViewController push factory",
                "transitionRecipe: ShoppingViewController -> RecipeViewController present factory style=fullScreen wrapped",
            ])
        #expect(findings.diagnostics.isEmpty, "\(findings.diagnostics)")
    }

    /// Imported whole: every route a caller's cases name, and the graph loads.
    @Test func importsTheRoutesTheCasesName() throws {
        let (_, graph) = try SceneRoutesTests.imported("SceneFactories")
        let routes = ImportVariantsTests.routes(of: graph)
        #expect(routes.contains("transitionShopping: Recipes -> ShoppingNavigation present"))
        #expect(routes.contains("transitionTimer: Recipes -> Timer present"))
        #expect(routes.contains("transition: Recipe -> Timer present"))
        #expect(routes.contains("transitionTimer: Shopping -> Timer present"))
        #expect(!routes.contains { $0.contains("KitchenNavigation") })
        // The navigation controller's buttons dismiss the shopping list back to the recipes.
        #expect(routes.contains("popDismiss: Shopping -> Recipes dismiss"))
        #expect(!routes.contains { $0.hasPrefix("pop: Recipes ") || $0.hasPrefix("popDismiss: Recipes ") })
    }
}
