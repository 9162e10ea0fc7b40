import NavSimTesting
import Testing

@testable import NavSim

/// What a picture holds, as facts: clusters, repeats, arrows and their kinds, labels, back edges,
/// the scenario's path and the coverage drawn over them.
@Suite struct GraphPictureTests {
    /// Two tabs whose navigation controllers share a root scene; a modal with its own navigation
    /// controller; an embed; every kind of route.
    static let graphText = """
        graph Shop
        scene List
          store items: [Int]?
          store title: String?
          store flag: Bool?
          store count: Int?
        scene Detail
          store item: Int!
        scene Editor
          store item: Int?
        scene Header
        scene Lonely
          store items: [Int]?
          store title: String?
          store flag: Bool?
          store count: Int?
          setup coder
        navigation ListTab root List
        navigation OtherTab root List
        tabs Home [ListTab, OtherTab]
        navigation EditNav root Editor
        start Home
        segue Open: List -> Detail show
          pass item = items[selection]
        segue Many: List -> Detail show
          pass item = items[0]
          navigate push
        route Edit: Detail -> EditNav present
          style fullScreen
          pass item = item
        unwind done: Editor -> Detail
          pass item = item
        route Back: Detail -> List pop
        route Switch: Detail -> OtherTab tab
        embed Top: Detail -> Header
        route Wide: List -> Lonely present via code
          pass items = items
          pass title = title
          pass flag = flag
          pass count = count
        """

    static let graph = loadGraph(graphText)

    /// The clusters at the top, and every box, depth first.
    static func boxes(_ members: [PictureLayout.Member]) -> [PictureLayout.Node] {
        members.flatMap { member -> [PictureLayout.Node] in
            switch member {
            case .node(let node): return [node]
            case .cluster(let cluster): return boxes(cluster.members)
            }
        }
    }

    @Test func containersAreNestedClustersAndASharedRootIsRepeated() throws {
        let layout = GraphPicture(graph: Self.graph).layout
        guard case .cluster(let home) = layout.members.first else {
            Issue.record("the start's container comes first")
            return
        }
        #expect(home.kind == .tabs && home.name == "Home")
        let tabs = home.members.compactMap { member -> PictureLayout.Cluster? in
            if case .cluster(let cluster) = member { return cluster } else { return nil }
        }
        #expect(tabs.map(\.name) == ["ListTab", "OtherTab"])
        #expect(Self.boxes(tabs[0].members).map(\.id) == ["List"])
        #expect(Self.boxes(tabs[1].members).map(\.id) == ["List@2"])
        #expect(Self.boxes(tabs[1].members).map(\.isRepeat) == [true])
        // Every scene has exactly one first box.
        let all = Self.boxes(layout.members)
        #expect(all.filter { !$0.isRepeat }.map(\.scene).sorted() == ["Detail", "Editor", "Header", "List", "Lonely"])
        #expect(all.first { $0.scene == "Lonely" }?.details == ["setup: coder"])
        // Detail embeds Header: a cluster holding both.
        let embeds = layout.members.compactMap { member -> PictureLayout.Cluster? in
            if case .cluster(let cluster) = member, cluster.kind == .embeds { return cluster } else { return nil }
        }
        #expect(embeds.map(\.name) == ["Detail"])
        #expect(Self.boxes(embeds[0].members).map(\.id) == ["Detail", "Header"])
        #expect(layout.endpoint("EditNav") == PictureEndpoint(node: "Editor", cluster: "navigation EditNav"))
        #expect(layout.endpoint("List") == PictureEndpoint(node: "List"))
    }

