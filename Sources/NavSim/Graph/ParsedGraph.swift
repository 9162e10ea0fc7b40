/// What `GraphParser` read from a `.navgraph` file: the graph model plus what the checker needs
/// to report declaration-level problems without cascades.
///
/// Declarations whose line had an error are left out of `graph`; their names are kept in
/// `incompleteNames` so the checker does not report every later use of them as unknown.
public struct ParsedGraph: Sendable {
    /// The declarations that parsed, or nil when the file has no declaration at all.
    public var graph: Graph?
    /// Lexical and syntax errors (and parser warnings), in file order.
    public var diagnostics: [Diagnostic]
    /// Every `graph Name` declaration in file order (the model keeps the first).
    public var graphDeclarations: [Name]
    /// Every `start` declaration in file order (the model keeps the first).
    public var starts: [Start]
    /// The keyword of the first column-1 line, even when that line is broken (for `missing-graph`).
    public var firstKeyword: Name?
    /// Names declared by broken lines, and scenes, shared stores and containers with a broken
    /// indented line: the checker neither reports them as unknown nor checks fields against them.
    public var incompleteNames: Set<String>
    /// Declaration keywords (`graph`, `start`, …) that appear on a broken column-1 line.
    public var brokenKeywords: Set<String>
    /// The lines of routes that have a broken indented line (a `pass` may be missing).
    public var incompleteRouteLines: Set<Int>
    /// True when the parser gave up after `GraphParser.errorLimit` errors; the graph is partial
    /// and is not checked.
    public var stoppedEarly: Bool

    /// Creates a parse result.
    public init(
        graph: Graph?, diagnostics: [Diagnostic], graphDeclarations: [Name] = [], starts: [Start] = [],
        firstKeyword: Name? = nil, incompleteNames: Set<String> = [], brokenKeywords: Set<String> = [],
        incompleteRouteLines: Set<Int> = [], stoppedEarly: Bool = false
    ) {
        self.graph = graph
        self.diagnostics = diagnostics
        self.graphDeclarations = graphDeclarations
        self.starts = starts
        self.firstKeyword = firstKeyword
        self.incompleteNames = incompleteNames
        self.brokenKeywords = brokenKeywords
        self.incompleteRouteLines = incompleteRouteLines
        self.stoppedEarly = stoppedEarly
    }

    /// Whether any parse diagnostic is an error.
    public var hasSyntaxErrors: Bool { diagnostics.containsErrors }
}
