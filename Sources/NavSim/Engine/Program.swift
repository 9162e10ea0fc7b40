/// A graph compiled once into the lookup tables every hop reads: targets by name, scenes with
/// their routes and embeds, containers, routes with their `pass` lines prepared. Immutable, and
/// shared by every copy of a simulator.
final class Program: Sendable {
    /// What a name in the graph builds: a scene or a container, by position in the graph.
    enum Target: Hashable, Sendable {
        case scene(Int)
        case navigation(Int)
        case tabs(Int)
    }

    /// A scene with its lookups. A class, like every table here: read on every hop, never
    /// copied field by field.
    final class SceneInfo: Sendable {
        let scene: Scene
        let name: String
        /// The names of the fields it declares.
        let declaredFields: Set<String>
        /// The `!` fields checked when the scene appears, with their declared types.
        let requiredOnAppear: [(field: String, type: String)]
        let routesByName: [String: Int]
        /// The routes a `tap` can take from this scene, by tap name number (`Program.tapNames`):
        /// the first route of each name, as `routesByName` keeps it. A scene has a few, so a tap
        /// scans them, where scanning every route of the name (an imported app has hundreds of
        /// `showDetail`) cost more than the hop.
        let tapRoutes: [(name: Int32, route: Int32)]
        let embeds: [Int]
        /// The `appear` lines, read and written in the scene's own store.
        let appearLines: [CompiledPass]
        /// The `didDismiss` lines (`presentationControllerDidDismiss(_:)`), in the scene's own store.
        let didDismissLines: [CompiledPass]

        init(
            scene: Scene, name: String, declaredFields: Set<String>, requiredOnAppear: [(field: String, type: String)],
            routesByName: [String: Int], tapRoutes: [(name: Int32, route: Int32)], embeds: [Int],
            appearLines: [CompiledPass], didDismissLines: [CompiledPass]
        ) {
            self.tapRoutes = tapRoutes
            self.appearLines = appearLines
            self.didDismissLines = didDismissLines
            self.scene = scene
            self.name = name
            self.declaredFields = declaredFields
            self.requiredOnAppear = requiredOnAppear
            self.routesByName = routesByName
            self.embeds = embeds
        }

        func declares(_ field: String) -> Bool { declaredFields.contains(field) }
    }

    /// A navigation or tab bar container.
    final class ContainerInfo: Sendable {
        let name: String
        /// A navigation container's root.
        let root: Target?
        /// A navigation container's launch injection.
        let passes: [CompiledPass]
        /// A tab bar container's tabs.
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

    /// A route with its resolved ends and prepared passes.
    ///
    /// The program owns every route's info for as long as it lives, and every hop runs inside a
    /// simulator that holds the program: so a hop's header holds the route's words without
    /// counting a reference (`unowned(unsafe)`), which cost a tap a retain and a release each
    /// time the header was copied. A hop's operation holds the info itself counted: it reads the
    /// route's `Route` in place, where through an uncounted reference each read copied it whole.
    final class RouteInfo: Sendable {
        let route: Route
        let name: String
        /// The source scene's position; -1 for a container's own route (`onFirstAppear`).
        let source: Int
        let destination: Target?
        let line: Int
        let passes: [CompiledPass]
        /// How messages and the trace name a hop of the route.
        let words: HopWords

        init(route: Route, name: String, source: Int, destination: Target?, line: Int, passes: [CompiledPass]) {
            self.route = route
            self.name = name
            self.source = source
            self.destination = destination
            self.line = line
            self.passes = passes
            words = HopWords(route: name, keyword: route.keyword, destination: route.destination.text, graphLine: line)
        }
    }

    let graph: Graph
    let scenes: [SceneInfo]
    let containers: [ContainerInfo]
    let routes: [RouteInfo]
    /// The routes run by their source's first appearance (`onFirstAppear`), by source, in
    /// declaration order; kept out of `routes`, which a user taps and explore offers.
    let appearRoutes: [Target: [RouteInfo]]
    let targets: [String: Target]
    let sharedIndex: [String: Int]
    /// The routes of every scene by name, for `tap` suggestions.
    let routesByName: [String: [Int]]
    /// The names a `tap` can take (every route's but an embed's), numbered in the order they
    /// first appear among the routes: a replay looks one up on every `tap` step.
    let tapNames: NameIndex
    /// Per route: the number of its name in `tapNames` (-1 when no route a `tap` can take has
    /// that name, as for an embed alone with its name), so that the explorer taps by number.
    let tapNameOfRoute: [Int32]
    /// The scenes' names, then the containers': what the hierarchy's snapshots name.
    let names: NameTable
    /// The store fields a `pass` line writes by name alone (`pass v = …`), numbered once: the
    /// write memo (`FieldWriteMemo`) knows a field by its number (`CompiledPass.destinationField`).
    let storeFields: NameIndex

