import Swinject

/// Read after the coordinators that resolve what they register.
final class RecipesAssembly: Assembly {
    func assemble(container: Container) {
        container.register(RecipesViewModel.self) { _ in RecipesViewModel() }

        container.register(RecipesModule.self) { resolver in
            let viewModel = resolver.resolve(RecipesViewModel.self)!
            let view = RecipesViewController(viewModel: viewModel)
            return RecipesModule(view: view, input: viewModel, output: viewModel)
        }
    }
}

final class RecipeAssembly: Assembly {
    func assemble(container: Container) {
        container.register(RecipeModule.self) { (resolver, recipe: Recipe) in
            let viewModel = RecipeViewModel(recipe: recipe)
            return RecipeModule(view: RecipeViewController(viewModel: viewModel), input: viewModel, output: viewModel)
        }

        container.register(TimerModule.self) { _ in
            let viewModel = TimerViewModel()
            return TimerModule(view: TimerViewController(viewModel: viewModel), input: viewModel, output: viewModel)
        }
    }
}
