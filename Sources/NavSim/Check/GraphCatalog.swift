/// The graphs of a run, loaded once each and found by file or by their `graph` name.
public struct GraphCatalog: Sendable {
    /// A graph file as loaded: the graph (nil when it could not be parsed) and its diagnostics.
    public struct Entry: Sendable {
        /// The graph, possibly with errors; nil when the file could not be read or parsed at all.
        public var graph: Graph?
        /// The file's diagnostics.
        public var diagnostics: [Diagnostic]
        /// The file's path as output shows it (project-relative).
        public var displayPath: String

        /// Whether the graph can be replayed: it loaded and has no errors.
        public var isUsable: Bool { graph != nil && !diagnostics.containsErrors }
    }

    /// Stable ids of graph-resolution diagnostics.
    public enum ID {
        /// A scenario names a graph that no file declares.
        public static let unknownGraph = DiagnosticID("unknown-graph")
        /// Two graph files declare the same name.
        public static let duplicateGraphName = DiagnosticID("duplicate-graph-name")
        /// The scenario's graph has errors, so the scenario cannot run.
        public static let graphHasErrors = DiagnosticID("graph-has-errors")
        /// A scenario's `graph "path"` leads out of its project.
        public static let graphOutsideProject = DiagnosticID("graph-outside-project")
    }

    private var entries: [String: Entry] = [:]
    private var pathsByName: [String: [String]] = [:]
    private var scannedFolders: Set<String> = []
    /// Where graph files are read from.
    let fileSystem: any FileSystem

    /// Creates an empty catalog that reads graphs from the disk.
    public init() { self.init(fileSystem: LocalFileSystem()) }

    /// Creates an empty catalog that reads graphs from `fileSystem`.
    init(fileSystem: any FileSystem) { self.fileSystem = fileSystem }

    /// Loads the graph file at `absolutePath` (once), showing it as `displayPath`.
    public mutating func load(absolutePath: String, displayPath: String) -> Entry {
        if let entry = entries[absolutePath] { return entry }
        let result = GraphLoader.load(path: absolutePath, displayPath: displayPath, in: fileSystem)
        let entry = Entry(graph: result.graph, diagnostics: result.diagnostics, displayPath: displayPath)
        entries[absolutePath] = entry
        if let name = result.graph?.name.text, !name.isEmpty {
            pathsByName[name, default: []].append(absolutePath)
        }
        return entry
    }

    /// The graphs loaded without errors, by displayed path.
    public var usableGraphs: [(displayPath: String, graph: Graph)] {
        entries.keys.sorted().compactMap { key in
            guard let entry = entries[key], entry.isUsable, let graph = entry.graph else { return nil }
            return (entry.displayPath, graph)
        }
    }

    /// The diagnostics of every graph loaded so far, by file.
    public var loadedDiagnostics: [Diagnostic] { entries.keys.sorted().flatMap { entries[$0]?.diagnostics ?? [] } }

    /// Diagnostics for graph names declared by more than one loaded file (an error at each later one).
    public func duplicateNameDiagnostics() -> [Diagnostic] {
        var result: [Diagnostic] = []
        for (name, paths) in pathsByName where paths.count > 1 {
            let sorted = paths.sorted()
            guard let first = entries[sorted[0]] else { continue }
            for path in sorted.dropFirst() {
                guard let entry = entries[path], let graph = entry.graph else { continue }
                result.append(
                    Diagnostic(
                        file: entry.displayPath, position: graph.name.position, severity: .error,
                        id: ID.duplicateGraphName,
                        message: "graph '\(name)' is also declared in '\(first.displayPath)'",
                        notes: [
                            Diagnostic.Note(
                                message: "first declared here", file: first.displayPath,
                                position: first.graph?.name.position)
                        ]))
            }
        }
        return result
    }

    /// Finds the graph a scenario names: a path is resolved against the scenario's folder, then
    /// the project root; a name is looked up among loaded graphs, then `Graphs/<name>.navgraph`
    /// and the other graphs in the project's `Graphs` folder.
    public mutating func resolve(
        _ reference: GraphReference, scenarioFile: String, scenarioAbsolutePath: String, projectRoot: String
    ) -> Result<Entry, Diagnostic> {
        func unknown(_ message: String, candidates: [String]) -> Result<Entry, Diagnostic> {
            var notes: [Diagnostic.Note] = []
            if let note = NameSuggestion.note(for: reference.text, among: candidates) { notes.append(note) }
            return .failure(
                Diagnostic(
                    file: scenarioFile, position: reference.position, severity: .error, id: ID.unknownGraph,
                    message: message, notes: notes))
        }
        if reference.isPath {
            let folder = ProjectPaths.parentFolder(of: scenarioAbsolutePath)
            // Only a .navgraph is read as a graph; in a project (a folder holding `Graphs`), only
            // one inside it. A scenario outside any project (one `explore --out` wrote) may name
            // a graph anywhere.
            guard reference.text.hasSuffix(".navgraph") else {
                return unknown("graph path '\(reference.text)' does not name a .navgraph file", candidates: [])
            }
            let inProject = fileSystem.isDirectory(ProjectPaths.absolute("Graphs", in: projectRoot))
            for base in [folder, projectRoot] {
                let candidate = ProjectPaths.absolute(reference.text, in: base)
                let allowed = !inProject || ProjectPaths.isInside(candidate, root: projectRoot, in: fileSystem)
                if fileSystem.isFile(candidate), !allowed {
                    return .failure(
                        Diagnostic(
                            file: scenarioFile, position: reference.position, severity: .error,
                            id: ID.graphOutsideProject,
                            message: "graph '\(reference.text)' is outside the project '\(projectRoot)'",
                            notes: [
                                Diagnostic.Note(
                                    message:
                                        "navsim reads a scenario's graph only inside its project (the folder holding 'Graphs'), links followed"
                                )
                            ]))
                }
                if fileSystem.isFile(candidate) {
                    return .success(
                        load(absolutePath: candidate, displayPath: ProjectPaths.relative(candidate, to: projectRoot)))
                }
            }
            return unknown("no graph file '\(reference.text)'", candidates: [])
        }
        if let path = pathsByName[reference.text]?.sorted().first, let entry = entries[path] { return .success(entry) }
        let graphsFolder = ProjectPaths.absolute("Graphs", in: projectRoot)
        let conventional = graphsFolder + "/" + reference.text + ".navgraph"
        if fileSystem.isFile(conventional) {
            let entry = load(
                absolutePath: conventional, displayPath: ProjectPaths.relative(conventional, to: projectRoot))
            if entry.graph?.name.text == reference.text || entry.graph == nil { return .success(entry) }
        }
        if !scannedFolders.contains(graphsFolder) {
            scannedFolders.insert(graphsFolder)
            do {
                for file in try fileSystem.files(in: graphsFolder, withExtension: "navgraph") {
                    _ = load(absolutePath: file, displayPath: ProjectPaths.relative(file, to: projectRoot))
                }
            } catch {
                return unknown(
                    "no graph named '\(reference.text)': cannot read folder 'Graphs': \(error.message)", candidates: [])
            }
        }
        if let path = pathsByName[reference.text]?.sorted().first, let entry = entries[path] { return .success(entry) }
        return unknown(
            "no graph named '\(reference.text)' in 'Graphs'",
            candidates: pathsByName.keys.sorted())
    }
}
