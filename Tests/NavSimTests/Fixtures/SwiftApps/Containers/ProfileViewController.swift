import UIKit

enum Screens {
    static func makeDetails() -> DetailsViewController { DetailsViewController() }
}

/// Adds its child as it is made.
final class ProfileViewController: UIViewController {
    init() {
        super.init(nibName: nil, bundle: nil)
        let details = Screens.makeDetails()
        addChild(details)
        view.addSubview(details.view)
        details.didMove(toParent: self)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class DetailsViewController: UIViewController {
    @IBAction func closeTapped(_ sender: UIButton) {
        dismiss(animated: true)
    }
}
