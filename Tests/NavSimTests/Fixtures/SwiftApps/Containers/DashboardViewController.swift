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

        let chart = ChartViewController(range: filter)
        addChild(chart)
        view.addSubview(chart.view)
        chart.didMove(toParent: self)
    }
}

final class ChartViewController: UIViewController {
    let range: String

    init(range: String) {
        self.range = range
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class SummaryViewController: UIViewController {}

final class FeedViewController: UIViewController {
    var filter: String?
}
