import UIKit

/// Presented over the pantry; closes itself with a button set up in its property's closure.
final class CreditsViewController: UIViewController {
    private lazy var closeButton: UIButton = {
        let button = UIButton(type: .close)
        button.addAction(UIAction { [weak self] _ in self?.dismiss(animated: true) }, for: .touchUpInside)
        return button
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(closeButton)
    }
}

final class RecipeViewController: UIViewController {
    var recipe: Recipe?

    /// A closure property the button's action calls: it runs when the button's code runs.
    lazy var onStartOver = { [weak self] in
        self?.navigationController?.popToRootViewController(animated: true)
    }

    lazy var startOverButton = UIButton(primaryAction: UIAction(title: "Start over") { [weak self] _ in
        self?.onStartOver()
    })

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(startOverButton)
    }
}

final class ShoppingListViewController: UIViewController {
    /// Does nothing until the screen showing the list sets it.
    var onDone: () -> Void = {}

    lazy var doneButton = UIBarButtonItem(title: "Done", primaryAction: UIAction { [weak self] _ in
        self?.onDone()
    })

    /// A computed property: its getter builds the action each time it is read.
    var shareAction: UIAction {
        UIAction(title: "Share") { [weak self] _ in
            self?.present(ShareViewController(), animated: true)
        }
    }
}

final class ShareViewController: UIViewController {}

/// Builds a help button for whichever screen it is given: an object, not a screen, whose
/// button no screen's code is read to show.
final class HelpButtonMaker {
    weak var host: UIViewController?

    lazy var helpButton = UIBarButtonItem(
        title: "Help",
        primaryAction: UIAction { [weak self] _ in
            self?.host?.present(HelpViewController(), animated: true)
        })
}

final class HelpViewController: UIViewController {}

final class TimersViewController: UIViewController {}
