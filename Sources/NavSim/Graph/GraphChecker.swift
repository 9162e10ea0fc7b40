/// Semantic checks of a parsed `.navgraph`: the graph declaration, duplicate names, unknown
/// names, the window's start, containers, routes, `pass` fields, constructor arguments, and
/// (as warnings, once the file has no error) unreachable scenes and `!` fields nothing passes.
///
/// Cascades are avoided: a name that does not resolve is reported once where it is written,
/// and nothing that depends on it (its passes, its constructor arguments) is checked; names of
/// broken declarations (`ParsedGraph.incompleteNames`) are not reported at all.
public enum GraphChecker {
    /// The first declaration is not `graph Name` (or there is none).
    public static let missingGraph = "missing-graph"
    /// A scene, shared store or container name declared twice (they share one namespace), a
    /// second `graph`, or a store field declared twice in one store.
    public static let duplicateDeclaration = "duplicate-declaration"
    /// No `start` declaration.
    public static let missingStart = "missing-start"
    /// A second `start` declaration.
    public static let duplicateStart = "duplicate-start"
    /// A name that is no declared scene, container or shared store.
    public static let unknownName = "unknown-name"
    /// A declared name of the wrong kind: a container where a scene is required, a shared store
    /// where a scene or container is required, a tab bar container inside a tab bar container.
    public static let wrongKindOfName = "wrong-kind-of-name"
    /// The same child listed twice in one `tabs`.
    public static let duplicateTab = "duplicate-tab"
    /// Two routes with one name on one source scene.
    public static let duplicateRoute = "duplicate-route"
    /// A `navigate` line under a route that is not a segue.
    public static let navigateNotOnSegue = "navigate-not-on-segue"
    /// A `pass` writes a field the destination's store lacks, or reads one the source's lacks.
    public static let unknownField = "unknown-field"
    /// A scene with a no-marker field is built without it, or built by a storyboard at all.
    public static let missingConstructorArgument = "missing-constructor-argument"
    /// A scene no route or container reaches from `start` (warning).
    public static let unreachableScene = "unreachable-scene"
    /// A `!` field that no route or container passes (warning).
    public static let unpassedField = "unpassed-field"

    /// How many unknown names get a did-you-mean note; beyond it (a file far past the error
    /// limit, whose diagnostics are cut anyway) suggestions are skipped to keep checking linear.
    public static let suggestionLimit = 200

    /// Checks a parse result and returns the semantic diagnostics (the parser's are not repeated).
    public static func check(_ parsed: ParsedGraph) -> [Diagnostic] {
        guard let graph = parsed.graph else { return [] }
        let run = Run(parsed: parsed, graph: graph)
        run.checkAll()
        return run.diagnostics
    }

    /// Checks a graph built in code (no parse information: every declaration counts as complete).
    public static func check(_ graph: Graph) -> [Diagnostic] {
        check(
            ParsedGraph(
                graph: graph, diagnostics: [], graphDeclarations: graph.name.text.isEmpty ? [] : [graph.name],
                starts: graph.start.map { [$0] } ?? []))
    }

    /// What a declared name stands for.
    enum Declaration {
        case scene(Scene)
        case shared(SharedStore)
        case navigation(Container, root: Name, passes: [Pass])
        case tabs(Container, children: [Name])

        var position: SourcePosition {
            switch self {
            case .scene(let scene): return scene.name.position
            case .shared(let store): return store.name.position
            case .navigation(let container, _, _), .tabs(let container, _): return container.name.position
            }
        }

        /// `a scene`, `a shared store`, …
        var kindDescription: String {
            switch self {
            case .scene: return "a scene"
            case .shared: return "a shared store"
            case .navigation: return "a navigation container"
            case .tabs: return "a tab bar container"
            }
        }
    }

    /// Which kinds of declaration a place in the graph accepts.
    enum Slot {
        case scene
        case sceneOrNavigation
        case sceneOrContainer

        var description: String {
            switch self {
            case .scene: return "scene"
            case .sceneOrNavigation: return "scene or navigation container"
            case .sceneOrContainer: return "scene or container"
            }
        }

        func accepts(_ declaration: Declaration) -> Bool {
            switch (self, declaration) {
            case (_, .shared): return false
            case (.scene, .scene): return true
            case (.scene, _): return false
            case (.sceneOrNavigation, .tabs): return false
            default: return true
            }
        }
    }

    /// One run of the checker over one graph.
    final class Run {
        let parsed: ParsedGraph
        let graph: Graph
        var diagnostics: [Diagnostic] = []
        /// The first declaration of each name (lookup only; never iterated for output).
        var declarations: [String: Declaration] = [:]
        /// Names declared more than once: their fields are not checked (which one is meant?).
        var ambiguous: Set<String> = []
        /// The field names of each scene's and shared store's first declaration (lookup only).
        var fieldNames: [String: Set<String>] = [:]
        /// Routes (`routeKey`) and navigation containers (name) with a `pass` that writes an
        /// unknown field: their constructor arguments are not checked (no cascade from a typo).
        var misdirectedPasses: Set<String> = []
        /// How many more unknown names get a did-you-mean note (see `suggestionLimit`).
        var suggestionsLeft = GraphChecker.suggestionLimit

