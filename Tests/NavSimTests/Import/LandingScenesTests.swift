import Testing

@testable import NavSim

/// `LandingScenes` on small typed graphs: which ways into a source name where its pop, pop to
/// the root or dismissal lands, and which leave it `any`.
@Suite struct LandingScenesTests {
    static func route(
        _ source: String, _ destination: String, _ kind: ImportedGraph.Route.Kind, commented: Bool = false
    ) -> ImportedGraph.Route {
        .init(
            name: "\(source)To\(destination)", source: source, destination: destination, kind: kind, comment: "",
            isCommented: commented)
    }

    static func graph(_ routes: [ImportedGraph.Route], navigations: [String: String] = [:], tabs: [String] = [])
        -> ImportedGraph
    {
        var graph = ImportedGraph(name: "G", files: [])
        graph.routes = routes
        graph.navigations = navigations.sorted { $0.key < $1.key }.map {
            .init(name: $0.key, targets: [$0.value], comment: "")
        }
        if !tabs.isEmpty { graph.tabs = [.init(name: "Tabs", targets: tabs, comment: "")] }
        return graph
    }

    static let push = ImportedGraph.Route.Kind.route(.push, forced: false, via: .code)
    static let present = ImportedGraph.Route.Kind.route(.present, forced: false, via: .code)

    @Test func aShowFromAScreenOnAStackIsAPushAndFromAPresentedOneAPresentation() {
        // List is a navigation controller's root: its `show` pushes Detail. Sheet is presented
        // and on no stack: its `show` presents Card.
        let graph = Self.graph(
            [
                Self.route("List", "Detail", .segue(.show)), Self.route("List", "Sheet", Self.present),
                Self.route("Sheet", "Card", .segue(.show)),
            ], navigations: ["Nav": "List"])
        let landings = LandingScenes(graph)
        #expect(landings.landing(of: .pop, from: "Detail") == "List")
        #expect(landings.landing(of: .dismiss, from: "Detail") == nil)  // the stack is no presentation
        #expect(landings.landing(of: .pop, from: "Card") == nil)
        #expect(landings.landing(of: .dismiss, from: "Card") == "Sheet")
        #expect(landings.landing(of: .dismiss, from: "Sheet") == "List")
    }

    @Test func aTabARootOrACommentedWayInLeavesTheLandingUnknown() {
        let graph = Self.graph(
            [
                Self.route("Feed", "Post", Self.push),
                // Post is also reached by a route the import could not settle.
                Self.route("Profile", "Post", Self.push, commented: true),
                Self.route("Feed", "Compose", Self.present),
                // Compose is also a tab of its own.
            ], navigations: ["FeedNav": "Feed"], tabs: ["FeedNav", "Compose"])
        let landings = LandingScenes(graph)
        #expect(landings.landing(of: .pop, from: "Post") == nil)
        #expect(landings.landing(of: .dismiss, from: "Compose") == nil)
        // Feed is the root of a tab's stack: nothing presents it, and it is no pushed screen.
        #expect(landings.landing(of: .dismiss, from: "Feed") == nil)
        #expect(landings.landing(of: .pop, from: "Feed") == nil)
        #expect(landings.landing(of: .popToRoot, from: "Feed") == "Feed")
    }

    @Test func aDismissalFromDeepInAPresentedStackLandsOnThePresenterOfItsRoot() {
        let graph = Self.graph(
            [
                Self.route("Home", "SheetNav", .segue(.present)), Self.route("Step1", "Step2", Self.push),
                Self.route("Step2", "Step3", .segue(.push)),
            ], navigations: ["SheetNav": "Step1"])
        let landings = LandingScenes(graph)
        #expect(landings.landing(of: .dismiss, from: "Step3") == "Home")
        #expect(landings.landing(of: .popToRoot, from: "Step3") == "Step1")
        #expect(landings.landing(of: .pop, from: "Step3") == "Step2")
        // Pushes that go round (A pushes B, B pushes A again) stay on the stack Home presented.
        let cyclic = Self.graph(
            [
                Self.route("Home", "SheetNav", Self.present), Self.route("A", "B", Self.push),
                Self.route("B", "A", Self.push),
            ], navigations: ["SheetNav": "A"])
        #expect(LandingScenes(cyclic).landing(of: .dismiss, from: "B") == "Home")
        #expect(LandingScenes(cyclic).landing(of: .pop, from: "B") == "A")
        // A is a root and is pushed: a pop from it may do nothing or land on B.
        #expect(LandingScenes(cyclic).landing(of: .pop, from: "A") == nil)
    }
}

extension LandingScenesTests {
    /// A stack deeper than the walk's limit leaves the landing unknown, and the walk ends.
    @Test func aStackDeeperThanTheLimitIsLeftUnknown() {
        let depth = LandingScenes.depthLimit + 10
        var routes = [Self.route("Home", "S0", Self.present)]
        for level in 0..<depth { routes.append(Self.route("S\(level)", "S\(level + 1)", Self.push)) }
        let landings = LandingScenes(Self.graph(routes))
        #expect(landings.landing(of: .dismiss, from: "S\(depth)") == nil)
        #expect(landings.landing(of: .dismiss, from: "S3") == "Home")
        #expect(landings.landing(of: .pop, from: "S\(depth)") == "S\(depth - 1)")
    }
}
