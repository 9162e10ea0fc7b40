/// Writes what the pattern readers found into the graph the storyboards gave (or an empty one):
/// each scene's `setup` and `store` lines, the `pass` and `navigate` lines of the segues code
/// handles, the routes code takes, the destinations of unwinds, and the containers and `start`
/// launch code sets up. It is the one place navigation sites become routes: readers say what the
/// code does, in classes; the merger decides what the graph declares. Every line says in its
/// comment which Swift file and line it came from; what cannot be completed is written as a
/// comment, with a warning, and never dropped.
struct SiteMerger {
    /// A `routeToX` or navigation method that no segue matches and no code calls.
    static let unusedRoute = DiagnosticID("unused-route")
    /// A route called from code that does not navigate (or performs a segue).
    static let routeWithoutNavigation = DiagnosticID("route-without-navigation")
    /// An unwind action implemented by more than one scene.
    static let ambiguousUnwind = DiagnosticID("ambiguous-unwind")
    /// An unwind segue whose action no Swift class implements.
    static let unwindActionNotFound = DiagnosticID("unwind-action-not-found")
    /// A route whose destination the code does not say.
    static let unknownDestination = DiagnosticID("unknown-route-destination")
    /// A route whose source scene the code does not say.
    static let unknownSource = DiagnosticID("unknown-route-source")
    /// A pass that reads or writes a field the scene's Swift does not declare.
    static let undeclaredField = DiagnosticID("undeclared-field")
    /// Code that handles a segue no storyboard declares.
    static let unmatchedSegue = DiagnosticID("unmatched-segue")
    /// Navigation that runs or not from its source by a condition navsim cannot evaluate.
    static let undecidedRoute = DiagnosticID("undecided-route")
    /// Navigation UIKit refuses as the code writes it (a `present` from `viewDidLoad`).
    static let refusedNavigation = DiagnosticID("refused-navigation")
    /// Navigation a user's action on a container's own controls runs, which no route can start.
    static let containerActionRoute = DiagnosticID("container-action-route")
    /// A child a custom container view controller adds after it loaded (a flow swapped on
    /// sign-in), which no `embed` or route says.
    static let childSwap = DiagnosticID("child-swap")

    /// Launch code that sets the window's root only under a condition, or to what no reader follows,
    /// where `start` may not be what the app shows first.
    static let uncertainStart = DiagnosticID("uncertain-start")

    private var graph: ImportedGraph
    private var diagnostics: [Diagnostic] = []
    private var names: ImportNames
    /// The view controllers' properties by graph scene name, for passes that go past the store.
    private var properties: [String: [SwiftScene.Store]] = [:]
    private var routeNames: [String: ImportNames] = [:]
    /// Graph scenes by name, and by their class's scene name: positions in `graph.scenes`.
    private var sceneIndex: [String: Int] = [:]
    private var scenesByClass: [String: Int] = [:]
    /// Every graph scene of each class (by its scene name), in graph order: several storyboard
    /// scenes may share a class, and each gets what the Swift says of it.
    private var allScenesByClass: [String: [Int]] = [:]
    /// Storyboard segues by source and identifier: positions in `graph.routes`.
    private var segues: [String: [String: Int]] = [:]
    /// Pops whose passes go to the view controller below the source when it is of one class
    /// (`NavigationSite.passesIfLandingOn`), by position in `graph.routes`: that class's scene
    /// and the passes, written once the pop is known to land there.
    private var landingPasses: [Int: (scene: String, passes: [ImportedPass])] = [:]
    /// Routes written as comments because a `pop` ran before them (`NavigationSite.undecidedAfterPop`),
    /// by place in `graph.routes`, with their site and whether they are comments for another reason
    /// too: decided once every way into their source is known (`settleAfterPops`).
    private var afterPops: [(route: Int, site: NavigationSite, commented: Bool)] = []

