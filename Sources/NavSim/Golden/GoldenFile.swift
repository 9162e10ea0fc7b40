/// A golden trace on disk, compared with a freshly rendered trace under a record mode.
///
/// Both texts are compared after normalising line endings (CRLF and lone CR become LF), so a
/// golden checked out with Windows line endings still matches. Writes are atomic (temporary file
/// in the same folder, then rename) and create missing parent folders; mode `never` writes nothing.
public struct GoldenFile: Hashable, Sendable {
    /// The golden file's path.
    public var path: String

    /// A golden file at `path`.
    public init(path: String) { self.path = path }

    /// The golden of a scenario: `X.trace` beside `X.scenario` (spec §5).
    public init(scenarioPath: String) {
        let base = scenarioPath.hasSuffix(".scenario") ? String(scenarioPath.dropLast(".scenario".count)) : scenarioPath
        self.path = base + ".trace"
    }

    /// Compares `trace` with the golden and records it as `mode` says.
    ///
    /// | mode | golden absent | golden differs |
    /// |---|---|---|
    /// | `missing` | written, `recorded` | `mismatch` |
    /// | `all` | written, `recorded` | rewritten, `recorded(diff:)` |
    /// | `failed` | written, `recorded` | rewritten, `mismatch(rerecorded: true)` |
    /// | `never` | `missing` | `mismatch` |
    ///
    /// A golden equal to the trace is never rewritten. Throws when the golden cannot be read
    /// (other than being absent) or written.
    public func compare(_ trace: String, mode: RecordMode) throws(GoldenFileError) -> GoldenOutcome {
        try compare(trace, mode: mode, in: LocalFileSystem())
    }

    /// Compares `trace` with the golden in `fileSystem` and records it there as `mode` says.
    func compare(_ trace: String, mode: RecordMode, in fileSystem: any FileSystem) throws(GoldenFileError)
        -> GoldenOutcome
    {
        let actual = Self.normalizingLineEndings(trace)
        guard let golden = try read(in: fileSystem) else {
            if mode == .never { return .missing }
            try write(actual, in: fileSystem)
            return .recorded(diff: nil)
        }
        if golden == actual { return .matched }
        let diff = UnifiedDiff(golden: golden, actual: actual)
        switch mode {
        case .never, .missing:
            return .mismatch(diff: diff, rerecorded: false)
        case .failed:
            try write(actual, in: fileSystem)
            return .mismatch(diff: diff, rerecorded: true)
        case .all:
            try write(actual, in: fileSystem)
            return .recorded(diff: diff)
        }
    }

    /// The largest golden navsim reads: 64 MiB (a 100,000-step scenario's trace is about 32 MiB).
    public static let maximumSize = 64 * 1024 * 1024

    /// The golden's text with normalised line endings and without a leading byte-order mark (an
    /// editor's, invisible in a diff), or nil when the file does not exist. Bytes that are not
    /// UTF-8 are replaced (U+FFFD), so such a golden simply mismatches.
    public func read() throws(GoldenFileError) -> String? { try read(in: LocalFileSystem()) }

    /// The golden's text in `fileSystem`, as `read()` gives it.
    func read(in fileSystem: any FileSystem) throws(GoldenFileError) -> String? {
        do throws(FileSystemFailure) {
            guard var bytes = try fileSystem.contents(of: path, limit: Self.maximumSize + 1) else { return nil }
            if bytes.count > Self.maximumSize {
                throw FileSystemFailure(
                    message: "it is larger than \(Self.maximumSize) bytes (64 MiB), the most navsim reads; split the scenario")
            }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            return Self.normalizingLineEndings(String(decoding: bytes, as: UTF8.self))
        } catch {
            throw GoldenFileError(path: path, message: "cannot read golden file: \(error.message)")
        }
    }

    /// Writes `trace` (line endings normalised) as the golden, atomically.
    public func write(_ trace: String) throws(GoldenFileError) { try write(trace, in: LocalFileSystem()) }

    /// Writes `trace` as the golden in `fileSystem`, as `write(_:)` does.
    func write(_ trace: String, in fileSystem: any FileSystem) throws(GoldenFileError) {
        do {
            try fileSystem.replace(path, with: Array(Self.normalizingLineEndings(trace).utf8))
        } catch {
            throw GoldenFileError(path: path, message: "cannot write golden file: \(error.message)")
        }
    }

    /// `text` with CRLF and lone CR line endings turned into LF.
    public static func normalizingLineEndings(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var previousWasCR = false
        for byte in text.utf8 {
            if byte == 0x0A, previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = byte == 0x0D
            bytes.append(byte == 0x0D ? 0x0A : byte)
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
