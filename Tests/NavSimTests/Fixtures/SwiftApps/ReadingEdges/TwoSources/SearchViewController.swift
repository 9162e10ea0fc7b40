import UIKit

struct Film: Hashable { var title: String }
struct Person: Hashable { var name: String }

/// Fills the people's data source from its own list.
final class PeopleProvider {
    let source: UITableViewDiffableDataSource<Int, Person>
    var people: [Person] = []

    init(source: UITableViewDiffableDataSource<Int, Person>) {
        self.source = source
    }

    func reload() {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Person>()
        snapshot.appendSections([0])
        snapshot.appendItems(people)
        source.apply(snapshot)
    }
}

/// Two data sources: the films' filled here, the people's by a provider.
class SearchViewController: UIViewController, UITableViewDelegate {
    var films: [Film] = []
    var filmSource: UICollectionViewDiffableDataSource<Int, Film>!
    var peopleSource: UITableViewDiffableDataSource<Int, Person>!
    var provider: PeopleProvider?

    override func viewDidLoad() {
        super.viewDidLoad()
        provider = PeopleProvider(source: peopleSource)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Film>()
        snapshot.appendSections([0])
        snapshot.appendItems(films)
        filmSource.apply(snapshot)
    }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let person = peopleSource.itemIdentifier(for: indexPath) else { return }
        let page = PersonViewController()
        page.person = person
        navigationController?.pushViewController(page, animated: true)
    }
}

class PersonViewController: UIViewController {
    var person: Person?
}
