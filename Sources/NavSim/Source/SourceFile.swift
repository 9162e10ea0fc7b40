import Foundation

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
        let shown = displayPath ?? path
        func failure(_ id: DiagnosticID, _ message: String) -> SourceText.DecodingResult {
            .rejected(
                Diagnostic(
                    file: shown, position: SourcePosition(line: 1, column: 1), severity: .error, id: id,
                    message: message))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return failure(DiagnosticID.unreadableFile, "cannot read \(kind): no such file")
        }
        if isDirectory.boolValue {
            return failure(DiagnosticID.unreadableFile, "cannot read \(kind): it is a directory")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return failure(DiagnosticID.unreadableFile, "cannot read \(kind): permission denied or not a regular file")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumSize + 1) ?? Data()
        } catch {
            return failure(DiagnosticID.unreadableFile, "cannot read \(kind): the system refused to read it")
        }
        if data.count > maximumSize {
            return failure(
                DiagnosticID.fileTooLarge, "\(kind) is larger than \(maximumSize) bytes (16 MiB), the most navsim reads"
            )
        }
        return SourceText.decode(path: shown, bytes: [UInt8](data))
    }
}
