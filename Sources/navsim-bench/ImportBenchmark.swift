// The import benchmark: a synthetic Clean Swift app of N scenes — one storyboard, and a view
// controller, an interactor with its data store and a router per scene, as the Clean Swift
// templates write them — written to a temporary folder and imported, at each size asked for.
import Foundation
import NavSim

/// `navsim-bench import-corpus [FOLDER]`: imports each app of the storyboard corpus (one folder
/// per app, as in `Tests/NavSimTests/Fixtures/Storyboards`), timed all together, best of 3.
func runCorpusImportBenchmark(_ arguments: [String]) {
    let corpus = arguments.first ?? "Tests/NavSimTests/Fixtures/Storyboards"
    let apps = ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).sorted().filter { name in
        var folder: ObjCBool = false
        return FileManager.default.fileExists(atPath: corpus + "/" + name, isDirectory: &folder) && folder.boolValue
    }
    guard !apps.isEmpty else {
        print("import-corpus: no app folders in \(corpus)")
        return
    }
    let files = apps.reduce(0) { count, app in
        count
            + (FileManager.default.enumerator(atPath: corpus + "/" + app)?.allObjects.compactMap { $0 as? String }
                .filter { $0.hasSuffix(".storyboard") }.count ?? 0)
    }
    let (elapsed, imported) = best(of: 3) { () -> Int in
        var scenes = 0
        for app in apps {
            let result = AppImport.run(
                AppImport.Options(
                    paths: [corpus + "/" + app], name: "App", currentDirectory: FileManager.default.currentDirectoryPath
                ))
            scenes += result.summary.files
        }
        return scenes
    }
    print(
        "import-corpus: \(apps.count) apps, \(files) storyboards (\(imported) files read) in \(formatted(elapsed)) s: "
            + "\(grouped(Double(files) / elapsed)) files/s (best of 3)")
}

/// `navsim-bench import [--style clean-swift|mvc|coordinator|all] [scenes…]` (default: every
/// style, at 10 100 1000 scenes).
func runImportBenchmark(_ arguments: [String]) {
    var styles = ["clean-swift", "mvc", "coordinator"]
    if let flag = arguments.firstIndex(of: "--style"), flag + 1 < arguments.count, arguments[flag + 1] != "all" {
        styles = [arguments[flag + 1]]
    }
    let sizes = arguments.compactMap { Int($0) }
    for style in styles {
        for size in sizes.isEmpty ? [10, 100, 1000] : sizes { runImportBenchmark(style: style, size: size) }
    }
}

private func runImportBenchmark(style: String, size: Int) {
    let app: any SyntheticAppStyle
    switch style {
    case "mvc": app = SyntheticMVCApp(scenes: size)
    case "coordinator": app = SyntheticCoordinatorApp(scenes: size)
    case "clean-swift": app = SyntheticApp(scenes: size)
    default: fatalError("navsim-bench import: unknown style '\(style)' (clean-swift, mvc, coordinator, all)")
    }
    do {
        let folder = FileManager.default.temporaryDirectory.path + "/navsim-import-bench-\(style)-\(size)-\(getpid())"
        // NAVSIM_BENCH_KEEP=1 keeps the app, to import it by hand.
        defer {
            if ProcessInfo.processInfo.environment["NAVSIM_BENCH_KEEP"] == nil {
                try? FileManager.default.removeItem(atPath: folder)
            }
        }
        let files = app.write(to: folder)
        let clock = ContinuousClock()
        let start = clock.now
        let result = AppImport.run(AppImport.Options(paths: [folder], name: "Synthetic", currentDirectory: folder))
        let elapsed = seconds(clock.now - start)
        guard result.succeeded else {
            let problems = result.diagnostics.filter { $0.severity == .error }.prefix(5).map(
                DiagnosticFormatter().format)
            fatalError(
                "the synthetic \(style) app of \(size) scenes does not import:\n" + problems.joined(separator: "\n"))
        }
        print(
            "navsim-bench import: \(style), \(size) scenes, \(files) files in \(formatted(elapsed)) s: \(Int(Double(files) / elapsed)) files/s "
                + "(\(result.summary.passes) passes, \(result.summary.programmaticRoutes) routes from code)")
    }
}

/// A Clean Swift app of `scenes` scenes in one navigation controller: scene i has a show segue
/// to scene i + 1 whose router passes two fields, and a route from code that pops back.
struct SyntheticApp {
    let scenes: Int

    /// Writes the app under `folder`; returns how many files.
    func write(to folder: String) -> Int {
        let manager = FileManager.default
        try? manager.createDirectory(atPath: folder + "/Scenes", withIntermediateDirectories: true)
        var count = 1
        write(storyboard(), to: folder + "/Main.storyboard")
        for index in 0..<scenes {
            let scene = "Scene\(index)"
            try? manager.createDirectory(atPath: folder + "/Scenes/\(scene)", withIntermediateDirectories: true)
            write(viewController(index), to: folder + "/Scenes/\(scene)/\(scene)ViewController.swift")
            write(interactor(index), to: folder + "/Scenes/\(scene)/\(scene)Interactor.swift")
            write(router(index), to: folder + "/Scenes/\(scene)/\(scene)Router.swift")
            count += 3
        }
        return count
    }

