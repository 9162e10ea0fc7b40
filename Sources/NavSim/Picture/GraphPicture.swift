/// A navigation graph ready to draw: its boxes and clusters, the start, one arrow per route, and
/// what `--scenario` and `--coverage` draw over them. `DotWriter` and `MermaidWriter` turn it
/// into text; everything here is in declaration or replay order, so the text is deterministic.
public struct GraphPicture: Hashable, Sendable {
    /// The languages a picture is written in.
    public enum Format: String, Hashable, Sendable, CaseIterable {
        /// Graphviz DOT.
        case dot
        /// A Mermaid flowchart, as GitHub renders in Markdown.
        case mermaid

        /// Writes `picture` in this language.
        public func write(_ picture: GraphPicture) -> String {
            switch self {
            case .dot: return DotWriter.write(picture)
            case .mermaid: return MermaidWriter.write(picture)
            }
        }
    }

    /// One line of the legend.
    public enum LegendEntry: Hashable, Sendable {
        /// How arrows of a kind look.
        case kind(PictureEdge.Kind)
        /// An arrow the scenario took.
        case path
        /// An arrow whose hop raised a violation.
        case violation
        /// A route no scenario of the project takes.
        case untaken
        /// A route, scene or container `navsim diff` found added, removed or changed.
        case change(GraphComparison.Status)
        /// A scene `navsim diff` found reachable from the start before the change and not after.
        case unreachable

        /// The legend's words.
        public var text: String {
            switch self {
            case .kind(let kind): return kind.legendText
            case .path: return "taken by the scenario, hops numbered"
            case .violation: return "hop that raised a violation"
            case .untaken: return "no scenario takes it"
            case .change(let status): return status.rawValue
            case .unreachable: return "no longer reachable (scene, dotted)"
            }
        }

        /// The kind of arrow the legend draws for it: its own, or a segue's for an overlay.
        public var edgeKind: PictureEdge.Kind {
            if case .kind(let kind) = self { return kind }
            return .segue
        }

        /// The colour its arrows are drawn in, the same in every language.
        public var color: String {
            switch self {
            case .kind(.segue): return "#1f2328"
            case .kind(.programmatic): return "#0969da"
            case .kind(.unwind): return "#8250df"
            case .kind(.tab): return "#1a7f37"
            case .kind(.embed): return "#6e7781"
            case .kind(.gesture): return "#bc4c00"
            case .path, .violation: return "#cf222e"
            case .untaken: return "#8c959f"
            case .change(.added): return "#1a7f37"
            case .change(.removed): return "#cf222e"
            case .change(.changed): return "#bf8700"
            case .unreachable: return "#cf222e"
            }
        }
    }

    /// How `edge` looks: its overlay (an untaken route, a violation, the path) over its kind.
    public func look(of edge: PictureEdge) -> LegendEntry {
        if let change = edge.change { return .change(change) }
        if !edge.violations.isEmpty { return .violation }
        if !edge.hops.isEmpty { return .path }
        if edge.taken == false { return .untaken }
        return .kind(edge.kind)
    }

    /// The graph's name.
    public var title: String
    /// Lines under the title: the scenario drawn, the coverage.
    public var captions: [String] = []
    /// The boxes and clusters.
    public var layout: PictureLayout
    /// What the window's root is, when the graph has a `start`.
    public var start: PictureEndpoint?
    /// The routes' arrows in graph order, then the scenario's gestures in hop order.
    public var edges: [PictureEdge]
    /// The scenes and containers `navsim diff` found added, removed or changed, by name (a
    /// container is drawn as its cluster).
    public var sceneChanges: [String: GraphComparison.Status] = [:]
    /// The scenes `navsim diff` found no longer reachable from the start, drawn dotted with
    /// `unreachableWords` under their name.
    public var unreachableScenes: Set<String> = []
    /// The line under the name of a scene no longer reachable.
    public static let unreachableWords = "no longer reachable"
    private var edgeByRoute: [Int: Int] = [:]
    private var edgeByLine: [Int: Int] = [:]

