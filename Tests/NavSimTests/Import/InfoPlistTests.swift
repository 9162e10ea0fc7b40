import Foundation
import Testing

@testable import NavSim

/// The app's Info.plist decides which storyboard UIKit shows first: the reader of its keys,
/// which one of several is the app's, and what `start` becomes — on small Info.plists,
/// storyboards and Swift files of our own.
@Suite struct InfoPlistTests {
    /// An XML property list whose root dictionary holds `body` (indented by a tab, as Xcode writes).
    static func plist(_ body: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \(body)
        </dict>
        </plist>

        """
    }

    /// The scene manifest Xcode's templates write; `storyboard` adds `UISceneStoryboardFile`.
    static func sceneManifest(storyboard: String?) -> String {
        """
        \t<key>UIApplicationSceneManifest</key>
        \t<dict>
        \t\t<key>UISceneConfigurations</key>
        \t\t<dict>
        \t\t\t<key>UIWindowSceneSessionRoleApplication</key>
        \t\t\t<array>
        \t\t\t\t<dict>
        \t\t\t\t\t<key>UISceneConfigurationName</key>
        \t\t\t\t\t<string>Default Configuration</string>
        \t\t\t\t\t<key>UISceneDelegateClassName</key>
        \t\t\t\t\t<string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
        \(storyboard.map { "\t\t\t\t\t<key>UISceneStoryboardFile</key>\n\t\t\t\t\t<string>\($0)</string>" } ?? "")
        \t\t\t\t</dict>
        \t\t\t</array>
        \t\t</dict>
        \t</dict>
        """
    }

    static let app =
        "\t<key>CFBundlePackageType</key>\n\t<string>APPL</string>\n\t<key>LSRequiresIPhoneOS</key>\n\t<true/>"

    func read(_ text: String, path: String = "App/Info.plist") throws -> InfoPlist {
        switch PropertyListReader.read(Array(text.utf8), path: path) {
        case .success(let root): return InfoPlist(root, path: path)
        case .failure(let diagnostic): throw Unreadable(diagnostic: diagnostic)
        }
    }

    struct Unreadable: Error { var diagnostic: Diagnostic }

    func warning(_ text: String) -> Diagnostic? {
        if case .failure(let diagnostic) = PropertyListReader.read(Array(text.utf8), path: "Info.plist") {
            return diagnostic
        }
        return nil
    }

    // MARK: - The keys

    @Test func theMainStoryboardKeyIsReadWithItsPlace() throws {
        let plist = try read(Self.plist(Self.app + "\n\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>"))
        // Lines: 1 xml, 2 doctype, 3 plist, 4 dict, 5–8 the app keys, 9 the key.
        #expect(
            plist.mainInterface
                == .storyboard(name: "Main", key: "UIMainStoryboardFile", position: .init(line: 9, column: 2)))
        #expect(plist.isApp && plist.namesInterface && !plist.isExtension)
        #expect(plist.position == SourcePosition(line: 4, column: 1))
    }

    @Test func anIPhoneReadsItsOwnVariantFirstAndAnIPadOnlyKeyStillNamesTheStoryboard() throws {
        let both = try read(
            Self.plist(
                "\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>\n\t<key>UIMainStoryboardFile~iphone</key>\n\t<string>Phone</string>"
            ))
        #expect(
            both.mainInterface
                == .storyboard(name: "Phone", key: "UIMainStoryboardFile~iphone", position: .init(line: 7, column: 2)))
        let pad = try read(Self.plist("\t<key>UIMainStoryboardFile~ipad</key>\n\t<string>Pad</string>"))
        #expect(
            pad.mainInterface
                == .storyboard(name: "Pad", key: "UIMainStoryboardFile~ipad", position: .init(line: 5, column: 2)))
    }

    /// A scene-based app's window comes from its scene configuration's storyboard; without one,
    /// from `UIMainStoryboardFile` (mssun/passforios: an empty scene manifest beside
    /// `UIMainStoryboardFile` `Main`, and the app starts at `Main`'s tab bar).
    @Test func aSceneConfigurationsStoryboardComesFirstThenTheMainStoryboard() throws {
        let named = try read(
            Self.plist(
                "\t<key>UIMainStoryboardFile</key>\n\t<string>Old</string>\n" + Self.sceneManifest(storyboard: "Scene"))
        )
        #expect(
            named.mainInterface
                == .storyboard(name: "Scene", key: "UISceneStoryboardFile", position: .init(line: 18, column: 6)))
        let fallback = try read(
            Self.plist(
                "\t<key>UIMainStoryboardFile</key>\n\t<string>Old</string>\n" + Self.sceneManifest(storyboard: nil)))
        #expect(
            fallback.mainInterface
                == .storyboard(name: "Old", key: "UIMainStoryboardFile", position: .init(line: 5, column: 2)))
        let none = try read(Self.plist(Self.sceneManifest(storyboard: nil)))
        guard case .none(let reason, let place) = none.mainInterface else {
            Issue.record("\(none.mainInterface)")
            return
        }
        #expect(
            reason
                == "its scene configuration 'Default Configuration' has no 'UISceneStoryboardFile' and no 'UIMainStoryboardFile'"
        )
        #expect(place == SourcePosition(line: 11, column: 5))
        let empty = try read(
            Self.plist(
                "\t<key>UIApplicationSceneManifest</key>\n\t<dict>\n\t\t<key>UISceneConfigurations</key>\n\t\t<dict/>\n\t</dict>"
            ))
        guard case .none(let emptyReason, let emptyPlace) = empty.mainInterface else { return }
        #expect(emptyReason.hasPrefix("its scene manifest has no 'UIWindowSceneSessionRoleApplication' configuration"))
        #expect(emptyPlace == SourcePosition(line: 5, column: 2))
    }

    /// `Fixtures/InfoPlists/Info.plist`, as Xcode writes one, with every kind of value.
    @Test func aWholeInfoPlistIsReadAsWritten() throws {
        let path = "Tests/NavSimTests/Fixtures/InfoPlists/Info.plist"
        let bytes = try #require(FileManager.default.contents(atPath: packageRoot + "/" + path))
        guard case .success(let root) = PropertyListReader.read(Array(bytes), path: path) else {
            Issue.record("not read")
            return
        }
        #expect(
            root.entries.map(\.key) == [
                "CFBundlePackageType", "LSRequiresIPhoneOS", "UIApplicationSceneManifest", "UIMainStoryboardFile",
                "UISupportedInterfaceOrientations", "CFBundleVersion", "NSAppTransportSecurity", "Note",
            ])
        #expect(root["LSRequiresIPhoneOS"]?.value.content == .bool(true))
        #expect(root["CFBundleVersion"]?.value.content == .other("integer"))
        #expect(
            root["UISupportedInterfaceOrientations"]?.value.items.map(\.string) == ["UIInterfaceOrientationPortrait"])
        #expect(root["Note"]?.value.string == "a <string> with entities & a CDATA part")
        #expect(root["Note"]?.position == SourcePosition(line: 41, column: 2))
        let plist = InfoPlist(root, path: path)
        #expect(
            plist.mainInterface
                == .storyboard(name: "Orders", key: "UISceneStoryboardFile", position: .init(line: 22, column: 6)))
        #expect(plist.isApp && !plist.isExtension)
    }

    @Test func noStoryboardKeyMeansNoStoryboardAndAnExtensionOrTestBundleIsNoApp() throws {
        let none = try read(Self.plist(Self.app))
        guard case .none(_, let position) = none.mainInterface else {
            Issue.record("\(none.mainInterface)")
            return
        }
        #expect(position == SourcePosition(line: 4, column: 1))
        #expect(none.isApp && !none.namesInterface)
        let nib = try read(Self.plist("\t<key>NSMainNibFile</key>\n\t<string>MainWindow</string>"))
        guard case .none(let reason, _) = nib.mainInterface else { return }
        #expect(reason.contains("main nib"))
        let share = try read(
            Self.plist(
                "\t<key>NSExtension</key>\n\t<dict>\n\t\t<key>NSExtensionMainStoryboard</key>\n\t\t<string>MainInterface</string>\n\t</dict>"
            ))
        #expect(share.isExtension)
        let tests = try read(Self.plist("\t<key>CFBundlePackageType</key>\n\t<string>BNDL</string>"))
        #expect(!tests.isApp)
    }

    // MARK: - Bad files: a warning at the place, never a crash

    @Test func aBadPropertyListIsAWarningAtItsLineAndColumn() throws {
        let full = Self.plist(Self.app + "\n\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>")
        let truncated = try #require(warning(String(full.prefix(full.count - 30))))
        #expect(truncated.id == PropertyListReader.unreadable && truncated.severity == .warning)
        #expect(truncated.message == "malformed XML: the file ends before its elements are closed; not read")
        #expect(truncated.position.line == 10)

        let binary = try #require(warning("bplist00\u{1}\u{2}"))
        #expect(binary.position == SourcePosition(line: 1, column: 1))
        #expect(binary.message.hasPrefix("a binary property list, which navsim does not read"))

        let notPlist = try #require(warning("<?xml version=\"1.0\"?>\n<document/>\n"))
        #expect(notPlist.position == SourcePosition(line: 2, column: 1))
        #expect(notPlist.message.hasPrefix("not a property list: the root element is 'document'"))

        let keyless = try #require(warning(Self.plist("\t<string>Main</string>")))
        #expect(keyless.position == SourcePosition(line: 5, column: 2))
        #expect(keyless.message == "a '<string>' in a '<dict>' without its '<key>'; not read")

        let valueless = try #require(warning(Self.plist("\t<key>UIMainStoryboardFile</key>")))
        #expect(valueless.position == SourcePosition(line: 5, column: 2))

        let utf7 = try #require(warning("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<plist/>"))
        #expect(utf7.message.hasPrefix("property list declares encoding 'UTF-7'"))
        #expect(
            warning("<?xml version=\"1.0\"?>\n<plist version=\"1.0\"/>\n")?.message
                == "'<plist>' holds no value; not read")
    }

    /// Every prefix of a real-shaped Info.plist: read or warned, never a crash.
    @Test func everyCutOfAnInfoPlistIsReadOrWarned() {
        let full = Array(Self.plist(Self.app + "\n" + Self.sceneManifest(storyboard: "Main")).utf8)
        for end in stride(from: 0, through: full.count, by: 7) {
            if case .failure(let warning) = PropertyListReader.read(Array(full[..<end]), path: "Info.plist") {
                #expect(warning.severity == .warning && warning.position.line >= 1 && warning.position.column >= 1)
            }
        }
    }

    // MARK: - Which Info.plist is the app's

    @Test func theAppsInfoPlistIsChosenOverExtensionsTestsAndFrameworks() throws {
        let app = try read(Self.plist(Self.app), path: "App/Info.plist")
        let share = try read(Self.plist("\t<key>NSExtension</key>\n\t<dict/>"), path: "Share/Info.plist")
        let kit = try read(
            Self.plist("\t<key>CFBundlePackageType</key>\n\t<string>FMWK</string>"), path: "Kit/Info.plist")
        let chosen = InfoPlistChoice.choose([share, kit, app], appDelegateFiles: ["App/AppDelegate.swift"])
        #expect(chosen.chosen?.path == "App/Info.plist")
        #expect(chosen.diagnostics.isEmpty)
        #expect(InfoPlistChoice.choose([share, kit], appDelegateFiles: []).chosen == nil)
    }

    @Test func ofTwoAppsTheOneNearestTheAppDelegateIsChosenAndTheWarningSaysSo() throws {
        let main = Self.plist(Self.app + "\n\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>")
        let demo = try read(main, path: "Demo/Info.plist")
        let app = try read(main, path: "App/Supporting Files/Info.plist")
        for order in [[demo, app], [app, demo]] {
            let chosen = InfoPlistChoice.choose(order, appDelegateFiles: ["App/Sources/AppDelegate.swift"])
            #expect(chosen.chosen?.path == "App/Supporting Files/Info.plist")
            let warning = try #require(chosen.diagnostics.first)
            #expect(warning.id == InfoPlistChoice.several && warning.file == "App/Supporting Files/Info.plist")
            #expect(warning.message.contains("because its folder is nearest the app delegate's file"))
            #expect(warning.notes.map(\.file) == ["Demo/Info.plist"])
        }
        // Nothing to tell them apart: the one that names its storyboard, then the first by path.
        let bare = try read(Self.plist(Self.app), path: "A/Info.plist")
        #expect(InfoPlistChoice.choose([bare, demo], appDelegateFiles: []).chosen?.path == "Demo/Info.plist")
        let other = try read(main, path: "B/Info.plist")
        let tie = InfoPlistChoice.choose([other, demo], appDelegateFiles: [])
        #expect(tie.chosen?.path == "B/Info.plist")
        #expect(tie.diagnostics.first?.message.contains("it is the first by path") == true)
    }
}

// MARK: - What `start` becomes

extension InfoPlistTests {
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

    static func storyboard(_ id: String, _ className: String, initial: Bool = true) -> String {
        StoryboardStartTests.storyboard(id, className, initial: initial)
    }
    static let appDelegate = """
        import UIKit

        @main
        class AppDelegate: UIResponder, UIApplicationDelegate {
            var window: UIWindow?
        }

        """

    /// The name guess would take `Main.storyboard`; the Info.plist names `Home`.
    @Test func theStoryboardTheInfoPlistNamesStartsTheApp() throws {
        let result = run([
            "Main.storyboard": Self.storyboard("M-1", "TemplateViewController"),
            "Home.storyboard": Self.storyboard("H-1", "HomeViewController"),
            "AppDelegate.swift": Self.appDelegate,
            "Info.plist": Self.plist(Self.app + "\n\t<key>UIMainStoryboardFile</key>\n\t<string>Home</string>"),
            "AppTests/Info.plist": Self.plist("\t<key>CFBundlePackageType</key>\n\t<string>BNDL</string>"),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(try start(result) == "Home")
        #expect(result.summary.mainStoryboard == "'Home', named by UIMainStoryboardFile at App/Info.plist:9")
        let graph = try #require(result.graph)
        #expect(
            graph.contains("# initial view controller of Home.storyboard, named by UIMainStoryboardFile · Info.plist:9")
        )
        // The Info.plist is read, not listed as a storyboard or a Swift file.
        #expect(result.summary.files == 2 && result.summary.swiftFiles == 1)
    }

    /// docs/import.md's example: the fixture Info.plist beside CleanStore's storyboard saved as
    /// `Orders.storyboard`.
    @Test func theDocumentedExampleStartsWhereTheDocsSay() throws {
        func shipped(_ path: String) throws -> String {
            try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
        }
        let result = run([
            "Base.lproj/Orders.storyboard": try shipped("docs/examples/CleanStore/Main.storyboard"),
            "Info.plist": try shipped("Tests/NavSimTests/Fixtures/InfoPlists/Info.plist"),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        let line = try #require(result.graph?.split(separator: "\n").first { $0.hasPrefix("start ") })
        #expect(
            line
                == "start NavigationController_fQtA12by             # initial view controller of Orders.storyboard, named by UISceneStoryboardFile · Info.plist:22"
        )
        let docs = try shipped("docs/import.md")
        #expect(docs.contains(String(line)))
        #expect(docs.contains("main storyboard: \(result.summary.mainStoryboard ?? "?")"))
    }

    /// Xcode's template for an app built in code keeps `Main.storyboard` but names no storyboard
    /// in its scene configuration: UIKit shows none, so `start` is a warned guess.
    @Test func aSceneConfigurationWithoutAStoryboardMakesTheStoryboardsStartAGuess() throws {
        let result = run([
            "Base.lproj/Main.storyboard": Self.storyboard("M-1", "TemplateViewController"),
            "AppDelegate.swift": Self.appDelegate,
            "Info.plist": Self.plist(Self.sceneManifest(storyboard: nil)),
        ])
        #expect(try start(result) == "Template")
        #expect(result.diagnostics.map(\.id) == [StoryboardLinker.noMainStoryboard])
        let warning = try #require(result.diagnostics.first)
        #expect(warning.file == "App/Base.lproj/Main.storyboard" && warning.position.line == 6)
        #expect(warning.message.hasPrefix("the app's Info.plist (App/Info.plist:11): its scene configuration"))
        #expect(
            result.summary.mainStoryboard?.hasPrefix("none, says App/Info.plist:11: its scene configuration") == true)

        // Without the Info.plist, the name decides, as before, and nothing is warned.
        let unread = run([
            "Base.lproj/Main.storyboard": Self.storyboard("M-1", "TemplateViewController"),
            "AppDelegate.swift": Self.appDelegate,
        ])
        #expect(unread.diagnostics.isEmpty)
        #expect(try start(unread) == "Template")
        #expect(unread.summary.mainStoryboard?.hasPrefix("no Info.plist read") == true)
    }

    /// With no storyboard in the Info.plist, the root launch code sets under a condition is
    /// `start` (its first branch): the storyboard's initial view controller is never shown.
    @Test func withNoStoryboardTheLaunchCodesConditionalRootStarts() throws {
        let launch = """
            import UIKit

            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
                func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
                    guard let windowScene = scene as? UIWindowScene else { return }
                    window = UIWindow(windowScene: windowScene)
                    if UserDefaults.standard.bool(forKey: "onboarded") {
                        window?.rootViewController = UINavigationController(rootViewController: FeedViewController())
                    } else {
                        window?.rootViewController = WelcomeViewController()
                    }
                    window?.makeKeyAndVisible()
                }
            }

            class FeedViewController: UIViewController {}
            class WelcomeViewController: UIViewController {}

            """
        let files = [
            "Main.storyboard": Self.storyboard("M-1", "TemplateViewController"),
            "SceneDelegate.swift": launch,
        ]
        // The storyboard shown, the condition keeps its start (the rule launch code already had).
        var named = files
        named["Info.plist"] = Self.plist(Self.sceneManifest(storyboard: "Main"))
        let shown = run(named)
        #expect(try start(shown) == "Template")
        // The other branch's root is a `setRoot` no screen leads to.
        #expect(shown.diagnostics.map(\.id) == [SiteMerger.uncertainStart, SiteMerger.unknownSource])
        // No storyboard shown: the first branch's root, with the same warning.
        var none = files
        none["Info.plist"] = Self.plist(Self.sceneManifest(storyboard: nil))
        let fromCode = run(none)
        #expect(try start(fromCode) == "FeedNavigation")
        #expect(fromCode.diagnostics.map(\.id) == [SiteMerger.uncertainStart, SiteMerger.unknownSource])
        #expect(try #require(fromCode.graph).contains("start FeedNavigation via code\n"))
    }

    @Test func aStoryboardTheInfoPlistNamesButIsNotImportedOrHasNoEntryIsSaid() throws {
        let missing = run([
            "Main.storyboard": Self.storyboard("M-1", "HomeViewController"),
            "Info.plist": Self.plist("\t<key>UIMainStoryboardFile</key>\n\t<string>Gone</string>"),
        ])
        #expect(try start(missing) == "Home")
        #expect(
            missing.diagnostics.map(\.message) == [
                "UIMainStoryboardFile names storyboard 'Gone' at App/Info.plist:5, which is not imported, so UIKit shows no storyboard's initial view controller: 'start' names this one, a guess; the app starts where its launch code sets the window's root"
            ])
        let entryless = run([
            "Main.storyboard": Self.storyboard("M-1", "HomeViewController", initial: false),
            "Other.storyboard": Self.storyboard("O-1", "OtherViewController"),
            "Info.plist": Self.plist("\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>"),
        ])
        #expect(try start(entryless) == "Other")
        #expect(
            entryless.diagnostics.map(\.message).first?.hasPrefix(
                "'Main.storyboard', which UIMainStoryboardFile names at App/Info.plist:5, has no initial view controller"
            ) == true)
    }

    /// A bad Info.plist is a warning; the import goes on as without it.
    @Test func aBadInfoPlistFallsBackToTheNameWithAWarning() throws {
        let result = run([
            "Main.storyboard": Self.storyboard("M-1", "HomeViewController"),
            "Info.plist": "<?xml version=\"1.0\"?>\n<plist>\n<dict>\n\t<key>UIMainStoryboardFile</key>\n",
        ])
        #expect(result.succeeded)
        #expect(try start(result) == "Home")
        #expect(
            result.diagnostics.map { "\($0.file):\($0.position.line):\($0.id)" } == [
                "App/Info.plist:4:unreadable-info-plist"
            ])
        #expect(result.summary.mainStoryboard?.hasPrefix("no Info.plist read") == true)
    }

    /// An Info.plist over the 16 MiB every input may have is not read either: a warning.
    @Test func anInfoPlistTooLargeToReadIsAWarning() throws {
        let result = run([
            "Main.storyboard": Self.storyboard("M-1", "HomeViewController"),
            "Info.plist": Self.plist(String(repeating: "\t<key>K</key>\n\t<string>v</string>\n", count: 600_000)),
        ])
        #expect(result.succeeded)
        #expect(
            result.diagnostics.map { "\($0.file) \($0.severity) \($0.id)" } == ["App/Info.plist warning file-too-large"]
        )
        #expect(try start(result) == "Home")
    }

    /// An app extension's Info.plist names its own storyboard (`NSExtensionMainStoryboard`); with
    /// the app's beside it, the app's decides and nothing is ambiguous.
    @Test func anExtensionsInfoPlistBesideTheAppsChangesNothing() throws {
        let result = run([
            "App/Main.storyboard": Self.storyboard("M-1", "HomeViewController"),
            "App/AppDelegate.swift": Self.appDelegate,
            "App/Info.plist": Self.plist(Self.app + "\n\t<key>UIMainStoryboardFile</key>\n\t<string>Main</string>"),
            "Share/MainInterface.storyboard": Self.storyboard("S-1", "ShareViewController"),
            "Share/Info.plist": Self.plist(
                "\t<key>NSExtension</key>\n\t<dict>\n\t\t<key>NSExtensionMainStoryboard</key>\n\t\t<string>MainInterface</string>\n\t</dict>"
            ),
        ])
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(try start(result) == "Home")
    }
}
