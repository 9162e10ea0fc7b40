/// Checks a parsed scenario against the graph it runs on, before replay: every name it uses
/// must exist in the graph. At most one error per step, with a did-you-mean note when a known
/// name is close.
///
/// Only what holds whatever the user does is checked here. Whether a route is on screen when it
/// is tapped, or a scene is on top when expected, is decided by the engine at replay.
public enum ScenarioChecker {
    /// A scene (or shared store, or hierarchy container) name the graph does not declare.
    public static let unknownScene = DiagnosticID("unknown-scene")
    /// A field that the named scene's or shared store's data store does not have.
    public static let unknownField = DiagnosticID("unknown-field")
    /// `tap X` where no scene of the graph has a route `X`.
    public static let unknownRoute = DiagnosticID("unknown-route")
    /// `tab X` or `expect tab X` where `X` is a child of no tab container.
    public static let unknownTab = DiagnosticID("unknown-tab")
    /// A hierarchy node written as one kind (scene, `[…]`, `{…}`) naming another kind.
    public static let hierarchyKindMismatch = DiagnosticID("hierarchy-kind-mismatch")
    /// `graph Name` naming another graph than the one the scenario is checked against.
    public static let graphMismatch = DiagnosticID("graph-mismatch")

    /// Returns the scenario's errors against `graph`, in reporting order.
    public static func check(_ scenario: Scenario, against graph: Graph) -> [Diagnostic] {
        let names = GraphNames(graph)
        var diagnostics: [Diagnostic] = []
        func report(_ problem: Problem?) {
            guard let problem else { return }
            diagnostics.append(
                Diagnostic(
                    file: scenario.file, position: problem.position, severity: .error, id: problem.id,
                    message: problem.message, notes: problem.notes))
        }
        if !scenario.graph.isPath, scenario.graph.text != graph.name.text {
            report(
                Problem(
                    graphMismatch, "scenario runs against graph '\(scenario.graph.text)', not '\(graph.name.text)'",
                    at: scenario.graph.position))
        }
        for step in scenario.steps {
            report(check(step, graph: graph, names: names))
        }
        return diagnostics.sortedForReporting()
    }

    /// One problem found in a step, before it becomes a diagnostic.
    struct Problem {
        var id: DiagnosticID
        var message: String
        var position: SourcePosition
        var notes: [Diagnostic.Note]

        init(_ id: DiagnosticID, _ message: String, at position: SourcePosition, notes: [Diagnostic.Note] = []) {
            self.id = id
            self.message = message
            self.position = position
            self.notes = notes
        }
    }

    /// The first problem of one step, if any.
    static func check(_ step: ScenarioStep, graph: Graph, names: GraphNames) -> Problem? {
        switch step.kind {
        case .given(let path, _), .set(let path, _), .expectValue(let path, _):
            return checkStorePath(path, graph: graph, names: names)
        case .select, .back, .dismiss, .expectViolation, .expectCannot(.back), .expectCannot(.swipeDown),
            .expectCannot(.tab(nil)):
            return nil
        case .tap(let route, _):
            return checkRoute(route, graph: graph, names: names)
        case .tapThen(let first, let second):
            return checkRoute(first, graph: graph, names: names) ?? checkRoute(second, graph: graph, names: names)
        case .fire(let route, let scene):
            if let problem = checkScene(scene, graph: graph, names: names)
                ?? checkRoute(route, graph: graph, names: names)
            {
                return problem
            }
            guard graph.scene(named: scene.text) != nil, graph.route(named: route.text, from: scene.text) == nil else {
                return nil
            }
            return Problem(
                unknownRoute, "scene '\(scene.text)' has no route named '\(route.text)'", at: route.position,
                notes: suggestion(for: route.text, among: graph.routes(from: scene.text).map(\.name.text)))
        case .tab(let child), .expectTab(let child):
            return checkTab(child, graph: graph, names: names)
        case .expectAlive(let scene, _):
            return checkSceneOrContainer(scene, graph: graph, names: names)
        case .expectPresenter(let presented, let presenter):
            return checkSceneOrContainer(presented, graph: graph, names: names)
                ?? checkSceneOrContainer(presenter, graph: graph, names: names)
        case .expectCannot(.tab(let child?)):
            return checkTab(Name(child, at: step.position), graph: graph, names: names)
        case .expectTop(let scene):
            return checkScene(scene, graph: graph, names: names)
        case .expectPresented(let scene):
            return scene.flatMap { checkScene($0, graph: graph, names: names) }
        case .expectStack(let scenes):
            return scenes.lazy.compactMap { checkScene($0, graph: graph, names: names) }.first
        case .expectHierarchy(let pattern):
            return checkHierarchy(pattern, in: step, graph: graph)
        }
    }

