/// What a change does, computed on both sides: violations `navsim explore` finds on only one,
/// scenes and routes the new graph no longer reaches, and scenarios whose route traces differ
/// when replayed on both.
public struct DiffConsequences: Hashable, Sendable {
    /// A violation explore found: its id, the route it was raised on, and the shortest way to it.
    public struct Finding: Hashable, Sendable {
        /// The violation's id (`double-presentation`).
        public var id: String
        /// The route it was raised on, if any.
        public var route: String?
        /// The user's actions from launch (`tap ShowOrder`), the last raising it.
        public var steps: [String]
        /// The scenario whose `given` lines the search started from (nil: no data).
        public var givenFrom: String?
        /// What UIKit did wrong, as the engine names it (`presentWhilePresenting`): two findings
        /// with one id on one route are the same bug only when this agrees.
        public var reason: String
        /// The violation's message, as the reproduction's replay words it.
        public var message: String?
        /// When a project scenario's replay raised it (on this side and not the other) and explore
        /// did not find it: the scenario's file and the line that raised it
        /// (`Scenarios/x.scenario:12`); `steps` is then empty.
        public var scenario: String?
    }

    /// A route, by its source and name.
    public struct RouteReference: Hashable, Sendable, Comparable {
        /// The scene it leaves from.
        public var source: String
        /// Its name.
        public var name: String

        /// Orders by source, then name.
        public static func < (lhs: Self, rhs: Self) -> Bool { (lhs.source, lhs.name) < (rhs.source, rhs.name) }
    }

    /// A scenario whose route trace is not the same on both sides.
    public struct ScenarioChange: Hashable, Sendable {
        /// The scenario file, as output shows it.
        public var file: String
        /// Its title.
        public var title: String
        /// The first line of the trace that differs (1-based), nil when a side could not run it.
        public var line: Int?
        /// That line on the old side (nil: the old trace ends before, or the scenario cannot run there).
        public var old: String?
        /// That line on the new side.
        public var new: String?
        /// Whether the scenario runs on the old graph (its names exist there).
        public var runsOnOld: Bool
        /// Whether it runs on the new graph.
        public var runsOnNew: Bool
    }

    /// Violations found only on the new side: the bugs the change adds.
    public var newViolations: [Finding] = []
    /// Violations found only on the old side: the bugs it fixes.
    public var fixedViolations: [Finding] = []
    /// Scenes reachable from `start` on the old side (by containers and routes) and not on the new.
    public var unreachableScenes: [String] = []
    /// Routes taken on the old side that the new side no longer reaches: by explore when it ran,
    /// else because their source scene is unreachable.
    public var unreachableRoutes: [RouteReference] = []
    /// Scenarios whose traces differ, in file order.
    public var scenarios: [ScenarioChange] = []
    /// How many scenarios were replayed on both sides.
    public var scenariosReplayed = 0
    /// Whether explore ran on both sides.
    public var explored = false

    /// Whether the change adds a violation or makes a scene or route unreachable.
    public var breaks: Bool { !newViolations.isEmpty || !unreachableScenes.isEmpty || !unreachableRoutes.isEmpty }

    /// Whether nothing differs.
    public var isEmpty: Bool { !breaks && fixedViolations.isEmpty && scenarios.isEmpty }