        init(parsed: ParsedGraph, graph: Graph) {
            self.parsed = parsed
            self.graph = graph
        }

        var path: String { graph.file }

        func checkAll() {
            checkGraphDeclaration()
            collectDeclarations()
            checkStoreFields()
            checkStart()
            checkContainers()
            checkRoutes()
            checkConstruction()
            if !parsed.diagnostics.containsErrors, !diagnostics.containsErrors {
                checkReachabilityAndInjection()
            }
            keepOneErrorPerLine()
        }

        /// At most one error per line, counting the parser's: the first by column is kept. The
        /// file-level `missing-graph` and `missing-start` are not about their line and always stay.
        func keepOneErrorPerLine() {
            var taken = Set(parsed.diagnostics.filter { $0.severity == .error }.map(\.position.line))
            diagnostics = diagnostics.sortedForReporting().filter {
                $0.severity != .error || [missingGraph, missingStart].contains($0.id)
                    || taken.insert($0.position.line).inserted
            }
        }

        func error(
            _ id: String, at position: SourcePosition, _ message: String, notes: [Diagnostic.Note] = []
        ) {
            diagnostics.append(
                Diagnostic(file: path, position: position, severity: .error, id: id, message: message, notes: notes))
        }

        func warning(_ id: String, at position: SourcePosition, _ message: String) {
            diagnostics.append(Diagnostic(file: path, position: position, severity: .warning, id: id, message: message))
        }

        func firstDeclaredNote(_ name: String, at position: SourcePosition) -> Diagnostic.Note {
            Diagnostic.Note(message: "'\(name)' is first declared here", file: path, position: position)
        }

        /// Whether the fields of the store named `name` are fully known (declared once, no broken line).
        func fieldsKnown(_ name: String) -> Bool {
            !parsed.incompleteNames.contains(name) && !ambiguous.contains(name)
        }

        // MARK: - Declarations

        /// `graph Name` must come first, once.
        func checkGraphDeclaration() {
            let declarations = parsed.graphDeclarations
            guard let first = declarations.first else {
                if !parsed.brokenKeywords.contains("graph") {
                    error(
                        missingGraph, at: parsed.firstKeyword?.position ?? SourcePosition(line: 1, column: 1),
                        "missing 'graph Name' declaration; a graph file starts with one")
                }
                return
            }
            if let firstKeyword = parsed.firstKeyword, firstKeyword.position.line != first.position.line {
                error(
                    missingGraph, at: firstKeyword.position, "the first declaration must be 'graph \(first.text)'",
                    notes: [Diagnostic.Note(message: "'graph' is declared here", file: path, position: first.position)])
            }
            for later in declarations.dropFirst() {
                error(
                    duplicateDeclaration, at: later.position, "a graph file declares one graph; this is a second",
                    notes: [
                        Diagnostic.Note(message: "the graph is declared here", file: path, position: first.position)
                    ])
            }
        }

        /// Scenes, shared stores and containers share one namespace; the first declaration wins.
        func collectDeclarations() {
            var all: [(name: String, declaration: Declaration)] = []
            all += graph.scenes.map { ($0.name.text, .scene($0)) }
            all += graph.sharedStores.map { ($0.name.text, .shared($0)) }
            for container in graph.containers {
                switch container.kind {
                case .navigation(let root, let passes):
                    all.append((container.name.text, .navigation(container, root: root, passes: passes)))
                case .tabs(let children):
                    all.append((container.name.text, .tabs(container, children: children)))
                }
            }
            all.sort { $0.declaration.position < $1.declaration.position }
            for (name, declaration) in all {
                if let first = declarations[name] {
                    ambiguous.insert(name)
                    error(
                        duplicateDeclaration, at: declaration.position,
                        "'\(name)' is already declared as \(first.kindDescription)",
                        notes: [firstDeclaredNote(name, at: first.position)])
                } else {
                    declarations[name] = declaration
                    switch declaration {
                    case .scene(let scene): fieldNames[name] = Set(scene.fields.map(\.name.text))
                    case .shared(let store): fieldNames[name] = Set(store.fields.map(\.name.text))
                    case .navigation, .tabs: break
                    }
                }
            }
        }

        /// A field name appears once per store.
        func checkStoreFields() {
            let stores = graph.scenes.map(\.fields) + graph.sharedStores.map(\.fields)
            for fields in stores {
                var seen: [String: SourcePosition] = [:]
                for field in fields {
                    if let first = seen[field.name.text] {
                        error(
                            duplicateDeclaration, at: field.name.position,
                            "store field '\(field.name.text)' is declared twice",
                            notes: [firstDeclaredNote(field.name.text, at: first)])
                    } else {
                        seen[field.name.text] = field.name.position
                    }
                }
            }
        }

