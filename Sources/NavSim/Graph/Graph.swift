/// A loaded app graph: scenes, shared stores, containers, the window's start, and every route.
///
/// Produced by `GraphLoader` (parse + check). A graph with errors is still returned so tools can
/// show what was understood, but the engine must only be given a graph without errors.
public struct Graph: Sendable {
    /// `graph Name`.
    public var name: Name
    /// The path of the `.navgraph` file, as the user gave it.
    public var file: String
    /// Scenes in declaration order.
    public var scenes: [Scene]
    /// Shared stores in declaration order.
    public var sharedStores: [SharedStore]
    /// Containers in declaration order.
    public var containers: [Container]
    /// The window's root, if declared.
    public var start: Start?
    /// Segues, programmatic routes, unwinds and embeds in declaration order.
    public var routes: [Route]

    private var sceneIndex: [String: Int] = [:]
    private var sharedIndex: [String: Int] = [:]
    private var containerIndex: [String: Int] = [:]
    private var routesBySource: [String: [Int]] = [:]

    /// Creates a graph and builds its lookup tables (the first declaration of a name wins).
    public init(
        name: Name, file: String, scenes: [Scene] = [], sharedStores: [SharedStore] = [],
        containers: [Container] = [], start: Start? = nil, routes: [Route] = []
    ) {
        self.name = name
        self.file = file
        self.scenes = scenes
        self.sharedStores = sharedStores
        self.containers = containers
        self.start = start
        self.routes = routes
        for (index, scene) in scenes.enumerated() where sceneIndex[scene.name.text] == nil {
            sceneIndex[scene.name.text] = index
        }
        for (index, store) in sharedStores.enumerated() where sharedIndex[store.name.text] == nil {
            sharedIndex[store.name.text] = index
        }
        for (index, container) in containers.enumerated() where containerIndex[container.name.text] == nil {
            containerIndex[container.name.text] = index
        }
        for (index, route) in routes.enumerated() {
            routesBySource[route.source.text, default: []].append(index)
        }
    }

    /// The scene named `name`.
    public func scene(named name: String) -> Scene? { sceneIndex[name].map { scenes[$0] } }

    /// The shared store named `name`.
    public func sharedStore(named name: String) -> SharedStore? { sharedIndex[name].map { sharedStores[$0] } }

    /// The container named `name`.
    public func container(named name: String) -> Container? { containerIndex[name].map { containers[$0] } }

    /// Every route whose source is the scene `name`, in declaration order.
    public func routes(from name: String) -> [Route] { (routesBySource[name] ?? []).map { routes[$0] } }

    /// The route named `routeName` on the scene `source`, if there is one (segues, programmatic
    /// routes and unwinds; embeds are not tapped).
    public func route(named routeName: String, from source: String) -> Route? {
        routes(from: source).first { $0.name.text == routeName && $0.kind != .embed }
    }
}
