import Testing

@testable import NavSim

/// Which storyboard's initial view controller is `start`, and which storyboards are the app's:
/// real apps name their main storyboard after Xcode's templates of their time, keep an app
/// extension's storyboard beside the app's, instantiate every other storyboard from code, and
/// export localization catalogs that copy the project's files.
@Suite struct StoryboardStartTests {
    /// A storyboard with one view controller of class `className` (id `id`), the initial one
    /// when `initial`.
    static func storyboard(_ id: String, _ className: String, initial: Bool = true) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch"\(initial ? " initialViewController=\"\(id)\"" : "")>
            <scenes>
                <scene sceneID="s\(id)">
                    <objects>
                        <viewController id="\(id)" customClass="\(className)" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """
    }

    /// `files` (paths below the folder `App`) imported as the folder.
    func run(_ files: [String: String]) -> AppImport.Result {
        let fileSystem = MemoryFileSystem(files.reduce(into: [:]) { $0["/p/App/" + $1.key] = $1.value })
        return AppImport.run(AppImport.Options(paths: ["App"], name: "App", currentDirectory: "/p"), in: fileSystem)
    }

    func start(_ result: AppImport.Result) throws -> String {
        let graph = try #require(result.graph)
        return try #require(
            GraphLoader.load(source: SourceText(path: "App.navgraph", string: graph)).usableGraph?.start
        )
        .target.text
    }

    /// tinode/ios keeps six `.xcloc` catalogs beside its sources: imported, each copy of
    /// `Main.storyboard` was the app once more, and `start` one of the copies'.
    @Test func storyboardsAndSwiftFilesInALocalizationCatalogAreNotImported() throws {
        let result = run([
            "Localizations/en.xcloc/Source Contents/App/Base.lproj/Main.storyboard": Self.storyboard(
                "A-1", "HomeViewController"),
            "Localizations/en.xcloc/Source Contents/App/Extra.swift":
                "class ExtraViewController: UIViewController {}\n",
            "App/Base.lproj/Main.storyboard": Self.storyboard("A-1", "HomeViewController"),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.summary.files == 1)
        let graph = try #require(result.graph)
        #expect(graph.contains("scene Home "))
        #expect(!graph.contains("Home_2"))
        #expect(!graph.contains("xcloc"))
        #expect(!graph.contains("Extra"))
    }

    /// inaturalist/INaturalistIOS's main storyboard is Xcode 4's `MainStoryboard.storyboard`:
    /// its tab bar starts the app, not the first storyboard of the folder with an initial view
    /// controller (`Activity.storyboard`, one tab's).
    @Test func xcode4sMainStoryboardIsTheMainOne() throws {
        let result = run([
            "Activity.storyboard": Self.storyboard("N-1", "NewsViewController"),
            "MainStoryboard.storyboard": Self.storyboard("T-1", "HomeViewController"),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(try start(result) == "Home")
    }

    @Test func mainIsPreferredToMainStoryboardAndItsDeviceVariants() {
        #expect(StoryboardLinker.mainStoryboardRank("Main") == 0)
        #expect(StoryboardLinker.mainStoryboardRank("MainStoryboard") == 1)
        #expect(StoryboardLinker.mainStoryboardRank("Main_iPhone") == 2)
        #expect(StoryboardLinker.mainStoryboardRank("MainStoryboard_iPad") == 2)
        #expect(StoryboardLinker.mainStoryboardRank("MainInterface") == nil)
        #expect(StoryboardLinker.mainStoryboardRank("Mainframe") == nil)
    }

    /// HabitRPG/habitica-ios's `Main.storyboard` has no initial view controller (launch code
    /// builds the root) and five others have one, an app extension's `MainInterface` among them:
    /// `start` is the first of them, and the import says it guessed, where.
    @Test func withoutAMainInitialViewControllerTheFirstOfSeveralIsAGuessSaidAtItsLine() throws {
        let result = run([
            "Base.lproj/BuyModal.storyboard": Self.storyboard("B-1", "BuyItemViewController"),
            "Base.lproj/Main.storyboard": Self.storyboard("T-1", "HomeViewController", initial: false),
            "Base.lproj/Settings.storyboard": Self.storyboard("S-1", "SettingsViewController"),
            "Intents/MainInterface.storyboard": Self.storyboard("I-1", "IntentViewController"),
        ])
        #expect(try start(result) == "BuyItem")
        #expect(
            result.diagnostics.map { "\($0.file):\($0.position.line) \($0.severity) \($0.id)" } == [
                "App/Base.lproj/BuyModal.storyboard:6 warning \(StoryboardLinker.noInitialController)"
            ])
        #expect(result.diagnostics.first?.message.contains("3 others do") == true)
    }

    /// The guess gives way to what launch code puts in the window.
    @Test func launchCodeReplacesAGuessedStart() throws {
        let result = run([
            "BuyModal.storyboard": Self.storyboard("B-1", "BuyItemViewController"),
            "Settings.storyboard": Self.storyboard("S-1", "SettingsViewController"),
            "SceneDelegate.swift": """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?

                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    window?.rootViewController = UINavigationController(rootViewController: SettingsViewController())
                }
            }

            """,
        ])
        #expect(!result.diagnostics.map(\.id).contains(StoryboardLinker.noInitialController), "\(result.diagnostics)")
        let started = try start(result)
        #expect(started != "BuyItem")
        #expect(started.contains("Settings"))
    }

    /// One storyboard with an initial view controller, whatever its name, is the app's: no guess.
    @Test func theOnlyStoryboardWithAnInitialViewControllerIsNoGuess() throws {
        let result = run([
            "Auction.storyboard": Self.storyboard("A-1", "AuctionViewController"),
            "Fulfillment.storyboard": Self.storyboard("F-1", "FulfillmentViewController", initial: false),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(try start(result) == "Auction")
    }
}
