import UIKit

struct Recipe {
    var title: String
}

protocol RecipesViewModelBindable: AnyObject {
    var recipes: [Recipe] { get }
    func didSelect(_ recipe: Recipe)
}

final class RecipesViewModel: RecipesModuleInput, RecipesModuleOutput {
    var onRecipeRequested: ((Recipe) -> Void)?
    var recipes: [Recipe] = []
}

extension RecipesViewModel: RecipesViewModelBindable {
    func didSelect(_ recipe: Recipe) {
        onRecipeRequested?(recipe)
    }
}

final class RecipesViewController: UIViewController, UITableViewDelegate {
    private let viewModel: RecipesViewModelBindable

    init(viewModel: RecipesViewModelBindable) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("no storyboard") }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.didSelect(viewModel.recipes[indexPath.row])
    }
}

final class RecipeViewModel: RecipeModuleInput, RecipeModuleOutput {
    var onTimerRequested: (() -> Void)?
    let recipe: Recipe

    init(recipe: Recipe) {
        self.recipe = recipe
    }

    func startTimer() {
        onTimerRequested?()
    }
}

final class RecipeViewController: UIViewController {
    private let viewModel: RecipeViewModel

    init(viewModel: RecipeViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("no storyboard") }

    @objc func timerTapped() {
        viewModel.startTimer()
    }
}

final class TimerViewModel: TimerModuleInput, TimerModuleOutput {
    var onDone: (() -> Void)?

    func finish() {
        onDone?()
    }
}

final class TimerViewController: UIViewController {
    private let viewModel: TimerViewModel

    init(viewModel: TimerViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("no storyboard") }

    @objc func doneTapped() {
        viewModel.finish()
    }
}
