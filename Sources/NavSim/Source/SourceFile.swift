/// Reads an input file from disk into `SourceText`, with the same limits and diagnostics for
/// every kind of file: graphs and scenarios alike.
public enum SourceFile {
    /// The largest file navsim reads: 16 MiB.
    public static let maximumSize = 16 * 1024 * 1024

    /// Reads and decodes the file at `path`. Diagnostics name the file `displayPath` (default:
    /// `path`), so a caller that reads an absolute path can report it relative to a project.
    /// A missing, unreadable, oversized, binary or non-UTF-8 file gives one diagnostic.
    public static func read(path: String, displayPath: String? = nil, kind: String = "file")
        -> SourceText.DecodingResult
    {
        read(path: path, displayPath: displayPath, kind: kind, in: LocalFileSystem())
    }

    /// Reads and decodes the file at `path` from `fileSystem`.
    static func read(path: String, displayPath: String?, kind: String, in fileSystem: any FileSystem)
        -> SourceText.DecodingResult
    {
        let shown = displayPath ?? path
        switch bytes(of: path, shown: shown, kind: kind, in: fileSystem) {
        case .success(let bytes): return SourceText.decode(path: shown, bytes: bytes)
        case .failure(let diagnostic): return .rejected(diagnostic)
        }
    }

    /// The bytes of the file at `path` in `fileSystem`, within the size limit, or the one
    /// diagnostic (at 1:1 of `shown`) saying why not: for inputs that are not navsim text, such
    /// as storyboards.
    static func bytes(of path: String, shown: String, kind: String, in fileSystem: any FileSystem)
        -> Result<[UInt8], Diagnostic>
    {
        func failure(_ id: DiagnosticID, _ message: String) -> Result<[UInt8], Diagnostic> {
            .failure(
                Diagnostic(
                    file: shown, position: SourcePosition(line: 1, column: 1), severity: .error, id: id,
                    message: message))
        }
        do {
            guard let bytes = try fileSystem.contents(of: path, limit: maximumSize + 1) else {
                return failure(DiagnosticID.unreadableFile, "cannot read \(kind): no such file")
            }
            if bytes.count > maximumSize {
                return failure(
                    DiagnosticID.fileTooLarge,
                    "\(kind) is larger than \(maximumSize) bytes (16 MiB), the most navsim reads")
            }
            return .success(bytes)
        } catch {
            return failure(DiagnosticID.unreadableFile, "cannot read \(kind): \(error.message)")
        }
    }
}
