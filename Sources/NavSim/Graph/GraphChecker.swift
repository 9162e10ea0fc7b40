/// Semantic checks of a parsed `.navgraph`: the graph declaration, duplicate names, unknown
/// names, the window's start, containers, routes, `pass` fields, constructor arguments, and
/// (as warnings, once the file has no error) unreachable scenes and `!` fields nothing passes.
///
/// Cascades are avoided: a name that does not resolve is reported once where it is written,
/// and nothing that depends on it (its passes, its constructor arguments) is checked; names of
/// broken declarations (`ParsedGraph.incompleteNames`) are not reported at all.
public enum GraphChecker {
    /// The first declaration is not `graph Name` (or there is none).
    public static let missingGraph = DiagnosticID("missing-graph")
    /// A scene, shared store or container name declared twice (they share one namespace), a
    /// second `graph`, or a store field declared twice in one store.
    public static let duplicateDeclaration = DiagnosticID("duplicate-declaration")
    /// No `start` declaration.
    public static let missingStart = DiagnosticID("missing-start")
    /// A second `start` declaration.
    public static let duplicateStart = DiagnosticID("duplicate-start")
    /// A name that is no declared scene, container or shared store.
    public static let unknownName = DiagnosticID("unknown-name")
    /// `-> any` on a route that is not a pop, popToRoot or dismiss, or one with passes.
    public static let anyDestinationAction = DiagnosticID("any-destination")
    /// A declared name of the wrong kind: a container where a scene is required, a shared store
    /// where a scene or container is required, a tab bar container inside a tab bar container.
    public static let wrongKindOfName = DiagnosticID("wrong-kind-of-name")
    /// The same child listed twice in one `tabs`.
    public static let duplicateTab = DiagnosticID("duplicate-tab")
    /// Two routes with one name on one source scene.
    public static let duplicateRoute = DiagnosticID("duplicate-route")
    /// A `navigate` line under a route that is not a segue.
    public static let navigateNotOnSegue = DiagnosticID("navigate-not-on-segue")
    /// `onFirstAppear` under a segue, unwind or embed, which UIKit performs on a user's action or a
    /// view's load, never the source's code on its appearance.
    public static let onFirstAppearNotOnRoute = DiagnosticID("on-first-appear-not-on-route")
    /// `onFirstAppear` routes that build a new instance of their own source, directly or through
    /// other such routes: every instance runs them again, so the app never stops navigating.
    public static let firstAppearLoop = DiagnosticID("first-appear-loop")
    /// A `pass` writes a field the destination's store lacks, or reads one the source's lacks.
    public static let unknownField = DiagnosticID("unknown-field")
    /// A scene with a no-marker field is built without it, or built by a storyboard at all.
    public static let missingConstructorArgument = DiagnosticID("missing-constructor-argument")
    /// `= nil` after a type with no marker: a field that is never nil cannot start nil.
    public static let nilInitialValue = DiagnosticID("nil-initial-value")
    /// A scene no route or container reaches from `start` (warning).
    public static let unreachableScene = DiagnosticID("unreachable-scene")
    /// A `!` field that no route or container passes (warning).
    public static let unpassedField = DiagnosticID("unpassed-field")
    /// A `style` line under a route that never presents: a warning.
    public static let ignoredStyle = DiagnosticID("ignored-style")
    /// A name in a `pass` left-side index that is a field of both the destination and the source
    /// (warning): the destination's is read, so adding a field can silently change the row written.
    public static let ambiguousIndex = DiagnosticID("ambiguous-index")

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
            checkAppearLines()
            checkConstruction()
            if !parsed.diagnostics.containsErrors, !diagnostics.containsErrors {
                checkReachabilityAndInjection()
                checkFirstAppearCycles()
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
            _ id: DiagnosticID, at position: SourcePosition, _ message: String, notes: [Diagnostic.Note] = []
        ) {
            diagnostics.append(
                Diagnostic(file: path, position: position, severity: .error, id: id, message: message, notes: notes))
        }

        func warning(_ id: DiagnosticID, at position: SourcePosition, _ message: String) {
            diagnostics.append(Diagnostic(file: path, position: position, severity: .warning, id: id, message: message))
        }

        func firstDeclaredNote(_ name: String, at position: SourcePosition) -> Diagnostic.Note {
            Diagnostic.Note(message: "'\(name)' is first declared here", file: path, position: position)
        }

        /// Whether the fields of the store named `name` are fully known (declared once, no broken line).
        func fieldsKnown(_ name: String) -> Bool {
            !parsed.incompleteNames.contains(name) && !ambiguous.contains(name)
        }
    }
}

extension SourcePosition {
    /// The same line at another column.
    func withColumn(_ column: Int) -> SourcePosition { SourcePosition(line: line, column: column) }
}
