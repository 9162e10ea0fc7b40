#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

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
    ///
    /// A golden in the old format, with source positions (`file:line` after every step and
    /// route), is compared without them; mode `all` rewrites it without them even when nothing
    /// else differs.
    public func compare(_ trace: String, mode: RecordMode) throws(GoldenFileError) -> GoldenOutcome {
        try compare(trace, mode: mode, in: LocalFileSystem())
    }

    /// Compares `trace` with the golden in `fileSystem` and records it there as `mode` says.
    func compare(_ trace: String, mode: RecordMode, in fileSystem: any FileSystem) throws(GoldenFileError)
        -> GoldenOutcome
    {
        try compare(bytes: Self.normalizingLineEndings(Array(trace.utf8)), mode: mode, in: fileSystem)
    }

    /// Compares a trace's UTF-8 bytes (LF line endings) with the golden, byte for byte: the
    /// texts are decoded only to show a difference. `known` is the golden as `readStored` read
    /// it already, if it did.
    func compare(bytes actual: [UInt8], mode: RecordMode, in fileSystem: any FileSystem, known: Stored? = nil)
        throws(GoldenFileError) -> GoldenOutcome
    {
        try compareNotingFormat(bytes: actual, mode: mode, in: fileSystem, known: known).outcome
    }

    /// What a comparison found, and what became of a golden in the old format.
    package struct Comparison: Hashable, Sendable {
        /// The outcome, as `compare` returns it.
        package var outcome: GoldenOutcome
        /// What became of a golden in the old format, with source positions; nil for today's.
        package var positions: PositionsOutcome? = nil
    }

    /// What a comparison did with a golden in the old format (`PositionedGolden`).
    package enum PositionsOutcome: Hashable, Sendable {
        /// It was compared without its positions and left as it is: it still holds them.
        case kept
        /// It was rewritten without them (`--record all`, or `failed` when it differed).
        case removed
    }

    /// Compares as `compare(bytes:mode:in:known:)` does, and says what became of a golden in the
    /// old format: compared without its source positions, rewritten without them by mode `all`
    /// (even when nothing else differs: the one-command migration) or `failed` (when it differs).
    func compareNotingFormat(
        bytes actual: [UInt8], mode: RecordMode, in fileSystem: any FileSystem, known: Stored? = nil
    ) throws(GoldenFileError) -> Comparison {
        let stored: Stored?
        if let known { stored = known } else { stored = try readStored(in: fileSystem) }
        guard let stored else {
            if mode == .never { return Comparison(outcome: .missing) }
            try write(bytes: actual, in: fileSystem)
            return Comparison(outcome: .recorded(diff: nil))
        }
        let golden = stored.bytes
        let positions: PositionsOutcome? = stored.heldPositions ? .kept : nil
        if Self.sameBytes(golden[...], actual[...]) {
            guard stored.heldPositions, mode == .all else { return Comparison(outcome: .matched, positions: positions) }
            try write(bytes: actual, in: fileSystem)
            return Comparison(outcome: .recorded(diff: nil), positions: .removed)
        }
        let diff = UnifiedDiff(
            golden: String(decoding: golden, as: UTF8.self), actual: String(decoding: actual, as: UTF8.self))
        switch mode {
        case .never, .missing:
            return Comparison(outcome: .mismatch(diff: diff, rerecorded: false), positions: positions)
        case .failed:
            try write(bytes: actual, in: fileSystem)
            return Comparison(
                outcome: .mismatch(diff: diff, rerecorded: true),
                positions: positions.map { _ in PositionsOutcome.removed })
        case .all:
            try write(bytes: actual, in: fileSystem)
            return Comparison(
                outcome: .recorded(diff: diff), positions: positions.map { _ in PositionsOutcome.removed })
        }
    }

    /// Compares `trace` with the golden as `compare(_:mode:)` does, and says what became of a
    /// golden in the old format (for `NavSimTesting`, which reports it).
    package func compareNotingFormat(_ trace: String, mode: RecordMode) throws(GoldenFileError) -> Comparison {
        try compareNotingFormat(
            bytes: Self.normalizingLineEndings(Array(trace.utf8)), mode: mode, in: LocalFileSystem())
    }

    /// A golden as read: its bytes in today's format, and whether the file held source positions.
    struct Stored: Hashable, Sendable {
        /// The golden's bytes (LF line endings), without source positions.
        var bytes: [UInt8]
        /// Whether the file is in the old format, with source positions (`PositionedGolden`).
        var heldPositions: Bool
    }

    /// The golden as `readBytes` reads it, with the source positions of the old format removed,
    /// or nil when the file does not exist.
    func readStored(in fileSystem: any FileSystem) throws(GoldenFileError) -> Stored? {
        guard let bytes = try readBytes(in: fileSystem) else { return nil }
        if let current = PositionedGolden.removingPositions(bytes) {
            return Stored(bytes: current, heldPositions: true)
        }
        return Stored(bytes: bytes, heldPositions: false)
    }

    /// Whether two runs of bytes are equal (one `memcmp`: a golden is tens of megabytes).
    static func sameBytes(_ lhs: ArraySlice<UInt8>, _ rhs: ArraySlice<UInt8>) -> Bool {
        rhs.withUnsafeBufferPointer { sameBytes(lhs, $0) }
    }

    /// Whether the slice holds the buffer's bytes, compared with one `memcmp`.
    static func sameBytes(_ lhs: ArraySlice<UInt8>, _ rhs: UnsafeBufferPointer<UInt8>) -> Bool {
        guard lhs.count == rhs.count else { return false }
        guard !lhs.isEmpty else { return true }
        return lhs.withUnsafeBytes { left in memcmp(left.baseAddress!, rhs.baseAddress!, left.count) == 0 }
    }

    /// The largest golden navsim reads: 64 MiB (a 100,000-step scenario's trace is about 32 MiB).
    public static let maximumSize = 64 * 1024 * 1024

    /// The golden's text with normalised line endings and without a leading byte-order mark (an
    /// editor's, invisible in a diff), or nil when the file does not exist. Bytes that are not
    /// UTF-8 are replaced (U+FFFD), so such a golden simply mismatches.
    public func read() throws(GoldenFileError) -> String? { try read(in: LocalFileSystem()) }

    /// The golden's text in `fileSystem`, as `read()` gives it.
    func read(in fileSystem: any FileSystem) throws(GoldenFileError) -> String? {
        try readBytes(in: fileSystem).map { String(decoding: $0, as: UTF8.self) }
    }

    /// The golden's bytes with normalised line endings and without a leading byte-order mark,
    /// or nil when the file does not exist.
    func readBytes(in fileSystem: any FileSystem) throws(GoldenFileError) -> [UInt8]? {
        do throws(FileSystemFailure) {
            guard var bytes = try fileSystem.contents(of: path, limit: Self.maximumSize + 1) else { return nil }
            if bytes.count > Self.maximumSize {
                throw FileSystemFailure(
                    message:
                        "it is larger than \(Self.maximumSize) bytes (64 MiB), the most navsim reads; split the scenario"
                )
            }
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
            return Self.normalizingLineEndings(bytes)
        } catch {
            throw GoldenFileError(path: path, message: "cannot read golden file: \(error.message)")
        }
    }

    /// Writes `trace` (line endings normalised) as the golden, atomically.
    public func write(_ trace: String) throws(GoldenFileError) { try write(trace, in: LocalFileSystem()) }

    /// Writes `trace` as the golden in `fileSystem`, as `write(_:)` does.
    func write(_ trace: String, in fileSystem: any FileSystem) throws(GoldenFileError) {
        try write(bytes: Self.normalizingLineEndings(Array(trace.utf8)), in: fileSystem)
    }

    private func write(bytes: [UInt8], in fileSystem: any FileSystem) throws(GoldenFileError) {
        do {
            try fileSystem.replace(path, with: bytes)
        } catch {
            throw GoldenFileError(path: path, message: "cannot write golden file: \(error.message)")
        }
    }

    /// `text` with CRLF and lone CR line endings turned into LF.
    public static func normalizingLineEndings(_ text: String) -> String {
        guard text.utf8.contains(0x0D) else { return text }
        return String(decoding: normalizingLineEndings(Array(text.utf8)), as: UTF8.self)
    }

    /// UTF-8 bytes with CRLF and lone CR line endings turned into LF.
    static func normalizingLineEndings(_ text: [UInt8]) -> [UInt8] {
        let holdsCR = text.withUnsafeBytes { bytes in
            bytes.baseAddress.map { memchr($0, 0x0D, bytes.count) != nil } ?? false
        }
        guard holdsCR else { return text }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.count)
        var previousWasCR = false
        for byte in text {
            if byte == 0x0A, previousWasCR {
                previousWasCR = false
                continue
            }
            previousWasCR = byte == 0x0D
            bytes.append(byte == 0x0D ? 0x0A : byte)
        }
        return bytes
    }
}
