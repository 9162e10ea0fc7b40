import UIKit

final class RecipeModel {
    let recipeID: Int
    init(recipeID: Int) { self.recipeID = recipeID }
}

final class PantryModel {}

final class PantryViewController: UITableViewController {
    var recipeIDs: [Int] = []
    var coordinator: KitchenCoordinator?

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        coordinator?.showRecipe(recipeIDs[indexPath.row])
    }

    @IBAction func settingsTapped(_ sender: Any) {
        coordinator?.showSettings()
    }
}

final class RecipeViewController: UIViewController, Loadable, ModelHolding {
    var model: RecipeModel!
    var theme = "light"
}

final class KitchenSettingsViewController: UIViewController, Loadable, ModelHolding {
    var model: PantryModel!
    var helper: KitchenCoordinator?
}

final class KitchenCoordinator {
    private let navigation = UINavigationController()
    private let pantryModel = PantryModel()

    func showRecipe(_ id: Int) {
        let recipe = RecipeViewController.make(withModel: RecipeModel(recipeID: id), andTheme: "dark")
        navigation.pushViewController(recipe, animated: true)
    }

    func showSettings() {
        let settings = KitchenSettingsViewController.make(withModel: pantryModel)
        settings.helper = self
        navigation.present(settings, animated: true)
    }
}
