import Foundation
import Testing

@testable import NavSim

/// The tabs searched one at a time (`TabReduction`, `docs/explore.md`) find what the full search
/// finds: the same distinct (violation, route, cause), each at the same depth, and the same routes
/// at the same depth — on every shipped graph, on multi-tab graphs written to need two tabs'
/// journeys, and on seeded random multi-tab graphs. And they do keep fewer states.
@Suite struct ExploreReductionTests {
    /// What a search found, as the reduction must keep it: each finding's (id, route, cause) with
    /// the length of its shortest path, and each route taken with the length of its path.
    struct Found: Equatable, CustomStringConvertible {
        var findings: Set<String>
        var routes: Set<String>

        init(_ result: ExploreResult) {
            findings = Set(
                result.findings.map { "\($0.id.rawValue) \($0.route ?? "-") \($0.cause) in \($0.steps.count)" })
            routes = Set(
                result.routes.compactMap { reach in
                    reach.steps.map { "\(reach.route.keyword) \(reach.route.name.text) in \($0.count)" }
                })
        }

        var description: String { "findings \(findings.sorted()), routes \(routes.sorted())" }
    }

    /// Explores `graph` with and without the reduction; neither may be cut.
    static func both(
        _ graph: Graph, depth: Int, data: Explorer.DataMode, doubleTaps: Bool = true,
        sourceLocation: SourceLocation = #_sourceLocation
    ) -> (reduced: ExploreResult, full: ExploreResult) {
        var limits = Explorer.Limits(depth: depth, maxStates: 2_000_000, doubleTaps: doubleTaps)
        let reduced = Explorer.explore(from: Simulator(graph: graph), limits: limits, data: data)
        limits.reduction = false
        let full = Explorer.explore(from: Simulator(graph: graph), limits: limits, data: data)
        #expect(!reduced.cut && !full.cut, sourceLocation: sourceLocation)
        #expect(full.reduction == .none, sourceLocation: sourceLocation)
        return (reduced, full)
    }

    static let shippedGraphs: [String] = {
        let root = packageRoot + "/Graphs"
        let files = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
        return files.filter { $0.hasSuffix(".navgraph") }.map { "Graphs/" + $0 }.sorted()
    }()

    @Test func thereAreShippedGraphs() {
        #expect(Self.shippedGraphs.count >= 14)
    }

    @Test(arguments: shippedGraphs)
    func findsWhatTheFullSearchFindsOnEveryShippedGraph(_ path: String) throws {
        let graph = try #require(GraphLoader.load(path: packageRoot + "/" + path).usable)
        for data in [Explorer.DataMode.abstract, .given] {
            let (reduced, full) = Self.both(graph, depth: 8, data: data)
            #expect(Found(reduced) == Found(full), "\(path) \(data)")
        }
    }

    /// Three tabs; each bug needs journeys in one tab only, but the full search meets each in
    /// every combination of the other tabs' stacks.
    static let threeTabs = """
        graph ThreeTabs
        scene Feed
          store posts: [Post]?
        scene Post
          store post: Post?
        scene Author
          store name: String!
        scene Inbox
          store threads: [Thread]?
        scene Thread
          store thread: Thread?
          appear thread = thread
        scene Compose
          store draft: Thread?
        scene Me
          store me: User?
        scene Settings
        navigation FeedTab root Feed
        navigation InboxTab root Inbox
        navigation MeTab root Me
        navigation ComposeNav root Compose
        tabs Home [FeedTab, InboxTab, MeTab]
        start Home
        segue ShowPost: Feed -> Post show
          pass post = posts[selection]
        segue ShowAuthor: Post -> Author show
        segue ShowThread: Inbox -> Thread show
          pass thread = threads[selection]
        segue Reply: Thread -> ComposeNav present
          pass draft = thread
        route Sent: Compose -> Thread dismiss
          pass thread = draft
        route Cancel: Compose -> any dismiss
        segue ShowSettings: Me -> Settings show
        route Up: Settings -> any pop
        unwind backToThread: Compose -> Thread
        segue MorePosts: Post -> Post show
        segue MoreSettings: Settings -> Settings show
        segue MoreThreads: Thread -> Thread show
        """

    @Test func findsWhatTheFullSearchFindsAcrossThreeTabs() {
        let graph = loadGraph(Self.threeTabs)
        for data in [Explorer.DataMode.abstract, .given] {
            for doubleTaps in [true, false] {
                let (reduced, full) = Self.both(graph, depth: 7, data: data, doubleTaps: doubleTaps)
                #expect(reduced.reduction == .tabs)
                #expect(Found(reduced) == Found(full), "\(data) \(doubleTaps)")
                // A state's active tab can split one hierarchy in two, so a small search may keep
                // more; here each tab's stack grows, and the combinations outnumber the splits.
                if data == .abstract {
                    #expect(reduced.states * 2 < full.states, "\(reduced.states) of \(full.states)")
                }
            }
        }
        // There is something to find: Author's `!` name is never set (it needs a post's row).
        let (reduced, _) = Self.both(graph, depth: 7, data: .abstract, doubleTaps: false)
        #expect(reduced.findings.contains { $0.id == .nilDataStore && $0.route == "ShowAuthor" })
    }

