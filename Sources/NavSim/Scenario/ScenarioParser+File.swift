/// Reading scenario files from disk.
extension ScenarioParser {
    /// Reads, decodes and parses the scenario file at `path`; diagnostics name it `displayPath`
    /// (default: `path`). A file that cannot be read or is not UTF-8 text gives one diagnostic.
    public static func parse(path: String, displayPath: String? = nil) -> ScenarioLoadResult {
        parse(path: path, displayPath: displayPath, in: LocalFileSystem())
    }

    /// Reads, decodes and parses the scenario file at `path` from `fileSystem`.
    static func parse(path: String, displayPath: String?, in fileSystem: any FileSystem) -> ScenarioLoadResult {
        switch SourceFile.read(path: path, displayPath: displayPath, kind: "scenario file", in: fileSystem) {
        case .rejected(let diagnostic): return ScenarioLoadResult(nil, diagnostics: [diagnostic])
        case .text(let source): return parse(source)
        }
    }
}
