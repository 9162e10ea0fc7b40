/// One whole `navsim explore`: load the graph and the `--given` scenario, search, and write a
/// scenario for each finding. Reads and writes files; never prints, never reads the clock.
public enum ExploreRun {
    /// What to explore and how.
    public struct Options: Sendable {
        /// The `.navgraph` file.
        public var graph: String
        /// A `.scenario` whose `given` lines set the data (its other lines are not run).
        public var given: String?
        /// The folder the reproducing scenarios are written to; nil writes none.
        public var out: String?
        /// How far the search goes.
        public var limits: Explorer.Limits
        /// The directory relative paths are resolved against.
        public var currentDirectory: String
        /// Where the data comes from: `.abstract` (explore's own) unless a `given` file gives it.
        public var data: Explorer.DataMode

        /// Creates options; the data is explore's own when no `given` file is named.
        public init(graph: String, given: String?, out: String?, limits: Explorer.Limits, currentDirectory: String) {
            self.graph = graph
            self.given = given
            self.out = out
            self.limits = limits
            self.currentDirectory = currentDirectory
            data = given == nil ? .abstract : .given
        }
    }

    /// A finding with its reproduction.
    public struct Finding: Sendable {
        /// What the search found.
        public var found: ExploreResult.Finding
        /// The scenario that reproduces it.
        public var reproduction: Reproduction
        /// Where it was written (as output shows paths), when `--out` was given and it is a
        /// distinct finding or its class's representative (a class's other members are not
        /// written).
        public var file: String?
        /// The graph file and line of the route it was raised on.
        public var position: SourcePosition?
    }

    /// What the run did.
    public struct Report: Sendable {
        /// The graph's path as output shows it.
        public var graphFile: String
        /// The search, when the graph loaded (nil when it had errors).
        public var result: ExploreResult?
        /// Every finding with its scenario, in the order found (`result.findings`' order).
        public var findings: [Finding] = []
        /// Problems loading the files or writing the scenarios, and the graph's warnings.
        public var diagnostics: [Diagnostic] = []

        /// Whether the search ran and found nothing.
        public var clean: Bool { result != nil && findings.isEmpty && !diagnostics.containsErrors }

        /// Whether a CI job should fail: the search did not run, a file had an error, a distinct
        /// finding was made, or — when `strict` — any finding at all, a class's included.
        public func fails(strict: Bool) -> Bool {
            guard result != nil, !diagnostics.containsErrors else { return true }
            return findings.contains { strict || $0.found.isDistinct }
        }
    }

    /// A reproducing scenario that cannot be written.
    public static let cannotWrite = DiagnosticID("cannot-write-scenario")
    /// A `--given` line that cannot be applied to the graph.
    public static let givenFailed = Replayer.FailureID.givenFailed

    /// Runs the search. `progress` is passed to `Explorer.explore`.
    public static func run(_ options: Options, progress: ((Explorer.Progress) -> Void)? = nil) -> Report {
        let located = ProjectPaths.locate(options.graph, in: options.currentDirectory)
        if let problem = ProjectFiles.wrongType(located.shown, expected: ".navgraph") {
            return Report(graphFile: located.shown, diagnostics: [problem])
        }
        let loaded = GraphLoader.load(path: located.absolute, displayPath: located.shown)
        var report = Report(graphFile: located.shown, diagnostics: loaded.diagnostics)
        guard let graph = loaded.usable else { return report }
        var simulator = Simulator(graph: graph)
        var givenLines: [String] = []
        if let given = options.given {
            let scenario = ProjectPaths.locate(given, in: options.currentDirectory)
            if let problem = ProjectFiles.wrongType(scenario.shown, expected: ".scenario") {
                report.diagnostics.append(problem)
                return report
            }
            let parsed = ScenarioParser.parse(path: scenario.absolute, displayPath: scenario.shown)
            report.diagnostics += parsed.diagnostics
            guard let steps = parsed.scenario?.steps, !parsed.diagnostics.containsErrors else { return report }
            for step in steps {
                guard case .given(let path, let expression) = step.kind else { continue }
                if case .failure(let failure) = simulator.applyGiven(path, expression) {
                    report.diagnostics.append(
                        Diagnostic(
                            file: scenario.shown, position: step.position, severity: .error, id: givenFailed,
                            message: failure.message))
                }
                givenLines.append("given \(path) = \(expression)")
            }
            guard !report.diagnostics.containsErrors else { return report }
        }
        let result = Explorer.explore(from: simulator, limits: options.limits, data: options.data, progress: progress)
        report.result = result
        let outFolder = options.out.map { ProjectPaths.absolute($0, in: options.currentDirectory) }
        let graphPath = outFolder.map { relativePath(from: $0, to: located.absolute) } ?? located.shown
        let fileSystem = LocalFileSystem()
        let names = fileNames(result)
        for (index, found) in result.findings.enumerated() {
            // Explore's own data for this finding, as `given` lines the scenario replays.
            var start = simulator
            for shape in found.data { shape.apply(to: &start) }
            let reproduction = Reproduction(
                title: "explore: \(found.id.rawValue)" + (found.route.map { " on \($0)" } ?? ""),
                graphLine: "graph \(Value.quote(graphPath))",
                givenLines: givenLines + found.data.compactMap(\.givenLine),
                steps: found.steps, finding: found.id, route: found.route, cause: found.cause, from: start)
            var finding = Finding(
                found: found, reproduction: reproduction,
                position: reproduction.violation?.graphLine.map { SourcePosition(line: $0, column: 1) })
            if let outFolder, let name = names[index] {
                let path = outFolder + "/" + name
                do {
                    try fileSystem.replace(path, with: Array(reproduction.text.utf8))
                    finding.file = ProjectPaths.relative(path, to: located.root)
                } catch {
                    report.diagnostics.append(
                        Diagnostic(
                            file: ProjectPaths.relative(path, to: located.root),
                            position: SourcePosition(line: 1, column: 1),
                            severity: .error, id: cannotWrite, message: "cannot write scenario: \(error.message)"))
                }
            }
            report.findings.append(finding)
        }
        return report
    }

    /// The file each finding is written to: each distinct finding, then each class's
    /// representative, gets `Reproduction.fileName`, with its cause added when one before it has
    /// the same id and route; a class's other members get none (nil).
    static func fileNames(_ result: ExploreResult) -> [String?] {
        let written =
            result.findings.indices.filter { result.findings[$0].isDistinct } + result.classes.map { $0.members[0] }
        var names: [String?] = result.findings.map { _ in nil }
        for (position, index) in written.enumerated() {
            let finding = result.findings[index]
            let taken = written[..<position].contains { other in
                result.findings[other].id == finding.id && result.findings[other].route == finding.route
            }
            names[index] = Reproduction.fileName(
                for: finding.id, route: finding.route, cause: taken ? finding.cause : nil)
        }
        return names
    }

    /// `file` relative to `folder` (both absolute), with `..` where it lies outside.
    static func relativePath(from folder: String, to file: String) -> String {
        let from = ProjectPaths.normalized(folder).split(separator: "/")
        let to = ProjectPaths.normalized(file).split(separator: "/")
        var common = 0
        while common < min(from.count, to.count - 1), from[common] == to[common] { common += 1 }
        let ups = Array(repeating: "..", count: from.count - common)
        return (ups + to[common...].map(String.init)).joined(separator: "/")
    }
}