    /// `expect hierarchy …`: every name exists and is the kind of thing its notation says.
    static func checkHierarchy(_ pattern: HierarchyPattern, in step: ScenarioStep, graph: Graph) -> Problem? {
        guard
            let (name, id, message, notes) = pattern.levels.lazy.compactMap({ hierarchyProblem($0, graph: graph) })
                .first
        else { return nil }
        return Problem(id, message, at: position(of: name, in: step), notes: notes)
    }

    /// The first problem in `node` and below, depth first in the order the notation is written.
    static func hierarchyProblem(_ node: HierarchyPattern.Node, graph: Graph)
        -> (name: String, id: DiagnosticID, message: String, notes: [Diagnostic.Note])?
    {
        let name: String
        let children: [HierarchyPattern.Node]
        let container = { (name: String) in graph.container(named: name) }
        var actual: String? {
            if graph.scene(named: name) != nil { return "a scene" }
            switch container(name)?.kind {
            case .navigation?: return "a navigation container"
            case .tabs?: return "a tab container"
            case nil: return nil
            }
        }
        let expected: String
        let fits: Bool
        switch node {
        case .scene(let sceneName, let embedded):
            (name, children) = (sceneName, embedded)
            // A bare name may be a scene or a container shown without its contents.
            fits = graph.scene(named: name) != nil || (embedded.isEmpty && container(name) != nil)
            expected = "a scene with embedded children '\(name)(…)'"
        case .navigation(let navigationName, let stack):
            (name, children) = (navigationName, stack)
            if case .navigation? = container(name)?.kind { fits = true } else { fits = false }
            expected = "a navigation stack '\(name)[…]'"
        case .tabs(let tabsName, let tabs, _):
            (name, children) = (tabsName, tabs)
            if case .tabs? = container(name)?.kind { fits = true } else { fits = false }
            expected = "tabs '\(name){…}'"
        }
        if !fits {
            guard let actual else {
                let candidates = graph.scenes.map(\.name.text) + graph.containers.map(\.name.text)
                return (
                    name, unknownScene, "unknown scene or container '\(name)' in the hierarchy",
                    suggestion(for: name, among: candidates)
                )
            }
            return (name, hierarchyKindMismatch, "'\(name)' is \(actual), but is written as \(expected)", [])
        }
        return children.lazy.compactMap { hierarchyProblem($0, graph: graph) }.first
    }

    /// Where `name` is first written in the step's line (steps start at column 1), or the step's
    /// position when it cannot be found.
    static func position(of name: String, in step: ScenarioStep) -> SourcePosition {
        var ignored: [Diagnostic] = []
        let tokens = Lexer.lines(of: SourceText(path: "", string: step.text), diagnostics: &ignored).first?.tokens ?? []
        guard let token = tokens.dropFirst(2).first(where: { $0.isIdentifier(name) }) else { return step.position }
        return SourcePosition(line: step.position.line, column: step.position.column + token.position.column - 1)
    }

    /// A path `Root.field…`: the root is a scene or a shared store, the first field one of its store's.
    static func checkStorePath(_ path: Path, graph: Graph, names: GraphNames) -> Problem? {
        let root = path.root
        let owner: (description: String, fields: [StoreField])
        if let scene = graph.scene(named: root.text) {
            owner = ("scene '\(root.text)'", scene.fields)
        } else if let store = graph.sharedStore(named: root.text) {
            owner = ("shared store '\(root.text)'", store.fields)
        } else {
            var notes = suggestion(for: root.text, among: names.scenes + names.sharedStores)
            if graph.container(named: root.text) != nil {
                notes.append(Diagnostic.Note(message: "'\(root.text)' is a container; containers have no data store"))
            }
            return Problem(
                unknownScene, "unknown scene or shared store '\(root.text)'", at: root.position, notes: notes)
        }
        guard case .field(let field)? = path.components.first else { return nil }
        guard !owner.fields.contains(where: { $0.name.text == field.text }) else { return nil }
        var notes = suggestion(for: field.text, among: owner.fields.map(\.name.text))
        if field.text == "selection" {
            notes.append(
                Diagnostic.Note(message: "a scene's selection is set with 'select n', not stored in its data store"))
        }
        if notes.isEmpty {
            notes.append(
                Diagnostic.Note(
                    message: owner.fields.isEmpty
                        ? "\(owner.description) has no fields"
                        : "its fields are " + owner.fields.map { "'\($0.name.text)'" }.joined(separator: ", ")))
        }
        return Problem(
            unknownField, "\(owner.description) has no field '\(field.text)'", at: field.position, notes: notes)
    }

