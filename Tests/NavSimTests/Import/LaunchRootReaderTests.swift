import Foundation
import Testing

@testable import NavSim

/// `LaunchRootReader` on small apps that build their window's root in code
/// (`Fixtures/SwiftApps/LaunchRoots`): the launch root as containers and classes, and a later
/// switch of the root as a `setRoot` site from the view controller whose code leads to it.
@Suite struct LaunchRootReaderTests {
    static let folder = "Tests/NavSimTests/Fixtures/SwiftApps/LaunchRoots"

    /// What the reader finds in fixture app `name`.
    static func findings(_ name: String) throws -> PatternFindings {
        let directory = URL(fileURLWithPath: packageRoot).appendingPathComponent(folder).appendingPathComponent(name)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter {
            $0.hasSuffix(".swift")
        }.sorted()
        let files = try names.map { name in
            SwiftSourceFile(bytes: Array(try Data(contentsOf: directory.appendingPathComponent(name))), path: name)
        }
        return LaunchRootReader.read(SwiftTypeIndex(files: files))
    }

    /// `file:line` of an origin.
    static func place(_ origin: ImportOrigin) -> String { origin.label }

    @Test func aSceneDelegateWithANavigationRoot() throws {
        let findings = try Self.findings("NavRoot")
        #expect(findings.launches.map(\.root) == [.navigation(.scene("NotesViewController"))])
        #expect(findings.launches.map(\.obtained) == [.initializer])
        #expect(findings.launches.map { Self.place($0.origin) } == ["SceneDelegate.swift:9"])
        #expect(findings.sites.isEmpty)
        #expect(findings.diagnostics.isEmpty)
    }

    @Test func anAppDelegateWithThreeTabsTwoInNavigationControllers() throws {
        let findings = try Self.findings("Tabs")
        #expect(
            findings.launches.map(\.root) == [
                .tabs([
                    .navigation(.scene("FeedViewController")), .navigation(.scene("SearchViewController")),
                    .scene("ProfileViewController"),
                ])
            ])
        #expect(findings.launches.map(\.obtained) == [.initializer])
        #expect(findings.launches.map { Self.place($0.origin) } == ["AppDelegate.swift:17"])
        #expect(findings.sites.isEmpty)
        #expect(findings.diagnostics.isEmpty)
    }

    @Test func anAppCoordinatorsStartPushesTheFirstScreen() throws {
        let findings = try Self.findings("Coordinator")
        #expect(findings.launches.map(\.root) == [.navigation(.scene("ItemsViewController"))])
        #expect(findings.launches.map(\.obtained) == [.factory])
        #expect(findings.launches.map { Self.place($0.origin) } == ["SceneDelegate.swift:11"])
        #expect(findings.sites.isEmpty)
    }

    @Test func aTabBarSubclassSetsItsTabsInViewDidLoad() throws {
        let findings = try Self.findings("TabSubclass")
        #expect(
            findings.launches.map(\.root) == [
                .tabs([.navigation(.scene("HomeViewController")), .scene("SettingsViewController")])
            ])
        #expect(findings.launches.map { Self.place($0.origin) } == ["SceneDelegate.swift:9"])
        #expect(findings.sites.isEmpty)
    }

    @Test func aLoginScreenReplacedByTheMainTabsIsTheLaunchAndASetRootSite() throws {
        let findings = try Self.findings("LoginSwitch")
        #expect(findings.launches.map(\.root) == [.scene("LoginViewController")])
        #expect(findings.launches.map { Self.place($0.origin) } == ["AppCoordinator.swift:13"])
        let site = try #require(findings.sites.first)
        #expect(findings.sites.count == 1)
        #expect(site.action == .setRoot)
        #expect(site.trigger == .code(name: "Inbox"))
        #expect(site.source == "LoginViewController")
        #expect(site.destination == "InboxViewController")
        #expect(site.wrapsInNavigation)
        #expect(site.obtained == .initializer)
        #expect(Self.place(site.origin) == "AppCoordinator.swift:23")
        #expect(site.method == "showMain()")
        #expect(site.calledFrom.map(Self.place) == ["AppCoordinator.swift:18", "Screens.swift:11"])
    }

    @Test func aRootSetAfterAGuardThatUnwrapsIsUnconditional() throws {
        let findings = try Self.findings("StoryboardTemplate")
        #expect(findings.launches.map { Self.place($0.origin) } == ["SceneDelegate.swift:12"])
        #expect(findings.launches.map(\.condition) == [nil])
    }

    /// An `if` that only checks the OS version chooses nothing: apps run on the newer systems.
    @Test func aRootSetUnderAnAvailabilityCheckIsUnconditional() {
        let swift = """
            class AppDelegate: UIResponder, UIApplicationDelegate {
                var window: UIWindow?
                func application(_ application: UIApplication, didFinishLaunchingWithOptions options: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
                    if #available(iOS 13.0, *) {
                        window?.rootViewController = HomeViewController()
                    }
                    return true
                }
            }
            """
        let file = SwiftSourceFile(bytes: Array(swift.utf8), path: "AppDelegate.swift")
        let findings = LaunchRootReader.read(SwiftTypeIndex(files: [file]))
        #expect(findings.launches.map(\.root) == [.scene("HomeViewController")])
        #expect(findings.launches.map(\.condition) == [nil])
    }

    @Test func aRootSetInOneBranchOfAnIfNamesTheCondition() throws {
        let findings = try Self.findings("LoggedInChoice")
        #expect(findings.launches.map(\.root) == [.navigation(.scene("WelcomeViewController"))])
        #expect(findings.launches.map { $0.condition.map(Self.place) } == ["SceneDelegate.swift:9"])
    }
}