    /// Computes the consequences of going from `old` to `new`: `scenarios` (the project's scenarios
    /// of either graph) are replayed on both, and each distinct set of their `given` lines, and no
    /// data at all, is explored on both within `limits` when `explores`.
    static func compute(
        old: Graph, new: Graph, scenarios: [Scenario], explores: Bool, limits: Explorer.Limits
    ) -> DiffConsequences {
        var result = DiffConsequences()
        let oldReach = staticReach(old)
        let newReach = staticReach(new)
        result.unreachableScenes = old.scenes.map(\.name.text).filter {
            oldReach.scenes.contains($0) && new.scene(named: $0) != nil && !newReach.scenes.contains($0)
        }
        var oldRoutes = oldReach.routes
        var newRoutes = newReach.routes
        if explores {
            result.explored = true
            var oldFound: [Finding] = []
            var newFound: [Finding] = []
            oldRoutes = []
            newRoutes = []
            var tried: Set<[String]> = []
            let givenSets =
                [(nil as String?, [(Path, Expression)]())]
                + scenarios.map { scenario in
                    (
                        scenario.file as String?,
                        scenario.steps.compactMap { step -> (Path, Expression)? in
                            if case .given(let path, let expression) = step.kind { return (path, expression) }
                            return nil
                        }
                    )
                }
            for (file, givens) in givenSets where tried.insert(givens.map { "\($0.0) = \($0.1)" }).inserted {
                var oldSimulator = Simulator(graph: old)
                var newSimulator = Simulator(graph: new)
                let applies = givens.allSatisfy { given in
                    if case .failure = oldSimulator.applyGiven(given.0, given.1) { return false }
                    if case .failure = newSimulator.applyGiven(given.0, given.1) { return false }
                    return true
                }
                guard applies else { continue }
                let from = givens.isEmpty ? nil : file
                let oldResult = Explorer.explore(from: oldSimulator, limits: limits)
                let newResult = Explorer.explore(from: newSimulator, limits: limits)
                add(oldResult, simulator: oldSimulator, from: from, to: &oldFound, reached: &oldRoutes)
                add(newResult, simulator: newSimulator, from: from, to: &newFound, reached: &newRoutes)
            }
            // Explore reports one finding per id and route, so a new bug is one whose reason the old
            // side never raised there, and a fixed one has no finding of its id on its route left.
            let oldKeys = Set(oldFound.map(key))
            let newPlaces = Set(newFound.map(place))
            result.newViolations = newFound.filter { !oldKeys.contains(key($0)) }
            result.fixedViolations = oldFound.filter { !newPlaces.contains(place($0)) }
        }
        let newKeys = Set(new.routes.map(GraphComparison.routeKey))
        result.unreachableRoutes = old.routes.compactMap { route in
            let key = GraphComparison.routeKey(route)
            guard newKeys.contains(key), oldRoutes.contains(key), !newRoutes.contains(key) else { return nil }
            return RouteReference(source: route.source.text, name: route.name.text)
        }
        for scenario in scenarios {
            // Either graph may be the one the scenario names: only its names must be in both.
            func runs(on graph: Graph) -> Bool {
                !ScenarioChecker.check(scenario, against: graph).contains {
                    $0.severity == .error && $0.id != ScenarioChecker.graphMismatch
                }
            }
            let runsOnOld = runs(on: old)
            let runsOnNew = runs(on: new)
            guard runsOnOld || runsOnNew else { continue }
            let name = new.name.text
            let oldRun = runsOnOld ? replay(scenario, on: old, name: name, file: new.file) : nil
            let newRun = runsOnNew ? replay(scenario, on: new, name: name, file: new.file) : nil
            if let oldRun, let newRun {
                result.scenariosReplayed += 1
                addRaised(by: scenario, new: newRun.raised, old: oldRun.raised, to: &result)
            }
            let oldTrace = oldRun?.trace
            let newTrace = newRun?.trace
            guard oldTrace != newTrace else { continue }
            var change = ScenarioChange(
                file: scenario.file, title: scenario.title, line: nil, old: nil, new: nil, runsOnOld: runsOnOld,
                runsOnNew: runsOnNew)
            if let oldTrace, let newTrace {
                let oldLines = oldTrace.split(separator: "\n", omittingEmptySubsequences: false)
                let newLines = newTrace.split(separator: "\n", omittingEmptySubsequences: false)
                let index =
                    zip(oldLines, newLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                    ?? min(oldLines.count, newLines.count)
                change.line = index + 1
                change.old = index < oldLines.count ? String(oldLines[index]) : nil
                change.new = index < newLines.count ? String(newLines[index]) : nil
            }
            result.scenarios.append(change)
        }
        return result
    }

    /// Each finding of `result` not yet in `found`, and the routes it took.
    private static func add(
        _ result: ExploreResult, simulator: Simulator, from file: String?, to found: inout [Finding],
        reached: inout Set<String>
    ) {
        for finding in result.findings {
            let violation = Reproduction(
                title: "", graphLine: "", givenLines: [], steps: finding.steps, finding: finding.id,
                route: finding.route,
                from: simulator
            ).violation
            let reason = violation.map(reasonName) ?? ""
            guard
                !found.contains(where: {
                    $0.id == finding.id.rawValue && $0.route == finding.route && $0.reason == reason
                })
            else { continue }
            found.append(
                Finding(
                    id: finding.id.rawValue, route: finding.route, steps: finding.steps.map(\.description),
                    givenFrom: file, reason: reason, message: violation?.message))
        }
        for reach in result.routes where reach.steps != nil { reached.insert(GraphComparison.routeKey(reach.route)) }
    }

    /// The scenes reachable from `start` by containers and routes (`onFirstAppear` ones too), and
    /// the routes leaving them (`Graph.reach`).
    static func staticReach(_ graph: Graph) -> (scenes: Set<String>, routes: Set<String>) {
        guard let start = graph.start else { return ([], []) }
        let reach = graph.reach(from: start.target.text)
        return (reach.scenes, Set(reach.routes.map(GraphComparison.routeKey)))
    }

    /// `scenario` replayed on `graph`: its golden trace, its header naming `name` and `file`
    /// whichever side it runs on, so only what the graphs do can differ; and the violations the
    /// replay raised.
    static func replay(_ scenario: Scenario, on graph: Graph, name: String, file: String) -> (
        trace: String?, raised: [Violation]
    ) {
        var stream = TraceStream(
            scenario, graphName: name, graphFile: file, startLine: graph.start?.position.line, layout: .golden,
            limit: GoldenFile.maximumSize)
        var raised: [Violation] = []
        let result = Replayer.replay(scenario, in: graph) { record in
            raised += record.violations
            if record.step == nil { stream.add(launch: record) } else { stream.add(record) }
            record.dropHierarchies()
        }
        stream.finish(stop: result.stop, failures: result.failures)
        return (stream.text.map { String(decoding: $0, as: UTF8.self) }, raised)
    }

    /// What UIKit did wrong, as the engine names it (`presentWhilePresenting`).
    static func reasonName(_ violation: Violation) -> String {
        String(String(describing: violation.reason).prefix { $0 != "(" })
    }

    /// A finding's bug: its id, route and reason.
    static func key(_ finding: Finding) -> String {
        finding.id + "\u{0}" + (finding.route ?? "") + "\u{0}" + finding.reason
    }

    /// Where a finding is: its id and route.
    static func place(_ finding: Finding) -> String { finding.id + "\u{0}" + (finding.route ?? "") }

    /// The violations one scenario's replay raised on one side and not the other, as new and
    /// fixed findings, unless explore already reported the same bug: a journey longer than
    /// explore's depth, or one that needs the scenario's own steps, still counts. Compared as
    /// explore's findings are: a new one is a bug whose reason the old replay never raised on
    /// its route; a fixed one has no violation of its id on its route left.
    static func addRaised(
        by scenario: Scenario, new: [Violation], old: [Violation], to result: inout DiffConsequences
    ) {
        func findings(_ raised: [Violation]) -> [Finding] {
            raised.map { violation in
                Finding(
                    id: violation.id.rawValue, route: violation.route, steps: [], givenFrom: nil,
                    reason: reasonName(violation), message: violation.message,
                    scenario: "\(scenario.file):\(violation.scenarioLine)")
            }
        }
        let newFound = findings(new)
        let oldFound = findings(old)
        let oldKeys = Set(oldFound.map(key))
        let newPlaces = Set(newFound.map(place))
        let known = Set((result.newViolations + result.fixedViolations).map(key))
        var added: Set<String> = []
        for finding in newFound where !oldKeys.contains(key(finding)) && !known.contains(key(finding)) {
            if added.insert(key(finding)).inserted { result.newViolations.append(finding) }
        }
        for finding in oldFound where !newPlaces.contains(place(finding)) && !known.contains(key(finding)) {
            if added.insert(key(finding)).inserted { result.fixedViolations.append(finding) }
        }
    }
}
