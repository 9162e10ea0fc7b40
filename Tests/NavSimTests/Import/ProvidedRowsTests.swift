import Testing

@testable import NavSim

/// The fixture app `ProvidedRows`: navigation in code, no storyboard — a third-party banner's
/// static `dismiss()`, a static factory that returns the screen in a navigation controller of its
/// own, table and collection providers (objects, not view controllers) whose selection calls back
/// to their screen, and launch code that sets a kept navigation controller's `viewControllers`.
@Suite struct ProvidedRowsTests {
    static let folder = packageRoot + "/Tests/NavSimTests/Fixtures/SwiftApps/ProvidedRows"

    static func imported() throws -> (result: AppImport.Result, graph: Graph) {
        let result = AppImport.run(
            AppImport.Options(paths: [folder], name: "ProvidedRows", currentDirectory: packageRoot))
        let text = try #require(result.graph)
        let loaded = GraphLoader.load(source: SourceText(path: "ProvidedRows.navgraph", string: text))
        #expect(!loaded.diagnostics.containsErrors, "\(loaded.diagnostics)")
        return (result, try #require(loaded.usableGraph))
    }

    /// Each route as `name: Source -> Destination action`.
    static func routes(_ graph: Graph) -> [String] {
        graph.routes.map { route in
            let action: String
            switch route.kind {
            case .programmatic(let programmatic, _): action = programmatic.rawValue
            case .segue(let kind): action = "segue \(kind)"
            default: action = "\(route.kind)"
            }
            return "\(route.name.text): \(route.source.text) -> \(route.destination.text) \(action)"
        }.sorted()
    }

    /// `LoadingBanner.dismiss()`, a static method of a type the sources do not declare, a
    /// `dismiss()` without UIKit's `animated:`, and `hud.dismiss(animated: true)` on a property
    /// holding a progress HUD (no view controller), dismiss no screen: no `dismiss` route from the
    /// screens that hide the banner, and nothing they do after it is taken for code that runs off
    /// the screen. The import screen's own `dismiss(animated: true)` is still a dismissal.
    @Test func aBannersStaticDismissIsNoScreensDismissal() throws {
        let (result, graph) = try Self.imported()
        let dismissals = graph.routes.filter { route in
            if case .programmatic(.dismiss, _) = route.kind { return true }
            return false
        }
        #expect(dismissals.map { "\($0.name.text): \($0.source.text)" } == ["closeTapped: Import"])
        #expect(!result.diagnostics.contains { $0.message.contains("has taken") })
    }

    /// `ImportViewController.make(with: recipes, title: "Import")`, a static factory declared to
    /// return a `UINavigationController`, wraps the screen its body loads through `fromNib()`
    /// (an `extension UIViewController` method returning `Self`): the route presents a navigation
    /// controller with that screen its root, with what the body writes into the screen, the
    /// parameters bound to the call's arguments.
    @Test func aFactoryReturningANavigationControllerPresentsItsRoot() throws {
        let (result, graph) = try Self.imported()
        let route = try #require(graph.routes.first { $0.name.text == "importTapped" })
        #expect(route.source.text == "Recipes")
        #expect(route.destination.text == "ImportNavigation")
        let navigation = try #require(graph.containers.first { $0.name.text == "ImportNavigation" })
        if case .navigation(let root, _) = navigation.kind {
            #expect(root.text == "Import")
        } else {
            Issue.record("ImportNavigation is no navigation controller")
        }
        #expect(route.kind == .programmatic(.present, via: .factory))
        #expect(
            route.passes.map { "\($0.destination) = \($0.value)" }.sorted() == [
                "heading = \"Import\"", "sources = recipes",
            ])
        #expect(!result.diagnostics.contains { $0.id == CodeBodyWalker.destinationUnknown })
    }

    /// A row's touch on a table whose delegate is a provider object (`tableView(_:didSelectRowAt:)`
    /// inherited from its base class) reaches the screen's `providerDidSelect(at:)` through the
    /// provider's delegate — the screen holding it, though another screen conforms too — and an
    /// item's touch on a collection runs the closure its screen set (`provider.onSelect`): each
    /// starts a chain from the screen that holds the provider, reading the selected row.
    @Test func aProvidersTouchCallbackNavigatesFromTheScreenHoldingIt() throws {
        let (result, graph) = try Self.imported()
        let routes = Self.routes(graph)
        #expect(routes.contains("providerDidSelect: Recipes -> Steps push"))
        #expect(routes.contains("showTip: Steps -> Tip push"))
        #expect(routes.filter { $0.hasPrefix("providerDidSelect: Tip ") }.count == 1)
        #expect(routes.contains { $0.hasPrefix("providerDidSelect: Tip -> ") && $0.hasSuffix(" popToRoot") })
        let push = try #require(graph.routes.first { $0.source.text == "Recipes" && $0.destination.text == "Steps" })
        #expect(push.passes.map { "\($0.destination) = \($0.value)" } == ["recipe = recipes[selection]"])
        #expect(!result.diagnostics.contains { $0.message.contains("no view controller's action leads to it") })
        #expect(!result.diagnostics.contains { $0.message.contains("runs the one of these its object holds") })
    }

    /// `ScreenLauncher.shared.launch()` from the app delegate: the singleton's method sets its
    /// kept navigation controller's `viewControllers = [RecipesViewController()]` and makes it the
    /// window's root — the app starts in that navigation controller, rooted at `Recipes`, so a
    /// pop to the root from a screen on its stack lands there.
    @Test func launchThroughASingletonsNavigationControllerStartsAtItsRoot() throws {
        let (result, graph) = try Self.imported()
        let start = try #require(graph.start)
        let container = try #require(graph.containers.first { $0.name.text == start.target.text })
        guard case .navigation(let root, _) = container.kind else {
            Issue.record("start is \(container.kind), not a navigation controller")
            return
        }
        #expect(root.text == "Recipes")
        #expect(start.instantiation == .code)
        #expect(Self.routes(graph).contains("providerDidSelect: Tip -> Recipes popToRoot"))
        #expect(!result.diagnostics.contains { $0.message.contains("cannot tell which scene it starts from") })
    }
}