    /// The module a failed cast names: the graph's name.
    var module: String { graph.name.text }

    /// Compiles a graph without errors.
    init(_ graph: Graph) {
        self.graph = graph
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
        let fields = graph.scenes.map { Set($0.fields.map(\.name.text)) }
        var passes: [Pass] = graph.routes.flatMap(\.passes)
        for scene in graph.scenes { passes += scene.appearLines + scene.didDismissLines }
        for container in graph.containers {
            if case .navigation(_, let injected) = container.kind { passes += injected }
        }
        let storeFields = NameIndex(passes.map(\.destination.root.text))
        self.storeFields = storeFields
        /// The scene whose store a pass into `target` writes: the scene, or a navigation root.
        func writtenScene(_ target: Target?) -> Int? {
            switch target {
            case .scene(let index)?: return index
            case .navigation(let index)?:
                guard case .navigation(let root, _) = graph.containers[index].kind,
                    case .scene(let scene)? = targets[root.text]
                else { return nil }
                return scene
            default: return nil
            }
        }
        func compiled(_ passes: [Pass], from source: Int?, to target: Target?) -> [CompiledPass] {
            let destination = writtenScene(target)
            return passes.map {
                CompiledPass(
                    $0, source: source, sourceFields: source.map { fields[$0] },
                    destination: destination, destinationFields: destination.map { fields[$0] },
                    sharedIndex: sharedIndex, storeFields: storeFields)
            }
        }
        containers = graph.containers.map { container in
            switch container.kind {
            case .navigation(let root, let passes):
                return ContainerInfo(
                    name: container.name.text, root: targets[root.text],
                    passes: compiled(passes, from: nil, to: targets[root.text]), children: [],
                    line: container.name.position.line)
            case .tabs(let children):
                return ContainerInfo(
                    name: container.name.text, root: nil, passes: [],
                    children: children.compactMap { targets[$0.text] }, line: container.name.position.line)
            }
        }
        var routes: [RouteInfo] = []
        var sceneRoutes = graph.scenes.map { _ in [String: Int]() }
        var sceneEmbeds = graph.scenes.map { _ in [Int]() }
        var routesByName: [String: [Int]] = [:]
        var appearRoutes: [Target: [RouteInfo]] = [:]
        for route in graph.routes where route.isOnFirstAppear {
            guard let source = targets[route.source.text] else { continue }
            let scene: Int? = if case .scene(let index) = source { index } else { nil }
            let destination = targets[route.destination.text]
            appearRoutes[source, default: []].append(
                RouteInfo(
                    route: route, name: route.name.text, source: scene ?? -1, destination: destination,
                    line: route.position.line, passes: compiled(route.passes, from: scene, to: destination)))
        }
        self.appearRoutes = appearRoutes
        for route in graph.routes where !route.isOnFirstAppear {
            guard case .scene(let source)? = targets[route.source.text] else { continue }
            let index = routes.count
            let destination = targets[route.destination.text]
            routes.append(
                RouteInfo(
                    route: route, name: route.name.text, source: source, destination: destination,
                    line: route.position.line, passes: compiled(route.passes, from: source, to: destination)))
            if route.kind == .embed {
                sceneEmbeds[source].append(index)
            } else if sceneRoutes[source][route.name.text] == nil {
                sceneRoutes[source][route.name.text] = index
                routesByName[route.name.text, default: []].append(index)
            }
        }
        var seen = Set<String>()
        let tappable = routes.map(\.name).filter { routesByName[$0] != nil && seen.insert($0).inserted }
        let tapNames = NameIndex(tappable)
        self.tapNames = tapNames
        tapNameOfRoute = routes.map { Int32(tapNames.number(of: $0.name) ?? -1) }
        let tapRoutes = sceneRoutes.map { byName in
            byName.map { (name: Int32(tapNames.number(of: $0.key)!), route: Int32($0.value)) }.sorted {
                $0.name < $1.name
            }
        }
        scenes = graph.scenes.indices.map { index in
            let scene = graph.scenes[index]
            return SceneInfo(
                scene: scene, name: scene.name.text, declaredFields: fields[index],
                requiredOnAppear: scene.fields.filter { $0.requirement == .implicitlyUnwrapped }.map {
                    ($0.name.text, $0.type + "!")
                },
                routesByName: sceneRoutes[index], tapRoutes: tapRoutes[index], embeds: sceneEmbeds[index],
                appearLines: compiled(scene.appearLines, from: index, to: .scene(index)),
                didDismissLines: compiled(scene.didDismissLines, from: index, to: .scene(index)))
        }
        self.routes = routes
        self.targets = targets
        self.sharedIndex = sharedIndex
        self.routesByName = routesByName
        names = NameTable(graph.scenes.map(\.name.text) + graph.containers.map(\.name.text))
    }

