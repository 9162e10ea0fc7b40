import UIKit

protocol AddCarDataStore {
    var garageName: String! { get set }
}

final class AddCarViewController: UIViewController {
    var router: AddCarRouter?
    var car: Car?

    // The router is injected; the storyboard's init(coder:) builds the stack itself.
    init(router: AddCarRouter) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {}
}

protocol CarDetailDataStore {
    var car: Car! { get set }
}

final class CarDetailViewController: UIViewController {
    var router: CarDetailRouter?

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setup()
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        setup()
    }

    private func setup() {}
}

final class SettingsViewController: UIViewController {
    var router: SettingsRouter?
    let theme: String

    init(theme: String) {
        self.theme = theme
        super.init(nibName: nil, bundle: nil)
        setup()
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    private func setup() {}
}
