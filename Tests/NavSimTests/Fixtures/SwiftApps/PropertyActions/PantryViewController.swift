import UIKit

struct Recipe {
    let title: String
}

/// The first screen: its controls are properties whose values say what a tap does.
final class PantryViewController: UITableViewController {
    var recipes: [Recipe] = []

    /// A bar button whose primary action presents the credits.
    lazy var creditsButton = UIBarButtonItem(
        title: "Credits",
        primaryAction: UIAction { [weak self] _ in
            self?.present(CreditsViewController(), animated: true)
        })

    /// A button built in a closure run once, its target the screen: the selector's method is the code.
    private lazy var shoppingButton: UIButton = {
        let button = UIButton(type: .system)
        button.setTitle("Shopping list", for: .normal)
        button.addTarget(self, action: #selector(openShoppingList), for: .touchUpInside)
        return button
    }()

    /// A closure property, run by the row's callback with the selected recipe.
    lazy var showRecipe: (Recipe) -> Void = { [weak self] recipe in
        let detail = RecipeViewController()
        detail.recipe = recipe
        self?.navigationController?.pushViewController(detail, animated: true)
    }

    /// A closure property nothing calls: its navigation never runs.
    lazy var showTimers = { [weak self] in
        self?.navigationController?.pushViewController(TimersViewController(), animated: true)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.rightBarButtonItem = creditsButton
        tableView.tableFooterView = shoppingButton
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        showRecipe(recipes[indexPath.row])
    }

    @objc private func openShoppingList() {
        let list = ShoppingListViewController()
        list.onDone = { [weak self] in
            self?.navigationController?.popViewController(animated: true)
        }
        navigationController?.pushViewController(list, animated: true)
    }
}