    /// Whether an instance of scene `index` built `via` gets a wired data store (its `setup` runs
    /// for that initialiser): asked on every scene built, of its info held without a count.
    func wiresStore(ofScene index: Int, via: Instantiation) -> Bool {
        unowned(unsafe) let info = scenes[index]
        return info.scene.setup.wires(via)
    }

    /// The declared name of a scene or container.
    func name(of kind: Hierarchy.Kind) -> String {
        switch kind {
        case .scene(let index): return scenes[index].name
        case .navigation(let index), .tabs(let index): return containers[index].name
        }
    }

    /// The fact for node `id` of `hierarchy`: its declared name, kind and (for a scene) number.
    func instance(_ id: Int, in hierarchy: Hierarchy) -> Instance {
        switch hierarchy.nodes[id].kind {
        case .scene(let index):
            return Instance(name: scenes[index].name, kind: .scene, number: hierarchy.nodes[id].number)
        case .navigation(let index): return Instance(name: containers[index].name, kind: .navigation)
        case .tabs(let index): return Instance(name: containers[index].name, kind: .tabs)
        }
    }

    /// The hierarchy as a tree of instance facts.
    func snapshot(_ hierarchy: Hierarchy) -> HierarchySnapshot {
        var entries: [HierarchySnapshot.Entry] = []
        entries.reserveCapacity(hierarchy.liveCount)
        let containerNames = Int32(scenes.count)
        hierarchy.nodes.withUnsafeBufferPointer { nodes in
            for root in hierarchy.levels {
                Self.addEntries(root, of: nodes, containerNames: containerNames, to: &entries)
            }
        }
        return HierarchySnapshot(entries: entries, names: names)
    }

    /// Adds node `id`'s entry, then its children's, pre-order; containers' names are numbered
    /// from `containerNames` on. A static method, not a nested function: a recursive closure's
    /// captures are checked for exclusive access at run time, and a trace takes a snapshot after
    /// every hop. The nodes are read in place, through their buffer.
    private static func addEntries(
        _ id: Int, of nodes: UnsafeBufferPointer<Hierarchy.Node>, containerNames: Int32,
        to entries: inout [HierarchySnapshot.Entry]
    ) {
        let entry: HierarchySnapshot.Entry
        let childCount = Int32(nodes[id].childCount)
        switch nodes[id].kind {
        case .scene(let index):
            entry = .init(
                name: Int32(index), childCount: childCount, number: Int32(nodes[id].number), selected: 0, kind: .scene)
        case .navigation(let index):
            entry = .init(
                name: containerNames + Int32(index), childCount: childCount, number: -1, selected: 0, kind: .navigation)
        case .tabs(let index):
            entry = .init(
                name: containerNames + Int32(index), childCount: childCount, number: -1,
                selected: Int32(nodes[id].selected), kind: .tabs)
        }
        entries.append(entry)
        var child = nodes[id].firstChild
        while child >= 0 {
            addEntries(child, of: nodes, containerNames: containerNames, to: &entries)
            child = nodes[child].nextSibling
        }
    }

    /// Resolves a path's first name in the scope of scene `scene` (nil: no scene in scope).
    func resolve(_ name: String, inScene scene: Int?) -> PathRoot {
        PathRoot.resolve(
            name, inScene: scene != nil, declares: { scenes[scene!].declares($0) }, sharedStore: { sharedIndex[$0] })
    }
}

/// A `pass` line prepared for the common cases: a value that is a plain path of fields (`order`,
/// `draft.name`) and a destination that is one field, both handled without building a scope.
final class CompiledPass: Sendable {
    let pass: Pass
    /// `.field(root)` followed by the destination path's components.
    let storeComponents: [Path.Component]
    let hasIndex: Bool
    /// The value's root, its index when it is one name indexed by another (`orders[selection]`),
    /// and the field names after, when the value is a path of that shape (`draft.name`,
    /// `items[row].name`).
    let plainValue: PlainValue?

