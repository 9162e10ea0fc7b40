import UIKit

/// Launch: the list in a navigation controller (not a user's navigation).
class SceneFlow {
    let window: UIWindow?

    init(window: UIWindow?) { self.window = window }

    func start() {
        let list = StudentListFactory.build()
        window?.rootViewController = UINavigationController(rootViewController: list)
        window?.makeKeyAndVisible()
    }
}
