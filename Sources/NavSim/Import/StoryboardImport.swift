/// `navsim import`: real `.storyboard` files in, a `.navgraph` out.
///
/// Reads each file with `StoryboardReader`, links them with `StoryboardLinker` and writes the
/// graph with `ImportedGraph.text()`. The graph is loaded again before it is returned, so an
/// import never hands over text that `navsim check` would reject without saying so.
public enum StoryboardImport {
    /// What to import.
    public struct Options: Sendable {
        /// `.storyboard` files, or folders searched for them (hidden folders skipped).
        public var paths: [String]
        /// The graph's name; nil: the first path's folder name, or its file name.
        public var name: String?
        /// The directory relative paths are resolved against; output names files relative to it.
        public var currentDirectory: String

        /// Creates options.
        public init(paths: [String], name: String? = nil, currentDirectory: String) {
            self.paths = paths
            self.name = name
            self.currentDirectory = currentDirectory
        }
    }

    /// What an import produced.
    public struct Result: Sendable {
        /// The `.navgraph` text; nil when no file could be imported.
        public var graph: String?
        /// What was found, for the summary.
        public var summary: Summary
        /// Errors (a file that cannot be read or is not a storyboard, malformed XML, a segue to
        /// a missing destination) and warnings (what was imported approximately, or not at all).
        public var diagnostics: [Diagnostic]

        /// Whether the import had no error.
        public var succeeded: Bool { graph != nil && !diagnostics.containsErrors }
    }

    /// Counts of what the graph declares.
    public struct Summary: Sendable, Equatable {
        /// Storyboard files imported.
        public var files = 0
        /// `scene` declarations, external ones included.
        public var scenes = 0
        /// Scenes standing for view controllers in storyboards that were not imported.
        public var externalScenes = 0
        /// `navigation` declarations.
        public var navigationContainers = 0
        /// `tabs` declarations.
        public var tabContainers = 0
        /// `segue` declarations by kind, and `embed` declarations under `embed`.
        public var routes: [String: Int] = [:]
        /// Unwind segues, written as comments until their destination is known.
        public var unwinds = 0

        /// The summary in a few lines, for a person.
        public var lines: [String] {
            let routeText = routes.keys.sorted().map { "\(routes[$0]!) \($0)" }.joined(separator: ", ")
            return [
                "imported \(files) \(files == 1 ? "storyboard" : "storyboards"): \(scenes) scenes (\(externalScenes) external), "
                    + "\(navigationContainers) navigation and \(tabContainers) tab bar containers",
                "routes: \(routeText.isEmpty ? "none" : routeText); \(unwinds) unwinds without destination (as comments)",
            ]
        }
    }

    /// A folder without any `.storyboard` file.
    public static let noStoryboards = DiagnosticID("no-storyboards")
    /// A storyboard without scenes (a warning; the others still import).
    public static let emptyStoryboard = DiagnosticID("empty-storyboard")
    /// Not one scene in all the storyboards: no graph.
    public static let noScenes = DiagnosticID("no-scenes")

    /// Imports the storyboards under `options.paths`.
    public static func run(_ options: Options) -> Result { run(options, in: LocalFileSystem()) }

