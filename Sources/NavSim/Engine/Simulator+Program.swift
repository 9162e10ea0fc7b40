/// The graph compiled into lookup tables (`Simulator.Program`): targets, scenes, containers, routes
/// and `pass` lines prepared for the common cases.
extension Simulator {
    // MARK: Compiled graph

    enum Target: Hashable {
        case scene(Int)
        case navigation(Int)
        case tabs(Int)
    }

    /// A `pass` line prepared for the common cases: a value that is a plain path of fields
    /// (`order`, `draft.name`) and a destination that is one field, both handled without
    /// building a scope.
    final class CompiledPass {
        let pass: Pass
        /// `.field(root)` followed by the path's components.
        let storeComponents: [Path.Component]
        let hasIndex: Bool
        /// The value's root and field names when it is a path without indices.
        let plainValue: (root: String, fields: [String])?
        /// The destination field when the destination path is a single name.
        let plainDestination: String?
        /// The source scene the value's root was resolved for, and what it resolved to.
        let sourceScene: Int?
        let valueRoot: RootKind?
        /// The destination scene the route reaches when it reaches the declared scene, and whether
        /// that scene declares the destination's root.
        let destinationScene: Int?
        let destinationDeclaresRoot: Bool

        init(
            pass: Pass, storeComponents: [Path.Component], hasIndex: Bool,
            plainValue: (root: String, fields: [String])?,
            plainDestination: String?, sourceScene: Int?, valueRoot: RootKind?, destinationScene: Int?,
            destinationDeclaresRoot: Bool
        ) {
            self.pass = pass
            self.storeComponents = storeComponents
            self.hasIndex = hasIndex
            self.plainValue = plainValue
            self.plainDestination = plainDestination
            self.sourceScene = sourceScene
            self.valueRoot = valueRoot
            self.destinationScene = destinationScene
            self.destinationDeclaresRoot = destinationDeclaresRoot
        }
    }

    /// What a path's first name resolved to, for a known scene.
    enum RootKind {
        /// A store field (declared or not).
        case store(String)
        /// The instance's selected row.
        case selection
        /// A shared store.
        case shared(Int)
    }

    /// A scene with its lookups. A class: read on every hop, never copied field by field.
    final class SceneInfo {
        let scene: Scene
        let name: String
        let declared: [String: StoreField.Requirement]
        let requiredOnAppear: [String]
        let routesByName: [String: Int]
        let embeds: [Int]

        init(_ scene: Scene, routesByName: [String: Int], embeds: [Int]) {
            self.scene = scene
            self.routesByName = routesByName
            self.embeds = embeds
            name = scene.name.text
            var declared: [String: StoreField.Requirement] = [:]
            for field in scene.fields where declared[field.name.text] == nil {
                declared[field.name.text] = field.requirement
            }
            self.declared = declared
            requiredOnAppear = scene.fields.filter { $0.requirement == .implicitlyUnwrapped }.map(\.name.text)
        }
    }

    final class ContainerInfo {
        let name: String
        let root: Target?
        let passes: [CompiledPass]
        let children: [Target]
        let line: Int

        init(name: String, root: Target?, passes: [CompiledPass], children: [Target], line: Int) {
            self.name = name
            self.root = root
            self.passes = passes
            self.children = children
            self.line = line
        }
    }

    final class RouteInfo {
        let route: Route
        let name: String
        let source: Int
        let destination: Target?
        let line: Int
        let declaration: String
        let passes: [CompiledPass]

        init(route: Route, source: Int, destination: Target?, declaration: String, passes: [CompiledPass]) {
            self.route = route
            name = route.name.text
            self.source = source
            self.destination = destination
            line = route.position.line
            self.declaration = declaration
            self.passes = passes
        }
    }

    /// The graph compiled into lookup tables, shared by copies of a simulator (immutable).
    final class Program {
        let graph: Graph
        let scenes: [SceneInfo]
        let containers: [ContainerInfo]
        let routeInfos: [RouteInfo]
        let targets: [String: Target]
        let sharedIndex: [String: Int]
        let routesByName: [String: [Int]]

        init(
            graph: Graph, scenes: [SceneInfo], containers: [ContainerInfo], routeInfos: [RouteInfo],
            targets: [String: Target], sharedIndex: [String: Int], routesByName: [String: [Int]]
        ) {
            self.graph = graph
            self.scenes = scenes
            self.containers = containers
            self.routeInfos = routeInfos
            self.targets = targets
            self.sharedIndex = sharedIndex
            self.routesByName = routesByName
        }
    }

