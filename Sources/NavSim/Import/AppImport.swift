/// `navsim import`: an app's `.storyboard` and `.swift` files in, a `.navgraph` out.
///
/// Reads each storyboard with `StoryboardReader` and links them with `StoryboardLinker`; reads
/// each Swift file with `SwiftSourceFile`, runs every pattern reader over them (`SwiftImport`)
/// and merges the scenes and navigation sites they find with `SiteMerger`; writes the graph with
/// `ImportedGraph.text()`. The graph is loaded again before it is returned, so an import never
/// hands over text that `navsim check` would reject without saying so.
public enum AppImport {
    /// What to import.
    public struct Options: Sendable {
        /// `.storyboard`, `.swift` and `Info.plist` files, or folders searched for them (hidden folders, Xcode
        /// localization catalogs, and `Pods`, `Carthage`, `DerivedData` and test folders skipped).
        public var paths: [String]
        /// The graph's name; nil: the first path's folder name, or its file name.
        public var name: String?
        /// The directory relative paths are resolved against; output names files relative to it.
        public var currentDirectory: String
        /// Where the graph will be written (`--output`), to name it in what is said about its
        /// lines; nil: standard output.
        public var output: String?

        /// Creates options.
        public init(paths: [String], name: String? = nil, currentDirectory: String, output: String? = nil) {
            self.paths = paths
            self.name = name
            self.currentDirectory = currentDirectory
            self.output = output
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
        /// Swift files read.
        public var swiftFiles = 0
        /// Scenes the Swift files describe (a view controller, router or data store).
        public var swiftScenes = 0
        /// `store` and `setup` lines read from Swift.
        public var stores = 0
        /// `pass` lines read from Swift, and those written as comments because they were not understood.
        public var passes = 0
        /// Passes written as comments.
        public var unreadPasses = 0
        /// Routes called from code (`route` declarations).
        public var programmaticRoutes = 0
        /// Unwinds whose destination the Swift files gave.
        public var resolvedUnwinds = 0
        /// `scene` declarations, external ones included.
        public var scenes = 0
        /// Scenes standing for view controllers in storyboards that were not imported.
        public var externalScenes = 0
        /// `navigation` declarations.
        public var navigationContainers = 0
        /// `tabs` declarations.
        public var tabContainers = 0
        /// Which storyboard UIKit shows first, as the app's Info.plist says (or that none was
        /// read and the storyboards' names decided); nil when there is nothing to say.
        public var mainStoryboard: String?
        /// `segue` declarations by kind, and `embed` declarations under `embed`.
        public var routes: [String: Int] = [:]
        /// Unwind segues, written as comments until their destination is known.
        public var unwinds = 0

        /// The summary in a few lines, for a person.
        public var lines: [String] {
            let routeText = routes.keys.sorted().map { "\(routes[$0]!) \($0)" }.joined(separator: ", ")
            var lines = [
                "imported \(files) \(files == 1 ? "storyboard" : "storyboards"): \(scenes) scenes (\(externalScenes) external), "
                    + "\(navigationContainers) navigation and \(tabContainers) tab bar containers",
                "routes: \(routeText.isEmpty ? "none" : routeText); \(unwinds) unwinds without destination (as comments)",
            ]
            if let mainStoryboard { lines.append("main storyboard: \(mainStoryboard)") }
            if swiftFiles > 0 {
                lines.append(
                    "read \(swiftFiles) Swift \(swiftFiles == 1 ? "file" : "files"): \(swiftScenes) scenes, \(stores) store and setup lines, "
                        + "\(passes) passes (\(unreadPasses) as comments), \(programmaticRoutes) routes from code, "
                        + "\(resolvedUnwinds) unwind destinations")
            }
            return lines
        }
    }

