/// What loading one input file produced, the same for graphs and scenarios: the value it
/// understood, and every diagnostic about the file in reporting order.
///
/// `value` is nil when the file could not be read or decoded, or lacks what every file must
/// have (a graph's declarations, a scenario's header lines). A value is also returned when
/// `diagnostics` holds errors, so tools can check and show what was understood, but it must
/// only be simulated when `usable` is not nil.
public struct LoadResult<Value: Sendable>: Sendable {
    /// What the file says, possibly partial when there are errors.
    public var value: Value?
    /// Every diagnostic, in reporting order (`sortedForReporting`).
    public var diagnostics: [Diagnostic]

    /// Creates a load result.
    public init(_ value: Value?, diagnostics: [Diagnostic]) {
        self.value = value
        self.diagnostics = diagnostics
    }

    /// The value when the file loaded without errors (warnings allowed): the only one to simulate.
    public var usable: Value? { diagnostics.containsErrors ? nil : value }
}

/// What `GraphLoader` produced.
public typealias GraphLoadResult = LoadResult<Graph>

extension LoadResult where Value == Graph {
    /// Creates a graph's load result.
    public init(graph: Graph?, diagnostics: [Diagnostic]) { self.init(graph, diagnostics: diagnostics) }

    /// The graph, possibly partial when there are errors.
    public var graph: Graph? {
        get { value }
        set { value = newValue }
    }

    /// The graph when it loaded without errors (warnings allowed): the only graph to simulate.
    public var usableGraph: Graph? { usable }
}

/// What `ScenarioParser` produced.
public typealias ScenarioLoadResult = LoadResult<Scenario>

extension LoadResult where Value == Scenario {
    /// The scenario, without its bad lines when there are errors.
    public var scenario: Scenario? {
        get { value }
        set { value = newValue }
    }
}