    static func run(_ options: Options, in fileSystem: any FileSystem) -> Result {
        var diagnostics: [Diagnostic] = []
        var files: [(absolute: String, shown: String)] = []
        for path in options.paths {
            let absolute = ProjectPaths.absolute(path, in: options.currentDirectory)
            switch fileSystem.kind(of: absolute) {
            case nil:
                diagnostics.append(problem(path, DiagnosticID.unreadableFile, "no such file or folder '\(path)'"))
            case .file:
                files.append((absolute, path))
            case .directory:
                let found = fileSystem.files(in: absolute, withExtension: "storyboard")
                if found.isEmpty {
                    diagnostics.append(problem(path, noStoryboards, "no .storyboard files in '\(path)'"))
                }
                files += found.map { ($0, shown($0, in: options.currentDirectory)) }
            }
        }
        var storyboards: [Storyboard] = []
        var seen: Set<String> = []
        for file in files where seen.insert(file.absolute).inserted {
            let bytes: [UInt8]
            switch SourceFile.bytes(of: file.absolute, shown: file.shown, kind: "storyboard", in: fileSystem) {
            case .success(let read): bytes = read
            case .failure(let diagnostic):
                diagnostics.append(diagnostic)
                continue
            }
            let read = StoryboardReader.read(bytes, path: file.shown)
            diagnostics += read.diagnostics
            guard let storyboard = read.storyboard else { continue }
            if storyboard.controllers.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        file: file.shown, position: SourcePosition(line: 1, column: 1), severity: .warning,
                        id: emptyStoryboard, message: "storyboard has no scenes; nothing to import from it"))
            }
            storyboards.append(storyboard)
        }
        guard storyboards.contains(where: { !$0.controllers.isEmpty }) else {
            if !storyboards.isEmpty {
                diagnostics.append(
                    problem(
                        options.paths.joined(separator: ", "), noScenes,
                        "nothing to import: no scene in \(storyboards.count == 1 ? "the storyboard" : "any storyboard")"))
            }
            return Result(graph: nil, summary: Summary(), diagnostics: diagnostics.sortedForReporting())
        }
        let name = options.name ?? defaultName(options.paths, fileSystem: fileSystem, in: options.currentDirectory)
        let linked = StoryboardLinker.link(storyboards, name: name)
        diagnostics += linked.diagnostics
        let text = linked.graph.text()
        // The import's own output must load; anything else is navsim's bug, said as an error.
        let loaded = GraphLoader.load(source: SourceText(path: "<import>", string: text))
        diagnostics += loaded.diagnostics.filter { $0.severity == .error }
        return Result(graph: text, summary: summary(of: linked.graph), diagnostics: diagnostics.sortedForReporting())
    }

    /// Writes `graph` to `path` (relative to `currentDirectory`) atomically, creating missing
    /// folders; the diagnostic says why when it cannot.
    public static func write(_ graph: String, to path: String, currentDirectory: String) -> Diagnostic? {
        do {
            try LocalFileSystem().replace(ProjectPaths.absolute(path, in: currentDirectory), with: Array(graph.utf8))
            return nil
        } catch {
            return problem(path, cannotWrite, "cannot write graph: \(error.message)")
        }
    }

    /// `--output` names a file that cannot be written.
    public static let cannotWrite = DiagnosticID("cannot-write-graph")

    private static func summary(of graph: ImportedGraph) -> Summary {
        var summary = Summary()
        summary.files = graph.files.count
        summary.scenes = graph.scenes.count
        summary.externalScenes = graph.scenes.filter(\.isExternal).count
        summary.navigationContainers = graph.navigations.count
        summary.tabContainers = graph.tabs.count
        for route in graph.routes { summary.routes[route.kind.isEmpty ? "embed" : route.kind, default: 0] += 1 }
        summary.unwinds = graph.unwinds.count
        return summary
    }

    /// The first path's folder name, or its file name without extension.
    private static func defaultName(_ paths: [String], fileSystem: any FileSystem, in directory: String) -> String {
        guard let first = paths.first else { return "Imported" }
        let absolute = ProjectPaths.absolute(first, in: directory)
        if fileSystem.isDirectory(absolute) { return absolute.split(separator: "/").last.map(String.init) ?? "Imported" }
        return Storyboard.name(ofFile: absolute)
    }

    private static func shown(_ absolute: String, in directory: String) -> String {
        ProjectPaths.relative(absolute, to: ProjectPaths.normalized(directory))
    }

    private static func problem(_ file: String, _ id: DiagnosticID, _ message: String) -> Diagnostic {
        Diagnostic(file: file, position: SourcePosition(line: 1, column: 1), severity: .error, id: id, message: message)
    }
}
