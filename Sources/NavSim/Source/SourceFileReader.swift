import Foundation

/// Reads an input file from disk into `SourceText`, turning every way that can fail into a
/// diagnostic: missing, a directory, unreadable, too large, binary, not UTF-8.
public enum SourceFileReader {
    /// The largest file navsim reads (16 MiB); real graphs and scenarios are far smaller.
    public static let maximumSize = 16 * 1024 * 1024

    /// Reads the file at `path`; `displayPath` is how diagnostics name it (defaults to `path`).
    public static func read(path: String, displayPath: String? = nil) -> Result<SourceText, Diagnostic> {
        let shown = displayPath ?? path
        func failure(_ id: String, _ message: String) -> Result<SourceText, Diagnostic> {
            .failure(
                Diagnostic(file: shown, position: SourcePosition(line: 1, column: 1), severity: .error, id: id, message: message))
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            return failure(DiagnosticID.unreadableFile, "no such file '\(shown)'")
        }
        if isDirectory.boolValue {
            return failure(DiagnosticID.unreadableFile, "'\(shown)' is a directory, not a file")
        }
        if let size = (try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber,
            size.intValue > maximumSize
        {
            return failure(
                DiagnosticID.fileTooLarge,
                "file is \(size.intValue) bytes; navsim reads files of at most \(maximumSize) bytes")
        }
        guard let handle = FileHandle(forReadingAtPath: path) else {
            return failure(DiagnosticID.unreadableFile, "cannot read '\(shown)' (permission denied?)")
        }
        defer { try? handle.close() }
        let data: Data
        do {
            data = try handle.readToEnd() ?? Data()
        } catch {
            return failure(DiagnosticID.unreadableFile, "cannot read '\(shown)'")
        }
        if data.count > maximumSize {
            return failure(
                DiagnosticID.fileTooLarge, "file is \(data.count) bytes; navsim reads files of at most \(maximumSize) bytes")
        }
        switch SourceText.decode(path: shown, bytes: [UInt8](data)) {
        case .text(let text): return .success(text)
        case .rejected(let diagnostic): return .failure(diagnostic)
        }
    }
}