    /// An unwind that can find its destination in another tab makes the tabs depend on each
    /// other: the search says so and combines them.
    @Test func combinesTabsAnUnwindCanCross() {
        let graph = loadGraph(
            """
            graph Crossing
            scene A
            scene B
            scene Modal
            navigation TabA root A
            navigation TabB root B
            tabs Home [TabA, TabB]
            start Home
            segue Open: B -> Modal present
            unwind toA: Modal -> A
            """)
        let (reduced, full) = Self.both(graph, depth: 6, data: .given)
        #expect(reduced.reduction == .combined("unwind 'toA' can find 'A' in another tab of 'Home'"))
        #expect(Found(reduced) == Found(full))
        #expect(reduced.states == full.states)
    }

    @Test func aGraphWithNoTabBarAtItsRootHasNothingToReduce() {
        let (reduced, full) = Self.both(ExplorerTests.small, depth: 8, data: .given)
        #expect(reduced.reduction == .none)
        #expect((reduced.states, reduced.transitions) == (full.states, full.transitions))
    }

    /// Seeded random apps of three tabs: scenes shared between tabs, pushes, presentations,
    /// rows passed on, `!` fields, pops, dismissals and unwinds. Whatever the graph, the reduced
    /// search finds what the full one does.
    @Test(arguments: 1...24)
    func findsWhatTheFullSearchFindsOnRandomTabbedApps(_ seed: Int) {
        let text = Self.randomApp(seed: UInt64(seed))
        let graph = loadGraph(text)
        let (reduced, full) = Self.both(graph, depth: 6, data: .abstract)
        #expect(Found(reduced) == Found(full), "\(text)")
    }

    @Test func theRandomAppsAreMostlyReducedAndFindThings() {
        var reducedApps = 0
        var withFindings = 0
        for seed in 1...24 {
            let graph = loadGraph(Self.randomApp(seed: UInt64(seed)))
            let result = Explorer.explore(
                from: Simulator(graph: graph), limits: Explorer.Limits(depth: 4, maxStates: 100_000, doubleTaps: true),
                data: .abstract)
            if result.reduction == .tabs { reducedApps += 1 }
            if result.findings.contains(where: \.isDistinct) { withFindings += 1 }
        }
        #expect(reducedApps >= 12, "\(reducedApps) of 24 reduced")
        #expect(withFindings >= 6, "\(withFindings) of 24 with distinct findings")
    }

    /// A random app: three tab roots with lists, six other scenes with an optional or `!` field,
    /// a modal navigation controller, and routes between them drawn from `seed`.
    static func randomApp(seed: UInt64) -> String {
        var state = seed &* 0x9e37_79b9_7f4a_7c15 | 1
        func next(_ bound: Int) -> Int {
            state ^= state << 13
            state ^= state >> 7
            state ^= state << 17
            return Int(state % UInt64(bound))
        }
        let roots = ["R0", "R1", "R2"]
        let others = ["S0", "S1", "S2", "S3", "S4", "S5"]
        var lines = ["graph Random\(seed)"]
        var lists = Set(roots)
        for root in roots { lines += ["scene \(root)", "  store items: [Item]?"] }
        for scene in others {
            lines.append("scene \(scene)")
            switch next(3) {
            case 0: lines.append("  store item: Item?")
            case 1: lines.append("  store item: Item!")
            default:
                lines += ["  store item: Item?", "  store items: [Item]?"]
                lists.insert(scene)
            }
        }
        for (index, root) in roots.enumerated() { lines.append("navigation Tab\(index) root \(root)") }
        let modalRoot = others[next(others.count)]
        lines += ["navigation Modal root \(modalRoot)", "tabs Home [Tab0, Tab1, Tab2]", "start Home"]
        var names = 0
        for source in roots + others {
            for _ in 0..<(1 + next(2)) {
                names += 1
                let destination = others[next(others.count)]
                let kind = ["show", "show", "present", "push"][next(4)]
                if next(5) == 0 {
                    lines.append("segue M\(names): \(source) -> Modal present")
                } else {
                    lines.append("segue G\(names): \(source) -> \(destination) \(kind)")
                }
                if lists.contains(source), next(2) == 0 { lines.append("  pass item = items[selection]") }
            }
        }
        for scene in others where next(3) == 0 {
            lines.append(
                ["route Pop\(scene): \(scene) -> any pop", "route Close\(scene): \(scene) -> any dismiss"][next(2)])
        }
        if next(3) == 0 {
            let source = others[next(others.count)]
            let destination = (roots + others)[next(roots.count + others.count)]
            lines.append("unwind back\(seed): \(source) -> \(destination)")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