    /// Draws `graph`: one arrow per route whose ends are in the graph.
    public init(graph: Graph) {
        title = graph.name.text
        let layout = PictureLayout(graph: graph)
        self.layout = layout
        start = graph.start.flatMap { layout.endpoint($0.target.text) }
        edges = []
        for (index, route) in graph.routes.enumerated() {
            guard let from = layout.endpoint(route.source.text), let to = layout.endpoint(route.destination.text)
            else { continue }
            edgeByRoute[index] = edges.count
            edgeByLine[route.position.line] = edges.count
            edges.append(
                PictureEdge(
                    from: from, to: to, kind: PictureEdge.kind(of: route), routeIndex: index,
                    label: PictureEdge.label(of: route), isBackward: PictureEdge.isBackward(route)))
        }
    }

    /// Draws the path `replay` took: each hop numbered in order on its route's arrow, or on a
    /// gesture arrow of its own (back button, swipe down, tab bar), and each violation marked on
    /// the hop that raised it. A container's launch injection is not a hop of the path.
    public mutating func drawPath(of replay: ReplayResult, file: String) {
        captions.append("scenario \(file): \(replay.scenario.title)")
        var number = 0
        var gestures: [String: Int] = [:]
        for hop in replay.hops where hop.declaration != .navigationPass {
            number += 1
            var index = hop.graphLine.flatMap { edgeByLine[$0] }
            if index == nil {
                // A tab-bar tap goes to the tab (its cluster), not to a scene another tab also holds.
                let destination: String
                switch hop.navigation {
                case .selectTab(let tab, _, _), .tabAlreadySelected(let tab, _): destination = tab.name
                default: destination = hop.to?.name ?? hop.declaredDestination
                }
                guard let from = layout.endpoint(hop.from.name), let to = layout.endpoint(destination) else { continue }
                let key = "\(hop.route)\u{0}\(hop.from.name)\u{0}\(destination)"
                if gestures[key] == nil {
                    gestures[key] = edges.count
                    edges.append(
                        PictureEdge(
                            from: from, to: to, kind: .gesture, routeIndex: nil, label: [hop.route], isBackward: true))
                }
                index = gestures[key]
            }
            guard let index else { continue }
            edges[index].hops.append(number)
            edges[index].violations += hop.violations.map { "\(number): \($0.id.rawValue)" }
        }
        if let stop = replay.stop {
            switch stop.reason {
            case .crash(let violation):
                captions.append("the app crashed at step \(stop.stepNumber): \(violation.id.rawValue)")
            case .failure:
                captions.append("the replay stopped at step \(stop.stepNumber)")
            }
        }
    }

    /// Marks each route `coverage` counts as taken or not.
    public mutating func mark(_ coverage: RouteCoverage) {
        captions.append(
            "coverage: \(coverage.takenCount) of \(coverage.routes.count) routes taken (\(coverage.percent)%)")
        for (routeIndex, entry) in coverage.routes.enumerated() {
            if let index = edgeByRoute[routeIndex] { edges[index].taken = entry.isTaken }
        }
    }

    /// The ends `edge` is drawn between: a container end is drawn to its cluster's border unless
    /// the other end is inside that cluster (an arrow cannot end at the border of its own start).
    public func drawnEnds(of edge: PictureEdge) -> (from: PictureEndpoint, to: PictureEndpoint) {
        var (from, to) = (edge.from, edge.to)
        if let cluster = from.cluster, layout.contains(to.node, inCluster: cluster) { from.cluster = nil }
        if let cluster = to.cluster, layout.contains(from.node, inCluster: cluster) { to.cluster = nil }
        return (from, to)
    }

    /// The legend: each kind of arrow drawn, then the overlays drawn.
    public var legend: [LegendEntry] {
        var entries = PictureEdge.Kind.allCases.filter { kind in edges.contains { $0.kind == kind } }.map(
            LegendEntry.kind)
        if edges.contains(where: { !$0.hops.isEmpty }) { entries.append(.path) }
        if edges.contains(where: { !$0.violations.isEmpty }) { entries.append(.violation) }
        if edges.contains(where: { $0.taken == false }) { entries.append(.untaken) }
        for status in GraphComparison.Status.allCases
        where edges.contains(where: { $0.change == status }) || sceneChanges.values.contains(status) {
            entries.append(.change(status))
        }
        if !unreachableScenes.isEmpty { entries.append(.unreachable) }
        return entries
    }
}
