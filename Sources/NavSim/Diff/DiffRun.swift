/// One whole `navsim diff`: read both sides (a `.navgraph`, an app folder to import, or the
/// project's graph), compare them, and compute the consequences. Reads files only through each
/// side's `DiffFiles`; never prints, writes or runs a process.
public enum DiffRun {
    /// One side of the diff.
    public struct Side: Sendable {
        /// Where its files are read.
        public var files: any DiffFiles
        /// A `.navgraph` file or an app folder (relative to the current directory); nil: the
        /// project's graph (the one in `Graphs/`, or the one `graph` names).
        public var path: String?
        /// What output calls the side when it is not the working tree: a git revision (`main`).
        public var revision: String?

        /// Creates a side.
        public init(files: any DiffFiles, path: String?, revision: String? = nil) {
            self.files = files
            self.path = path
            self.revision = revision
        }
    }

    /// What to compare.
    public struct Options: Sendable {
        /// The old side.
        public var old: Side
        /// The new side.
        public var new: Side
        /// `--graph NAME`: the project's graph to compare (a graph's name or its file's base name),
        /// or the name given to an imported app.
        public var graph: String?
        /// The directory relative paths are resolved against.
        public var currentDirectory: String
        /// Whether to explore both sides for violations.
        public var explores: Bool
        /// How far explore searches.
        public var limits: Explorer.Limits

        /// Creates options.
        public init(
            old: Side, new: Side, graph: String? = nil, currentDirectory: String, explores: Bool = true,
            limits: Explorer.Limits = .standard
        ) {
            self.old = old
            self.new = new
            self.graph = graph
            self.currentDirectory = currentDirectory
            self.explores = explores
            self.limits = limits
        }
    }

    /// What the comparison means for a pull request.
    public enum Verdict: String, Hashable, Sendable {
        /// Nothing differs.
        case unchanged
        /// A violation is added, or a scene or route became unreachable.
        case breaking
        /// Something else changed.
        case changed
    }

    /// What the run found.
    public struct Report: Sendable {
        /// The old side's file as output shows it (`main:Graphs/CleanStore.navgraph`).
        public var oldFile = ""
        /// The new side's file.
        public var newFile = ""
        /// The old graph, when it loaded without errors.
        public var oldGraph: Graph?
        /// The new graph, when it loaded without errors.
        public var newGraph: Graph?
        /// The declarations that changed, when both sides loaded.
        public var comparison: GraphComparison?
        /// What the change does, when both sides loaded.
        public var consequences: DiffConsequences?
        /// Problems reading either side (errors only: an import's warnings are not the diff's).
        public var diagnostics: [Diagnostic] = []

        /// The verdict, when both sides loaded.
        public var verdict: Verdict? {
            guard let comparison, let consequences else { return nil }
            if consequences.breaks { return .breaking }
            return comparison.isEmpty && consequences.isEmpty ? .unchanged : .changed
        }
    }

    /// `navsim diff` with no path, in a project with several graphs and no `--graph`.
    public static let chooseGraph = DiagnosticID("diff-choose-graph")
    /// `--graph NAME` names no graph of the project, or the project has none.
    public static let noSuchGraph = DiagnosticID("diff-no-graph")

    /// Runs the diff.
    public static func run(_ options: Options) -> Report {
        var report = Report()
        var options = options
        var changed: [String] = []
        if options.old.path == nil, options.new.path == nil, options.graph == nil {
            changed = changedGraphs(options)
            if changed.count == 1 {
                options.old.path = changed[0]
                options.new.path = changed[0]
            }
        }
        let old = load(options.old, options: options)
        let new = load(options.new, options: options)
        report.oldFile = old.shown
        report.newFile = new.shown
        report.diagnostics = (old.diagnostics + new.diagnostics).filter { $0.severity == .error }
        if changed.count > 1 {
            let names = changed.map { "'\(baseName($0))'" }.joined(separator: ", ")
            for index in report.diagnostics.indices where report.diagnostics[index].id == chooseGraph {
                report.diagnostics[index].notes.append(Diagnostic.Note(message: "the graphs that differ: \(names)"))
            }
        }
        guard let oldGraph = old.graph, let newGraph = new.graph, report.diagnostics.isEmpty else { return report }
        let scenarios: [Scenario]
        switch projectScenarios(of: [oldGraph.name.text, newGraph.name.text], new: new, side: options.new) {
        case .success(let found): scenarios = found
        case .failure(let failure):
            report.diagnostics.append(failure.diagnostic)
            return report
        }
        report.oldGraph = oldGraph
        report.newGraph = newGraph
        report.comparison = GraphComparison(old: oldGraph, new: newGraph)
        report.consequences = DiffConsequences.compute(
            old: oldGraph, new: newGraph, scenarios: scenarios, explores: options.explores, limits: options.limits)
        return report
    }

