import UIKit

// A VIP app whose modules are built by their routers: each builder wires an interactor into the
// view controller it makes and writes on the interactor what the caller handed in, often a
// `[String: Any]` dictionary of parameters no data-store protocol declares.

struct Cuisine {
    var name: String
}

struct Recipe {
    var id: String
}

protocol RecipeListDataStore {
    var cuisine: Cuisine! { get set }
}

protocol RecipeListBusinessLogic {}

class RecipeListInteractor: RecipeListBusinessLogic, RecipeListDataStore {
    var cuisine: Cuisine!
}

class RecipeListViewController: UITableViewController {
    var interactor: RecipeListBusinessLogic!
    var router: RecipeListRouter!
    var shown: [Recipe] = []

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        router.showRecipe(id: shown[indexPath.row].id)
    }

    @objc func filterTapped() {
        router.showFilters()
    }
}

class RecipeListRouter {
    weak var viewController: RecipeListViewController?
    var dataStore: RecipeListDataStore?

    func showRecipe(id: String) {
        let recipe = RecipeBuilder.build(parameters: ["recipeId": id, "origin": "list"])
        viewController?.navigationController?.pushViewController(recipe, animated: true)
    }

    func showFilters() {
        guard let cuisine = dataStore?.cuisine.name else { return }
        let filters = FiltersRouter().create(parameters: ["cuisine": cuisine], limits: [:])
        viewController?.present(filters, animated: true)
    }
}

protocol RecipeBusinessLogic {
    var parameters: [String: Any]? { get }
}

class RecipeInteractor: RecipeBusinessLogic {
    var parameters: [String: Any]?
}

class RecipeViewController: UIViewController {
    var interactor: RecipeBusinessLogic?
}

enum RecipeBuilder {
    static func build(parameters: [String: Any]) -> RecipeViewController {
        let view = RecipeViewController()
        let interactor = RecipeInteractor()
        interactor.parameters = parameters
        view.interactor = interactor
        return view
    }
}

class FiltersInteractor {
    var parameters: [String: Any] = [:]
    var limits: [String: Int]?
}

class FiltersViewController: UIViewController {
    var interactor: FiltersInteractor!
    var router: FiltersRouter?
}

class FiltersRouter {
    func create(parameters: [String: Any], limits: [String: Int]) -> FiltersViewController {
        let view = FiltersViewController()
        let interactor = FiltersInteractor()
        view.interactor = interactor
        view.router = self
        interactor.parameters = parameters
        interactor.limits = limits
        return view
    }
}
