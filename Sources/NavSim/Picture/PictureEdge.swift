/// One arrow of a `navsim graph` picture: a route of the graph, or a gesture a scenario made (the
/// system back button, a swipe down, a tab-bar tap) that no route declares.
public struct PictureEdge: Hashable, Sendable {
    /// What the arrow stands for; each kind has its own style and legend entry.
    public enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A storyboard segue.
        case segue
        /// A router's programmatic route (push, present, pop, dismiss, setStack, setRoot).
        case programmatic
        /// An unwind segue, drawn as a back edge.
        case unwind
        /// A router's tab selection.
        case tab
        /// A container view embedding its child.
        case embed
        /// A user's gesture in a scenario: back button, swipe down, tab-bar tap.
        case gesture

        /// The legend's words for it.
        public var legendText: String {
            switch self {
            case .segue: return "segue"
            case .programmatic: return "programmatic route"
            case .unwind: return "unwind"
            case .tab: return "tab selection"
            case .embed: return "embed"
            case .gesture: return "user gesture"
            }
        }
    }

    /// Where the arrow starts.
    public var from: PictureEndpoint
    /// Where it points.
    public var to: PictureEndpoint
    /// Its kind.
    public var kind: Kind
    /// The route's index in `Graph.routes`, or nil for a gesture.
    public var routeIndex: Int?
    /// The label's lines: the name, the kind or action with its presentation style, the fields
    /// passed when they are few, `fired`.
    public var label: [String]
    /// Whether the arrow goes back up the app (unwind, pop, dismiss): it does not rank the layout.
    public var isBackward: Bool
    /// The numbers of the `--scenario` hops that took it, in order.
    public var hops: [Int] = []
    /// The violations those hops raised, as "hop: id".
    public var violations: [String] = []
    /// Whether a scenario of the project took it (`--coverage`); nil when not measured.
    public var taken: Bool?
    /// How `navsim diff` found the route: added, removed or changed; nil when unchanged or not a diff.
    public var change: GraphComparison.Status?

    /// Creates an arrow.
    public init(
        from: PictureEndpoint, to: PictureEndpoint, kind: Kind, routeIndex: Int?, label: [String], isBackward: Bool
    ) {
        self.from = from
        self.to = to
        self.kind = kind
        self.routeIndex = routeIndex
        self.label = label
        self.isBackward = isBackward
    }

    /// The label with the overlays: hop numbers before the name, violations after.
    public var labelLines: [String] {
        var lines = label
        if !hops.isEmpty, !lines.isEmpty {
            lines[0] = hops.map(String.init).joined(separator: ", ") + " · " + lines[0]
        }
        lines += violations.map { "✗ " + $0 }
        return lines
    }

    /// The kind of arrow a route is drawn as.
    static func kind(of route: Route) -> Kind {
        switch route.kind {
        case .segue: return .segue
        case .programmatic(.tab, _): return .tab
        case .programmatic: return .programmatic
        case .unwind: return .unwind
        case .embed: return .embed
        }
    }

    /// Whether a route leads back to a scene already on screen.
    static func isBackward(_ route: Route) -> Bool {
        switch route.kind {
        case .unwind: return true
        case .programmatic(let action, _): return [.pop, .popTo, .popToRoot, .dismiss].contains(action)
        case .segue, .embed: return false
        }
    }

    /// The most fields a label names before it only counts them.
    static let namedPasses = 3
    /// The longest list of passed fields a label shows in full.
    static let passTextLimit = 40

    /// A route's label: name; kind word with `!`, `via` and the presentation style of a modal
    /// presentation; the router's extra navigation; the passed fields when short; `fired`;
    /// `on first appear`.
    static func label(of route: Route) -> [String] {
        var action: String
        var isModal = false
        switch route.kind {
        case .segue(let kind):
            action = kind.rawValue
            isModal = [.present, .modal, .popover, .custom, .showDetail].contains(kind)
        case .programmatic(let kind, let via):
            action = kind.rawValue + (route.forcesUnwrap ? "!" : "")
            if via != .storyboard, route.instantiation != nil { action += " via \(via.rawValue)" }
            isModal = kind == .present || kind == .showDetail
        case .unwind: action = "unwind"
        case .embed: action = "embed"
        }
        if isModal || route.style != nil { action += " · " + route.presentationStyle.rawValue }
        var lines = [route.name.text, action]
        if let navigate = route.navigate { lines.append("+ router " + navigate.action.rawValue) }
        if !route.passes.isEmpty {
            let fields = route.passes.map(\.destination.description).joined(separator: ", ")
            lines.append(
                route.passes.count <= namedPasses && fields.count <= passTextLimit
                    ? "pass " + fields : "pass \(route.passes.count) fields")
        }
        if route.isFired { lines.append("fired") }
        if route.isOnFirstAppear { lines.append("on first appear") }
        return lines
    }
}

/// An end of an arrow: a scene's box, or a container's cluster (drawn to its first box).
public struct PictureEndpoint: Hashable, Sendable {
    /// The node the arrow is drawn to.
    public var node: String
    /// The cluster, when the endpoint is a container; the arrow is clipped at its border.
    public var cluster: String?

    /// Creates an endpoint.
    public init(node: String, cluster: String? = nil) {
        self.node = node
        self.cluster = cluster
    }
}
