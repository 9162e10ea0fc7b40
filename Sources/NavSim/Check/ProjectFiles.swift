/// The input files of a `navsim check` run, found from the paths the user gave.
///
/// Folders are searched recursively (hidden folders and `.build` skipped) for `.navgraph`,
/// `.scenario` and `.trace` files; results are sorted so every run reads files in the same order.
public struct ProjectFiles: Sendable {
    /// Graph files, as paths relative to the current directory when given so.
    public var graphs: [String] = []
    /// Scenario files.
    public var scenarios: [String] = []
    /// Golden trace files found in searched folders.
    public var traces: [String] = []
    /// Problems with the paths themselves (missing, not a navsim file, nothing found).
    public var diagnostics: [Diagnostic] = []

    /// The folders `navsim check` reads when given no paths.
    public static let defaultPaths = ["Graphs", "Scenarios"]

    /// Stable ids of discovery diagnostics.
    public enum ID {
        /// A path that does not exist.
        public static let missingPath = DiagnosticID("missing-path")
        /// A file that is not a `.navgraph` or `.scenario`.
        public static let unknownFileType = DiagnosticID("unknown-file-type")
        /// Nothing to check under the paths.
        public static let noInputFiles = DiagnosticID("no-input-files")
        /// A symbolic link found while searching a folder: not followed.
        public static let linkNotFollowed = DiagnosticID("link-not-followed")
    }

    /// Finds the files under `paths` (relative to `currentDirectory`); no paths means the defaults
    /// of the project around `currentDirectory` (the nearest folder at or above it holding `Graphs`).
    /// `spelling` names the command in the hints.
    public static func discover(
        paths: [String], currentDirectory: String, spelling: CommandSpelling = .navsim
    ) -> ProjectFiles {
        discover(paths: paths, currentDirectory: currentDirectory, spelling: spelling, in: LocalFileSystem())
    }

    /// Finds the files under `paths` in `fileSystem`.
    static func discover(
        paths: [String], currentDirectory: String, spelling: CommandSpelling = .navsim, in fileSystem: any FileSystem
    ) -> ProjectFiles {
        var files = ProjectFiles()
        let usingDefaults = paths.isEmpty
        // With no paths, the project is found upward from the current folder, as git finds its
        // repository: `navsim check` works from any folder inside the project.
        let root = ProjectPaths.root(
            of: ProjectPaths.absolute("_", in: currentDirectory), fallback: currentDirectory, in: fileSystem)
        let requested =
            usingDefaults
            ? defaultPaths.map { root == ProjectPaths.normalized(currentDirectory) ? $0 : root + "/" + $0 } : paths
        var searched: [String] = []
        for path in requested {
            let absolute = ProjectPaths.absolute(path, in: currentDirectory)
            guard let kind = fileSystem.kind(of: absolute) else {
                if !usingDefaults {
                    files.diagnostics.append(problem(path, ID.missingPath, "no such file or folder '\(path)'"))
                }
                continue
            }
            if kind == .directory {
                let entries: [String]
                do {
                    entries = try fileSystem.entries(under: absolute, skipping: skipped)
                } catch {
                    files.diagnostics.append(
                        problem(path, DiagnosticID.unreadableFolder, "cannot read folder '\(path)': \(error.message)"))
                    continue
                }
                searched.append(path)
                files.collect(folder: path, entries: entries)
                // A link inside a searched folder could lead out of the project, or back into it
                // (each file twice): it is not followed, and says so.
                for link in entries where fileSystem.isSymbolicLink(absolute + "/" + link) {
                    let shown = path == "." ? link : (path.hasSuffix("/") ? path + link : path + "/" + link)
                    var warning = problem(
                        shown, ID.linkNotFollowed,
                        "'\(shown)' is a symbolic link; navsim does not follow links when it searches a folder")
                    warning.severity = .warning
                    warning.notes = [
                        Diagnostic.Note(
                            message: "name it on the command line to check it: '\(spelling.command("check \(shown)"))'")
                    ]
                    files.diagnostics.append(warning)
                }
            } else {
                files.add(file: path, explicitly: true)
            }
        }
        files.graphs = unique(files.graphs)
        files.scenarios = unique(files.scenarios)
        files.traces = unique(files.traces)
        if files.graphs.isEmpty, files.scenarios.isEmpty, files.diagnostics.isEmpty {
            let place = usingDefaults ? "." : requested.joined(separator: ", ")
            let message =
                usingDefaults
                ? "no 'Graphs' or 'Scenarios' folder with .navgraph or .scenario files in the current directory"
                : "no .navgraph or .scenario files in '\(searched.joined(separator: "', '"))'"
            files.diagnostics.append(problem(place, ID.noInputFiles, message))
        }
        return files
    }

    /// Hidden files and folders (`.build`, `.git`), and the snapshots `NavSimTesting` writes
    /// for users' own tests, are not project input.
    private static func skipped(_ name: String) -> Bool { name.hasPrefix(".") || name == "__Snapshots__" }

    private mutating func collect(folder: String, entries: [String]) {
        for relative in entries {
            let joined =
                folder == "." ? relative : (folder.hasSuffix("/") ? folder + relative : folder + "/" + relative)
            add(file: joined, explicitly: false)
        }
    }

    /// The error for a file given as a `.navgraph` or a `.scenario` (`suffix`) that is not one
    /// (`navsim graph README.md`), or nil when it is: it is refused, not parsed.
    public static func wrongType(_ shown: String, expected suffix: String) -> Diagnostic? {
        shown.hasSuffix(suffix) ? nil : problem(shown, ID.unknownFileType, "'\(shown)' is not a \(suffix) file")
    }

    private mutating func add(file: String, explicitly: Bool) {
        if file.hasSuffix(".navgraph") {
            graphs.append(file)
        } else if file.hasSuffix(".scenario") {
            scenarios.append(file)
        } else if file.hasSuffix(".trace") {
            if !explicitly { traces.append(file) }
        } else if explicitly {
            diagnostics.append(
                Self.problem(file, ID.unknownFileType, "'\(file)' is not a .navgraph or .scenario file"))
        }
    }

    private static func problem(_ file: String, _ id: DiagnosticID, _ message: String) -> Diagnostic {
        Diagnostic(file: file, position: SourcePosition(line: 1, column: 1), severity: .error, id: id, message: message)
    }

    private static func unique(_ paths: [String]) -> [String] {
        var seen: Set<String> = []
        return paths.filter { seen.insert(ProjectPaths.normalized($0)).inserted }.sorted()
    }
}