    /// A folder without any `.storyboard` or `.swift` file.
    public static let noStoryboards = DiagnosticID("no-storyboards")
    /// A storyboard without scenes (a warning; the others still import).
    public static let emptyStoryboard = DiagnosticID("empty-storyboard")
    /// Not one scene in all the storyboards: no graph.
    public static let noScenes = DiagnosticID("no-scenes")

    /// A graph name given by the user that holds no letter, digit or `_` to make a name from.
    public static let invalidGraphName = DiagnosticID("invalid-graph-name")

    /// The graph name `name` becomes, by the rule `import --name` and `init --name` share: the
    /// characters a navsim identifier cannot hold become `_` (`My App` → `My_App`), those at either
    /// end are dropped (`../../x` → `x`), and a leading digit gets a `_` before it; nil when nothing
    /// is left (`""`, `"."`, a name in a script other than Latin letters).
    public static func graphName(_ name: String) -> String? { ImportNames.graphName(name) }

    /// The error for a user's graph name that `graphName(_:)` makes nothing of, placed at `file`
    /// (what the name was for: the import's first path, `init`'s folder).
    static func invalidName(_ name: String, file: String) -> Diagnostic {
        Diagnostic(
            file: file, position: SourcePosition(line: 1, column: 1), severity: .error, id: invalidGraphName,
            message: "cannot make a graph name of '\(name)': it has no letter, digit or '_'",
            notes: [Diagnostic.Note(message: "a graph name is letters, digits and '_'; other characters become '_'")])
    }

    /// Imports the storyboards and Swift files under `options.paths`.
    public static func run(_ options: Options) -> Result { run(options, in: LocalFileSystem()) }