/// The launch root end to end: imported, loaded, and a project `navsim init --from` writes whose
/// launch scenario passes.
@Suite struct LaunchRootImportTests {
    @Test func aTabBarSubclassRootIsImportedAsContainersAndStart() throws {
        let result = AppImport.run(
            AppImport.Options(
                paths: [LaunchRootReaderTests.folder + "/TabSubclass"], name: "App", currentDirectory: packageRoot))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        let graph = try SwiftImportFixtureTests.graph(result)
        let containers = graph.containers.map { container -> String in
            switch container.kind {
            case .navigation(let root, _): return "navigation \(container.name.text) root \(root.text)"
            case .tabs(let children): return "tabs \(container.name.text) \(children.map(\.text))"
            }
        }
        #expect(containers == ["navigation HomeNavigation root Home", "tabs Tabs [\"HomeNavigation\", \"Settings\"]"])
        #expect(graph.start?.target.text == "Tabs")
        #expect(graph.start?.instantiation == .code)

        let folder = try TemporaryFolder()
        let project = StarterProject.create(
            StarterProject.Options(
                folder: folder.path + "/New",
                importPaths: [packageRoot + "/" + LaunchRootReaderTests.folder + "/TabSubclass"],
                currentDirectory: folder.path))
        #expect(project.created == ["Graphs/TabSubclass.navgraph", "Scenarios/TabSubclass/launch.scenario"])
        let report = CheckRun.run(
            CheckRun.Options(paths: [], recordMode: .missing, currentDirectory: folder.path + "/New"))
        #expect(!report.diagnostics.containsErrors)
        #expect(report.scenarios.map(\.status) == [.passed])
    }

    /// The imported graph of fixture app `name` under `LaunchRoots`, and the import's warnings.
    static func imported(_ name: String) throws -> (graph: Graph, diagnostics: [Diagnostic]) {
        let result = AppImport.run(
            AppImport.Options(
                paths: [LaunchRootReaderTests.folder + "/" + name], name: "App", currentDirectory: packageRoot))
        #expect(!result.diagnostics.containsErrors, "\(result.diagnostics)")
        return (try SwiftImportFixtureTests.graph(result), result.diagnostics)
    }

