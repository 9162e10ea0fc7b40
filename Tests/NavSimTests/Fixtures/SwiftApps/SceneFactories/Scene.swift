import UIKit

/// Every screen of the app; a screen names the one it shows.
enum Scene {
    case welcome
    case recipes
    case recipe
    case timer
    case shopping
}

/// How a scene is shown. What a caller leaves out takes the case's default.
enum SceneTransition {
    case root(scene: Scene, wrapped: Bool = false)
    case push(scene: Scene)
    case present(scene: Scene, presentationStyle: UIModalPresentationStyle = .fullScreen, wrapped: Bool = false)
}
