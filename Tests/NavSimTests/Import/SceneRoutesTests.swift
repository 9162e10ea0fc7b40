import Foundation
import NavSimTesting
import Testing

@testable import NavSim

/// The "scene coordinator" style: screens name the scene and how to show it as enum cases
/// (`transition(type: .push(scene: .photoDetails), with: …)`, `transition(to: .editTask(model),
/// type: .modal)`), and one coordinator switches over them, building the view controller in the
/// scene enum's own `switch self`. Each call's cases choose the branch read.
@Suite struct SceneRoutesTests {
    /// Cases nested in an associated value (`.push(scene: .photoDetails)`), the coordinator a
    /// singleton (`SceneCoordinator.shared`) reached through a protocol extension the screens
    /// adopt; its `currentViewController: UIViewController!` is a screen, not a framework
    /// controller, so its `dismiss` is the settings screen's.
    @Test func readsTheBranchTheNestedCasesTake() throws {
        let findings = try CodeNavigationReaderTests.read("SceneRoutes")
        let decided = findings.sites.filter { $0.destination != nil || $0.action == .pop || $0.action == .dismiss }
        #expect(
            decided.map(CodeNavigationReaderTests.describe) == [
                "transition: LoginViewController -> HomeViewController setRoot factory wrapped",
                "transitionPhotoDetails: HomeViewController -> PhotoDetailsViewController push storyboard",
                // `presentationStyle: .fullScreen` bound to `let style`, written on the view controller.
                "transitionSettings: HomeViewController -> SettingsViewController present factory style=fullScreen wrapped",
                "pop: PhotoDetailsViewController -> ? pop found",
                "dismiss: SettingsViewController -> ? dismiss found",
                "transition: SettingsViewController -> LoginViewController setRoot factory",
            ])
        #expect(
            decided.map(\.origin.label) == [
                "SceneCoordinator.swift:14", "SceneCoordinator.swift:18", "SceneCoordinator.swift:22",
                "SceneCoordinator.swift:27", "SceneCoordinator.swift:31", "SceneCoordinator.swift:14",
            ])
        // `transition(type: next, …)`: a case chosen at run time; every branch, none with a
        // destination — but the root switch, which under a branch not decided is not the code
        // reader's (a generic router's would be reached from every screen).
        let undecided = findings.sites.filter { !decided.map(\.origin).contains($0.origin) || $0.destination == nil }
            .filter { $0.action != .pop && $0.action != .dismiss }
        #expect(
            undecided.map { "\($0.source ?? "?") \($0.action?.rawValue ?? "-") \($0.destination ?? "?")" } == [
                "HomeViewController push ?", "HomeViewController present ?",
            ])
        #expect(undecided.allSatisfy { $0.calledFrom.first?.label == "Screens.swift:23" })
        #expect(
            findings.diagnostics.map { "\($0.id.rawValue) \($0.position.line)" } == [
                "code-destination-unknown 18", "code-destination-unknown 22",
            ])
    }

    /// The RxSwift book's shape: the scene with its view model as an associated value, the way of
    /// showing it a case of its own (`type: .modal`), `if case .root = type` before the `switch`,
    /// the coordinator held by its protocol.
    @Test func readsTheBranchTheCasesTakeThroughAProtocolAndIfCase() throws {
        let findings = try CodeNavigationReaderTests.read("SceneTypes")
        #expect(
            findings.sites.map(CodeNavigationReaderTests.describe) == [
                "transitionEditTask: TasksViewController -> EditTaskViewController present storyboard style=formSheet"
                    + " | viewModel = {}",
                // `Scene.about` and `SceneTransitionType.push` written out: read through the call,
                // not dispatched again to `transition(to:type:)` with the other argument unknown.
                "transitionAbout: TasksViewController -> AboutViewController push factory",
                // The book's `pop()`: dismissed when presented, else popped — both branches read
                // (its `currentViewController: UIViewController` is no framework controller).
                "popDismiss: EditTaskViewController -> ? dismiss found",
                "pop: EditTaskViewController -> ? pop found",
                "transition: AboutViewController -> TasksViewController setRoot factory wrapped | viewModel = {}",
            ])
        #expect(findings.diagnostics.isEmpty, "\(findings.diagnostics)")
    }

    /// The whole import: the root switch `LaunchRootReader` reads from every caller of
    /// `transition(…)` by name gives way to the code reader's, which read each caller's cases;
    /// the graph loads and a user's way through it replays.
    @Test func importsARouteForEachCaseACallerNames() throws {
        let types = try Self.imported("SceneTypes")
        #expect(
            ImportVariantsTests.routes(of: types.graph).sorted() == [
                "pop: EditTask -> any pop", "popDismiss: EditTask -> Tasks dismiss",
                "transition: About -> Tasks setRoot",
                "transitionAbout: Tasks -> About push", "transitionEditTask: Tasks -> EditTask present",
            ])
        let routes = try Self.imported("SceneRoutes")
        #expect(
            ImportVariantsTests.routes(of: routes.graph).sorted() == [
                "dismiss: Settings -> Home dismiss", "pop: PhotoDetails -> Home pop",
                "transition: Login -> Home setRoot", "transition: Settings -> Login setRoot",
                "transitionPhotoDetails: Home -> PhotoDetails push",
                "transitionSettings: Home -> SettingsNavigation present",
            ])
        let scenario = try #require(
            ScenarioParser.parse(
                SourceText(
                    path: "s.scenario",
                    string: """
                        scenario "scenes"
                        graph SceneRoutes
                        tap transition
                        expect top Home
                        tap transitionSettings
                        expect top Settings
                        tap dismiss
                        expect top Home
                        tap transitionSettings
                        tap transition
                        expect top Login

                        """)
            ).usable)
        let replay = Replayer.replay(scenario, in: routes.graph)
        #expect(replay.passed, "\(replay.failures.map(\.message))")
        #expect(replay.violations.isEmpty)
    }

    /// The fixture app `name` imported, and its graph loaded.
    static func imported(_ name: String) throws -> (text: String, graph: Graph) {
        let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/" + name
        let result = AppImport.run(AppImport.Options(paths: [folder], name: name, currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let graph = try #require(GraphLoader.load(source: SourceText(path: "S.navgraph", string: text)).usableGraph)
        return (text, graph)
    }
}