    /// UIKit shows the root the scene delegate puts in the window, not the main storyboard's
    /// initial view controller: a root launch code always sets is `start`.
    @Test func launchCodesRootReplacesTheStoryboardsInitialViewController() throws {
        let (graph, diagnostics) = try Self.imported("StoryboardTemplate")
        #expect(graph.start?.target.text == "Tabs")
        #expect(graph.start?.instantiation == .code)
        #expect(graph.scenes.map(\.name.text).contains("ViewController"))
        #expect(!diagnostics.contains { $0.id == SiteMerger.uncertainStart })
    }

    /// UIKit's empty `UIViewController()` put in the window while unit tests host the app, or on
    /// signing out, is no scene: the launch root is the one the app shows, with no condition, and
    /// the sign-out is no `setRoot` route.
    @Test func aPlainUIViewControllerInTheWindowIsAPlaceholder() throws {
        let findings = try LaunchRootReaderTests.findings("TestHost")
        #expect(findings.launches.map(\.root) == [LaunchRoot.navigation(.scene("InboxViewController"))])
        #expect(findings.launches.map { $0.condition == nil } == [true])
        #expect(findings.sites.isEmpty)
        let (graph, diagnostics) = try Self.imported("TestHost")
        #expect(graph.start?.target.text == "InboxNavigation")
        #expect(!graph.scenes.map(\.name.text).contains("UI"))
        #expect(!diagnostics.contains { $0.id == SiteMerger.uncertainStart })
    }

    /// A root set only when a condition holds leaves the storyboard's `start`, with a warning at
    /// the assignment naming the condition's line.
    @Test func aRootChosenByAConditionKeepsTheStoryboardsStartAndWarns() throws {
        let (graph, diagnostics) = try Self.imported("LoggedInChoice")
        #expect(graph.start?.target.text == "Home")
        let warnings = diagnostics.filter { $0.id == SiteMerger.uncertainStart }
        #expect(
            warnings.map { "\($0.file.split(separator: "/").last ?? ""):\($0.position.line)" } == [
                "SceneDelegate.swift:11"
            ])
        #expect(warnings.map(\.severity) == [.warning])
        #expect(warnings.first?.message.contains("SceneDelegate.swift:9") == true)
    }

    /// A navigation controller always put in the window whose first screen a condition chooses:
    /// `start` is its first branch's, with a warning at the window's assignment naming the
    /// condition; the services object set outside the launch method is followed by its type.
    @Test func aRootsFirstScreenChosenByAConditionIsTheFirstBranchsAndWarns() throws {
        let findings = try LaunchRootReaderTests.findings("SetupOrFeed")
        #expect(findings.launches.map(\.root) == [.navigation(.scene("FeedViewController"))])
        #expect(findings.launches.map(\.condition) == [nil])
        #expect(
            findings.launches.map { $0.contentCondition.map(LaunchRootReaderTests.place) } == [
                "AppCoordinator.swift:15"
            ])
        let (graph, diagnostics) = try Self.imported("SetupOrFeed")
        #expect(graph.start?.target.text == "FeedNavigation")
        let warnings = diagnostics.filter { $0.id == SiteMerger.uncertainStart }
        #expect(
            warnings.map { "\($0.file.split(separator: "/").last ?? ""):\($0.position.line)" } == [
                "AppCoordinator.swift:11"
            ])
    }

    /// A root launch code always sets but the reader cannot follow leaves the storyboard's `start`,
    /// with a warning at the assignment: the app does not start there.
    @Test func anUnreadRootLaunchCodeAlwaysSetsWarnsThatStartIsStale() throws {
        let findings = try LaunchRootReaderTests.findings("ResolvedRoot")
        #expect(findings.launches.isEmpty)
        #expect(findings.unreadLaunch.map(LaunchRootReaderTests.place) == "AppDelegate.swift:9")
        let (graph, diagnostics) = try Self.imported("ResolvedRoot")
        #expect(graph.start?.target.text == "List")
        let warnings = diagnostics.filter { $0.id == SiteMerger.uncertainStart }
        #expect(
            warnings.map { "\($0.file.split(separator: "/").last ?? ""):\($0.position.line)" } == [
                "AppDelegate.swift:9"
            ])
    }
}
