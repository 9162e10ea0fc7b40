import Foundation

/// Reads, decodes, parses and checks one `.navgraph` file.
public enum GraphLoader {
    /// The largest file navsim reads: 16 MiB.
    public static let maximumFileSize = SourceFile.maximumSize

    /// A file with no declaration at all (empty, or only blank and comment lines).
    public static let emptyGraph = DiagnosticID("empty-graph")

    /// Loads the graph at `path`: a missing, unreadable or oversized file, or one that is not
    /// UTF-8 text, gives a single diagnostic at 1:1 (or at the first bad byte) and no graph.
    /// Diagnostics and `Graph.file` name the file `displayPath` (default: `path`), so a tool can
    /// read an absolute path and report a relative one.
    public static func load(path: String, displayPath: String? = nil) -> GraphLoadResult {
        load(path: path, displayPath: displayPath, in: LocalFileSystem())
    }

    /// Loads the graph at `path` from `fileSystem`.
    static func load(path: String, displayPath: String?, in fileSystem: any FileSystem) -> GraphLoadResult {
        switch SourceFile.read(path: path, displayPath: displayPath, kind: "graph file", in: fileSystem) {
        case .rejected(let diagnostic):
            return GraphLoadResult(graph: nil, diagnostics: [diagnostic])
        case .text(let source):
            return load(source: source)
        }
    }

    /// Parses and checks already decoded source. The checker runs unless the parser gave up
    /// after too many errors; its whole-graph warnings wait until the file has no syntax error.
    public static func load(source: SourceText) -> GraphLoadResult {
        let parsed = GraphParser.parse(source)
        guard let graph = parsed.graph else {
            var diagnostics = parsed.diagnostics
            if !diagnostics.containsErrors {
                diagnostics.append(
                    Diagnostic(
                        file: source.path, position: SourcePosition(line: 1, column: 1), severity: .error,
                        id: emptyGraph, message: "graph file declares nothing; it must start with 'graph Name'"))
            }
            return GraphLoadResult(graph: nil, diagnostics: diagnostics.sortedForReporting())
        }
        var diagnostics = parsed.diagnostics
        if !parsed.stoppedEarly {
            diagnostics += GraphChecker.check(parsed)
        }
        return GraphLoadResult(
            graph: graph, diagnostics: DiagnosticLog.capped(diagnostics.sortedForReporting(), file: source.path))
    }

}