    /// `tap X`: some scene of the graph has a segue, route or unwind named X that a user can tap
    /// (not an embed, not an `onFirstAppear` route).
    static func checkRoute(_ route: Name, graph: Graph, names: GraphNames) -> Problem? {
        guard !names.routes.contains(route.text) else { return nil }
        var notes = suggestion(for: route.text, among: names.routes)
        if graph.routes.contains(where: { $0.kind == .embed && $0.name.text == route.text }) {
            notes = [
                Diagnostic.Note(
                    message: "'\(route.text)' is an embed, performed when its parent loads; it cannot be tapped")
            ]
        } else if graph.routes.contains(where: { $0.isOnFirstAppear && $0.name.text == route.text }) {
            notes = [
                Diagnostic.Note(
                    message: "'\(route.text)' is an onFirstAppear route, taken by its source's own code when it "
                        + "first appears; it cannot be tapped")
            ]
        }
        return Problem(unknownRoute, "no scene has a route named '\(route.text)'", at: route.position, notes: notes)
    }

    /// `tab X` / `expect tab X`: X is a child of some tab container.
    static func checkTab(_ child: Name, graph: Graph, names: GraphNames) -> Problem? {
        guard !names.tabChildren.contains(child.text) else { return nil }
        let known = graph.scene(named: child.text) != nil || graph.container(named: child.text) != nil
        return Problem(
            unknownTab,
            known ? "'\(child.text)' is not a child of any tab bar" : "unknown tab '\(child.text)'",
            at: child.position,
            notes: suggestion(for: child.text, among: names.tabChildren))
    }

    /// `expect top X`, `expect stack [X]`, `expect presented X`: X is a scene.
    static func checkScene(_ scene: Name, graph: Graph, names: GraphNames) -> Problem? {
        guard graph.scene(named: scene.text) == nil else { return nil }
        if graph.container(named: scene.text) != nil {
            return Problem(
                unknownScene, "'\(scene.text)' is a container, not a scene", at: scene.position,
                notes: [Diagnostic.Note(message: "expectations name the scene on top inside a container")])
        }
        return Problem(
            unknownScene, "unknown scene '\(scene.text)'", at: scene.position,
            notes: suggestion(for: scene.text, among: names.scenes))
    }

    /// `expect presenter of X is Y`, `expect alive X`: X is a scene or a container.
    static func checkSceneOrContainer(_ name: Name, graph: Graph, names: GraphNames) -> Problem? {
        guard graph.scene(named: name.text) == nil, graph.container(named: name.text) == nil else { return nil }
        return Problem(
            unknownScene, "unknown scene or container '\(name.text)'", at: name.position,
            notes: suggestion(for: name.text, among: names.scenes))
    }

    /// A did-you-mean note, or none.
    static func suggestion(for name: String, among candidates: [String]) -> [Diagnostic.Note] {
        NameSuggestion.note(for: name, among: candidates).map { [$0] } ?? []
    }
}

/// The names a graph declares, in declaration order, for lookups and did-you-mean notes.
struct GraphNames {
    var scenes: [String]
    var sharedStores: [String]
    var containers: [String]
    /// Names of the segues, routes and unwinds a user can tap (not embeds, not `onFirstAppear`
    /// routes), first declaration first, without repeats.
    var routes: [String]
    /// Every child of every tab container, without repeats.
    var tabChildren: [String]

    init(_ graph: Graph) {
        scenes = graph.scenes.map(\.name.text)
        sharedStores = graph.sharedStores.map(\.name.text)
        containers = graph.containers.map(\.name.text)
        routes = Self.unique(graph.routes.filter { $0.kind != .embed && !$0.isOnFirstAppear }.map(\.name.text))
        tabChildren = Self.unique(
            graph.containers.flatMap { container -> [String] in
                if case .tabs(let children) = container.kind { return children.map(\.text) }
                return []
            })
    }

    static func unique(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.filter { seen.insert($0).inserted }
    }
}
