/// Writes what `CleanSwiftReader` found into a graph the storyboards gave (or an empty one):
/// each scene's `setup` and `store` lines, the `pass` and `navigate` lines of the segues the
/// routers handle, the routes code calls, and the destinations of unwinds. Every line says in its
/// comment which Swift file and line it came from; what cannot be completed is written as a
/// comment, with a warning, and never dropped.
struct SwiftGraphMerger {
    /// A router handles a segue, but its view controller's `prepare(for:sender:)` never calls it.
    static let undispatchedSegue = DiagnosticID("undispatched-segue")
    /// A `routeToX` that no segue identifier matches and no code calls.
    static let unusedRoute = DiagnosticID("unused-route")
    /// A route called from code that does not navigate (or performs a segue).
    static let routeWithoutNavigation = DiagnosticID("route-without-navigation")
    /// An unwind action implemented by more than one scene.
    static let ambiguousUnwind = DiagnosticID("ambiguous-unwind")
    /// An unwind segue whose action no Swift class implements.
    static let unwindActionNotFound = DiagnosticID("unwind-action-not-found")
    /// A `routeToX` whose destination no cast, initialiser or parameter type names.
    static let unknownDestination = DiagnosticID("unknown-route-destination")
    /// A pass that reads or writes a field the scene's Swift does not declare.
    static let undeclaredField = DiagnosticID("undeclared-field")

    private var graph: ImportedGraph
    private var diagnostics: [Diagnostic] = []
    private var sceneNames: [String: String] = [:]
    /// The view controllers' properties by graph scene name, for passes that go past the store.
    private var properties: [String: [SwiftScene.Store]] = [:]
    private var routeNames: [String: ImportNames] = [:]
    /// Graph scenes by name, and by their class's scene name: positions in `graph.scenes`.
    private var sceneIndex: [String: Int] = [:]
    private var scenesByClass: [String: Int] = [:]
    /// Storyboard segues by source and identifier: positions in `graph.routes`.
    private var segues: [String: [String: Int]] = [:]

    /// `graph` completed with `scenes`, and warnings.
    static func merge(_ scenes: [SwiftScene], into graph: ImportedGraph) -> (graph: ImportedGraph, diagnostics: [Diagnostic]) {
        var merger = SwiftGraphMerger(graph: graph)
        merger.run(scenes)
        return (merger.graph, merger.diagnostics)
    }

    private init(graph: ImportedGraph) {
        self.graph = graph
        var names = ImportNames()
        for scene in graph.scenes { _ = names.claim(scene.name) }
        for declaration in graph.navigations + graph.tabs { _ = names.claim(declaration.name) }
        for route in graph.routes { _ = routeNames[route.source, default: ImportNames()].claim(route.name) }
        self.names = names
        for (position, scene) in graph.scenes.enumerated() {
            sceneIndex[scene.name] = sceneIndex[scene.name] ?? position
            if let className = scene.className {
                scenesByClass[ImportNames.typeName(className)] = scenesByClass[ImportNames.typeName(className)] ?? position
            }
        }
        for (position, route) in graph.routes.enumerated() where !route.isProgrammatic {
            if let identifier = route.identifier, segues[route.source]?[identifier] == nil {
                segues[route.source, default: [:]][identifier] = position
            }
        }
    }

    private var names: ImportNames

    private mutating func run(_ scenes: [SwiftScene]) {
        for scene in scenes {
            let name = graphName(of: scene)
            sceneNames[scene.name] = name
            properties[name] = scene.properties
        }
        for scene in scenes { declare(scene) }
        for scene in scenes {
            for route in scene.routes { declare(route, of: scene) }
        }
        resolveUnwinds(scenes)
        if graph.start == nil, let first = scenes.first.flatMap({ sceneNames[$0.name] }) {
            graph.start = first
            let place = scenes[0].origins.first
            diagnostics.append(
                Diagnostic(
                    file: place?.file ?? "", position: place?.position ?? SourcePosition(line: 1, column: 1),
                    severity: .warning, id: StoryboardLinker.noInitialController,
                    message: "no storyboard says which view controller starts the app: 'start' names \(first)"))
        }
    }

    /// The graph scene a Swift scene is: the storyboard scene of its class, or of its name, or
    /// a new scene.
    private mutating func graphName(of scene: SwiftScene) -> String {
        if let className = scene.className, let match = scenesByClass[ImportNames.typeName(className)] {
            return graph.scenes[match].name
        }
        if sceneIndex[scene.name] != nil { return scene.name }
        let name = names.claim(scene.name)
        sceneIndex[name] = graph.scenes.count
        graph.scenes.append(.init(name: name, comment: "from Swift only: no storyboard scene has its class", className: scene.className))
        return name
    }

