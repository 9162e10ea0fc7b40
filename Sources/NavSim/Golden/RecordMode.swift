/// When golden traces are written, as in swift-snapshot-testing (spec §5).
///
/// | mode | golden absent | golden differs |
/// |---|---|---|
/// | `missing` | written, `recorded` (not a failure) | `mismatch` |
/// | `all` | written, `recorded` | rewritten, `recorded` |
/// | `failed` | written, `recorded` | rewritten, and still a `mismatch` |
/// | `never` | `missing` (a failure) | `mismatch` |
public enum RecordMode: String, CaseIterable, Hashable, Sendable {
    /// Write goldens that do not exist yet (the default outside CI).
    case missing
    /// Write every golden, replacing the ones that differ.
    case all
    /// Write missing goldens and rewrite the ones that differ; a difference still fails.
    case failed
    /// Write nothing; a missing golden fails (the default on CI).
    case never

    /// The environment variable that sets the mode.
    public static let environmentVariable = "NAVSIM_RECORD"

    /// Parses a mode name: `missing`, `all`, `failed` or `never` (any case, surrounding blanks ignored).
    public init?(parsing text: String) {
        let trimmed = text.trimmingBlanks.lowercased()
        guard let mode = RecordMode(rawValue: trimmed) else { return nil }
        self = mode
    }

    /// A `--record` or `NAVSIM_RECORD` value that names no mode.
    public struct InvalidValue: Error, Hashable, Sendable, CustomStringConvertible {
        /// The value as given.
        public var value: String
        /// Where it came from: `--record` or `NAVSIM_RECORD`.
        public var source: String

        /// Creates the error for `value` read from `source`.
        public init(value: String, source: String) {
            self.value = value
            self.source = source
        }

        /// `invalid record mode 'x' in NAVSIM_RECORD; expected 'missing', 'all', 'failed' or 'never'`.
        public var message: String {
            let modes = RecordMode.allCases.map { "'\($0.rawValue)'" }
            return "invalid record mode '\(value)' in \(source); expected "
                + modes.dropLast().joined(separator: ", ") + " or " + modes[modes.count - 1]
        }

        /// The message.
        public var description: String { message }
    }

    /// The mode in effect: the `--record` flag's value wins, then a non-empty `NAVSIM_RECORD`,
    /// then `never` when `CI` is set (non-empty, and not `false` or `0`), else `missing`.
    ///
    /// The library never reads the environment itself: the CLI and `NavSimTesting` pass theirs in.
    public static func resolve(flag: String?, environment: [String: String]) -> Result<RecordMode, InvalidValue> {
        if let flag {
            guard let mode = RecordMode(parsing: flag) else {
                return .failure(InvalidValue(value: flag, source: "--record"))
            }
            return .success(mode)
        }
        if let value = environment[environmentVariable], !value.trimmingBlanks.isEmpty {
            guard let mode = RecordMode(parsing: value) else {
                return .failure(InvalidValue(value: value, source: environmentVariable))
            }
            return .success(mode)
        }
        return .success(isCI(environment) ? .never : .missing)
    }

    /// Whether the environment says it is a CI run: `CI` set to anything but empty, `false` or `0`.
    public static func isCI(_ environment: [String: String]) -> Bool {
        guard let value = environment["CI"]?.trimmingBlanks.lowercased() else { return false }
        return !value.isEmpty && value != "false" && value != "0"
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and line breaks.
    var trimmingBlanks: String {
        let blanks: Set<Character> = [" ", "\t", "\n", "\r"]
        var slice = Substring(self)
        while let first = slice.first, blanks.contains(first) { slice = slice.dropFirst() }
        while let last = slice.last, blanks.contains(last) { slice = slice.dropLast() }
        return String(slice)
    }
}