    /// Prepares a pass read in `source` and written into `destination` (scene indices, when known).
    static func compile(
        _ pass: Pass, source: SceneInfo? = nil, sourceIndex: Int? = nil, destination: SceneInfo? = nil,
        destinationIndex: Int? = nil, sharedIndex: [String: Int] = [:]
    ) -> CompiledPass {
        var plainValue: (root: String, fields: [String])?
        var valueRoot: RootKind?
        if case .path(let path) = pass.value {
            let fields = path.components.compactMap { if case .field(let name) = $0 { name.text } else { nil } }
            if fields.count == path.components.count { plainValue = (path.root.text, fields) }
            let text = path.root.text
            if source?.declared[text] != nil {
                valueRoot = .store(text)
            } else if text == "selection", source != nil {
                valueRoot = .selection
            } else if let index = sharedIndex[text] {
                valueRoot = .shared(index)
            } else if source != nil {
                valueRoot = .store(text)
            }
        }
        return CompiledPass(
            pass: pass, storeComponents: [.field(pass.destination.root)] + pass.destination.components,
            hasIndex: pass.destination.components.contains { if case .index = $0 { true } else { false } },
            plainValue: plainValue,
            plainDestination: pass.destination.components.isEmpty ? pass.destination.root.text : nil,
            sourceScene: valueRoot == nil ? nil : sourceIndex, valueRoot: valueRoot,
            destinationScene: destinationIndex,
            destinationDeclaresRoot: destination?.declared[pass.destination.root.text] != nil)
    }

    // MARK: Compiling the graph

    static func compile(_ graph: Graph) -> Program {
        var targets: [String: Target] = [:]
        for (index, scene) in graph.scenes.enumerated() where targets[scene.name.text] == nil {
            targets[scene.name.text] = .scene(index)
        }
        for (index, container) in graph.containers.enumerated() where targets[container.name.text] == nil {
            switch container.kind {
            case .navigation: targets[container.name.text] = .navigation(index)
            case .tabs: targets[container.name.text] = .tabs(index)
            }
        }
        var sharedIndex: [String: Int] = [:]
        for (index, store) in graph.sharedStores.enumerated() where sharedIndex[store.name.text] == nil {
            sharedIndex[store.name.text] = index
        }
        // Declared fields first: compiling passes resolves names against them.
        let bare = graph.scenes.map { SceneInfo($0, routesByName: [:], embeds: []) }
        func sceneIndex(_ target: Target?) -> Int? {
            switch target {
            case .scene(let index)?: return index
            case .navigation(let index)?:
                if case .navigation(let root, _) = graph.containers[index].kind,
                    case .scene(let scene)? = targets[root.text]
                {
                    return scene
                }
                return nil
            default: return nil
            }
        }
        func compiled(_ passes: [Pass], from source: Int?, to target: Target?) -> [CompiledPass] {
            let destination = sceneIndex(target)
            return passes.map {
                compile(
                    $0, source: source.map { bare[$0] }, sourceIndex: source, destination: destination.map { bare[$0] },
                    destinationIndex: destination, sharedIndex: sharedIndex)
            }
        }
        let containers = graph.containers.map { container in
            switch container.kind {
            case .navigation(let root, let passes):
                return ContainerInfo(
                    name: container.name.text, root: targets[root.text],
                    passes: compiled(passes, from: nil, to: targets[root.text]),
                    children: [], line: container.name.position.line)
            case .tabs(let children):
                return ContainerInfo(
                    name: container.name.text, root: nil, passes: [],
                    children: children.compactMap { targets[$0.text] }, line: container.name.position.line)
            }
        }
        var routeInfos: [RouteInfo] = []
        var sceneRoutes = graph.scenes.map { _ in [String: Int]() }
        var sceneEmbeds = graph.scenes.map { _ in [Int]() }
        var routesByName: [String: [Int]] = [:]
        for route in graph.routes {
            guard case .scene(let source)? = targets[route.source.text] else { continue }
            let index = routeInfos.count
            let declaration: String
            switch route.kind {
            case .segue(let kind): declaration = "segue \(kind.rawValue)"
            case .programmatic(let action, let via):
                let builds = route.instantiation != nil
                declaration = "route \(action.rawValue)" + (builds && via != .storyboard ? " via \(via.rawValue)" : "")
            case .unwind: declaration = "unwind"
            case .embed: declaration = "embed"
            }
            let destination = targets[route.destination.text]
            routeInfos.append(
                RouteInfo(
                    route: route, source: source, destination: destination, declaration: declaration,
                    passes: compiled(route.passes, from: source, to: destination)))
            if route.kind == .embed {
                sceneEmbeds[source].append(index)
            } else if sceneRoutes[source][route.name.text] == nil {
                sceneRoutes[source][route.name.text] = index
                routesByName[route.name.text, default: []].append(index)
            }
        }
        let scenes = graph.scenes.indices.map {
            SceneInfo(graph.scenes[$0], routesByName: sceneRoutes[$0], embeds: sceneEmbeds[$0])
        }
        return Program(
            graph: graph, scenes: scenes, containers: containers, routeInfos: routeInfos, targets: targets,
            sharedIndex: sharedIndex, routesByName: routesByName)
    }
}
