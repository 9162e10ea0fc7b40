/// One whole `navsim graph`: load the graph, replay the `--scenario` over it, measure the project's
/// `--coverage`, and write the picture. Reads files; never prints or writes any.
public enum GraphPictureRun {
    /// What to draw.
    public struct Options: Sendable {
        /// The `.navgraph` file.
        public var graph: String
        /// A scenario of that graph whose path is drawn over it.
        public var scenario: String?
        /// Whether to draw apart the routes no scenario of the project takes.
        public var coverage: Bool
        /// The language to write.
        public var format: GraphPicture.Format
        /// The directory relative paths are resolved against.
        public var currentDirectory: String
        /// How the diagnostics' hints name a navsim command (`navsim graph …` unless told).
        public var spelling: CommandSpelling

        /// Creates options.
        public init(
            graph: String, scenario: String? = nil, coverage: Bool = false, format: GraphPicture.Format,
            currentDirectory: String, spelling: CommandSpelling = .navsim
        ) {
            self.spelling = spelling
            self.graph = graph
            self.scenario = scenario
            self.coverage = coverage
            self.format = format
            self.currentDirectory = currentDirectory
        }
    }

    /// What the run made.
    public struct Report: Sendable {
        /// The graph's path as output shows it.
        public var graphFile: String
        /// The picture, when the graph and the scenario loaded.
        public var picture: GraphPicture?
        /// The picture's text in the chosen language.
        public var text: String?
        /// Problems loading the graph or the scenario, and their warnings.
        public var diagnostics: [Diagnostic] = []
    }

    /// A `--scenario` that is replayed against another graph than the one drawn.
    public static let scenarioOfOtherGraph = DiagnosticID("scenario-of-other-graph")

    /// Draws the picture.
    public static func run(_ options: Options) -> Report {
        let located = ProjectPaths.locate(options.graph, in: options.currentDirectory)
        if let problem = ProjectFiles.wrongType(located.shown, expected: ".navgraph") {
            return Report(graphFile: located.shown, diagnostics: [problem])
        }
        var catalog = GraphCatalog()
        let entry = catalog.load(absolutePath: located.absolute, displayPath: located.shown)
        var report = Report(graphFile: located.shown, diagnostics: entry.diagnostics)
        guard entry.isUsable, let graph = entry.graph else { return report }
        var picture = GraphPicture(graph: graph)
        if let scenario = options.scenario {
            let run = ScenarioRunner.run(path: scenario, currentDirectory: options.currentDirectory, catalog: &catalog)
            report.diagnostics += run.diagnostics
            guard let result = run.result, !run.diagnostics.containsErrors else { return report }
            guard result.graphFile == graph.file else {
                report.diagnostics.append(
                    Diagnostic(
                        file: run.displayPath,
                        position: run.scenario?.graph.position ?? SourcePosition(line: 1, column: 1),
                        severity: .error, id: scenarioOfOtherGraph,
                        message: "scenario runs against '\(result.graphFile)', not '\(located.shown)'",
                        notes: [
                            Diagnostic.Note(
                                message:
                                    "draw it with '\(options.spelling.command("graph \(result.graphFile) --scenario \(run.displayPath)"))'"
                            )
                        ]))
                return report
            }
            picture.drawPath(of: result, file: run.displayPath)
        }
        if options.coverage {
            let files = ProjectFiles.discover(paths: [], currentDirectory: located.root)
            let runs = files.scenarios.map {
                ScenarioRunner.run(path: $0, currentDirectory: located.root, catalog: &catalog)
            }
            picture.mark(RouteCoverage.measure(graph: graph, file: located.shown, runs: runs))
        }
        report.picture = picture
        report.text = options.format.write(picture)
        return report
    }
}
