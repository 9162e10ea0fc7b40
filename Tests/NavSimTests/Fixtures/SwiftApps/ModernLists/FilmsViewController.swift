import UIKit

struct Film: Hashable {
    var title: String
    var year: Int
}

/// A diffable data source filled from one list, sorted two ways.
class FilmsViewController: UICollectionViewController {
    var films: [Film] = []
    private var dataSource: UICollectionViewDiffableDataSource<Int, Film>!
    private var byYear = false

    private func reload() {
        loadFilms { [weak self] films in
            guard let films = films else { return }
            self?.films = films
            self?.createSnapshot(from: self!.films)
        }
    }

    private func loadFilms(_ done: @escaping ([Film]?) -> Void) {
        done([])
    }

    /// Fills the list from what its callers hand it: the films, sorted, or those a search kept.
    private func createSnapshot(from films: [Film]) {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Film>()
        snapshot.appendSections([0])
        if byYear {
            snapshot.appendItems(films.sorted(by: { $0.year < $1.year }))
        } else {
            snapshot.appendItems(films)
        }
        dataSource.apply(snapshot, animatingDifferences: true)
    }

    func search(_ text: String?) {
        let found: [Film]
        if let text = text, !text.isEmpty {
            found = films.filter { $0.title.contains(text) }
        } else {
            found = films
        }
        createSnapshot(from: found)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let film = dataSource.itemIdentifier(for: indexPath) else { return }
        let detail = FilmDetailViewController()
        detail.film = film
        let navigation = UINavigationController(rootViewController: detail)
        present(navigation, animated: true)
    }
}

/// Presented alone in a navigation controller: its pop finds nothing below it.
class FilmDetailViewController: UIViewController {
    var film: Film?

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            barButtonSystemItem: .close, target: self, action: #selector(closeTapped))
    }

    @objc private func closeTapped() {
        navigationController?.popViewController(animated: true)
        dismiss(animated: true, completion: nil)
    }
}
