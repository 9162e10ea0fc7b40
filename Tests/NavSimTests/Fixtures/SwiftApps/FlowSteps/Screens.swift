import UIKit

final class CatalogViewController: UITableViewController {
    let steps = StepRelay()

    @IBAction func optionsTapped(_ sender: Any) {
        steps.accept(ShopStep.optionsRequired)
    }
}

/// Each row carries the step it stands for; a selected row's step is handed on.
final class OptionsViewController: UITableViewController {
    struct Row {
        let step: ShopStep
        let title: String
    }

    let steps = StepRelay()
    let rows = [Row(step: .helpRequired, title: "Help"), Row(step: ShopStep.legalRequired, title: "Legal")]

    override func viewDidLoad() {
        super.viewDidLoad()
        _ = tableView.rx.modelSelected(Row.self)
            .map { $0.step }
            .bind(to: steps)
    }

    @IBAction func doneTapped(_ sender: Any) {
        steps.accept(ShopStep.optionsDone)
    }
}

final class HelpViewController: UIViewController {}

final class LegalViewController: UIViewController {}
