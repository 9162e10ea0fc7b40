import UIKit

/// What builds a scene's view controller.
protocol SceneFactory {
    func viewController(scene: Scene, with args: [String: Any?]?) -> UIViewController?
}

/// The factory, in a file of its own read before the class: the class's superclass is still
/// the first type it inherits.
extension SceneCoordinator: SceneFactory {
    func viewController(scene: Scene, with args: [String: Any?]?) -> UIViewController? {
        switch scene {
        case .welcome:
            let viewController = WelcomeViewController()
            return viewController
        case .recipes:
            let viewController = RecipesViewController()
            return viewController
        case .recipe:
            let viewController = RecipeViewController()
            viewController.title = args?["title"] as? String
            return viewController
        case .timer:
            return TimerViewController()
        case .shopping:
            return ShoppingViewController()
        }
    }
}
