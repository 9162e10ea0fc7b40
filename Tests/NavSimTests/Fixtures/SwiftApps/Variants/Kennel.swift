import UIKit

// A Clean Swift scene whose data store protocol is named after what it holds, not after the
// scene: the router's `dataStore` property says which scene it belongs to.
struct Pet {
    var name: String
}

protocol PetDetailsDataStore {
    var pet: Pet? { get set }
}

protocol DogDataPassing {
    var dataStore: PetDetailsDataStore? { get }
}

class DogInteractor: PetDetailsDataStore {
    var pet: Pet?
}

class DogRouter: NSObject, DogDataPassing {
    weak var viewController: DogViewController?
    var dataStore: PetDetailsDataStore?
}

class DogViewController: UIViewController {
    var interactor: DogInteractor?
    var router: DogRouter?

    required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
        setup()
    }

    private func setup() {
        let interactor = DogInteractor()
        let router = DogRouter()
        router.viewController = self
        router.dataStore = interactor
        self.interactor = interactor
        self.router = router
    }
}
