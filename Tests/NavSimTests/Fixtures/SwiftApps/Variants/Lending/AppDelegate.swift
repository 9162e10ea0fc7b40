import UIKit

// The storyboard builds the tabs; launch code hands each tab's root the library it made and
// tells the second tab to show only the loans.
@main
class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
    let library = LibraryStore()

    func application(
        _ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
    ) -> Bool {
        guard let tabs = window?.rootViewController as? UITabBarController,
            let controllers = tabs.viewControllers
        else { return true }
        for (position, controller) in controllers.enumerated() {
            guard let navigation = controller as? UINavigationController,
                let list = navigation.viewControllers.first as? TitlesViewController
            else { continue }
            list.library = library
            list.loansOnly = position == 1
            list.pageSize = 20
            list.clock = Clock()
        }
        return true
    }
}

class Clock {}

struct Title {
    var name: String
}

class LibraryStore {
    var titles: [Title] = []
    var loans: [Title] = []
}

class TitlesViewController: UITableViewController {
    var library: LibraryStore?
    var loansOnly = false
    var pageSize = 10
    var clock: Clock?

    var shown: [Title] {
        if loansOnly {
            return library?.loans ?? []
        }
        return library?.titles ?? []
    }

    var count: Int { loansOnly ? (library?.loans.count ?? 0) : 0 }

    var total: Int { library?.size ?? 0 }
}

extension LibraryStore {
    var size: Int { titles.count + loans.count }
}
