import ModuleKit

/// Modules of the framework's generic base class: its initialiser, `init(view:input:output:)`,
/// is the framework's, and its fields hold what it was handed.
protocol RecipesModuleInput: AnyObject {}

protocol RecipesModuleOutput: AnyObject {
    var onRecipeRequested: ((Recipe) -> Void)? { get set }
}

final class RecipesModule: BaseModule<RecipesModuleInput, RecipesModuleOutput> {}

protocol RecipeModuleInput: AnyObject {}

protocol RecipeModuleOutput: AnyObject {
    var onTimerRequested: (() -> Void)? { get set }
}

final class RecipeModule: BaseModule<RecipeModuleInput, RecipeModuleOutput> {}

protocol TimerModuleInput: AnyObject {}

protocol TimerModuleOutput: AnyObject {
    var onDone: (() -> Void)? { get set }
}

final class TimerModule: BaseModule<TimerModuleInput, TimerModuleOutput> {}