    private mutating func declare(_ scene: SwiftScene) {
        guard let name = sceneNames[scene.name], let position = sceneIndex[name] else { return }
        var declaration = graph.scenes[position]
        let files = scene.origins.map(\.label)
        if !files.isEmpty {
            declaration.comment += (declaration.comment.hasPrefix("from Swift") ? ": " : " · Swift: ") + files.joined(separator: ", ")
        }
        if let setup = scene.setup, setup != .any {
            declaration.lines.append(.init(text: "setup \(setup.rawValue)", comment: scene.setupOrigin?.label ?? ""))
        }
        for store in scene.stores {
            let swift = store.swiftType.map { " · Swift type \($0)" } ?? ""
            declaration.lines.append(
                .init(text: "store \(store.name): \(store.type)", comment: "\(store.source) · \(store.origin.label)\(swift)"))
        }
        graph.scenes[position] = declaration
    }

    // MARK: - Routes

    private mutating func declare(_ route: SwiftScene.Route, of scene: SwiftScene) {
        guard let source = sceneNames[scene.name] else { return }
        let segue = segues[source]?[route.name]
        if let segue, let branch = route.withSegue {
            var lines = passLines(branch.passes, from: source, to: graph.routes[segue].destination)
            if scene.dispatch == nil {
                warn(
                    Self.undispatchedSegue, route.origin,
                    "\(route.method) handles segue '\(route.name)', but \(scene.className ?? scene.name) has no prepare(for:sender:) that calls the router: its data is never passed")
                lines = lines.map { .init(text: $0.text.hasPrefix("#") ? $0.text : "# " + $0.text, comment: "never called: " + $0.comment) }
            }
            for navigation in branch.navigation {
                lines.append(.init(text: "navigate \(action(navigation))", comment: "with a segue too · \(navigation.origin.label): \(navigation.swift)"))
            }
            graph.routes[segue].lines += lines
        }
        if !route.calls.isEmpty, let branch = route.withoutSegue {
            declareProgrammatic(route, branch: branch, source: source)
        } else if segue == nil {
            warn(
                Self.unusedRoute, route.origin,
                route.takesSegue
                    ? "\(route.method): no segue from \(source) has identifier '\(route.name)' and no code calls it without one; written as a comment"
                    : "\(route.method): no code calls it; written as a comment")
            let withContent = [route.withoutSegue, route.withSegue].compactMap { $0 }.first {
                !$0.navigation.isEmpty || !$0.passes.isEmpty || $0.destination != nil
            }
            if let branch = withContent ?? route.withoutSegue ?? route.withSegue {
                declareProgrammatic(route, branch: branch, source: source, commented: true)
            }
        }
    }

    private mutating func declareProgrammatic(
        _ route: SwiftScene.Route, branch: SwiftScene.Branch, source: String, commented: Bool = false
    ) {
        let calledFrom = route.calls.first.map { " · called at \($0.label)" + (route.calls.count > 1 ? " and \(route.calls.count - 1) more" : "") } ?? ""
        if let performed = branch.performedSegue {
            if let segue = segues[source]?[performed] {
                graph.routes[segue].comment += " · performed by \(route.method)\(calledFrom)"
                return
            }
        }
        let navigation = branch.navigation.first
        if navigation == nil, !commented {
            warn(
                Self.routeWithoutNavigation, route.origin,
                "\(route.method) is called from code but navigates nowhere navsim can read; not imported")
            return
        }
        var lines: [ImportedGraph.Line] = []
        if let style = navigation?.style { lines.append(.init(text: "style \(style)", comment: navigation?.origin.label ?? "")) }
        let destination = branch.destination.flatMap { sceneNames[$0] ?? graphSceneNamed($0) }
        lines += passLines(branch.passes, from: source, to: destination ?? "?")
        let builds = ["show", "push", "present", "setStack", "setRoot"].contains(navigation?.action ?? "")
        let via = builds ? branch.via.flatMap { $0 == "storyboard" ? nil : " via \($0)" } ?? "" : ""
        var isCommented = commented
        if destination == nil {
            isCommented = true
            warn(
                Self.unknownDestination, route.origin,
                "\(route.method): cannot tell which scene it goes to; written as a comment")
        }
        graph.routes.append(
            .init(
                name: routeNames[source, default: ImportNames()].claim(route.name), source: source,
                destination: destination ?? "?", kind: (navigation.map { action($0, forced: branch.forcesContainer) } ?? "?") + via,
                comment: "\(route.method) · \(route.origin.label)\(calledFrom)", isProgrammatic: true,
                isCommented: isCommented, lines: lines))
    }

