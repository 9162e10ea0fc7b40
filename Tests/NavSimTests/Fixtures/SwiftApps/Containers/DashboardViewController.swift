import UIKit

/// Two panes side by side: one held from the start, one from the storyboard.
final class DashboardViewController: UIViewController {
    var filter: String = "all"
    private let summary = SummaryViewController()

    override func loadView() {
        super.loadView()
        embedPanes()
    }

    private func embedPanes() {
        addChild(summary)
        view.addSubview(summary.view)
        summary.didMove(toParent: self)

        let feed = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Feed") as! FeedViewController
        feed.filter = filter
        self.addChild(feed)
        view.addSubview(feed.view)
        feed.didMove(toParent: self)
    }
}

final class SummaryViewController: UIViewController {}

final class FeedViewController: UIViewController {
    var filter: String?
}
