import UIKit

final class TasksViewModel {
    var tasks: [String] = []
}

final class EditTaskViewModel {
    let task: String
    init(task: String) { self.task = task }
}

/// Each screen holds the coordinator by its protocol.
class CoordinatedViewController: UIViewController {
    var coordinator: SceneCoordinatorType!
}

final class TasksViewController: CoordinatedViewController {
    var viewModel: TasksViewModel!

    @IBAction func taskTapped(_ sender: Any) {
        let editViewModel = EditTaskViewModel(task: viewModel.tasks[0])
        coordinator.transition(to: .editTask(editViewModel), type: .modal)
    }

    @IBAction func aboutTapped(_ sender: Any) {
        coordinator.transition(to: Scene.about, type: SceneTransitionType.push)
    }
}

final class EditTaskViewController: CoordinatedViewController {
    var viewModel: EditTaskViewModel!

    @IBAction func cancelTapped(_ sender: Any) {
        coordinator.pop(animated: true)
    }
}

final class AboutViewController: CoordinatedViewController {
    @IBAction func restartTapped(_ sender: Any) {
        coordinator.transition(to: .tasks(TasksViewModel()), type: .root)
    }
}
