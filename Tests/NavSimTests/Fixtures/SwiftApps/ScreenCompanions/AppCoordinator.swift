import UIKit

final class SummaryViewModel {
    var totals: [Int] = []
}

final class AppCoordinator {
    let navigationController: UINavigationController

    init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    func start() {
        let summary = SummaryViewModel()
        let shelf = ShelfFactory().build()
        let note = NoteViewController()
        navigationController.setViewControllers([shelf, note], animated: false)
        _ = summary
    }
}