        /// Resolves `name` for a place that accepts `slot`; reports it (once, here) when it is
        /// unknown or of the wrong kind, unless it belongs to a broken declaration.
        func resolve(_ name: Name, as slot: Slot, role: String) -> Declaration? {
            guard !name.text.isEmpty else { return nil }
            if let declaration = declarations[name.text] {
                if slot.accepts(declaration) { return declaration }
                error(
                    wrongKindOfName, at: name.position,
                    "'\(name.text)' is \(declaration.kindDescription), but \(role) must be a \(slot.description)")
                return nil
            }
            if parsed.incompleteNames.contains(name.text) { return nil }
            var notes: [Diagnostic.Note] = []
            if suggestionsLeft > 0 {
                // Each suggestion scans every name; bounding them keeps a huge bad file linear.
                suggestionsLeft -= 1
                let candidates = declarations.keys.filter { declarations[$0].map(slot.accepts) ?? false }
                if let note = NameSuggestion.note(for: name.text, among: candidates) { notes.append(note) }
            }
            error(unknownName, at: name.position, "unknown \(slot.description) '\(name.text)'", notes: notes)
            return nil
        }

        // MARK: - Start and containers

        /// Exactly one `start`, naming a scene or a container.
        func checkStart() {
            guard let first = parsed.starts.first else {
                if !parsed.brokenKeywords.contains("start") {
                    error(
                        missingStart,
                        at: parsed.graphDeclarations.first?.position.withColumn(1)
                            ?? SourcePosition(line: 1, column: 1),
                        "missing 'start' declaration: which container or scene is the window's root?")
                }
                return
            }
            _ = resolve(first.target, as: .sceneOrContainer, role: "the window's root")
            for later in parsed.starts.dropFirst() {
                error(
                    duplicateStart, at: later.position, "the window has one root; 'start' is declared twice",
                    notes: [Diagnostic.Note(message: "the first 'start' is here", file: path, position: first.position)]
                )
            }
        }

        /// A navigation root is a scene; tabs hold scenes and navigation containers, each once.
        func checkContainers() {
            for container in graph.containers where declarationIsFirst(container.name) {
                switch container.kind {
                case .navigation(let root, let passes):
                    let rootDeclaration = resolve(root, as: .scene, role: "a navigation container's root")
                    for pass in passes
                    where checkPass(pass, source: nil, destination: rootDeclaration.map { ($0, container.name.text) }) {
                        misdirectedPasses.insert(container.name.text)
                    }
                case .tabs(let children):
                    var seen: [String: SourcePosition] = [:]
                    for child in children {
                        if let first = seen[child.text] {
                            error(
                                duplicateTab, at: child.position,
                                "'\(child.text)' is already a tab of '\(container.name.text)'",
                                notes: [Diagnostic.Note(message: "the first tab is here", file: path, position: first)])
                            continue
                        }
                        seen[child.text] = child.position
                        _ = resolve(child, as: .sceneOrNavigation, role: "a tab")
                    }
                }
            }
        }

        /// Whether `name` is the declaration its name resolves to (not a later duplicate).
        func declarationIsFirst(_ name: Name) -> Bool {
            declarations[name.text]?.position == name.position
        }

        // MARK: - Routes

        /// Sources are scenes; unwinds return to scenes; names are unique per source; `navigate`
        /// only on segues; every `pass` reads the source and writes the destination.
        func checkRoutes() {
            var namesBySource: [String: [String: SourcePosition]] = [:]
            for route in graph.routes {
                let source = resolve(route.source, as: .scene, role: "the source of a route")
                let destinationSlot: Slot = route.kind == .unwind ? .scene : .sceneOrContainer
                let destinationRole = route.kind == .unwind ? "an unwind destination" : "a route's destination"
                let destination = resolve(route.destination, as: destinationSlot, role: destinationRole)
                if source != nil {
                    if let first = namesBySource[route.source.text]?[route.name.text] {
                        error(
                            duplicateRoute, at: route.name.position,
                            "'\(route.source.text)' already has a route named '\(route.name.text)'",
                            notes: [
                                Diagnostic.Note(
                                    message: "the first '\(route.name.text)' is here", file: path, position: first)
                            ])
                    } else {
                        namesBySource[route.source.text, default: [:]][route.name.text] = route.name.position
                    }
                }
                if let navigate = route.navigate, !Self.isSegue(route) {
                    error(
                        navigateNotOnSegue, at: navigate.position,
                        "'navigate' belongs under a segue; a \(route.keyword) already navigates by itself")
                }
                guard let source, let destination else { continue }
                for pass in route.passes
                where checkPass(pass, source: source, destination: (destination, route.destination.text)) {
                    misdirectedPasses.insert(Self.routeKey(route))
                }
            }
        }

        /// How a route is named in `misdirectedPasses` (its line; containers use their name).
        static func routeKey(_ route: Route) -> String { "line \(route.position.line)" }

        static func isSegue(_ route: Route) -> Bool {
            if case .segue = route.kind { return true }
            return false
        }
    }
}

extension SourcePosition {
    /// The same line at another column.
    func withColumn(_ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }
}
