import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        ScreenLauncher.shared.launch()
        return true
    }
}

/// Builds the window: a navigation controller it keeps, its stack set to the first screen.
final class ScreenLauncher {
    static let shared = ScreenLauncher()

    private lazy var window = UIWindow(frame: UIScreen.main.bounds)
    private lazy var stack = UINavigationController()

    func launch() {
        stack.viewControllers = [RecipesViewController()]
        window.rootViewController = stack
        window.makeKeyAndVisible()
    }
}

extension UIViewController {
    /// The screen loaded from the nib named after its class.
    static func fromNib() -> Self {
        Self(nibName: String(describing: self), bundle: nil)
    }

    func showLoading() {
        LoadingBanner.show()
    }

    /// A third-party banner's static `dismiss()`: no screen leaves.
    func hideLoading() {
        LoadingBanner.dismiss()
    }
}
