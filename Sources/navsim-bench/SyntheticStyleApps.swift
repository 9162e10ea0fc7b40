// Synthetic apps of the two other styles the import reads, for `navsim-bench import --style`:
// plain MVC with storyboards, and coordinators that build scenes in code. Each writes N scenes
// the way such apps are written, so the import's cost is measured on the code it will meet.
import Foundation

/// What `navsim-bench import --style` writes: a tree of files under a folder.
protocol SyntheticAppStyle {
    /// Writes the app under `folder`; returns how many files.
    func write(to folder: String) -> Int
}

extension SyntheticAppStyle {
    func write(_ text: String, to path: String) {
        _ = FileManager.default.createFile(atPath: path, contents: Data(text.utf8))
    }

    /// A storyboard's start: a navigation controller, the initial view controller, whose root
    /// is the view controller `vc-0`; the scenes follow, then `</scenes></document>`.
    var navigationStoryboardHeader: String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="nav-00-000">
            <scenes>
                <scene sceneID="nav-scene">
                    <objects>
                        <navigationController id="nav-00-000" sceneMemberID="viewController">
                            <connections>
                                <segue destination="vc-0" kind="relationship" relationship="rootViewController" id="root-segue"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>

        """
    }
}

extension SyntheticApp: SyntheticAppStyle {}

/// A plain MVC app of `scenes` scenes in one navigation controller: scene i shows scene i + 1 by a
/// segue whose `prepare(for:sender:)` passes the selected row and a flag, fires it from
/// `didSelectRowAt` with `performSegue`, and unwinds to scene 0 with a value read from the source.
struct SyntheticMVCApp: SyntheticAppStyle {
    let scenes: Int

    func write(to folder: String) -> Int {
        try? FileManager.default.createDirectory(atPath: folder + "/Controllers", withIntermediateDirectories: true)
        write(storyboard(), to: folder + "/Main.storyboard")
        for index in 0..<scenes {
            write(viewController(index), to: folder + "/Controllers/Screen\(index)ViewController.swift")
        }
        return scenes + 1
    }

    private func storyboard() -> String {
        var xml = navigationStoryboardHeader
        for index in 0..<scenes {
            var segues =
                index + 1 < scenes
                ? "<segue destination=\"vc-\(index + 1)\" kind=\"show\" identifier=\"ShowNext\" id=\"seg-\(index)\"/>"
                : ""
            if index > 0 {
                segues +=
                    "<segue destination=\"exit-\(index)\" kind=\"unwind\" unwindAction=\"unwindToStartWithSegue:\" id=\"unw-\(index)\"/>"
            }
            xml += """
                        <scene sceneID="scene-\(index)">
                            <objects>
                                <tableViewController id="vc-\(index)" customClass="Screen\(index)ViewController" sceneMemberID="viewController"><connections>\(segues)</connections></tableViewController>
                                <exit id="exit-\(index)" userLabel="Exit" sceneMemberID="exit"/>
                            </objects>
                        </scene>

                """
        }
        return xml + "    </scenes>\n</document>\n"
    }

    private func viewController(_ index: Int) -> String {
        let next = "Screen\(index + 1)ViewController"
        let prepare =
            index + 1 < scenes
            ? """
              override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                switch segue.identifier {
                case "ShowNext":
                  guard let detail = segue.destination as? \(next), let row = tableView.indexPathForSelectedRow?.row else { return }
                  detail.item = items[row]
                  detail.isEditingEnabled = true
                  detail.delegate = self
                default:
                  break
                }
              }

              override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                performSegue(withIdentifier: "ShowNext", sender: self)
              }
            """
            : ""
        let unwind =
            index == 0
            ? """
              @IBAction func unwindToStart(_ segue: UIStoryboardSegue) {
                if let source = segue.source as? Screen1ViewController {
                  lastItem = source.item
                }
              }
            """
            : ""
        return """
            import UIKit

            class Screen\(index)ViewController: UITableViewController {
              var items: [Item] = []
              var item: Item?
              var lastItem: Item?
              var isEditingEnabled = false
              weak var delegate: AnyObject?
              @IBOutlet weak var titleLabel: UILabel!

            \(prepare)
            \(unwind)
              override func viewDidLoad() {
                super.viewDidLoad()
                titleLabel.text = "Screen \\(item?.name ?? "—") { not code }"
              }
            }
            """
    }
}

/// A coordinator app of `scenes` scenes: the scene delegate starts an app coordinator that
/// pushes scene 0 onto a navigation controller; scene i's view controller calls its weak
/// coordinator with the selected item, and the coordinator builds scene i + 1 with it and pushes
/// it; a child coordinator every ten scenes; scene i pops back through a delegate callback.
struct SyntheticCoordinatorApp: SyntheticAppStyle {
    let scenes: Int

    func write(to folder: String) -> Int {
        try? FileManager.default.createDirectory(atPath: folder + "/Scenes", withIntermediateDirectories: true)
        write(sceneDelegate(), to: folder + "/SceneDelegate.swift")
        write(coordinator(), to: folder + "/AppCoordinator.swift")
        for index in 0..<scenes {
            write(viewController(index), to: folder + "/Scenes/Page\(index)ViewController.swift")
        }
        return scenes + 2
    }

    private func sceneDelegate() -> String {
        """
        import UIKit

        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          var coordinator: AppCoordinator?

          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            let navigationController = UINavigationController()
            coordinator = AppCoordinator(navigationController: navigationController)
            coordinator?.start()
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = navigationController
            window?.makeKeyAndVisible()
          }
        }
        """
    }

    private func coordinator() -> String {
        var methods = ""
        for index in 1..<max(scenes, 1) {
            methods += """

                  func showPage\(index)(item: Item) {
                    let controller = Page\(index)ViewController(item: item)
                    controller.coordinator = self
                    navigationController.pushViewController(controller, animated: true)
                  }

                """
        }
        return """
            import UIKit

            protocol Coordinator: AnyObject {
              var navigationController: UINavigationController { get }
              func start()
            }

            final class AppCoordinator: Coordinator {
              let navigationController: UINavigationController
              var children: [Coordinator] = []

              init(navigationController: UINavigationController) {
                self.navigationController = navigationController
              }

              func start() {
                let controller = Page0ViewController(item: Item(name: "start"))
                controller.coordinator = self
                navigationController.pushViewController(controller, animated: false)
              }

              func back() {
                navigationController.popViewController(animated: true)
              }
            \(methods)
            }
            """
    }

    private func viewController(_ index: Int) -> String {
        let forward =
            index + 1 < scenes
            ? """
              override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                coordinator?.showPage\(index + 1)(item: items[indexPath.row])
              }
            """
            : ""
        return """
            import UIKit

            final class Page\(index)ViewController: UITableViewController {
              weak var coordinator: AppCoordinator?
              let item: Item
              var items: [Item] = []

              init(item: Item) {
                self.item = item
                super.init(style: .plain)
              }

              required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

            \(forward)
              @objc func doneTapped() {
                coordinator?.back()
              }
            }
            """
    }
}
