import UIKit

protocol RecipesListProviderDelegate: AnyObject {
    func providerDidSelect(at indexPath: IndexPath)
}

/// A table's data source and delegate: a touch on a row is reported to its delegate.
class ListProvider: NSObject, UITableViewDataSource, UITableViewDelegate {
    weak var delegate: RecipesListProviderDelegate?

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        0
    }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell()
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        delegate?.providerDidSelect(at: indexPath)
    }
}

/// The recipes table's provider: the base class handles the touch.
final class RecipesListProvider: ListProvider {
    var recipes: [String] = []

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        recipes.count
    }
}

/// The steps' collection view: a touch on an item runs the closure its screen gave it.
final class StepsProvider: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    var steps: [String] = []
    var onSelect: ((Int) -> Void)?

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        steps.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell()
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        onSelect?(indexPath.item)
    }
}
