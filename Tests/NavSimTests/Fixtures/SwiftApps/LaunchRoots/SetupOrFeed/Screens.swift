import UIKit

final class Services {
    var hasSource = false

    func makeFeedViewController() -> FeedViewController {
        FeedViewController()
    }
}

class FeedViewController: UIViewController {}

class SetupViewController: UIViewController {}
