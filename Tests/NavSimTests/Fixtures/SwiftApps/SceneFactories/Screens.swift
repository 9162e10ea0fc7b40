import RxCocoa
import RxSwift
import UIKit

/// What every screen adopts: the coordinator acts on the screen on top.
protocol SceneTransitionable {
    func transition(type: SceneTransition, with args: [String: Any?]?, animated: Bool)
    func pop()
}

class KitchenViewController: UIViewController, SceneTransitionable {
    let disposeBag = DisposeBag()
}

extension SceneTransitionable where Self: KitchenViewController {
    func transition(type: SceneTransition, with args: [String: Any?]?, animated: Bool = false) {
        SceneCoordinator.shared.transition(type: type, with: args, animated: animated)
    }

    func pop() {
        SceneCoordinator.shared.pop()
    }
}

final class WelcomeViewController: KitchenViewController {
    let startButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        startButton.rx.tap
            .subscribe(onNext: { [weak self] in
                guard let self = self else { return }
                self.transition(type: .root(scene: .recipes, wrapped: true), with: nil)
            })
            .disposed(by: disposeBag)
    }
}

final class RecipesViewController: KitchenViewController {
    let tableView = UITableView()
    let timerButton = UIButton()
    let shoppingButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.rx.modelSelected(String.self)
            .subscribe(onNext: { [weak self] title in
                self?.transition(type: .push(scene: .recipe), with: ["title": title], animated: true)
            })
            .disposed(by: disposeBag)
        // `wrapped` left out: false, the timer is presented as it is.
        timerButton.rx.tap
            .subscribe(onNext: { [weak self] in
                self?.transition(type: .present(scene: .timer, presentationStyle: .pageSheet), with: nil, animated: true)
            })
            .disposed(by: disposeBag)
        // `presentationStyle` left out: `.fullScreen`, in a navigation controller of its own.
        shoppingButton.rx.tap
            .subscribe(onNext: { [weak self] in
                self?.transition(type: .present(scene: .shopping, wrapped: true), with: nil, animated: true)
            })
            .disposed(by: disposeBag)
    }
}

final class RecipeViewController: KitchenViewController {
    let backButton = UIButton()
    let timerButton = UIButton()

    override func viewDidLoad() {
        super.viewDidLoad()
        // Two handlers set up one after the other: neither runs after the other.
        backButton.rx.tap
            .subscribe(onNext: { [weak self] in
                self?.pop()
            })
            .disposed(by: disposeBag)
        timerButton.rx.tap
            .subscribe(onNext: { [weak self] in
                self?.transition(type: .present(scene: .timer, presentationStyle: .pageSheet), with: nil, animated: true)
            })
            .disposed(by: disposeBag)
    }
}

final class TimerViewController: KitchenViewController {
    @objc func doneTapped() {
        pop()
    }
}

/// A view of the screen's with a stream its button feeds.
final class ShoppingHeaderView: UIView {
    let timerTapped = PublishRelay<Void>()
    let timerButton = UIButton()

    func setUp() {
        timerButton.rx.tap.bind(to: timerTapped).disposed(by: DisposeBag())
    }
}

final class ShoppingViewController: KitchenViewController {
    let headerView = ShoppingHeaderView()

    override func viewDidLoad() {
        super.viewDidLoad()
        // The view's stream runs when the user touches its button: read here.
        headerView.timerTapped
            .subscribe(onNext: { [weak self] _ in
                guard let self else { return }
                self.transition(type: .present(scene: .timer, presentationStyle: .formSheet), with: nil)
            })
            .disposed(by: disposeBag)
    }

    @objc func recipeTapped() {
        transition(type: .push(scene: .recipe), with: nil, animated: true)
    }
}
