import Combine
import RxSwift
import UIKit

final class KitchenCoordinator {
    private let navigationController: UINavigationController
    private let bag = DisposeBag()
    private var cancellables = Set<AnyCancellable>()

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let model = PantryViewModel()
        let pantry = PantryViewController()
        pantry.viewModel = model
        model.picked
            .subscribe(onNext: { [weak self] recipe in self?.showRecipe(recipe) })
            .disposed(by: bag)
        model.shopping
            .observe(on: MainScheduler.instance)
            .bind { [weak self] in self?.showShopping() }
            .disposed(by: bag)
        model.help.bind(onNext: { [weak self] in self?.showHelp() }).disposed(by: bag)
        navigationController.pushViewController(pantry, animated: false)
    }

    private func showRecipe(_ recipe: Recipe) {
        let screen = RecipeViewController()
        screen.recipe = recipe
        navigationController.pushViewController(screen, animated: true)
    }

    private func showShopping() {
        navigationController.pushViewController(ShoppingViewController(), animated: true)
    }

    private func showHelp() {
        navigationController.present(HelpViewController(), animated: true)
    }

    func startTimer() {
        let model = TimerViewModel()
        let timer = TimerViewController()
        timer.model = model
        model.finished
            .sink { [weak self] minutes in self?.showDone(after: minutes) }
            .store(in: &cancellables)
        navigationController.pushViewController(timer, animated: true)
    }

    private func showDone(after minutes: Int) {
        let done = DoneViewController()
        done.minutes = minutes
        navigationController.pushViewController(done, animated: true)
    }
}
