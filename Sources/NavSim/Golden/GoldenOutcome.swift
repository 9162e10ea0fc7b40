/// What comparing a trace with its golden file found, and did (spec §5 and the `golden`
/// states of spec §6's JSON).
public enum GoldenOutcome: Hashable, Sendable {
    /// The golden exists and equals the trace.
    case matched
    /// The golden was written: it did not exist, or mode `all` replaced a different one (`diff`
    /// then says what changed). Not a failure.
    case recorded(diff: UnifiedDiff?)
    /// The golden differs from the trace: a failure. `rerecorded` is true when mode `failed`
    /// rewrote it with the trace, so the next run matches.
    case mismatch(diff: UnifiedDiff, rerecorded: Bool)
    /// The golden does not exist and mode `never` did not write it: a failure.
    case missing

    /// Whether the outcome fails the scenario or test.
    public var isFailure: Bool {
        switch self {
        case .matched, .recorded: return false
        case .mismatch, .missing: return true
        }
    }

    /// The state's name in reports: `matched`, `recorded`, `mismatch` or `missing`.
    public var name: String {
        switch self {
        case .matched: return "matched"
        case .recorded: return "recorded"
        case .mismatch: return "mismatch"
        case .missing: return "missing"
        }
    }
}
