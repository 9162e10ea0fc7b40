import UIKit

/// A scene with the view model it is shown with.
enum Scene {
    case tasks(TasksViewModel)
    case editTask(EditTaskViewModel)
    case about
}

extension Scene {
    func viewController() -> UIViewController {
        let storyboard = UIStoryboard(name: "Main", bundle: nil)
        switch self {
        case .tasks(let viewModel):
            let controller = TasksViewController()
            controller.viewModel = viewModel
            return UINavigationController(rootViewController: controller)
        case .editTask(let viewModel):
            let controller = storyboard.instantiateViewController(withIdentifier: "EditTask") as! EditTaskViewController
            controller.viewModel = viewModel
            return controller
        case .about:
            return AboutViewController()
        }
    }
}

enum SceneTransitionType {
    case root
    case push
    case modal
}

protocol SceneCoordinatorType: AnyObject {
    func transition(to scene: Scene, type: SceneTransitionType)
    func pop(animated: Bool)
}
