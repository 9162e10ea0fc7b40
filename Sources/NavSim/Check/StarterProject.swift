/// `navsim init`: a new project's `Graphs/` and `Scenarios/`, with a commented starter graph and
/// scenario, or with the graph `navsim import` reads from the app's storyboards and sources. Never
/// overwrites a file, and never writes outside the project folder.
///
/// The graph's name is made by the rule `import --name` uses (`AppImport.graphName(_:)`: `My App`
/// is `My_App`), and the file names are made of it, so a name can hold no path: `../../x` is the
/// graph `x`, written to `Graphs/x.navgraph`. A name with nothing to make a name of (`""`, `"."`)
/// is refused, and so is any file whose path, links followed, leads out of the folder.
public enum StarterProject {
    /// What to create.
    public struct Options: Sendable {
        /// The project folder (created when missing), relative to `currentDirectory`.
        public var folder: String
        /// The graph's name (default `App`, or the imported app's), made an identifier as
        /// `AppImport.graphName(_:)` says.
        public var name: String?
        /// Storyboards, Swift files or folders to import the graph from; empty for the starter.
        public var importPaths: [String]
        /// The directory relative paths are resolved against.
        public var currentDirectory: String

        /// Creates options.
        public init(folder: String, name: String? = nil, importPaths: [String] = [], currentDirectory: String) {
            self.folder = folder
            self.name = name
            self.importPaths = importPaths
            self.currentDirectory = currentDirectory
        }
    }

    /// What was created.
    public struct Result: Sendable {
        /// The files written, relative to the project folder.
        public var created: [String] = []
        /// Why nothing was written, or the import's warnings.
        public var diagnostics: [Diagnostic] = []
        /// The project folder, as the user gave it.
        public var folder: String
    }

    /// A file `init` would write that already exists.
    public static let fileExists = DiagnosticID("file-exists")
    /// A file `init` would write that lies outside the project folder (through a symbolic link).
    public static let fileOutsideFolder = DiagnosticID("file-outside-folder")

    /// The starter graph: a list whose row opens a detail, in a navigation controller.
    static func starterGraph(_ name: String) -> String {
        """
        # The navigation graph of your app: its scenes (view controllers and their data stores),
        # its containers, and the routes between them. navsim replays the scenarios in Scenarios/
        # through it. Every keyword: docs/dsl-reference.md in navsim's repository.
        graph \(name)

        # A scene is a view controller; `store` lines are its data store's fields.
        scene List
          store items: [String]?        # optional: may be nil

        scene Detail
          store item: String!           # must be set before the scene appears

        # The window's root: a navigation controller whose root is List.
        navigation Main root List
        start Main

        # A storyboard segue (identifier ShowDetail, kind show) from a cell; its prepare(for:)
        # passes the selected row's item to Detail's data store.
        segue ShowDetail: List -> Detail show
          pass item = items[selection]

        """
    }

    /// The starter scenario of the starter graph.
    static func starterScenario(_ name: String) -> String {
        """
        # A user's journey through the app, with what must hold after each step. `navsim check`
        # replays it and keeps its route trace beside it (open-first-item.trace) as its golden.
        scenario "Open the first item"
        graph \(name)

        given List.items = ["First", "Second"]

        select 0                # the user taps row 0...
        tap ShowDetail          # ...whose segue shows Detail
        expect top Detail
        expect Detail.item == "First"

        """
    }

    /// The starter scenario of an imported graph: the app launches to its first screen.
    static func launchScenario(_ name: String, top: String) -> String {
        """
        # A user's journey through the app, with what must hold after each step. `navsim check`
        # replays it and keeps its route trace beside it (launch.trace) as its golden.
        scenario "The app launches"
        graph \(name)

        expect top \(top)

        """
    }

    /// Creates the project.
    public static func create(_ options: Options) -> Result {
        let folder = ProjectPaths.absolute(options.folder, in: options.currentDirectory)
        var result = Result(folder: options.folder)
        var files: [(path: String, text: String)] = []
        if let name = options.name, AppImport.graphName(name) == nil {
            result.diagnostics = [AppImport.invalidName(name, file: options.folder)]
            return result
        }
        if options.importPaths.isEmpty {
            let name = options.name.flatMap(AppImport.graphName) ?? "App"
            files = [
                ("Graphs/\(name).navgraph", starterGraph(name)),
                ("Scenarios/\(name)/open-first-item.scenario", starterScenario(name)),
            ]
        } else {
            let imported = AppImport.run(
                AppImport.Options(
                    paths: options.importPaths, name: options.name, currentDirectory: options.currentDirectory))
            result.diagnostics = imported.diagnostics
            // All or nothing: an import with errors writes no project, so the first `navsim check`
            // never meets a graph the import could not complete.
            guard !imported.diagnostics.containsErrors, let text = imported.graph else { return result }
            let loaded = GraphLoader.load(source: SourceText(path: "import.navgraph", string: text))
            guard !loaded.diagnostics.containsErrors, let graph = loaded.usableGraph else {
                result.diagnostics += loaded.diagnostics.filter { $0.severity == .error }
                return result
            }
            var simulator = Simulator(graph: graph)
            _ = simulator.launch(context: Simulator.StepContext(number: 0, line: 0))
            let name = graph.name.text
            files = [("Graphs/\(name).navgraph", text)]
            if let top = simulator.topScene?.name {
                files.append(("Scenarios/\(name)/launch.scenario", launchScenario(name, top: top)))
            }
        }
        let fileSystem = LocalFileSystem()
        return write(files, to: folder, result: result, options: options, in: fileSystem)
    }

    /// Writes `files` into `folder` when none exists and every one lies inside it.
    static func write(
        _ files: [(path: String, text: String)], to folder: String, result: Result, options: Options,
        in fileSystem: any FileSystem
    ) -> Result {
        var result = result
        let outside = files.filter { !ProjectPaths.isInside(folder + "/" + $0.path, root: folder, in: fileSystem) }
        guard outside.isEmpty else {
            result.diagnostics += outside.map {
                Diagnostic(
                    file: ProjectPaths.normalized(options.folder + "/" + $0.path),
                    position: SourcePosition(line: 1, column: 1),
                    severity: .error, id: fileOutsideFolder,
                    message:
                        "will not write file: it is outside the folder '\(options.folder)' (through a symbolic link)")
            }
            return result
        }
        let existing = files.filter { fileSystem.kind(of: folder + "/" + $0.path) != nil }
        guard existing.isEmpty else {
            result.diagnostics += existing.map {
                Diagnostic(
                    file: ProjectPaths.normalized(options.folder + "/" + $0.path),
                    position: SourcePosition(line: 1, column: 1),
                    severity: .error, id: fileExists, message: "file exists; navsim init never overwrites a file",
                    notes: [
                        Diagnostic.Note(message: "run it in an empty folder, or pass --name to start another graph")
                    ])
            }
            return result
        }
        for file in files {
            do {
                try fileSystem.replace(folder + "/" + file.path, with: Array(file.text.utf8))
                result.created.append(file.path)
            } catch {
                result.diagnostics.append(
                    Diagnostic(
                        file: ProjectPaths.normalized(options.folder + "/" + file.path),
                        position: SourcePosition(line: 1, column: 1), severity: .error, id: DiagnosticID.unreadableFile,
                        message: "cannot write file: \(error.message)"))
                return result
            }
        }
        return result
    }
}