    /// When both sides are the project's graphs and the project has several, the graph files
    /// both sides hold whose bytes differ, in path order: when only one does, it is the one compared.
    static func changedGraphs(_ options: Options) -> [String] {
        let directory = options.currentDirectory
        let sides = [options.old, options.new].map { side -> (DiffFileSystem, [String]) in
            let fileSystem = DiffFileSystem(files: side.files)
            let root = ProjectPaths.root(
                of: ProjectPaths.absolute("_", in: directory), fallback: directory, in: fileSystem)
            return (fileSystem, (try? fileSystem.files(in: root + "/Graphs", withExtension: "navgraph")) ?? [])
        }
        let paths = sides[1].1.filter { sides[0].1.contains($0) }
        guard sides[0].1.count > 1 || sides[1].1.count > 1 else { return [] }
        // A file a side cannot read counts as changed; loading it reports why.
        return paths.filter { path in
            guard let old = try? sides[0].0.files.contents(of: path), let new = try? sides[1].0.files.contents(of: path)
            else { return true }
            return old != new
        }
    }

    /// A side read: its graph (nil when it has errors), how output names it, its project root.
    struct Loaded {
        var graph: Graph?
        var shown: String
        var root: String
        var diagnostics: [Diagnostic]
    }

    /// Reads one side.
    static func load(_ side: Side, options: Options) -> Loaded {
        let fileSystem = DiffFileSystem(files: side.files)
        let prefix = side.revision.map { $0 + ":" } ?? ""
        let directory = options.currentDirectory
        guard let path = side.path else {
            let root = ProjectPaths.root(
                of: ProjectPaths.absolute("_", in: directory), fallback: directory, in: fileSystem)
            let graphs: [String]
            do { graphs = try fileSystem.files(in: root + "/Graphs", withExtension: "navgraph") } catch {
                return Loaded(
                    graph: nil, shown: prefix + "Graphs", root: root,
                    diagnostics: [unreadable(prefix + "Graphs", error.message)])
            }
            var chosen = graphs.count == 1 && options.graph == nil ? graphs.first : nil
            if let name = options.graph {
                chosen =
                    graphs.first { baseName($0) == name }
                    ?? graphs.first {
                        GraphLoader.load(path: $0, displayPath: nil, in: fileSystem).graph?.name.text == name
                    }
            }
            guard let chosen else {
                let names = graphs.map(baseName)
                let problem: Diagnostic
                if names.isEmpty || options.graph != nil {
                    problem = Diagnostic(
                        file: prefix + "Graphs", position: SourcePosition(line: 1, column: 1), severity: .error,
                        id: noSuchGraph,
                        message: options.graph.map { "no graph '\($0)' in 'Graphs'" }
                            ?? "no .navgraph file in 'Graphs'",
                        notes: names.isEmpty ? [] : [Diagnostic.Note(message: "the graphs: \(quotedList(names))")])
                } else {
                    problem = Diagnostic(
                        file: prefix + "Graphs", position: SourcePosition(line: 1, column: 1), severity: .error,
                        id: chooseGraph, message: "the project has \(names.count) graphs; choose one with --graph NAME",
                        notes: [Diagnostic.Note(message: "the graphs: \(quotedList(names))")])
                }
                return Loaded(graph: nil, shown: prefix + "Graphs", root: root, diagnostics: [problem])
            }
            return loadGraph(chosen, root: root, prefix: prefix, fileSystem: fileSystem)
        }
        let absolute = ProjectPaths.absolute(path, in: directory)
        let root = ProjectPaths.root(of: absolute, fallback: directory, in: fileSystem)
        if fileSystem.isDirectory(absolute) {
            let result = AppImport.run(
                AppImport.Options(paths: [absolute], name: options.graph, currentDirectory: directory), in: fileSystem)
            let shown = prefix + ProjectPaths.relative(absolute, to: root)
            guard let text = result.graph else {
                return Loaded(graph: nil, shown: shown, root: root, diagnostics: result.diagnostics)
            }
            let loaded = GraphLoader.load(source: SourceText(path: shown, string: text))
            return Loaded(
                graph: loaded.usable, shown: shown, root: root, diagnostics: result.diagnostics + loaded.diagnostics)
        }
        if let problem = ProjectFiles.wrongType(ProjectPaths.relative(absolute, to: root), expected: ".navgraph") {
            return Loaded(graph: nil, shown: prefix + path, root: root, diagnostics: [problem])
        }
        return loadGraph(absolute, root: root, prefix: prefix, fileSystem: fileSystem)
    }

