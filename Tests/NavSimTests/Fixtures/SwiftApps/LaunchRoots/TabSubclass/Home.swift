import UIKit

protocol HomeDataStore {
    var items: [String]? { get set }
}

class HomeInteractor: HomeDataStore {
    var items: [String]?
}

class HomeRouter {
    weak var viewController: HomeViewController?
    var dataStore: HomeDataStore?
}

class HomeViewController: UIViewController {
    var router: HomeRouter?

    init() {
        super.init(nibName: nil, bundle: nil)
        setup()
    }

    private func setup() {
        let interactor = HomeInteractor()
        let router = HomeRouter()
        router.viewController = self
        router.dataStore = interactor
        self.router = router
    }
}