    private func storyboard() -> String {
        var xml = navigationStoryboardHeader
        for index in 0..<scenes {
            let next =
                index + 1 < scenes
                ? "<connections><segue destination=\"vc-\(index + 1)\" kind=\"show\" identifier=\"Next\" id=\"seg-\(index)\"/></connections>"
                : ""
            xml += """
                        <scene sceneID="scene-\(index)">
                            <objects>
                                <viewController storyboardIdentifier="Scene\(index)" id="vc-\(index)" customClass="Scene\(index)ViewController" sceneMemberID="viewController">\(next)</viewController>
                            </objects>
                        </scene>

                """
        }
        return xml + "    </scenes>\n</document>\n"
    }

    private func viewController(_ index: Int) -> String {
        """
        import UIKit

        protocol Scene\(index)DisplayLogic: AnyObject {
          func displayItem(viewModel: Scene\(index).Item.ViewModel)
        }

        class Scene\(index)ViewController: UIViewController, Scene\(index)DisplayLogic {
          var interactor: Scene\(index)BusinessLogic?
          var router: (NSObjectProtocol & Scene\(index)RoutingLogic & Scene\(index)DataPassing)?

          override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
            super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
            setup()
          }

          required init?(coder aDecoder: NSCoder) {
            super.init(coder: aDecoder)
            setup()
          }

          private func setup() {
            let viewController = self
            let interactor = Scene\(index)Interactor()
            let router = Scene\(index)Router()
            viewController.interactor = interactor
            viewController.router = router
            router.viewController = viewController
            router.dataStore = interactor
          }

          override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
            if let scene = segue.identifier {
              let selector = NSSelectorFromString("routeTo\\(scene)WithSegue:")
              if let router = router, router.responds(to: selector) {
                router.perform(selector, with: segue)
              }
            }
          }

          @IBAction func backTapped(_ sender: Any) {
            router?.routeToBack(segue: nil)
          }

          func displayItem(viewModel: Scene\(index).Item.ViewModel) {
            /* "a comment with { braces } and a string" */
            title = "Scene \\(viewModel.name) — \\(String(describing: viewModel.count))"
          }
        }
        """
    }

    private func interactor(_ index: Int) -> String {
        """
        import UIKit

        protocol Scene\(index)BusinessLogic {
          func load(request: Scene\(index).Item.Request)
        }

        protocol Scene\(index)DataStore {
          var items: [Item]? { get }
          var item: Item! { get set }
          var note: String? { get set }
        }

        class Scene\(index)Interactor: Scene\(index)BusinessLogic, Scene\(index)DataStore {
          var items: [Item]?
          var item: Item!
          var note: String?

          func load(request: Scene\(index).Item.Request) {
            let worker = Worker()
            worker.fetch { [weak self] items in
              self?.items = items.filter { $0.name.hasPrefix("#") }
            }
          }
        }
        """
    }

    private func router(_ index: Int) -> String {
        let next = index + 1 < scenes ? "Scene\(index + 1)" : "Scene0"
        let back = index > 0 ? "Scene\(index - 1)" : "Scene0"
        return """
            import UIKit

            @objc protocol Scene\(index)RoutingLogic {
              func routeToNext(segue: UIStoryboardSegue?)
              func routeToBack(segue: UIStoryboardSegue?)
            }

            protocol Scene\(index)DataPassing {
              var dataStore: Scene\(index)DataStore? { get }
            }

            class Scene\(index)Router: NSObject, Scene\(index)RoutingLogic, Scene\(index)DataPassing {
              weak var viewController: Scene\(index)ViewController?
              var dataStore: Scene\(index)DataStore?

              func routeToNext(segue: UIStoryboardSegue?) {
                if let segue = segue {
                  let destinationVC = segue.destination as! \(next)ViewController
                  var destinationDS = destinationVC.router!.dataStore!
                  passDataToNext(source: dataStore!, destination: &destinationDS)
                } else {
                  let destinationVC = viewController?.storyboard?.instantiateViewController(withIdentifier: "\(next)") as! \(next)ViewController
                  var destinationDS = destinationVC.router!.dataStore!
                  passDataToNext(source: dataStore!, destination: &destinationDS)
                  navigateToNext(source: viewController!, destination: destinationVC)
                }
              }

              func routeToBack(segue: UIStoryboardSegue?) {
                let index = viewController!.navigationController!.viewControllers.count - 2
                let destinationVC = viewController?.navigationController?.viewControllers[index] as! \(back)ViewController
                var destinationDS = destinationVC.router!.dataStore!
                destinationDS.note = dataStore?.note
                viewController?.navigationController?.popViewController(animated: true)
              }

              func navigateToNext(source: Scene\(index)ViewController, destination: \(next)ViewController) {
                source.show(destination, sender: nil)
              }

              func passDataToNext(source: Scene\(index)DataStore, destination: inout \(next)DataStore) {
                let selectedRow = viewController?.tableView.indexPathForSelectedRow?.row
                destination.item = source.items?[selectedRow!]
                destination.note = source.note
              }
            }
            """
    }
}