    private func graphSceneNamed(_ name: String) -> String? {
        if let position = sceneIndex[name] ?? scenesByClass[name] { return graph.scenes[position].name }
        return graph.navigations.contains { $0.name == name } ? name : nil
    }

    /// The DSL action, `!` when the code force-unwraps a container an optional call would skip.
    private func action(_ navigation: SwiftScene.Navigation, forced: Bool = false) -> String {
        let optionalChained: Set<String> = ["push", "pop", "popTo", "popToRoot", "setStack", "dismiss", "tab"]
        return navigation.action + (optionalChained.contains(navigation.action) && (navigation.forced || forced) ? "!" : "")
    }

    /// The `pass` lines of a route from `source` to `destination` (graph names). A field either
    /// side that the scene's store does not declare is added from the view controller's
    /// properties when it has one of that name; otherwise the pass is a comment, with a warning.
    private mutating func passLines(_ passes: [ImportedPass], from source: String, to destination: String)
        -> [ImportedGraph.Line]
    {
        let target = graph.navigations.first { $0.name == destination }?.targets.first ?? destination
        return passes.map { pass in
            guard let expression = pass.expression else {
                return .init(text: "# pass \(pass.field) = ?", comment: "not understood: \(pass.swift) · \(pass.origin.label)")
            }
            for (scene, path) in [(target, pass.field), (source, expression)] {
                guard let field = Self.rootField(path), !declare(field, in: scene) else { continue }
                diagnostics.append(
                    Diagnostic(
                        file: pass.origin.file, position: pass.origin.position, severity: .warning, id: Self.undeclaredField,
                        message: "'\(pass.swift)': \(scene) declares no field '\(field)' in its data store or view controller; the pass is written as a comment"))
                return .init(text: "# pass \(pass.field) = \(expression)", comment: "\(scene) has no '\(field)' · \(pass.origin.label)")
            }
            return .init(text: "pass \(pass.field) = \(expression)", comment: pass.origin.label)
        }
    }

    /// The field a path starts with; nil for a literal or `selection`.
    private static func rootField(_ path: String) -> String? {
        guard let first = path.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return nil }
        let root = String(path.prefix { $0 != "." && $0 != "[" })
        return ["selection", "nil", "true", "false"].contains(root) ? nil : root
    }

    /// Whether scene `name` has store field `field`, adding it from the view controller's
    /// properties when only they have it.
    private mutating func declare(_ field: String, in name: String) -> Bool {
        guard let position = sceneIndex[name] else { return false }
        if graph.scenes[position].lines.contains(where: { $0.text.hasPrefix("store \(field):") }) { return true }
        guard let property = properties[name]?.first(where: { $0.name == field }) else { return false }
        graph.scenes[position].lines.append(
            .init(text: "store \(field): \(property.type)", comment: "\(property.source) property · \(property.origin.label)"))
        return true
    }

    // MARK: - Unwinds

    private mutating func resolveUnwinds(_ scenes: [SwiftScene]) {
        guard !scenes.isEmpty else { return }
        for index in graph.unwinds.indices where graph.unwinds[index].destination == nil {
            let action = graph.unwinds[index].action
            let implementers = scenes.compactMap { scene in
                scene.unwindActions.first { ImportNames.identifier($0.name) == action }.map { (scene, $0) }
            }
            guard implementers.count == 1, let (scene, implementation) = implementers.first,
                let destination = sceneNames[scene.name]
            else {
                let names = implementers.compactMap { sceneNames[$0.0.name] }
                graph.unwinds[index].comment +=
                    names.isEmpty ? " · no Swift class implements it" : " · implemented by \(names.joined(separator: ", "))"
                let unwind = graph.unwinds[index]
                diagnostics.append(
                    Diagnostic(
                        file: unwind.file, position: unwind.position, severity: .warning,
                        id: names.isEmpty ? Self.unwindActionNotFound : Self.ambiguousUnwind,
                        message: names.isEmpty
                            ? "unwind '\(action)' from \(unwind.source): no Swift class implements it; written as a comment"
                            : "unwind '\(action)' from \(unwind.source) is implemented by \(names.joined(separator: " and ")): UIKit takes the nearest; written as a comment"))
                continue
            }
            graph.unwinds[index].destination = destination
            graph.unwinds[index].comment += " · \(implementation.origin.label)"
            graph.unwinds[index].lines = passLines(
                implementation.passes, from: graph.unwinds[index].source, to: destination)
        }
    }

    private mutating func warn(_ id: DiagnosticID, _ origin: ImportOrigin, _ message: String) {
        diagnostics.append(Diagnostic(file: origin.file, position: origin.position, severity: .warning, id: id, message: message))
    }
}