    private static func loadGraph(_ absolute: String, root: String, prefix: String, fileSystem: any FileSystem)
        -> Loaded
    {
        let shown = prefix + ProjectPaths.relative(absolute, to: root)
        let loaded = GraphLoader.load(path: absolute, displayPath: shown, in: fileSystem)
        return Loaded(graph: loaded.usable, shown: shown, root: root, diagnostics: loaded.diagnostics)
    }

    /// A folder of a side that is there and cannot be read: an error, since reading it as empty
    /// would make the diff say that nothing changed.
    private static func unreadable(_ shown: String, _ reason: String) -> Diagnostic {
        Diagnostic(
            file: shown, position: SourcePosition(line: 1, column: 1), severity: .error, id: .unreadableFolder,
            message: "cannot read folder '\(shown)': \(reason)")
    }

    /// The scenarios of the new side's project that name one of `graphNames`, in file order; a
    /// diagnostic when its `Scenarios` folder cannot be read.
    static func projectScenarios(of graphNames: [String], new: Loaded, side: Side) -> Result<
        [Scenario], DiagnosticFailure
    > {
        let fileSystem = DiffFileSystem(files: side.files)
        let folder = new.root + "/Scenarios"
        guard fileSystem.isDirectory(folder) else { return .success([]) }
        let paths: [String]
        do { paths = try fileSystem.files(in: folder, withExtension: "scenario") } catch {
            let shown = (side.revision.map { $0 + ":" } ?? "") + "Scenarios"
            return .failure(DiagnosticFailure(diagnostic: unreadable(shown, error.message)))
        }
        return .success(
            paths.compactMap { path in
                let parsed = ScenarioParser.parse(
                    path: path, displayPath: ProjectPaths.relative(path, to: new.root), in: fileSystem)
                guard var scenario = parsed.scenario, !parsed.diagnostics.containsErrors else { return nil }
                let named = scenario.graph.isPath ? baseName(scenario.graph.text) : scenario.graph.text
                guard graphNames.contains(named) else { return nil }
                scenario.file = ProjectPaths.relative(path, to: new.root)
                return scenario
            })
    }

    /// A diagnostic as an error, for `Result`.
    struct DiagnosticFailure: Error {
        var diagnostic: Diagnostic
    }

    /// `Graphs/CleanStore.navgraph` → `CleanStore`.
    static func baseName(_ path: String) -> String {
        let file = path.split(separator: "/").last.map(String.init) ?? path
        return file.hasSuffix(".navgraph") ? String(file.dropLast(".navgraph".count)) : file
    }

    private static func quotedList(_ names: [String]) -> String { names.map { "'\($0)'" }.joined(separator: ", ") }
}
