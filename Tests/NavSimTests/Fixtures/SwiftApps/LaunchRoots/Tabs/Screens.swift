import UIKit

struct FeedViewModel {}

class FeedViewController: UIViewController {
    let viewModel: FeedViewModel
    init(viewModel: FeedViewModel) {
        self.viewModel = viewModel
        super.init(nibName: nil, bundle: nil)
    }
}

class SearchViewController: UIViewController {}

class ProfileViewController: UIViewController {}
