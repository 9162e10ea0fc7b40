import ModuleKit
import Swinject
import UIKit

/// Coordinators of a framework (`BaseCoordinator`, `coordinate(to:)`, `resolver`) the app does
/// not hold: `coordinate(to: child)` stores the child and runs its `start()`.
final class CookbookCoordinator: BaseCoordinator<Void> {
    private let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    override func start() {
        let module = resolver.resolve(RecipesModule.self)!
        module.output.onRecipeRequested = showRecipe
        navigationController.setViewControllers([module.view], animated: false)
    }

    private func showRecipe(_ recipe: Recipe) {
        if let navigation = visibleNavigation() {
            let child = RecipeCoordinator(navigationController: navigation, recipe: recipe)
            coordinate(to: child)
        }
    }

    private func visibleNavigation() -> UINavigationController? {
        navigationController.presentedViewController as? UINavigationController ?? navigationController
    }
}

final class RecipeCoordinator: BaseCoordinator<Void> {
    private let navigationController: UINavigationController
    private let recipe: Recipe

    init(navigationController: UINavigationController, recipe: Recipe) {
        self.navigationController = navigationController
        self.recipe = recipe
    }

    override func start() {
        let module = resolver.resolve(RecipeModule.self, argument: recipe)!
        module.output.onTimerRequested = { [weak self] in
            guard let self else { return }
            self.coordinate(to: TimerCoordinator(presenter: module.view))
        }
        navigationController.pushViewController(module.view, animated: true)
    }
}

final class TimerCoordinator: BaseCoordinator<Void> {
    private let presenter: UIViewController

    init(presenter: UIViewController) {
        self.presenter = presenter
    }

    override func start() {
        let module = resolver.resolve(TimerModule.self)!
        module.output.onDone = {
            module.view.dismiss(animated: true)
        }
        presenter.present(UINavigationController(rootViewController: module.view), animated: true)
    }
}