    /// A value path read without the general evaluator: a class, so that reading one on every
    /// hop retains it once instead of copying out each of its parts.
    final class PlainValue: Sendable {
        let root: String
        /// The index right after the root, with what its name resolves to in the source and
        /// the path up to it, for a fault's message.
        let index: (expression: Expression, root: PathRoot, prefix: String)?
        let fields: [String]

        init(root: String, index: (expression: Expression, root: PathRoot, prefix: String)?, fields: [String]) {
            self.root = root
            self.index = index
            self.fields = fields
        }
    }
    /// The destination field when the destination path is a single name.
    let plainDestination: String?
    /// That field's number in `Program.storeFields`, which the write memo knows it by; -1 when it
    /// has none (a line compiled outside a program, as a scenario's `set` is).
    let destinationField: Int32
    /// The source scene the value's root was resolved for, and what it resolved to.
    let sourceScene: Int?
    let valueRoot: PathRoot?
    /// The store field a plain value without an index reads when it is read in `sourceScene`
    /// (a declared or undeclared field of that scene, not `selection` or a shared store): read
    /// there without resolving its root again.
    let sourceField: String?
    /// Whether the value is `sourceField` itself, with no fields after it (`pass v = v`, nearly
    /// every pass): read without following a path.
    let readsSourceFieldOnly: Bool
    /// The scene the pass writes when the route reaches its declared destination, and whether
    /// that scene declares the destination path's root.
    let destinationScene: Int?
    let destinationDeclaresRoot: Bool

    /// Prepares `pass`, read in `source` and written into `destination` (scene positions, with
    /// their declared fields, when known).
    init(
        _ pass: Pass, source: Int? = nil, sourceFields: Set<String>? = nil, destination: Int? = nil,
        destinationFields: Set<String>? = nil, sharedIndex: [String: Int] = [:], storeFields: NameIndex? = nil
    ) {
        self.pass = pass
        var plainValue: PlainValue?
        var valueRoot: PathRoot?
        func resolve(_ name: String) -> PathRoot {
            PathRoot.resolve(
                name, inScene: sourceFields != nil, declares: { sourceFields!.contains($0) },
                sharedStore: { sharedIndex[$0] })
        }
        if case .path(let path) = pass.value {
            let fields = path.components.compactMap { if case .field(let name) = $0 { name.text } else { nil } }
            if fields.count == path.components.count {
                plainValue = PlainValue(root: path.root.text, index: nil, fields: fields)
            } else if case .index(let index, _) = path.components.first, case .path(let indexPath) = index,
                indexPath.components.isEmpty, fields.count == path.components.count - 1
            {
                let indexRoot = resolve(indexPath.root.text)
                if case .unknown = indexRoot {
                } else {
                    plainValue = PlainValue(
                        root: path.root.text, index: (index, indexRoot, StorePath.prefix(of: path, through: 0)),
                        fields: fields)
                }
            }
            let resolved = resolve(path.root.text)
            if case .unknown = resolved {} else { valueRoot = resolved }
        }
        self.plainValue = plainValue
        self.valueRoot = valueRoot
        // Only beside a plain value without an index, which is what reads it.
        var sourceField: String?
        if let plainValue, plainValue.index == nil {
            switch valueRoot {
            case .field(let name)?, .undeclared(let name)?: sourceField = name
            default: break
            }
        }
        self.sourceField = sourceField
        readsSourceFieldOnly = sourceField != nil && plainValue?.fields.isEmpty == true
        sourceScene = valueRoot == nil ? nil : source
        storeComponents = [.field(pass.destination.root)] + pass.destination.components
        hasIndex = pass.destination.components.contains { if case .index = $0 { true } else { false } }
        plainDestination = pass.destination.components.isEmpty ? pass.destination.root.text : nil
        destinationField = plainDestination.flatMap { storeFields?.number(of: $0) }.map(Int32.init) ?? -1
        destinationScene = destination
        destinationDeclaresRoot = destinationFields?.contains(pass.destination.root.text) ?? false
    }
}
