import UIKit

@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        let tabBar = UITabBarController()
        let feed = FeedViewController(viewModel: FeedViewModel())
        let feedNavigation = UINavigationController(rootViewController: feed)
        let search = UINavigationController()
        search.viewControllers = [SearchViewController()]
        let storyboard = UIStoryboard(name: "Profile", bundle: nil)
        let profile = storyboard.instantiateViewController(withIdentifier: "Profile") as! ProfileViewController
        tabBar.setViewControllers([feedNavigation, search, profile], animated: false)
        window = UIWindow(frame: UIScreen.main.bounds)
        window!.rootViewController = tabBar
        window!.makeKeyAndVisible()
        return true
    }
}
