/// The boxes and clusters of a `navsim graph` picture. Every scene is a box; a navigation or tab
/// bar controller is a cluster holding its root or tabs; a scene that embeds others (container
/// views) is a cluster holding itself and its children. Clusters nest as the containers do.
///
/// A scene that several containers hold (one list as the root of two tabs) gets a box in each;
/// the boxes after the first are repeats, drawn dashed, and routes leave from the first. navsim
/// models no split view controller, so there are no split clusters.
public struct PictureLayout: Hashable, Sendable {
    /// A scene's box.
    public struct Node: Hashable, Sendable {
        /// A unique id: the scene's name, or `Name@2`… for its repeats.
        public var id: String
        /// The scene it stands for.
        public var scene: String
        /// Lines under the name: `setup: coder` when only some initialisers wire the data store.
        public var details: [String]
        /// Whether another box stands for the same scene first.
        public var isRepeat: Bool
    }

    /// A box or a cluster inside a cluster, or at the top of the picture.
    public indirect enum Member: Hashable, Sendable {
        /// A scene's box.
        case node(Node)
        /// A container's cluster.
        case cluster(Cluster)
    }

    /// A container: a navigation or tab bar controller, or a scene with its embedded children.
    public struct Cluster: Hashable, Sendable {
        /// What holds the members.
        public enum Kind: String, Hashable, Sendable {
            /// `navigation Name root Scene`.
            case navigation
            /// `tabs Name [A, B]`.
            case tabs
            /// A scene with `embed` routes.
            case embeds
        }

        /// A unique id: the kind and the name.
        public var id: String
        /// The container's or the embedding scene's name.
        public var name: String
        /// Its kind.
        public var kind: Kind
        /// What it holds, in declaration order.
        public var members: [Member]

        /// The first box inside it, depth first: where arrows to the container are drawn.
        public var anchor: String? {
            for member in members {
                switch member {
                case .node(let node): return node.id
                case .cluster(let cluster): if let anchor = cluster.anchor { return anchor }
                }
            }
            return nil
        }
    }

    /// The top of the picture: the start's container first, then the other containers and
    /// scenes in declaration order.
    public private(set) var members: [Member] = []
    private var endpoints: [String: PictureEndpoint] = [:]

    /// Where arrows to the scene or container `name` are drawn.
    public func endpoint(_ name: String) -> PictureEndpoint? { endpoints[name] }

    /// Whether the box `node` is inside the cluster `clusterID`, at any depth.
    public func contains(_ node: String, inCluster clusterID: String) -> Bool {
        func search(_ members: [Member], inside: Bool) -> Bool {
            members.contains { member in
                switch member {
                case .node(let box): return inside && box.id == node
                case .cluster(let cluster): return search(cluster.members, inside: inside || cluster.id == clusterID)
                }
            }
        }
        return search(members, inside: false)
    }

    /// Lays out `graph`.
    public init(graph: Graph) {
        var builder = Builder(graph: graph)
        var top: [Member] = []
        func add(_ name: String) { if let member = builder.member(name) { top.append(member) } }
        if let start = graph.start { add(start.target.text) }
        for container in graph.containers where !builder.embedded.contains(container.name.text) {
            add(container.name.text)
        }
        for scene in graph.scenes where !builder.embedded.contains(scene.name.text) { add(scene.name.text) }
        for name in graph.scenes.map(\.name.text) + graph.containers.map(\.name.text) { add(name) }
        members = top
        endpoints = builder.endpoints
    }

    /// Builds members once each, remembering where each name is drawn.
    private struct Builder {
        let graph: Graph
        /// Embed routes by their parent scene.
        let embeds: [String: [Route]]
        /// Every name some scene embeds: drawn inside its parent.
        let embedded: Set<String>
        var boxes: [String: Int] = [:]
        var drawnContainers: Set<String> = []
        var endpoints: [String: PictureEndpoint] = [:]

        init(graph: Graph) {
            self.graph = graph
            let routes = graph.routes.filter { $0.kind == .embed }
            embeds = Dictionary(grouping: routes, by: \.source.text)
            embedded = Set(routes.map(\.destination.text))
        }

        /// The member drawing `name`, or nil when it is drawn already (containers, and scenes
        /// at the top) or unknown.
        mutating func member(_ name: String, inside container: Bool = false) -> Member? {
            if let container = graph.container(named: name) {
                guard drawnContainers.insert(name).inserted else { return nil }
                let children: [Name]
                let kind: Cluster.Kind
                switch container.kind {
                case .navigation(let root, _): (children, kind) = ([root], .navigation)
                case .tabs(let tabs): (children, kind) = (tabs, .tabs)
                }
                var cluster = Cluster(
                    id: "\(kind.rawValue) \(name)", name: name, kind: kind,
                    members: children.compactMap { member($0.text, inside: true) })
                if cluster.members.isEmpty {
                    // Its only child is a container drawn elsewhere: a box keeps the cluster visible.
                    cluster.members = [
                        .node(Node(id: "\(name)@container", scene: name, details: [], isRepeat: true))
                    ]
                }
                endpoints[name] = PictureEndpoint(node: cluster.anchor ?? name, cluster: cluster.id)
                return .cluster(cluster)
            }
            guard let scene = graph.scene(named: name) else { return nil }
            let count = boxes[name, default: 0]
            guard count == 0 || container else { return nil }
            boxes[name] = count + 1
            let node = Node(
                id: count == 0 ? name : "\(name)@\(count + 1)", scene: name,
                details: scene.setup == .any ? [] : ["setup: \(scene.setup.rawValue)"], isRepeat: count > 0)
            guard count == 0 else { return .node(node) }
            endpoints[name] = PictureEndpoint(node: node.id)
            guard let routes = embeds[name] else { return .node(node) }
            let children = routes.compactMap { member($0.destination.text, inside: true) }
            return .cluster(Cluster(id: "embeds \(name)", name: name, kind: .embeds, members: [.node(node)] + children))
        }
    }
}