    static func run(_ options: Options, in fileSystem: any FileSystem) -> Result {
        if let name = options.name, graphName(name) == nil {
            return Result(
                graph: nil, summary: Summary(), diagnostics: [invalidName(name, file: options.paths.first ?? ".")])
        }
        var diagnostics: [Diagnostic] = []
        var files: [(absolute: String, shown: String, searched: Bool)] = []
        for path in options.paths {
            let absolute = ProjectPaths.absolute(path, in: options.currentDirectory)
            switch fileSystem.kind(of: absolute) {
            case nil:
                diagnostics.append(problem(path, DiagnosticID.unreadableFile, "no such file or folder '\(path)'"))
            case .file:
                files.append((absolute, path, false))
            case .directory:
                let found: [String]
                do {
                    let listed = try fileSystem.files(in: absolute, withExtensions: ["storyboard", "plist", "swift"])
                    found =
                        listed[0].filter { !isCopy($0, below: absolute) }
                        + listed[1].filter {
                            isInfoPlist($0) && !isCopy($0, below: absolute) && !isSkipped($0, below: absolute)
                        }
                        + listed[2].filter { !isCopy($0, below: absolute) && !isSkipped($0, below: absolute) }
                } catch {
                    diagnostics.append(
                        problem(path, DiagnosticID.unreadableFolder, "cannot read folder '\(path)': \(error.message)"))
                    continue
                }
                if !found.contains(where: { !$0.hasSuffix(".plist") }) {
                    diagnostics.append(problem(path, noStoryboards, "no .storyboard or .swift files in '\(path)'"))
                }
                files += found.map { ($0, shown($0, in: options.currentDirectory), true) }
            }
        }
        var storyboards: [Storyboard] = []
        var swiftFiles: [SwiftSourceFile] = []
        var infoPlists: [InfoPlist] = []
        var launchScreens: Set<String> = []
        var seen: Set<String> = []
        for file in files where seen.insert(file.absolute).inserted {
            let isSwift = file.absolute.hasSuffix(".swift")
            let isPlist = file.absolute.hasSuffix(".plist")
            let bytes: [UInt8]
            switch SourceFile.bytes(
                of: file.absolute, shown: file.shown,
                kind: isSwift ? "Swift file" : isPlist ? "property list" : "storyboard", in: fileSystem)
            {
            case .success(let read): bytes = read
            case .failure(var diagnostic):
                // An Info.plist only says where the app starts: without it the import goes on.
                if isPlist {
                    diagnostic.severity = .warning
                    diagnostic.message += "; not read"
                }
                diagnostics.append(diagnostic)
                continue
            }
            if isPlist {
                switch PropertyListReader.read(bytes, path: file.shown) {
                case .success(let root): infoPlists.append(InfoPlist(root, path: file.shown))
                case .failure(let warning): diagnostics.append(warning)
                }
                continue
            }
            if isSwift {
                let source = SwiftSourceFile(bytes: bytes, path: file.shown)
                diagnostics += source.diagnostics
                swiftFiles.append(source)
                continue
            }
            let read = StoryboardReader.read(bytes, path: file.shown)
            diagnostics += read.diagnostics
            guard let storyboard = read.storyboard else { continue }
            // A launch screen found in a folder is no navigation; one named on its own is imported.
            if storyboard.isLaunchScreen, file.searched {
                launchScreens.insert(storyboard.name)
                continue
            }
            if storyboard.controllers.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        file: file.shown, position: SourcePosition(line: 1, column: 1), severity: .warning,
                        id: emptyStoryboard, message: "storyboard has no scenes; nothing to import from it"))
            }
            storyboards.append(storyboard)
        }
        let swift = SwiftImport.read(swiftFiles)
        diagnostics += swift.diagnostics
        guard
            storyboards.contains(where: { !$0.controllers.isEmpty }) || !swift.scenes.isEmpty || !swift.sites.isEmpty
                || !swift.launches.isEmpty
        else {
            if !storyboards.isEmpty || !swiftFiles.isEmpty {
                diagnostics.append(
                    problem(
                        options.paths.joined(separator: ", "), noScenes,
                        "nothing to import: no scene in \(storyboards.count == 1 ? "the storyboard" : "any storyboard")"
                            + (swiftFiles.isEmpty ? "" : " and no scene, navigation or launch code in the Swift files"))
                )
            } else if files.contains(where: { !$0.searched && $0.absolute.hasSuffix(".plist") }) {
                diagnostics.append(
                    problem(
                        options.paths.joined(separator: ", "), noScenes,
                        "nothing to import: an Info.plist says only which storyboard starts the app; give the app's storyboards and Swift files with it"
                    ))
            }
            return Result(graph: nil, summary: Summary(), diagnostics: diagnostics.sortedForReporting())
        }
        let name =
            options.name.flatMap(graphName)
            ?? defaultName(options.paths, fileSystem: fileSystem, in: options.currentDirectory)
        let infoPlist = InfoPlistChoice.choose(infoPlists, appDelegateFiles: appDelegateFiles(swiftFiles))
        diagnostics += infoPlist.diagnostics
        let linked = StoryboardLinker.link(
            storyboards, name: name, infoPlist: infoPlist.chosen, launchScreens: launchScreens)
        diagnostics += linked.diagnostics
        var graph = linked.graph
        graph.files += swiftFiles.map(\.path)
        let merged = SiteMerger.merge(swift, into: graph)
        diagnostics += merged.diagnostics
        graph = merged.graph
        let loadable = loadable(graph, shownAs: options.output ?? "<imported graph>")
        graph = loadable.graph
        let text = loadable.text
        diagnostics += loadable.diagnostics
        var summary = summary(of: graph)
        summary.swiftFiles = swiftFiles.count
        summary.mainStoryboard = graph.mainStoryboard
        summary.swiftScenes = Set(swift.scenes.map { ImportNames.typeName($0.className ?? $0.name) }).count
        // A helper read for two branches of one route reports the same thing twice: once is enough.
        var reported: [Diagnostic] = []
        for diagnostic in diagnostics.sortedForReporting() where reported.last != diagnostic {
            reported.append(diagnostic)
        }
        return Result(graph: text, summary: summary, diagnostics: reported)
    }

    /// A line of the imported graph that did not load: written as a comment, with the reason.
    public static let unloadableLine = DiagnosticID("unloadable-import-line")

    /// `graph` as text that loads: a route, an unwind or a line under a declaration that
    /// `navsim check` would reject is written as a comment, with a warning that quotes the
    /// check's error (`unloadable-import-line`), and the text is loaded again. An error in what
    /// cannot be commented out (a scene or container declaration) is navsim's own bug and stays
    /// an error, on the line of `shown`, the output as the user names it.
    private static func loadable(_ graph: ImportedGraph, shownAs shown: String)
        -> (graph: ImportedGraph, text: String, diagnostics: [Diagnostic])
    {
        var graph = graph
        var unloaded: [(element: ImportedGraph.Element, message: String)] = []
        // Each round comments out at least one element, and an element only once.
        var commented: Set<ImportedGraph.Element> = []
        while true {
            let written = graph.written()
            let errors = GraphLoader.load(source: SourceText(path: shown, string: written.text)).diagnostics
                .filter { $0.severity == .error }
            var kept: [Diagnostic] = []
            for error in errors {
                let line = error.position.line
                guard line >= 1, line <= written.elements.count, let element = written.elements[line - 1],
                    commented.insert(element).inserted
                else {
                    kept.append(error)
                    continue
                }
                graph = graph.commentingOut(element, because: "does not load: \(error.message)")
                unloaded.append((element, error.message))
            }
            guard kept.count == errors.count else { continue }
            // Warnings name the line where the comment now stands.
            let warnings = unloaded.map { element, message in
                let line = written.elements.firstIndex(of: element).map { $0 + 1 } ?? 1
                return Diagnostic(
                    file: shown, position: SourcePosition(line: line, column: 1), severity: .warning,
                    id: unloadableLine,
                    message: "\(message); the import writes this line as a comment")
            }
            return (graph, written.text, warnings + kept)
        }
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

    /// Whether a Swift file found in `folder` is in a folder the import skips: dependencies
    /// (`Pods`, `Carthage`, `DerivedData`, `.build`) and tests, whose spies subclass routers.
    private static func isSkipped(_ path: String, below folder: String) -> Bool {
        folders(of: path, below: folder).contains { part in
            ["Pods", "Carthage", "DerivedData", "build"].contains(part) || part.hasSuffix("Tests")
        }
    }

    /// Whether a property list found in a folder is an Info.plist (`Info.plist`, or Xcode 4's
    /// `App-Info.plist`) outside a built or vendored bundle (`.framework`, `.bundle`, `.app`,
    /// `.appex`, `.docset`), whose Info.plist is not the app's.
    private static func isInfoPlist(_ path: String) -> Bool {
        let parts = path.split(separator: "/")
        guard let name = parts.last, name == "Info.plist" || name.hasSuffix("-Info.plist") else { return false }
        let bundles = [".framework", ".bundle", ".app", ".appex", ".docset", ".xcframework"]
        return !parts.dropLast().contains { part in bundles.contains { part.hasSuffix($0) } }
    }

    /// The files that declare the app's delegate or a window scene's (`UIApplicationDelegate`,
    /// `UIWindowSceneDelegate` adopted): the app's Info.plist is nearest them.
    private static func appDelegateFiles(_ files: [SwiftSourceFile]) -> [String] {
        files.filter { file in
            file.declarations.contains { declaration in
                declaration.isTypeLike
                    && declaration.inherited.contains {
                        ["UIApplicationDelegate", "UIWindowSceneDelegate"].contains($0)
                    }
            }
        }.map(\.path)
    }

    /// Whether a file found in `folder` is a copy of the app's own, not part of it: inside an
    /// Xcode localization catalog (`en.xcloc`, exported for translators, its `Source Contents`
    /// a copy of the project's files), where every storyboard would be imported once more.
    private static func isCopy(_ path: String, below folder: String) -> Bool {
        folders(of: path, below: folder).contains { $0.hasSuffix(".xcloc") }
    }

    /// The names of the folders a file found in `folder` is in, below `folder`.
    private static func folders(of path: String, below folder: String) -> ArraySlice<Substring> {
        // `folder` is dropped by its UTF-8 length: counted in characters, it was walked again
        // for every file of the app.
        let inside =
            path.hasPrefix(folder) ? path[path.utf8.index(path.startIndex, offsetBy: folder.utf8.count)...] : path[...]
        // An ASCII path is cut at its `/` bytes: cut by characters, every file's path was a fiftieth
        // of the import. A path with other characters is cut by characters, where a `/` with a
        // combining mark after it is no separator.
        guard inside.utf8.allSatisfy({ $0 < 0x80 }) else { return inside.split(separator: "/").dropLast() }
        return inside.utf8.split(separator: UInt8(ascii: "/")).map { Substring($0) }.dropLast()
    }

    private static func summary(of graph: ImportedGraph) -> Summary {
        var summary = Summary()
        summary.files = graph.files.filter { $0.hasSuffix(".storyboard") }.count
        // `store` and `setup` lines: not the `appear` reloads.
        summary.stores = graph.scenes.reduce(0) { count, scene in
            count
                + scene.lines.filter { line in
                    guard !line.isCommented else { return false }
                    if case .appear = line.content { return false }
                    return true
                }.count
        }
        let routeLines =
            graph.routes.flatMap { route in
                route.lines.map { line in
                    var line = line
                    line.isCommented = line.isCommented || route.isCommented
                    return line
                }
            } + graph.unwinds.flatMap(\.lines)
        summary.passes = routeLines.filter(\.isPass).count
        summary.unreadPasses = routeLines.filter { $0.isPass && $0.text.hasPrefix("#") }.count
        summary.programmaticRoutes = graph.routes.filter { $0.isProgrammatic && !$0.isCommented }.count
        summary.resolvedUnwinds = graph.unwinds.filter { $0.destination != nil }.count
        summary.scenes = graph.scenes.count
        summary.externalScenes = graph.scenes.filter(\.isExternal).count
        summary.navigationContainers = graph.navigations.count
        summary.tabContainers = graph.tabs.count
        for route in graph.routes where !route.isProgrammatic {
            summary.routes[route.kind == .embed ? "embed" : route.kind.text, default: 0] += 1
        }
        summary.unwinds = graph.unwinds.count - summary.resolvedUnwinds
        return summary
    }

    /// The first path's folder name, or its file name without extension. A folder that only
    /// says it holds code (`Sources`, `Source`, `Src`, `Classes`, `Code`, any case) names no app:
    /// its nearest enclosing folder with another name does (`OpenFoodFacts/Sources` → `OpenFoodFacts`).
    private static func defaultName(_ paths: [String], fileSystem: any FileSystem, in directory: String) -> String {
        guard let first = paths.first else { return "Imported" }
        let absolute = ProjectPaths.absolute(first, in: directory)
        if fileSystem.isDirectory(absolute) {
            let folders = absolute.split(separator: "/").map(String.init)
            return folders.last(where: { !codeFolderNames.contains($0.lowercased()) }) ?? folders.last ?? "Imported"
        }
        let name = Storyboard.name(ofFile: absolute)
        return name.hasSuffix(".swift") ? String(name.dropLast(".swift".count)) : name
    }

    /// Folder names that say a folder holds code, not which app.
    private static let codeFolderNames: Set<String> = ["sources", "source", "src", "classes", "code"]

    private static func shown(_ absolute: String, in directory: String) -> String {
        ProjectPaths.relative(absolute, to: ProjectPaths.normalized(directory))
    }

    private static func problem(_ file: String, _ id: DiagnosticID, _ message: String) -> Diagnostic {
        Diagnostic(file: file, position: SourcePosition(line: 1, column: 1), severity: .error, id: id, message: message)
    }
}
