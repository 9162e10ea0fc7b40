import Testing

@testable import NavSim

/// What the merger decides that no reader can: the destination of a pop or dismissal the code
/// does not name, and lines the check would reject, written as comments so the import loads.
@Suite struct SiteMergerTests {
    typealias Storyboard = StoryboardBadInputTests

    /// A navigation controller (the initial view controller) whose root is List, with a show
    /// segue `ShowDetail` from List to Detail.
    static let storyboard =
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="N-1">
            <scenes>
                <scene sceneID="sN">
                    <objects>
                        <navigationController id="N-1" sceneMemberID="viewController">
                            <connections>
                                <segue destination="L-1" kind="relationship" relationship="rootViewController" id="r-1"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>

        """
        + Storyboard.scene(
            "L-1", "ListViewController",
            segues: #"<segue destination="D-1" kind="show" identifier="ShowDetail" id="g-1"/>"#)
        + Storyboard.scene("D-1", "DetailViewController")
        + "    </scenes>\n</document>\n"

    static func run(_ files: [String: String]) throws -> (result: AppImport.Result, graph: Graph) {
        let fileSystem = MemoryFileSystem(files.reduce(into: [:]) { $0["/p/" + $1.key] = $1.value })
        let result = AppImport.run(
            AppImport.Options(paths: ["App"], name: "App", currentDirectory: "/p"), in: fileSystem)
        let text = try #require(result.graph)
        let loaded = GraphLoader.load(source: SourceText(path: "App.navgraph", string: text))
        #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)")
        return (result, try #require(loaded.usableGraph))
    }

    static let listScene = """
        import UIKit
        class ListViewController: UIViewController {
            var router: ListRouter?
            required init?(coder: NSCoder) { super.init(coder: coder); setup() }
            func setup() { router = ListRouter() }
        }
        class ListRouter { func routeToShowDetail(segue: UIStoryboardSegue?) {} }
        """

    /// The pop's code names no class, but List's `show` segue from inside a navigation
    /// controller is the one way onto Detail: the pop lands on List, and the route says so.
    @Test func aPopWhoseCodeNamesNoClassLandsOnTheOneSceneThatPushesItsSource() throws {
        let detail = """
            import UIKit
            class DetailViewController: UIViewController {
                var router: DetailRouter?
                required init?(coder: NSCoder) { super.init(coder: coder); setup() }
                func setup() { router = DetailRouter() }
                @IBAction func done() { router?.routeToList() }
            }
            class DetailRouter {
                weak var viewController: DetailViewController?
                func routeToList() { viewController?.navigationController?.popViewController(animated: true) }
            }
            """
        let (result, graph) = try Self.run([
            "App/Main.storyboard": Self.storyboard, "App/List.swift": Self.listScene, "App/Detail.swift": detail,
        ])
        let pop = try #require(graph.routes.first { $0.name.text == "List" && $0.source.text == "Detail" })
        #expect(pop.destination.text == "List" && !pop.isAnyDestination)
        #expect(pop.kind == .programmatic(.pop, via: .storyboard))
        #expect(!pop.forcesUnwrap)
        // Replayed: it lands on List, with no destination-mismatch.
        let text = try #require(result.graph)
        let scenario = try #require(
            ScenarioParser.parse(
                SourceText(
                    path: "s.scenario",
                    string: "scenario \"back\"\ngraph App\ntap ShowDetail\ntap List\nexpect top List\n")
            ).usable)
        let replay = Replayer.replay(scenario, in: graph)
        #expect(replay.passed, "\(replay.failures.map(\.message)) \(text)")
        #expect(replay.violations.isEmpty)
    }

    @Test func aSegueTheCheckWouldRejectIsWrittenAsACommentAndTheGraphLoads() throws {
        // Detail can only be built in code (`init(coder:)` traps), yet the storyboard's segue builds it.
        let detail = """
            import UIKit
            class DetailViewController: UIViewController {
                let item: Item
                init(item: Item) { self.item = item; super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            """
        let (result, graph) = try Self.run([
            "App/Main.storyboard": Self.storyboard, "App/List.swift": Self.listScene, "App/Detail.swift": detail,
        ])
        #expect(!graph.routes.contains { $0.name.text == "ShowDetail" })
        let warning = try #require(result.diagnostics.first { $0.id == AppImport.unloadableLine })
        #expect(warning.file == "<imported graph>")
        let text = try #require(result.graph)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false)[warning.position.line - 1]
        #expect(line.hasPrefix("# segue ShowDetail: List -> Detail show"))
        #expect(graph.scenes.first { $0.name.text == "Detail" }?.fields.map(\.requirement) == [.constructor])
    }

    @Test func aConfiguratorCalledFromViewDidLoadIsSetupWithAWarningThatItComesLate() throws {
        let list = """
            import UIKit
            class ListViewController: UIViewController {
                var router: ListRouter?
                override func viewDidLoad() {
                    super.viewDidLoad()
                    ListConfigurator.shared.configure(with: self)
                }
            }
            class ListRouter { weak var viewController: ListViewController? }
            """
        let (result, graph) = try Self.run(["App/Main.storyboard": Self.storyboard, "App/List.swift": list])
        let ids = result.diagnostics.map(\.id)
        #expect(ids.contains(CleanSwiftReader.setupWhenViewLoads))
        #expect(!ids.contains(CleanSwiftReader.setupNotFound))
        #expect(graph.scenes.first { $0.name.text == "List" }?.setup == .any)
    }

    @Test func aRoutesPassesAreReadInAHelperDeclaredOutsideTheRouter() throws {
        let list = """
            import UIKit
            protocol ListDataStore { var item: Item? { get set } }
            class ListInteractor: ListDataStore { var item: Item? }
            class ListViewController: UIViewController {
                var router: ListRouter?
                required init?(coder: NSCoder) { super.init(coder: coder); setup() }
                func setup() { router = ListRouter() }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) { router?.routeToShowDetail(segue: segue) }
            }
            class ListRouter {
                weak var viewController: ListViewController?
                var dataStore: ListDataStore?
                func routeToShowDetail(segue: UIStoryboardSegue?) {
                    if let segue = segue {
                        let destinationVC = segue.destination as! DetailViewController
                        var destinationDS = destinationVC.router!.dataStore!
                        Passing.item(source: dataStore!, destination: &destinationDS)
                    }
                }
            }
            enum Passing {
                static func item(source: ListDataStore, destination: inout DetailDataStore) {
                    destination.item = source.item
                }
            }
            """
        let detail = """
            import UIKit
            protocol DetailDataStore { var item: Item? { get set } }
            class DetailInteractor: DetailDataStore { var item: Item? }
            class DetailViewController: UIViewController {
                var router: DetailRouter?
                required init?(coder: NSCoder) { super.init(coder: coder); setup() }
                func setup() { router = DetailRouter() }
            }
            class DetailRouter { weak var viewController: DetailViewController? }
            """
        let (_, graph) = try Self.run([
            "App/Main.storyboard": Self.storyboard, "App/List.swift": list, "App/Detail.swift": detail,
        ])
        let segue = try #require(graph.routes.first { $0.name.text == "ShowDetail" })
        #expect(segue.passes.map { "\($0.destination) = \($0.value)" } == ["item = item"])
    }

    @Test func aDataStoreFieldStartsAsItsInteractorDeclaresItAndIsNeverConstructorInjected() throws {
        let list = """
            import UIKit
            protocol ListDataStore {
                var items: [Item] { get set }
                var title: String { get set }
                var loader: Loader { get }
                var picked: Item? { get set }
            }
            class ListInteractor: ListDataStore {
                var items: [Item] = []
                var title = "Orders"
                var loader = Loader.shared
                var picked: Item?
            }
            class ListViewController: UIViewController {
                var router: ListRouter?
                required init?(coder: NSCoder) { super.init(coder: coder); setup() }
                func setup() { router = ListRouter() }
            }
            class ListRouter { weak var viewController: ListViewController? }
            """
        let (_, graph) = try Self.run(["App/Main.storyboard": Self.storyboard, "App/List.swift": list])
        let fields = try #require(graph.scenes.first { $0.name.text == "List" }).fields
        let facts = fields.map {
            "\($0.name.text): \($0.type) \($0.requirement) = \($0.initialValue.map { "\($0.value)" } ?? "-")"
        }
        #expect(
            facts == [
                "items: [Item] constructor = []", "title: String constructor = \"Orders\"",
                "loader: Loader optional = -",
                "picked: Item optional = -",
            ])
        #expect(!fields.contains { $0.isConstructorInjected })
    }

    @Test func aComputedPropertyAPassReadsIsDeclaredAsAnOptionalStore() throws {
        let list = """
            import UIKit
            class ListViewController: UITableViewController {
                var favoritesOnly = false
                var items: [Item] { favoritesOnly ? Store.favorites : Store.all }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let detail = segue.destination as? DetailViewController, let row = tableView.indexPathForSelectedRow?.row {
                        detail.item = items[row]
                    }
                }
            }
            class DetailViewController: UIViewController { var item: Item? }
            """
        let (_, graph) = try Self.run(["App/Main.storyboard": Self.storyboard, "App/List.swift": list])
        let segue = try #require(graph.routes.first { $0.name.text == "ShowDetail" })
        #expect(segue.passes.map { "\($0.destination) = \($0.value)" } == ["item = items[selection]"])
        let items = try #require(
            graph.scenes.first { $0.name.text == "List" }?.fields.first { $0.name.text == "items" })
        #expect(items.requirement == .optional && items.type == "[Item]")
    }
}
