import Foundation
import Testing

@testable import NavSim

/// Dismissals and pops a presenting screen performs in a callback from the screen it showed
/// (fixtures `PresenterCallbacks`, code only, and `SegueCallbacks`, a storyboard's segues with
/// `prepare(for:sender:)`): the user acts in the presented screen, so the route's source is that
/// screen, whichever way the callback reaches the presenter — a delegate protocol (its delegate
/// unwrapped into a local first or not), a closure set on it or handed to its initialiser, a
/// helper one call deeper.
@Suite struct PresenterCallbacksTests {
    static let code = "Tests/NavSimTests/Fixtures/SwiftApps/PresenterCallbacks"
    static let segues = "Tests/NavSimTests/Fixtures/SwiftApps/SegueCallbacks"

    static func imported(_ fixture: String) throws -> (result: AppImport.Result, graph: Graph) {
        let result = SwiftImportFixtureTests.run([fixture])
        return (result, try SwiftImportFixtureTests.graph(result))
    }

    /// The route's action, for a route from code.
    static func action(_ route: Route) -> Route.Action? {
        if case .programmatic(let action, _) = route.kind { return action }
        return nil
    }

    /// The routes from `source` in `graph`, as `name: action -> destination`, sorted.
    static func routes(from source: String, in graph: Graph) -> [String] {
        graph.routes.filter { $0.source.text == source }.map { route in
            "\(route.name.text): \(action(route).map(\.rawValue) ?? "segue") -> \(route.destination.text)"
        }.sorted()
    }