    /// `graph` completed with `findings`, and warnings.
    static func merge(_ findings: PatternFindings, into graph: ImportedGraph) -> (
        graph: ImportedGraph, diagnostics: [Diagnostic]
    ) {
        var merger = SiteMerger(graph: graph)
        merger.run(findings)
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
                let key = ImportNames.typeName(className)
                scenesByClass[key] = scenesByClass[key] ?? position
                allScenesByClass[key, default: []].append(position)
            }
        }
        for (position, route) in graph.routes.enumerated() where !route.isProgrammatic {
            if let identifier = route.identifier, segues[route.source]?[identifier] == nil {
                segues[route.source, default: [:]][identifier] = position
            }
        }
    }

    private mutating func run(_ findings: PatternFindings) {
        for scene in Self.combined(findings.scenes) { declare(scene) }
        declareLaunch(findings)
        if let guess = graph.guessedStart { diagnostics.append(guess) }
        for object in findings.sharedObjects where !graph.shared.contains(where: { $0.name == object.name }) {
            graph.shared.append(
                .init(
                    name: names.claim(object.name),
                    comment: "made once by the app delegate and handed to the scenes · \(object.origin.label)",
                    lines: object.stores.map { Self.storeLine($0, source: $0.source) }))
        }
        for injection in findings.injections { inject(injection) }
        var unwindActions: [NavigationSite] = []
        // A child added later is written after the children added as their parent loads: the
        // same child added again (on a size class change) says nothing new.
        let later = findings.sites.filter { if case .later = $0.childAddition { true } else { false } }
        let sites = findings.sites.filter { if case .later = $0.childAddition { false } else { true } }
        for site in sites + later {
            switch site.trigger {
            case .segue(let identifier): complete(segue: identifier, with: site)
            case .code(let name): declareRoute(name, site)
            case .unwindAction: unwindActions.append(site)
            }
        }
        // Without Swift, nothing says who implements an action: the unwinds stay plain comments.
        if !findings.scenes.isEmpty || !findings.sites.isEmpty { resolveUnwinds(unwindActions) }
        if graph.start == nil { declareGuessedStart(findings.scenes) }
        settleAfterPops()
        nameLandings()
    }

    /// The routes that run after a `pop` from their source: from the source, when the graph lets
    /// no stack hold it above another screen (`LandingScenes.popLeavesOnScreen`: UIKit pops
    /// nothing), else comments with an `undecided-route` warning, as every other site that runs
    /// after its source left the screen.
    private mutating func settleAfterPops() {
        let landings = LandingScenes(graph)
        for pending in afterPops {
            let route = graph.routes[pending.route]
            let reason = pending.site.undecided ?? ""
            guard landings.popLeavesOnScreen(route.source) else {
                warn(
                    Self.undecidedRoute, pending.site.origin,
                    "\(pending.site.method) from \(pending.site.source ?? "?"): \(reason); written as a comment")
                continue
            }
            graph.routes[pending.route].isCommented = pending.commented
            graph.routes[pending.route].comment =
                "after a pop that leaves \(route.source) on screen: no stack holds it above another · "
                + route.comment.dropFirst("undecided: \(reason) · ".count)
        }
    }

    /// The scene each `-> any` pop, pop to the root or dismissal lands on, where every way into
    /// its source the graph declares leaves one (`LandingScenes`).
    private mutating func nameLandings() {
        let landings = LandingScenes(graph)
        for index in graph.routes.indices where graph.routes[index].destination == Route.anyDestination {
            guard case .route(let action?, _, _) = graph.routes[index].kind,
                let landing = landings.landing(of: action, from: graph.routes[index].source)
            else { continue }
            graph.routes[index].destination = landing
            graph.routes[index].comment += " · lands on \(landing): \(Self.landingReason(action))"
            if let handed = landingPasses[index], handed.scene == landing {
                graph.routes[index].lines =
                    graph.routes[index].lines.filter { !$0.isPass }
                    + passLines(handed.passes, from: graph.routes[index].source, to: landing)
            }
        }
    }

    private static func landingReason(_ action: Route.Action) -> String {
        switch action {
        case .dismiss: return "the one scene that presents it"
        case .popToRoot: return "its stack's one root"
        default: return "the one scene that pushes it"
        }
    }

    /// `start` when no storyboard and no launch code says it: the scene `guessedStart` picks, with a
    /// warning. One that needs constructor arguments is handed them by a navigation controller
    /// around it, the one way a graph gives a launch root its initialiser's values.
    private mutating func declareGuessedStart(_ scenes: [SwiftScene]) {
        guard let first = guessedStart(among: scenes) else { return }
        let name = graph.scenes[first.position].name
        let place = first.scene.origins.first ?? ImportOrigin(file: "", position: SourcePosition(line: 1, column: 1))
        if constructorFields(of: first.position).isEmpty {
            graph.start = name
        } else if let navigation = container(
            for: .navigation(.scene(first.scene.className ?? name)), origin: place,
            why: "start guessed; a navigation controller hands the root its initialiser's arguments")
        {
            graph.start = navigation + " via code"
        }
        warn(
            StoryboardLinker.noInitialController, place,
            "no storyboard or launch code says which view controller starts the app: 'start' names \(name)")
    }

    /// The scene to start from when nothing says: the first one the graph builds without a
    /// constructor argument (`start` cannot pass one) that no route leads to, else the first
    /// without a constructor argument, else the first.
    private func guessedStart(among scenes: [SwiftScene]) -> (scene: SwiftScene, position: Int)? {
        let found = scenes.compactMap { scene -> (scene: SwiftScene, position: Int)? in
            let name = ImportNames.typeName(scene.className ?? scene.name)
            return (scenesByClass[name] ?? sceneIndex[name]).map { (scene, $0) }
        }
        let reached = Set(graph.routes.filter { !$0.isCommented }.map { shownScene($0.destination) })
        func needsArguments(_ position: Int) -> Bool { !constructorFields(of: position).isEmpty }
        return found.first { !needsArguments($0.position) && !reached.contains(graph.scenes[$0.position].name) }
            ?? found.first { !needsArguments($0.position) } ?? found.first
    }

    /// Scenes several readers found, one per class: the first reader's facts, completed with
    /// the stores and unwind actions the others add.
    private static func combined(_ scenes: [SwiftScene]) -> [SwiftScene] {
        var result: [SwiftScene] = []
        var positions: [String: Int] = [:]
        for scene in scenes {
            let key = ImportNames.typeName(scene.className ?? scene.name)
            guard let position = positions[key] else {
                positions[key] = result.count
                result.append(scene)
                continue
            }
            var kept = result[position]
            kept.className = kept.className ?? scene.className
            kept.origins += scene.origins.filter { !kept.origins.contains($0) }
            kept.stores += scene.stores.filter { store in !kept.stores.contains { $0.name == store.name } }
            kept.properties += scene.properties.filter { property in
                !kept.properties.contains { $0.name == property.name }
            }
            kept.setup = kept.setup ?? scene.setup
            kept.setupOrigin = kept.setupOrigin ?? scene.setupOrigin
            kept.reloads += scene.reloads.filter { reload in !kept.reloads.contains { $0.field == reload.field } }
            result[position] = kept
        }
        return result
    }

    // MARK: - Scenes

    /// The graph scene of class (or scene name) `className`: the storyboard scene of its class,
    /// or of its name, or a new scene.
    private mutating func graphName(of className: String) -> String? {
        let name = ImportNames.typeName(className)
        if let match = scenesByClass[name] ?? sceneIndex[name] { return graph.scenes[match].name }
        guard !name.isEmpty else { return nil }
        // A storyboard tab bar or navigation controller of the class (`TabbarController`), when one is.
        let containers = (graph.tabs + graph.navigations).filter { $0.className == className }
        if containers.count == 1, let container = containers.first { return container.name }
        let claimed = names.claim(name)
        sceneIndex[claimed] = graph.scenes.count
        scenesByClass[name] = graph.scenes.count
        allScenesByClass[name, default: []].append(graph.scenes.count)
        graph.scenes.append(
            .init(name: claimed, comment: "from Swift only: no storyboard scene has its class", className: className))
        return claimed
    }

    /// Writes what the Swift says of `scene` into the graph scene of its class — into each, when
    /// several storyboard scenes have that class (every instance runs the same code and holds the
    /// same fields), or into a new scene when none has.
    private mutating func declare(_ scene: SwiftScene) {
        guard let first = graphName(of: scene.className ?? scene.name), let position = sceneIndex[first] else { return }
        let key = ImportNames.typeName(scene.className ?? scene.name)
        let positions = [position] + (allScenesByClass[key] ?? []).filter { $0 != position }
        for position in positions { declare(scene, at: position) }
    }

    private mutating func declare(_ scene: SwiftScene, at position: Int) {
        var declaration = graph.scenes[position]
        properties[declaration.name] = scene.properties
        let files = scene.origins.map(\.label)
        if !files.isEmpty {
            declaration.comment +=
                (declaration.comment.hasPrefix("from Swift") ? ": " : " · Swift: ") + files.joined(separator: ", ")
        }
        if let setup = scene.setup, setup != .any {
            declaration.lines.append(.init(content: .setup(setup), comment: scene.setupOrigin?.label ?? ""))
        }
        for store in scene.stores where !declaration.lines.contains(where: { $0.storeName == store.name }) {
            declaration.lines.append(Self.storeLine(store, source: store.source))
        }
        for reload in scene.reloads {
            declaration.lines.append(
                .init(
                    content: .appear(field: reload.field, expression: reload.store),
                    comment: "viewWillAppear copies \(reload.store) into \(reload.field), again when a popTo writes it")
            )
        }
        graph.scenes[position] = declaration
    }

    private static func storeLine(_ store: SwiftScene.Store, source: String) -> ImportedGraph.Line {
        let swift = (store.swiftType.map { " · Swift type \($0)" } ?? "") + (store.note.map { " · \($0)" } ?? "")
        return .init(
            content: .store(name: store.name, type: store.type, initialValue: store.initialValue),
            comment: "\(source) · \(store.origin.label)\(swift)")
    }

    // MARK: - Launch

    /// `start` from launch code. UIKit shows the root launch code puts in the window over the main
    /// storyboard's initial view controller, so a root launch code always sets replaces the
    /// storyboard's `start`. A root set under a condition replaces only a guessed `start` (its first
    /// branch's), and either way the warning says where the condition is.
    private mutating func declareLaunch(_ findings: PatternFindings) {
        let fromStoryboard = graph.start != nil && graph.guessedStart == nil
        guard let launch = findings.launches.first else {
            if let unread = findings.unreadLaunch, let start = graph.start {
                warn(
                    Self.uncertainStart, unread,
                    "launch code replaces the window's root with a view controller navsim cannot follow: 'start' still names the storyboard's initial view controller \(start), which the app does not show first; change it"
                )
            }
            return
        }
        if launch.condition != nil, fromStoryboard, let start = graph.start {
            warn(
                Self.uncertainStart, launch.origin,
                "launch code sets the window's root here only when the condition at \(launch.condition?.label ?? "") holds: 'start' names the storyboard's initial view controller \(start); change it if the app starts elsewhere"
            )
            return
        }
        declare(launch)
        graph.guessedStart = nil
        if let condition = launch.condition ?? launch.contentCondition, let start = graph.start {
            warn(
                Self.uncertainStart, launch.origin,
                "what launch code puts in the window here depends on the condition at \(condition.label): 'start' names \(start), what its first branch sets; change it if the app starts elsewhere"
            )
        }
    }

    /// Containers and `start` for what launch code puts in the window.
    private mutating func declare(_ launch: LaunchFinding) {
        let via = Self.instantiation(launch.obtained).flatMap { $0 == .storyboard ? nil : $0 }
        guard let root = container(for: launch.root, origin: launch.origin) else { return }
        graph.start = root + (via.map { " via \($0.rawValue)" } ?? "")
        graph.startComment = ""
    }

    /// What launch code hands the roots of the storyboard's initial container, as `pass` lines
    /// under each container whose root is of the injection's class: every tab's navigation
    /// controller, or the start navigation controller itself.
    private mutating func inject(_ injection: RootInjection) {
        guard let start = graph.start?.split(separator: " ").first.map(String.init) else { return }
        let containers: [String]
        if injection.everyTab, let tabs = graph.tabs.first(where: { $0.name == start }) {
            containers = tabs.targets
        } else if !injection.everyTab, graph.navigations.contains(where: { $0.name == start }) {
            containers = [start]
        } else {
            return
        }
        let rootScene = graphName(of: injection.rootClass)
        for (tab, container) in containers.enumerated() {
            guard let place = graph.navigations.firstIndex(where: { $0.name == container }),
                let root = graph.navigations[place].targets.first, root == rootScene
            else { continue }
            for assignment in injection.assignments {
                // Launch code that sets a field twice (the app and the scene delegate): the first stands.
                guard
                    !graph.navigations[place].lines.contains(where: {
                        if case .pass(assignment.field, _) = $0.content { return true }
                        return false
                    })
                else { continue }
                if case .unread(let swift) = assignment.value {
                    graph.navigations[place].lines.append(
                        .init(
                            content: .pass(field: assignment.field, expression: nil),
                            comment: "not understood: \(swift) · launch code · \(assignment.origin.label)"))
                    continue
                }
                guard let expression = Self.value(assignment.value, tab: tab, in: injection) else { continue }
                // A computed property may read a shared object's computed property: no stored field.
                let unknown = sharedField(missingIn: expression)
                let declared = unknown == nil && declare(assignment.field, in: root)
                var comment = "launch code · \(assignment.origin.label)"
                if let unknown {
                    comment = "no stored field '\(unknown)' · " + comment
                } else if !declared {
                    comment = "\(root) has no '\(assignment.field)' · " + comment
                }
                graph.navigations[place].lines.append(
                    .init(
                        content: .pass(field: assignment.field, expression: expression), comment: comment,
                        isCommented: !declared || unknown != nil))
            }
        }
    }

    /// `Shared.field` of `expression` when the shared store has no such stored field.
    private func sharedField(missingIn expression: String) -> String? {
        let parts = expression.split(separator: ".", maxSplits: 2).map(String.init)
        guard parts.count >= 2, let shared = graph.shared.first(where: { $0.name == parts[0] }) else { return nil }
        let field = String(parts[1].prefix { $0 != "[" })
        return shared.lines.contains { $0.storeName == field } ? nil : parts[0] + "." + field
    }

    /// A value launch code gives the root of tab `tab`, as a DSL expression; nil for an object
    /// reference (the shared store it stands for is read through paths instead).
    private static func value(_ value: RootInjection.Value, tab: Int, in injection: RootInjection) -> String? {
        switch value {
        case .expression(let text): return text
        case .tabIndexEquals(let number): return tab == number ? "true" : "false"
        case .shared, .unread: return nil
        case .path(let path): return path
        case .choice(let field, let then, let otherwise):
            guard let flag = injection.assignments.first(where: { $0.field == field }),
                let chosen = Self.value(flag.value, tab: tab, in: injection), chosen == "true" || chosen == "false"
            else { return nil }
            return Self.value(chosen == "true" ? then : otherwise, tab: tab, in: injection)
        }
    }

    /// The graph name of `root`, declaring the containers it needs.
    private mutating func container(
        for root: LaunchRoot, origin: ImportOrigin, why: String = "launch code", handsArguments: Bool = true
    ) -> String? {
        switch root {
        case .scene(let className):
            return graphName(of: className)
        case .navigation(let inner):
            guard let child = container(for: inner, origin: origin, why: why) else { return nil }
            // A route to the container passes the root's initialiser arguments itself.
            let arguments = handsArguments ? sceneIndex[child].map { constructorFields(of: $0) } ?? [] : []
            if let existing = graph.navigations.first(where: {
                $0.targets == [child] && (arguments.isEmpty || !$0.lines.isEmpty)
            }) {
                return existing.name
            }
            let name = names.claim(child + "Navigation")
            // What launch code hands the root's initialiser: a value, present but not read.
            graph.navigations.append(
                .init(
                    name: name, targets: [child], comment: "\(why) · \(origin.label)",
                    lines: arguments.map {
                        .init(
                            content: .pass(field: $0, expression: "{}"),
                            comment: "the initialiser takes it; its value is not one navsim reads · \(origin.label)")
                    }))
            return name
        case .tabs(let children):
            let targets = children.compactMap { container(for: $0, origin: origin, why: why) }
            guard !targets.isEmpty else { return nil }
            let name = names.claim("Tabs")
            graph.tabs.append(.init(name: name, targets: targets, comment: "\(why) · \(origin.label)"))
            return name
        }
    }

    private static func instantiation(_ obtained: NavigationSite.Obtained) -> Instantiation? {
        switch obtained {
        case .segue, .storyboard: return .storyboard
        case .initializer: return .code
        case .factory: return .factory
        case .found: return nil
        }
    }

    // MARK: - Segues

    /// Completes the storyboard segue from the site's source with `identifier` (or its one
    /// segue to the site's destination): its passes, and navigation the code adds to it.
    private mutating func complete(segue identifier: String?, with site: NavigationSite) {
        guard let sourceClass = site.source, let source = graphName(of: sourceClass) else { return }
        guard let position = segue(from: source, identifier: identifier, to: site.destination) else {
            // A router's segue branch whose name no segue has is the route's business (unused or
            // called from code); code anywhere else handling a missing segue is worth a word.
            guard site.inert == nil, !site.dispatchesOnClass,
                !site.passes.isEmpty || site.action != nil || !site.calledFrom.isEmpty,
                !site.method.hasPrefix("routeTo")
            else { return }
            warn(
                Self.unmatchedSegue, site.origin,
                "\(site.method) handles segue \(identifier.map { "'\($0)'" } ?? "to \(site.destination ?? "?")"), but no storyboard segue from \(source) matches; not imported"
            )
            return
        }
        if site.passes.isEmpty, site.action == nil, !site.calledFrom.isEmpty {
            graph.routes[position].comment += " · performed by \(site.method)\(Self.calledFrom(site))"
            return
        }
        var lines = passLines(site.passes, from: source, to: graph.routes[position].destination)
        if let inert = site.inert {
            lines = lines.map { line in
                var line = line
                line.isCommented = true
                line.comment = "\(inert) · \(line.comment)"
                return line
            }
        }
        if let action = site.action {
            lines.append(
                .init(
                    content: .navigate(action, forced: site.forcesContainer && Self.optionalChained.contains(action)),
                    comment: "with a segue too · \(site.origin.label)"))
        }
        graph.routes[position].lines += lines
    }

    /// The segue from `source` with `identifier`; without one, the only segue from `source` to
    /// `destination`.
    private func segue(from source: String, identifier: String?, to destination: String?) -> Int? {
        if let identifier { return segues[source]?[identifier] }
        guard let destination else { return nil }
        let target = ImportNames.typeName(destination)
        let matches = graph.routes.indices.filter { position in
            let route = graph.routes[position]
            guard route.source == source, case .segue = route.kind else { return false }
            return shownScene(route.destination) == target
                || graph.scenes.first { $0.name == shownScene(route.destination) }?.className.map(ImportNames.typeName)
                    == target
        }
        return matches.count == 1 ? matches[0] : nil
    }

    /// The scene a destination shows: a navigation container's root, else itself.
    private func shownScene(_ name: String) -> String {
        graph.navigations.first { $0.name == name }?.targets.first ?? name
    }

    // MARK: - Routes from code

    private static let optionalChained: Set<Route.Action> = [
        .push, .pop, .popTo, .popToRoot, .setStack, .dismiss, .tab,
    ]
    /// The actions that build their destination (a new instance of the view controller).
    static let building: Set<Route.Action> = [.show, .showDetail, .push, .present, .setStack, .setRoot]

    private mutating func declareRoute(_ name: String, _ site: NavigationSite) {
        // A route nothing calls whose name a segue of its source has is that segue.
        if site.inert != nil, let sourceClass = site.source, let source = graphName(of: sourceClass),
            segues[source]?[name] != nil
        {
            return
        }
        if let inert = site.inert {
            warn(Self.unusedRoute, site.origin, "\(site.method): \(inert); written as a comment")
        }
        if let undecided = site.undecided, !site.undecidedAfterPop {
            warn(
                Self.undecidedRoute, site.origin,
                "\(site.method) from \(site.source ?? "?"): \(undecided); written as a comment")
        }
        if let refused = site.refused {
            warn(Self.refusedNavigation, site.origin, "\(site.source ?? "?"): \(refused); written as a comment")
        }
        if let action = site.containerAction {
            warn(
                Self.containerActionRoute, site.origin,
                "\(site.source ?? "?"): \(action); a route cannot start from a container on a user's action, "
                    + "written as a comment")
        }
        if let addition = site.childAddition {
            declareChild(name, site, addition)
            return
        }
        guard let action = site.action else {
            if site.inert == nil {
                warn(
                    Self.routeWithoutNavigation, site.origin,
                    "\(site.method) is called from code but navigates nowhere navsim can read; not imported")
                return
            }
            if site.destination == nil, site.passes.isEmpty { return }
            appendRoute(name, site, action: nil)
            return
        }
        appendRoute(name, site, action: action)
    }

    private mutating func appendRoute(_ name: String, _ site: NavigationSite, action: Route.Action?) {
        // A container subclass's own appearance code starts at its container, when the
        // storyboard (or launch code) declares one of that class — at each of them, when several
        // are (every instance of the class runs its own `viewDidAppear`).
        let containers =
            site.onFirstAppear && site.source != nil
            ? (graph.tabs + graph.navigations).filter { $0.className == site.source } : []
        if containers.isEmpty { appendRoute(name, site, action: action, container: nil) }
        // The code is read once: what it warns of is warned once, not once per container.
        let start = diagnostics.count
        var warned: Set<Diagnostic> = []
        for container in containers {
            let before = diagnostics.count
            appendRoute(name, site, action: action, container: container)
            let new = diagnostics[before...].filter { warned.insert($0).inserted || before == start }
            diagnostics.replaceSubrange(before..., with: new)
        }
    }

    private mutating func appendRoute(
        _ name: String, _ site: NavigationSite, action: Route.Action?, container: ImportedGraph.Declaration?
    ) {
        var isCommented =
            site.inert != nil || site.undecided != nil || site.refused != nil || site.containerAction != nil
        guard let sourceClass = site.source, let source = container?.name ?? graphName(of: sourceClass) else {
            warn(
                Self.unknownSource, site.origin, "\(site.method): cannot tell which scene it starts from; not imported")
            return
        }
        // A pop or dismissal whose code casts what it finds to no class lands on whatever UIKit
        // finds: `-> any`, which never traps on it.
        let anyScene = site.destination == nil && action.map { Route.anyDestinationActions.contains($0) } == true
        var destination = anyScene ? Route.anyDestination : builtScene(site) ?? ownTab(site.tabIndex, of: container)
        if destination == nil {
            isCommented = true
            warn(
                Self.unknownDestination, site.origin,
                "\(site.method): cannot tell which scene it goes to; written as a comment")
        }
        var lines: [ImportedGraph.Line] = []
        if let container {
            lines.append(.init(content: .onFirstAppear, comment: "run when \(container.name) first appears"))
        }
        if let style = site.style { lines.append(.init(content: .style(style), comment: site.origin.label)) }
        if anyScene {
            // Nothing says which store they write into: kept as comments, until the pop is known
            // to land on the scene the code handed them to (`nameLandings`).
            let handedTo = site.passesIfLandingOn.flatMap { graphName(of: $0) }
            if let handedTo { landingPasses[graph.routes.count] = (handedTo, site.passes) }
            lines += site.passes.map {
                .init(
                    content: .pass(field: $0.field, expression: $0.expression),
                    comment: (handedTo.map { "into \($0) when the pop lands there, which the graph does not decide" }
                        ?? "into whichever scene UIKit finds") + " · \($0.origin.label)",
                    isCommented: true)
            }
        } else {
            lines += passLines(site.passes, from: source, to: destination ?? "?")
        }
        let builds = action.map { Self.building.contains($0) } ?? false
        let via = builds ? Self.instantiation(site.obtained).flatMap { $0 == .storyboard ? nil : $0 } : nil
        if via != nil, let destination { lines += constructorArguments(of: destination, besides: lines, site: site) }
        if site.wrapsInNavigation, action == .present || action == .showDetail, let scene = destination,
            let className = site.destination, sceneIndex[scene] != nil,
            let navigation = self.container(
                for: .navigation(.scene(className)), origin: site.origin, why: "built around it by \(site.method)",
                handsArguments: false)
        {
            // `present(UINavigationController(rootViewController: detail))`: the navigation
            // controller is presented, with the screen its root (the passes go into the root,
            // as a segue's to a storyboard's navigation controller do).
            destination = navigation
        }
        let forced = site.forcesContainer && action.map { Self.optionalChained.contains($0) } ?? false
        if site.undecided != nil, site.undecidedAfterPop {
            let commented =
                site.inert != nil || site.refused != nil || site.containerAction != nil || destination == nil
            afterPops.append((graph.routes.count, site, commented || action == nil))
        }
        graph.routes.append(
            .init(
                name: routeNames[source, default: ImportNames()].claim(ImportNames.identifier(name)), source: source,
                destination: destination ?? "?", kind: .route(action, forced: forced, via: via),
                comment: (site.undecided.map { "undecided: \($0) · " } ?? "")
                    + (site.refused.map { _ in "UIKit refuses it: presented from viewDidLoad · " } ?? "")
                    + (site.containerAction.map { _ in "a user's action on the container · " } ?? "")
                    + "\(site.method) · \(site.origin.label)\(Self.calledFrom(site))",
                isCommented: isCommented || action == nil,
                lines: lines, firstAppearOrder: container == nil ? nil : Self.firstAppearOrder(site)))
    }

    /// The graph scene (or container) of the view controller a site builds or finds by its class,
    /// its storyboard identifier or the storyboard it starts.
    private mutating func builtScene(_ site: NavigationSite) -> String? {
        site.destination.flatMap { graphName(of: $0) }
            ?? site.storyboardIdentifier.flatMap { identifier in
                graph.scenes.first { $0.storyboardIdentifier == identifier }?.name
            }
            ?? site.initialOf.flatMap { storyboard in
                (graph.scenes + graph.navigations + graph.tabs).first { $0.initialOf == storyboard }?.name
            }
    }

    /// A child a custom container view controller adds (`addChild`): added as it loads, an
    /// `embed` from the container to the child's scene (to a navigation container around it when
    /// the code builds one, as launch code's are), `via code` or `via factory` as the code builds
    /// it; added later, no DSL word says it (an `embed`
    /// runs when its parent loads, a `setRoot` would release the container), so it is written as
    /// a commented `embed` with a warning — unless the same child is embedded as it loads.
    private mutating func declareChild(_ name: String, _ site: NavigationSite, _ addition: NavigationSite.ChildAddition)
    {
        guard let sourceClass = site.source, let source = graphName(of: sourceClass) else { return }
        var destination = builtScene(site)
        if site.wrapsInNavigation, let scene = site.destination {
            destination = container(
                for: .navigation(.scene(scene)), origin: site.origin, why: "a child view controller")
        }
        guard let destination else {
            warn(
                Self.unknownDestination, site.origin,
                "\(site.method): cannot tell which view controller \(source) adds as a child; not imported")
            return
        }
        var comment =
            (site.undecided.map { "undecided: \($0) · " } ?? "") + "addChild in \(site.method) · \(site.origin.label)"
        if case .later(let method) = addition {
            let embedded = graph.routes.contains {
                $0.kind == .embed && !$0.isCommented && $0.source == source && $0.destination == destination
            }
            if embedded { return }
            warn(
                Self.childSwap, site.origin,
                "\(source) adds \(destination) as a child in '\(method)', after it loaded: an embed runs only as "
                    + "its parent loads, and no route replaces a child; written as a comment")
            comment = "a child added later, in '\(method)': no DSL word for it · " + comment
        }
        // Built by the container's code (a property's value too), unless from the storyboard; an
        // initialiser's arguments the code passes nothing navsim reads for are passed `{}` (a
        // navigation container built around the child carries them for its root).
        let via =
            site.obtained == .found ? .code : Self.instantiation(site.obtained).flatMap { $0 == .storyboard ? nil : $0 }
        var lines = passLines(site.passes, from: source, to: shownScene(destination))
        if via != nil, !site.wrapsInNavigation {
            lines += constructorArguments(of: destination, besides: lines, site: site)
        }
        graph.routes.append(
            .init(
                name: routeNames[source, default: ImportNames()].claim(ImportNames.identifier(shownScene(destination))),
                source: source, destination: destination, kind: .embed, comment: comment,
                isCommented: addition != .loading || site.inert != nil || site.undecided != nil, lines: lines,
                embedVia: via))
    }

    /// Where a container's `onFirstAppear` route runs among its others: the UIKit method its chain
    /// starts at (`viewDidLoad`, then `viewWillAppear`, `viewDidAppear`, layout), then the
    /// navigation call's place in the code.
    private static func firstAppearOrder(_ site: NavigationSite) -> ImportedGraph.Route.FirstAppearOrder {
        let order = CodeNavigationReader.containerAppearanceOrder
        return .init(
            method: site.appearanceMethod.flatMap(order.firstIndex) ?? order.count, file: site.origin.file,
            line: site.origin.position.line, column: site.origin.position.column)
    }

    /// `selectedIndex = 1` in a tab bar controller's own code: the scene its tab at that position shows.
    private func ownTab(_ index: Int?, of container: ImportedGraph.Declaration?) -> String? {
        guard let index, let container, container.targets.indices.contains(index) else { return nil }
        return shownScene(container.targets[index])
    }

    /// Passes for the constructor-injected fields of `destination` that `lines` do not pass with
    /// a value the import read: an initialiser or factory cannot be called without them, so the
    /// route passes something — written `{}`, a value present but not one navsim reads (a view
    /// model built from services, a value computed by a call), and the comment says so.
    private func constructorArguments(of destination: String, besides lines: [ImportedGraph.Line], site: NavigationSite)
        -> [ImportedGraph.Line]
    {
        guard let position = sceneIndex[shownScene(destination)] else { return [] }
        let passed = Set(
            lines.compactMap { line -> String? in
                guard !line.isCommented, case .pass(let field, let expression?) = line.content, !expression.isEmpty
                else { return nil }
                return String(field.prefix { $0 != "." && $0 != "[" })
            })
        return constructorFields(of: position).filter { !passed.contains($0) }.map { name in
            let swift = site.passes.first { $0.field == name }.map { ": \($0.swift)" } ?? ""
            return .init(
                content: .pass(field: name, expression: "{}"),
                comment: "the initialiser takes it; its value is not one navsim reads\(swift) · \(site.origin.label)")
        }
    }

    /// The constructor-injected fields of the scene at `position`: no `?` or `!`, no initial value.
    private func constructorFields(of position: Int) -> [String] {
        graph.scenes[position].lines.compactMap { line in
            guard case .store(let name, let type, nil) = line.content, !line.isCommented, !type.hasSuffix("?"),
                !type.hasSuffix("!")
            else { return nil }
            return name
        }
    }

    private static func calledFrom(_ site: NavigationSite) -> String {
        guard let first = site.calledFrom.first else { return "" }
        return " · called at \(first.label)"
            + (site.calledFrom.count > 1 ? " and \(site.calledFrom.count - 1) more" : "")
    }

    // MARK: - Passes

    /// The `pass` lines of a route from `source` to `destination` (graph names). A field either
    /// side that the scene's store does not declare is added from the view controller's
    /// properties when it has one of that name; otherwise the pass is a comment, with a warning.
    private mutating func passLines(_ passes: [ImportedPass], from source: String, to destination: String)
        -> [ImportedGraph.Line]
    {
        let target = shownScene(destination)
        // An object the destination declares no field for is a collaborator it was handed, not data.
        let passes = passes.filter { pass in
            guard pass.isObject, let field = Self.rootField(pass.field) else { return true }
            return declare(field, in: target)
        }
        return passes.map { pass in
            if pass.isObject {
                return .init(
                    content: .pass(field: pass.field, expression: pass.expression),
                    comment: "an object of the app's, not one navsim reads: \(pass.swift) · \(pass.origin.label)")
            }
            guard let expression = pass.expression else {
                return .init(
                    content: .pass(field: pass.field, expression: nil),
                    comment: "not understood: \(pass.swift) · \(pass.origin.label)")
            }
            let reads = Self.rootFields(ofValue: expression).map { (source, $0) }
            for (scene, field) in [(target, Self.rootField(pass.field))] + reads {
                guard let field, !declare(field, in: scene) else { continue }
                diagnostics.append(
                    Diagnostic(
                        file: pass.origin.file, position: pass.origin.position, severity: .warning,
                        id: Self.undeclaredField,
                        message:
                            "'\(pass.swift)': \(scene) declares no field '\(field)' in its data store or view controller; the pass is written as a comment"
                    ))
                return .init(
                    content: .pass(field: pass.field, expression: expression),
                    comment: "\(scene) has no '\(field)' · \(pass.origin.label)",
                    isCommented: true)
            }
            return .init(
                content: .pass(field: pass.field, expression: expression),
                comment: pass.note.map { "\($0) · \(pass.origin.label)" } ?? pass.origin.label)
        }
    }

    /// The field a path starts with; nil for a literal or `selection`.
    private static func rootField(_ path: String) -> String? {
        guard let first = path.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return nil }
        let root = String(path.prefix { $0 != "." && $0 != "[" })
        return ["selection", "nil", "true", "false"].contains(root) ? nil : root
    }

    /// The fields the paths of a value read: the root of each path in it, a record's
    /// (`{albumId: albums[selection].id}`) and a list's elements and their indexes included; none
    /// for literals. The value is parsed as a `pass` line's is (`ExpressionParser`).
    private static func rootFields(ofValue value: String) -> [String?] {
        guard value.hasPrefix("{") || value.hasPrefix("[") else { return [rootField(value)] }
        var diagnostics: [Diagnostic] = []
        let source = SourceText(path: "<pass>", string: value)
        guard let line = Lexer.lines(of: source, diagnostics: &diagnostics).first, diagnostics.isEmpty else {
            return []
        }
        var cursor = TokenCursor(line: line, path: source.path)
        let expression = ExpressionParser.parseExpression(&cursor)
        guard cursor.error == nil, cursor.atEnd else { return [] }
        func roots(_ expression: Expression) -> [String?] {
            switch expression {
            case .literal: return []
            case .list(let items, _): return items.flatMap(roots)
            case .record(let entries, _): return entries.flatMap { roots($0.value) }
            case .path(let path):
                return [rootField(path.root.text)]
                    + path.components.flatMap { component -> [String?] in
                        if case .index(let index, _) = component { return roots(index) } else { return [] }
                    }
            }
        }
        return roots(expression)
    }

    /// Whether scene `name` has store field `field`, adding it from the view controller's
    /// properties when only they have it.
    private mutating func declare(_ field: String, in name: String) -> Bool {
        guard let position = sceneIndex[name] else { return false }
        if graph.scenes[position].lines.contains(where: { $0.storeName == field }) { return true }
        guard let property = properties[name]?.first(where: { $0.name == field }) else { return false }
        graph.scenes[position].lines.append(Self.storeLine(property, source: property.source + " property"))
        return true
    }

    // MARK: - Unwinds

    /// The destination of each storyboard unwind: the one class that implements its action, or
    /// `any` when an extension of `UIViewController` declares it (a site with no destination):
    /// every view controller then implements it, and UIKit lands on the nearest one up the chain
    /// but the source, which the engine finds at run time. An extension of another UIKit class
    /// (`UITableViewController`) is implemented by the scenes of that class and its subclasses
    /// only: one such scene is the destination; none or several leave the unwind a comment.
    private mutating func resolveUnwinds(_ actions: [NavigationSite]) {
        var implementers: [String: [(scene: String, site: NavigationSite)]] = [:]
        var shared: [String: NavigationSite] = [:]
        var bases: [String: [String]] = [:]
        for site in actions {
            guard case .unwindAction(let name) = site.trigger else { continue }
            let key = ImportNames.identifier(name)
            let scenes: [String]
            if let sharedExtension = site.sharedExtension {
                if sharedExtension.isEveryViewController {
                    shared[key] = shared[key] ?? site
                    continue
                }
                if !bases[key, default: []].contains(sharedExtension.base) {
                    bases[key, default: []].append(sharedExtension.base)
                }
                scenes = self.scenes(of: sharedExtension)
            } else {
                guard let className = site.destination, let scene = graphName(of: className) else { continue }
                scenes = [scene]
            }
            for scene in scenes where !implementers[key, default: []].contains(where: { $0.scene == scene }) {
                implementers[key, default: []].append((scene, site))
            }
        }
        for index in graph.unwinds.indices where graph.unwinds[index].destination == nil {
            let unwind = graph.unwinds[index]
            // By the selector: a second unwind of one action from one scene is named `action_2`.
            let action = ImportNames.identifier(ImportNames.unwindName(selector: unwind.selector))
            if let implementation = shared[action] {
                // Every view controller implements it (a subclass's own version included): the
                // destination is found at run time, and nothing is passed into a store no one knows.
                graph.unwinds[index].destination = Route.anyDestination
                graph.unwinds[index].comment +=
                    " · every view controller implements it · \(implementation.origin.label)"
                continue
            }
            let found = implementers[action] ?? []
            guard found.count == 1, let (destination, implementation) = found.first else {
                let names = found.map(\.scene)
                // An extension of a UIKit class no scene is (`UINavigationController`'s): its
                // instances implement it, but no scene can be the unwind's destination.
                let extended =
                    bases[action].map { " (declared in an extension of \($0.joined(separator: " and ")))" } ?? ""
                let nowhere = extended.isEmpty ? "no Swift class implements it" : "no scene implements it\(extended)"
                graph.unwinds[index].comment +=
                    names.isEmpty ? " · \(nowhere)" : " · implemented by \(names.joined(separator: ", "))\(extended)"
                diagnostics.append(
                    Diagnostic(
                        file: unwind.file, position: unwind.position, severity: .warning,
                        id: names.isEmpty ? Self.unwindActionNotFound : Self.ambiguousUnwind,
                        message: names.isEmpty
                            ? "unwind '\(unwind.action)' from \(unwind.source): \(nowhere); written as a comment"
                            : "unwind '\(unwind.action)' from \(unwind.source) is implemented by \(names.joined(separator: " and "))\(extended): UIKit takes the nearest; written as a comment"
                    ))
                continue
            }
            graph.unwinds[index].destination = destination
            graph.unwinds[index].comment += " · \(implementation.origin.label)"
            graph.unwinds[index].lines = passLines(implementation.passes, from: unwind.source, to: destination)
        }
    }

    /// The scenes that implement an action declared in an extension of a UIKit class: those of
    /// one of the app's subclasses of it, and those the storyboard makes of that class itself.
    /// A scene only Swift declares counts when a route reaches it: an app's base class
    /// (`BaseListViewController`) is seldom shown itself.
    private func scenes(of sharedExtension: NavigationSite.SharedExtension) -> [String] {
        let subclasses = Set(sharedExtension.subclasses.map(ImportNames.typeName))
        var reached = Set(graph.routes.filter { !$0.isCommented }.map(\.destination))
        reached.formUnion((graph.navigations + graph.tabs).flatMap(\.targets))
        if let start = graph.start { reached.insert(start) }
        return graph.scenes.filter { scene in
            guard let className = scene.className else { return scene.uikitClass == sharedExtension.base }
            guard className == sharedExtension.base || subclasses.contains(ImportNames.typeName(className)) else {
                return false
            }
            return scene.uikitClass != nil || reached.contains(scene.name)
        }.map(\.name)
    }

    private mutating func warn(_ id: DiagnosticID, _ origin: ImportOrigin, _ message: String) {
        diagnostics.append(
            Diagnostic(file: origin.file, position: origin.position, severity: .warning, id: id, message: message))
    }
}
