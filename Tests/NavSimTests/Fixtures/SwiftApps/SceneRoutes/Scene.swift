import UIKit

/// Every screen the coordinator can show; callers name one.
enum Scene {
    case login
    case home
    case photoDetails
    case settings
}

extension Scene {
    /// The factory: one view controller per scene.
    func viewController() -> UIViewController {
        switch self {
        case .login:
            return LoginViewController()
        case .home:
            return UINavigationController(rootViewController: HomeViewController())
        case .photoDetails:
            let storyboard = UIStoryboard(name: "Main", bundle: nil)
            return storyboard.instantiateViewController(withIdentifier: "PhotoDetails") as! PhotoDetailsViewController
        case .settings:
            return UINavigationController(rootViewController: SettingsViewController())
        }
    }
}

/// How a scene is shown.
enum SceneTransitionType {
    case root(scene: Scene)
    case push(scene: Scene)
    case present(scene: Scene, presentationStyle: UIModalPresentationStyle = .automatic)
}