    @Test func theDelegatesDismissalIsARouteFromThePresentedScreen() throws {
        let (_, graph) = try Self.imported(Self.code)
        // `delegate?.editorDidCancel()` in the editor; the notes' `editorDidCancel()` dismisses.
        // The editor dismisses itself too (`close`); the archive presents it as well, and its
        // callbacks dismiss alike: one route each, landing on either presenter (`any`).
        #expect(
            Self.routes(from: "Editor", in: graph) == [
                "close: dismiss -> any", "editor: dismiss -> any", "editorDidCancel: dismiss -> any",
            ])
        // No route from the presenter for its callbacks: they run from the screen it presented.
        #expect(Self.routes(from: "Notes", in: graph).allSatisfy { !$0.contains("dismiss") && !$0.contains("pop") })
    }

    @Test func aDelegateUnwrappedIntoALocalIsFollowed() throws {
        let (_, graph) = try Self.imported(Self.code)
        // `guard let delegate = delegate …; delegate.tagsDidFinish(tags)` and `if let receiver =
        // self.delegate { receiver.tagsDidFinish([]) }`: one navigation call, one route.
        let finished = try SwiftImportFixtureTests.route(graph, "Tags", "tagsDidFinish")
        #expect(Self.action(finished) == .dismiss)
        #expect(finished.destination.text == "Notes")
        #expect(Self.routes(from: "Tags", in: graph) == ["tagsDidFinish: dismiss -> Notes"])
    }

    @Test func aCallOnTheScreenFoundBelowIsFollowed() throws {
        let (_, graph) = try Self.imported(Self.code)
        // `guard let notes = navigationController?.viewControllers.first as? NotesViewController
        // …; notes.renameDidFinish()`: the notes' method pops the rename screen.
        #expect(Self.routes(from: "Rename", in: graph) == ["renameDidFinish: pop -> Notes"])
    }

    @Test func closuresAndHelpersReachTheDismissalOrPop() throws {
        let (_, graph) = try Self.imported(Self.code)
        // `filter.onDone = { [weak self] in self?.dismiss(animated: true) }`.
        #expect(Self.routes(from: "Filter", in: graph) == ["doneTapped: dismiss -> Notes"])
        // `detail.onDelete = { … self?.navigationController?.popViewController(animated: true) }`.
        #expect(Self.routes(from: "Detail", in: graph) == ["deleteTapped: pop -> Notes"])
        // `helpDidFinish(_:)` calls `closeSheet()`: `presentedViewController?.dismiss(animated: true)`.
        #expect(Self.routes(from: "Help", in: graph) == ["closeSheet: dismiss -> Notes"])
    }

    @Test func aClosureHandedToTheInitialiserRunsWhenTheScreenCallsIt() throws {
        let (result, graph) = try Self.imported(Self.code)
        // `ShareViewController(onFinish: { [weak self] in self?.dismiss(animated: true) })`:
        // stored by `init(onFinish:)`, called by the share screen's `sentTapped`. Read where it
        // is built, it made the presenter dismiss and then present from a screen no longer shown.
        #expect(Self.routes(from: "Share", in: graph) == ["sentTapped: dismiss -> Notes"])
        let share = try SwiftImportFixtureTests.route(graph, "Notes", "showShare")
        #expect(Self.action(share) == .present)
        #expect(share.destination.text == "Share")
        #expect(!result.diagnostics.contains { $0.id == RouteBodyReader.unreadPass })
        #expect(!result.diagnostics.contains { $0.message.contains("showShare") })
    }

    @Test func delegatesThatDifferAreUndecided() throws {
        let (result, graph) = try Self.imported(Self.code)
        // The notes present the picker and dismiss it; the archive pushes it and pops it. Which
        // runs depends on which is its delegate: neither is a route, each is warned about.
        #expect(Self.routes(from: "Picker", in: graph).isEmpty)
        let warned = result.diagnostics.filter { $0.id == SiteMerger.undecidedRoute }.map {
            "\(URL(fileURLWithPath: $0.file).lastPathComponent):\($0.position.line)"
        }
        #expect(warned.sorted() == ["Screens.swift:115", "Screens.swift:160", "Shared.swift:37", "Shared.swift:50"])
        let text = try #require(result.graph)
        #expect(text.contains("# route pickerDidFinishDismiss: Picker -> any dismiss"))
        #expect(text.contains("# route pickerDidFinishPop: Picker -> any pop"))
        // Closures alike: the notes push the export screen with a closure that pops it, the
        // archive presents it with one that dismisses it.
        #expect(Self.routes(from: "Export", in: graph).isEmpty)
        #expect(text.contains("# route exportTappedDismiss: Export -> any dismiss"))
        #expect(text.contains("# route exportTappedPop: Export -> any pop"))
    }

    @Test func closuresSetFromSeveralPlacesThatDoAlikeAreOneRoute() throws {
        let (_, graph) = try Self.imported(Self.code)
        // `showFilter()` and `filterFavourites()` each set `onDone` to a closure that dismisses;
        // `showShare()` and `quickShare()` each hand `ShareViewController` one: the screen's
        // action runs the one its instance holds, and either dismisses it — one route each.
        #expect(Self.routes(from: "Filter", in: graph) == ["doneTapped: dismiss -> Notes"])
        #expect(Self.routes(from: "Share", in: graph) == ["sentTapped: dismiss -> Notes"])
        // `present(ShareViewController() { [weak self] in … }, animated: true)`: a trailing
        // closure is part of the initialiser's call, whose value is the destination.
        let quick = try SwiftImportFixtureTests.route(graph, "Notes", "quickShare")
        #expect(Self.action(quick) == .present)
        #expect(quick.destination.text == "Share")
    }

    @Test func aConformingScreenThatNeverShowsTheSourceIsNotItsDelegate() throws {
        let (result, graph) = try Self.imported(Self.code)
        // The trash conforms to `EditorDelegate` and pops to the root in `editorDidCancel()`, but
        // names no `EditorViewController` in its code: the editor's call does not reach it
        // (the editor's routes are the notes' and the archive's, alike: see above), and nothing
        // else does.
        #expect(!Self.routes(from: "Editor", in: graph).contains { $0.contains("popToRoot") })
        #expect(Self.routes(from: "Trash", in: graph).isEmpty)
        let untriggered = result.diagnostics.filter { $0.id == CodeNavigationReader.untriggered }
        #expect(untriggered.contains { $0.message.contains("TrashViewController.editorDidCancel()") })
    }

    @Test func aClosureSetInPrepareIsNoPassNorTheSeguesNavigation() throws {
        let (result, graph) = try Self.imported(Self.segues)
        // `settings.completion = { [weak self] in guard let strongSelf = self …
        // strongSelf.dismiss(…) }` in `prepare(for:sender:)`: code the settings screen runs.
        let segue = try SwiftImportFixtureTests.route(graph, "Entries", "ShowSettings")
        #expect(segue.navigate == nil)
        #expect(segue.passes.isEmpty)
        #expect(!result.diagnostics.contains { $0.id == RouteBodyReader.unreadPass })
        #expect(Self.routes(from: "Settings", in: graph) == ["closeTapped: dismiss -> Entries"])
    }

    @Test func segueDelegatesDismissAndPop() throws {
        let (_, graph) = try Self.imported(Self.segues)
        // The delegate set on the navigation controller's top view controller in `prepare`, an
        // `@objc optional` requirement called with `?(`, the presented view controller dismissed
        // by the parameter the callback was handed, and a pop.
        #expect(
            Self.routes(from: "Compose", in: graph) == [
                "composeViewController: dismiss -> Entries", "composeViewControllerDidCancel: dismiss -> Entries",
            ])
        #expect(Self.routes(from: "Entry", in: graph) == ["entryViewControllerDidDelete: pop -> Entries"])
    }

    /// Replayed, each callback's route takes the presented screen off and lands on its presenter.
    @Test func theCallbacksReplay() throws {
        let (_, graph) = try Self.imported(Self.code)
        let steps = [
            "tap add", "tap editorDidCancel", "expect top Notes",
            "tap showTags", "tap tagsDidFinish", "expect top Notes",
            "tap showShare", "tap sentTapped", "expect top Notes",
            "tap showHelp", "tap closeSheet", "expect top Notes",
        ]
        let text = "scenario \"callbacks\"\ngraph PresenterCallbacks\n" + steps.joined(separator: "\n") + "\n"
        let scenario = try #require(ScenarioParser.parse(SourceText(path: "s.scenario", string: text)).usable)
        let replay = Replayer.replay(scenario, in: graph)
        #expect(replay.passed, "\(replay.failures.map(\.message))")
        #expect(replay.violations.isEmpty)
    }
}
