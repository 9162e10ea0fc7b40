import UIKit

final class RecipesViewController: UIViewController, RecipesListProviderDelegate {
    private let tableView = UITableView()
    private let provider = RecipesListProvider()
    private var recipes: [String] = ["Soup", "Bread"]

    override func viewDidLoad() {
        super.viewDidLoad()
        provider.delegate = self
        provider.recipes = recipes
        tableView.dataSource = provider
        tableView.delegate = provider
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .add, target: self, action: #selector(importTapped))
    }

    @objc private func importTapped() {
        showLoading()
        hideLoading()
        let sheet = ImportViewController.make(with: recipes, title: "Import")
        present(sheet, animated: true)
    }

    func providerDidSelect(at indexPath: IndexPath) {
        hideLoading()
        let steps = StepsViewController()
        steps.recipe = recipes[indexPath.row]
        navigationController?.pushViewController(steps, animated: true)
    }
}

final class StepsViewController: UIViewController {
    var recipe: String?
    private let provider = StepsProvider()
    /// A third-party progress HUD (no view controller): its `dismiss(animated:)` leaves no screen.
    private let hud = ProgressHUD()
    private let collectionView = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.dataSource = provider
        collectionView.delegate = provider
        provider.onSelect = { [weak self] item in
            self?.showTip(item)
        }
    }

    private func showTip(_ item: Int) {
        hud.dismiss(animated: true)
        let tip = TipViewController()
        tip.number = item
        navigationController?.pushViewController(tip, animated: true)
    }
}

/// Related recipes under the tip, in a table whose provider reports to the tip as well.
final class TipViewController: UIViewController, RecipesListProviderDelegate {
    var number = 0
    private let related = ListProvider()
    private let tableView = UITableView()

    override func viewDidLoad() {
        super.viewDidLoad()
        related.delegate = self
        tableView.delegate = related
        tableView.dataSource = related
    }

    func providerDidSelect(at indexPath: IndexPath) {
        navigationController?.popToRootViewController(animated: true)
    }
}

final class ImportViewController: UIViewController {
    var sources: [String] = []
    var heading: String?

    /// The import screen, loaded from its nib, in a navigation controller of its own.
    static func make(with sources: [String], title: String) -> UINavigationController {
        let screen = ImportViewController.fromNib()
        screen.sources = sources
        screen.heading = title
        return UINavigationController(rootViewController: screen)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .cancel, target: self, action: #selector(closeTapped))
    }

    @objc private func closeTapped() {
        dismiss(animated: true)
    }
}
