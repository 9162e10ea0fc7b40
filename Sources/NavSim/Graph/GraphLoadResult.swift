/// What `GraphLoader` produced: the graph it understood, and every diagnostic about the file.
///
/// `graph` is nil when the file could not be read or decoded or declares nothing. A graph is
/// also returned when `diagnostics` holds errors, so tools can show what was understood, but the
/// engine must only be given a graph whose diagnostics contain no error (`isUsable`).
public struct GraphLoadResult: Sendable {
    /// The graph, possibly partial when there are errors.
    public var graph: Graph?
    /// Every diagnostic, in reporting order (`sortedForReporting`).
    public var diagnostics: [Diagnostic]

    /// Creates a load result.
    public init(graph: Graph?, diagnostics: [Diagnostic]) {
        self.graph = graph
        self.diagnostics = diagnostics
    }

    /// The graph when it loaded without errors (warnings allowed): the only graph to simulate.
    public var usableGraph: Graph? { diagnostics.containsErrors ? nil : graph }
}
