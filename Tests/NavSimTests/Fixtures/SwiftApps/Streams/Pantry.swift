import Combine
import RxCocoa
import RxSwift
import UIKit

struct Recipe {
    var title: String
}

/// What the pantry screen tells whoever listens: streams the coordinator subscribes to.
final class PantryViewModel {
    let picked = PublishSubject<Recipe>()
    let shopping = PublishRelay<Void>()
    let help = PublishRelay<Void>()

    func shoppingTapped() { shopping.accept(()) }
}

final class PantryViewController: UITableViewController {
    var recipes: [Recipe] = []
    var viewModel: PantryViewModel!
    let helpButton = UIButton()
    let aboutButton = UIButton()
    private let bag = DisposeBag()

    override func viewDidLoad() {
        super.viewDidLoad()
        helpButton.rx.tap.bind(to: viewModel.help).disposed(by: bag)
        // A stream of UIKit's: its closure runs when the user taps, read in place.
        aboutButton.rx.tap
            .subscribe(onNext: { [weak self] in self?.showAbout() })
            .disposed(by: bag)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        viewModel.picked.onNext(recipes[indexPath.row])
    }

    @IBAction func listTapped() { viewModel.shoppingTapped() }

    private func showAbout() {
        navigationController?.pushViewController(AboutViewController(), animated: true)
    }
}

final class RecipeViewController: UIViewController {
    var recipe: Recipe?
}

final class ShoppingViewController: UIViewController {}
final class HelpViewController: UIViewController {}
final class AboutViewController: UIViewController {}

/// A Combine screen: its view model's subject is fed by the screen and sunk by the coordinator.
final class TimerViewModel {
    let finished = PassthroughSubject<Int, Never>()
}

final class TimerViewController: UIViewController {
    var model: TimerViewModel!
    var minutes = 0

    @IBAction func stopTapped() { model.finished.send(minutes) }
}

final class DoneViewController: UIViewController {
    var minutes = 0
}