    @Test func eachRouteIsAnArrowOfItsKindWithItsLabel() {
        let picture = GraphPicture(graph: Self.graph)
        #expect(picture.start == PictureEndpoint(node: "List", cluster: "tabs Home"))
        #expect(picture.edges.map(\.routeIndex) == Array(0..<Self.graph.routes.count).map(Optional.some))
        #expect(
            picture.edges.map(\.kind) == [
                .segue, .segue, .programmatic, .unwind, .programmatic, .tab, .embed, .programmatic,
            ])
        #expect(picture.edges.map(\.isBackward) == [false, false, false, true, true, false, false, false])
        #expect(picture.edges[0].label == ["Open", "show", "pass item"])
        #expect(picture.edges[1].label == ["Many", "show", "+ router push", "pass item"])
        #expect(picture.edges[2].label == ["Edit", "present · fullScreen", "pass item"])
        #expect(picture.edges[2].to == PictureEndpoint(node: "Editor", cluster: "navigation EditNav"))
        // Four passes are counted, not named.
        #expect(picture.edges[7].label == ["Wide", "present via code · automatic", "pass 4 fields"])
        #expect(picture.legend == [.kind(.segue), .kind(.programmatic), .kind(.unwind), .kind(.tab), .kind(.embed)])
    }

    @Test func aShowDetailRouteIsLabelledAsTheModalPresentationItIs() {
        let graph = loadGraph(
            """
            graph Split
            scene List
            scene Detail
            start List
            route Preview: List -> Detail showDetail via code
            """)
        #expect(GraphPicture(graph: graph).edges.map(\.label) == [["Preview", "showDetail via code · automatic"]])
    }

    @Test func anArrowIsNotClippedAtTheClusterItStartsIn() {
        let graph = loadGraph(
            """
            graph Loop
            scene Root
            scene Other
            navigation Main root Root
            start Main
            route Again: Root -> Main present
            route Away: Other -> Main present
            """)
        let picture = GraphPicture(graph: graph)
        // Root is inside Main: its arrow to Main ends at Root's box, not at Main's border.
        #expect(picture.drawnEnds(of: picture.edges[0]).to == PictureEndpoint(node: "Root"))
        #expect(picture.drawnEnds(of: picture.edges[1]).to == PictureEndpoint(node: "Root", cluster: "navigation Main"))
    }

    @Test func theScenarioPathNumbersHopsAndMarksTheViolation() throws {
        let replay = try replayScenario(
            graph: Self.graphText,
            scenario:
                """
                scenario "open twice"
                graph Shop
                given List.items = [4, 5]
                select 0
                tap Open
                back
                tab OtherTab
                select 1
                tap Open
                back
                tap Many
                """)
        let graph = loadGraph(Self.graphText)
        var picture = GraphPicture(graph: graph)
        picture.drawPath(of: replay, file: "Scenarios/open.scenario")
        // Open's hops, each with Detail's embed of Header after it.
        #expect(picture.edges[0].hops == [1, 5])
        #expect(picture.edges[6].hops == [2, 6])
        // The back button and the tab bar are gestures no route declares; the tab-bar tap goes
        // to the tab's cluster, not to the scene both tabs hold.
        let gestures = picture.edges.filter { $0.kind == .gesture }
        #expect(gestures.map(\.label) == [["back"], ["tab"]])
        #expect(gestures.map(\.hops) == [[3, 7], [4]])
        #expect(gestures[1].to == PictureEndpoint(node: "List@2", cluster: "navigation OtherTab"))
        // The segue and its router both push: the crash is marked on Many's hop.
        let many = picture.edges[1]
        #expect(many.hops == [8])
        #expect(many.violations == ["8: double-presentation"])
        #expect(many.labelLines.first == "8 · Many")
        #expect(many.labelLines.last == "✗ 8: double-presentation")
        #expect(
            picture.captions == [
                "scenario Scenarios/open.scenario: open twice", "the app crashed at step 9: double-presentation",
            ])
        #expect(picture.look(of: many) == .violation)
        #expect(picture.look(of: gestures[0]) == .path)
        #expect(picture.legend.suffix(3) == [.kind(.gesture), .path, .violation])
    }

    @Test func coverageMarksTheRoutesNoScenarioTook() throws {
        let replay = try replayScenario(
            graph: Self.graphText,
            scenario:
                """
                scenario "open"
                graph Shop
                given List.items = [4]
                select 0
                tap Open
                """)
        let graph = loadGraph(Self.graphText)
        let coverage = RouteCoverage.measure(
            graph: graph, file: "Graphs/Shop.navgraph", replays: [("Scenarios/open.scenario", replay)], givens: nil)
        var picture = GraphPicture(graph: graph)
        picture.mark(coverage)
        // Open, and Top: Detail embeds Header when it loads.
        #expect(picture.edges.map(\.taken) == [true, false, false, false, false, false, true, false])
        #expect(picture.captions == ["coverage: 2 of 8 routes taken (25%)"])
        #expect(picture.look(of: picture.edges[1]) == .untaken)
        #expect(picture.legend.last == .untaken)
    }
}
