import Foundation
import Testing

@testable import NavSim

/// A `!` property the screen sets itself while it loads is no store a route must pass: the import
/// writes it optional, so the first `navsim check` does not report a crash the app never has.
@Suite struct SelfLoadedFieldsTests {
    static let sources = [
        "Main.storyboard": """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" initialViewController="nav-1">
            <scenes>
                <scene sceneID="s-1"><objects>
                    <navigationController id="nav-1" sceneMemberID="viewController">
                        <connections>
                            <segue destination="home-1" kind="relationship" relationship="rootViewController" id="r-1"/>
                        </connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s-2"><objects>
                    <viewController id="home-1" customClass="HomeViewController" customModule="App" sceneMemberID="viewController"/>
                </objects></scene>
            </scenes>
        </document>
        """,
        "HomeViewController.swift": """
        import UIKit
        struct Item { var name: String }
        class ChildViewController: UIViewController {}
        class HomeViewController: UIViewController {
            var child: ChildViewController!
            var header: Item!
            var maybe: Item!
            var item: Item!
            var contentHeight: Double!
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                layOutContent()
            }
            private func layOutContent() {
                contentHeight = 320
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                self.header = Item(name: "")
                configureChild()
                if Bool.random() {
                    maybe = Item(name: "x")
                }
                title = item.name
            }
            @IBAction func openTapped(_ sender: Any) {
                navigationController?.pushViewController(ChildViewController(), animated: true)
            }
            private func configureChild() {
                let child = ChildViewController()
                addChild(child)
                self.child = child
            }
        }
        """,
    ]

    @Test func whatTheScreensLoadingCodeSetsIsOptionalAndTheRestStaysForced() throws {
        let folder = try TemporaryFolder()
        for (name, text) in Self.sources { try folder.write(text, to: "App/" + name) }
        let graph = try SwiftImportFixtureTests.graph(SwiftImportFixtureTests.run(["App"], in: folder.path))
        let home = try #require(graph.scenes.first { $0.name.text == "Home" })
        let types = Dictionary(uniqueKeysWithValues: home.fields.map { ($0.name.text, $0.requirement) })
        // Set by viewDidLoad, directly and through a method it calls: never nil when Home appears.
        #expect(types["header"] == .optional)
        #expect(types["child"] == .optional)
        // Set by the screen itself as it appears: no data a route passes.
        #expect(types["contentHeight"] == .optional)
        // Set only under a condition, or never: still forced, so a route that leaves it nil is caught.
        #expect(types["maybe"] == .implicitlyUnwrapped)
        #expect(types["item"] == .implicitlyUnwrapped)
    }

    /// A root built in code by `RootViewController()` whose `init()` fills a non-optional property
    /// itself, and a detail screen whose initialiser takes its item: the first is no constructor
    /// argument (the graph would not load: nothing passes it to `start`), the second is one.
    static let codeBuilt = [
        "SceneDelegate.swift": """
        import UIKit
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
            var window: UIWindow?
            func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options: UIScene.ConnectionOptions) {
                guard let windowScene = scene as? UIWindowScene else { return }
                let window = UIWindow(windowScene: windowScene)
                window.rootViewController = UINavigationController(rootViewController: RootViewController())
                self.window = window
                window.makeKeyAndVisible()
            }
        }
        """,
        "RootViewController.swift": """
        import UIKit
        struct Item { var name: String }
        final class BadgeCounter { init(limit: Int) {} }
        final class RootViewController: UIViewController {
            private var badges: BadgeCounter
            private var items: [Item] = [Item(name: "a")]
            init() {
                let limit = 3
                self.badges = BadgeCounter(limit: limit)
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            @IBAction func openTapped(_ sender: Any) {
                navigationController?.pushViewController(DetailViewController(item: Item(name: "b")), animated: true)
            }
        }
        final class DetailViewController: UIViewController {
            private let item: Item
            private var counter: BadgeCounter
            init(item: Item) {
                self.item = item
                self.counter = BadgeCounter(limit: item.name.count)
                super.init(nibName: nil, bundle: nil)
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        final class ArchivedViewController: UIViewController {
            private var restored: BadgeCounter
            required init?(coder aDecoder: NSCoder) {
                self.restored = BadgeCounter(limit: aDecoder.decodeInteger(forKey: "limit"))
                super.init(coder: aDecoder)
            }
        }
        """,
    ]

    @Test func aPropertyTheInitialiserFillsFromItsOwnValuesIsNoConstructorArgument() throws {
        let folder = try TemporaryFolder()
        for (name, text) in Self.codeBuilt { try folder.write(text, to: "App/" + name) }
        let result = SwiftImportFixtureTests.run(["App"], in: folder.path)
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let graph = try SwiftImportFixtureTests.graph(result)
        func requirements(_ scene: String) throws -> [String: StoreField.Requirement] {
            let found = try #require(graph.scenes.first { $0.name.text == scene })
            return Dictionary(uniqueKeysWithValues: found.fields.map { ($0.name.text, $0.requirement) })
        }
        #expect(try requirements("Root")["badges"] == .optional)
        // Filled from the initialiser's argument: constructor injection, passed by the push.
        #expect(try requirements("Detail")["item"] == .constructor)
        let push = try #require(graph.routes.first { $0.source.text == "Root" && $0.destination.text == "Detail" })
        #expect(push.passes.map { "\($0.destination)" } == ["item"])
    }

    /// What `init?(coder:)` fills from the storyboard's archive is no argument a route passes,
    /// whatever the initialiser names its `coder` parameter; `init(item:)`'s item is one.
    @Test func theCoderIsNoArgumentWhateverItIsNamed() throws {
        let text = try #require(Self.codeBuilt["RootViewController.swift"])
        let index = SwiftTypeIndex(files: [SwiftSourceFile(bytes: Array(text.utf8), path: "RootViewController.swift")])
        let archived = SelfLoadedFields.assigned(in: "ArchivedViewController", index: index)
        #expect(archived["restored"]?.method == "init")
        #expect(archived["restored"]?.fromArguments == false)
        let detail = SelfLoadedFields.assigned(in: "DetailViewController", index: index)
        #expect(detail["item"]?.fromArguments == true)
    }
}
