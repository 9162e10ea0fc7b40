/// Which routes of one graph the scenarios of a `navsim check --coverage` took, and for each
/// route they never took, the shortest path `navsim explore` found to it: the scenario to write.
public struct RouteCoverage: Sendable {
    /// One route and who took it.
    public struct Entry: Sendable {
        /// The route, as declared.
        public var route: Route
        /// The scenarios that took it, as displayed, in file order.
        public var scenarios: [String]
        /// For a route no scenario took: the shortest actions from launch explore found to it
        /// (nil when it found none within its bounds).
        public var explored: [ExploreAction]?

        /// Whether a scenario took it.
        public var isTaken: Bool { !scenarios.isEmpty }
    }

    /// The graph file, as displayed.
    public var graphFile: String
    /// Every route of the graph, in graph order.
    public var routes: [Entry]

    /// How many routes a scenario took.
    public var takenCount: Int { routes.count { $0.isTaken } }

    /// The share of routes taken, in whole percent (rounded down; 100 for a graph without routes).
    public var percent: Int { routes.isEmpty ? 100 : takenCount * 100 / routes.count }

    /// The bounds of the search behind the suggestions.
    public static let exploreLimits = Explorer.Limits(depth: 8, maxStates: 200_000, doubleTaps: false)

    /// Measures a graph's coverage by those of `runs` replayed against it, searching from the
    /// `given` lines of the one with the most of them for the routes they missed.
    public static func measure(graph: Graph, file: String, runs: [ScenarioRunner.Run]) -> RouteCoverage {
        let own = runs.filter { $0.result?.graphFile == graph.file }.sorted { $0.displayPath < $1.displayPath }
        func givenCount(_ scenario: Scenario) -> Int {
            scenario.steps.count { if case .given = $0.kind { true } else { false } }
        }
        let givens = own.compactMap(\.scenario).max { givenCount($0) < givenCount($1) }
        return measure(
            graph: graph, file: file, replays: own.compactMap { run in run.result.map { (run.displayPath, $0) } },
            givens: givens)
    }

    /// Measures a graph's coverage by `replays` (those of its scenarios), searching from the
    /// `given` lines of `givens` (the graph's scenario with the most of them) for the routes the
    /// replays missed.
    public static func measure(
        graph: Graph, file: String, replays: [(file: String, result: ReplayResult)], givens: Scenario?
    )
        -> RouteCoverage
    {
        var entries = graph.routes.map { Entry(route: $0, scenarios: []) }
        // Routes by source scene and name (a scene may declare a name twice: the graph checker
        // reports it, and both count as taken).
        var bySourceAndName: [String: [Int]] = [:]
        for (index, route) in graph.routes.enumerated() {
            bySourceAndName[route.source.text + "\u{0}" + route.name.text, default: []].append(index)
        }
        for (scenarioFile, result) in replays {
            for hop in result.hops {
                for index in bySourceAndName[hop.from.name + "\u{0}" + hop.route] ?? []
                where entries[index].scenarios.last != scenarioFile {
                    entries[index].scenarios.append(scenarioFile)
                }
            }
        }
        if entries.contains(where: { !$0.isTaken }) {
            var simulator = Simulator(graph: graph)
            for step in givens?.steps ?? [] {
                if case .given(let path, let expression) = step.kind { _ = simulator.applyGiven(path, expression) }
            }
            let reached = Explorer.explore(from: simulator, limits: exploreLimits).routes
            for index in entries.indices where !entries[index].isTaken {
                entries[index].explored = reached.first { $0.route == entries[index].route }?.steps
            }
        }
        return RouteCoverage(graphFile: file, routes: entries)
    }
}
