import UIKit

protocol ProfileDataStore: AnyObject {
    var contact: Contact? { get set }
}

/// What the list hands the profile: the module keeps it, then makes itself its router's data
/// store, and the router copies it onto the interactor it builds.
final class ProfileModule: ProfileDataStore {
    var contact: Contact?
    private let router: ProfileRouter

    init(navigator: Navigator) {
        router = ProfileRouter(navigator: navigator)
    }

    func present() {
        router.dataStore = self
        router.show()
    }
}

final class ProfileRouter {
    var dataStore: ProfileDataStore?
    private let navigator: Navigator

    init(navigator: Navigator) {
        self.navigator = navigator
    }

    func show() {
        navigator.push(create())
    }

    func create() -> ProfileViewController {
        let view = ProfileViewController()
        let interactor = ProfileInteractor()
        interactor.contact = dataStore?.contact
        view.interactor = interactor
        return view
    }
}

final class ProfileInteractor: ProfileDataStore {
    var contact: Contact?
}

final class ProfileViewController: UIViewController {
    var interactor: ProfileInteractor?
}
