/// The guard on explore's fast path, in release builds as in debug ones. A successor's bytes are
/// written by copying what the action left alone from the expanded state's bytes
/// (`CanonicalSpans`), trusting every hierarchy operation to mark what it changed. An operation
/// that forgets to mark a node would make two different states write the same bytes, and the
/// search would merge them and miss what lies beyond one: a wrong verdict with no symptom. So
/// successors are written a second time from scratch — one in `interval` in release builds, every
/// one in debug builds (the test suite's searches) — and the two must be the same bytes; when they
/// are not, the search stops the process with the reason.
struct EncodingCheck {
    /// One successor in this many is written again from scratch in a release build (a power of
    /// two: the check is a mask of the transition count).
    static let interval = 4096

    /// Whether this build checks every successor (a debug build) rather than one in `interval`.
    static let checksEvery = _isDebugAssertConfiguration()

    /// How many successors were checked.
    private(set) var checked = 0

    /// Whether the transition numbered `transition` is one to check: every one when `every`,
    /// else one in `interval`.
    @inline(__always)
    static func samples(_ transition: Int, every: Bool = checksEvery) -> Bool {
        every || transition & (interval - 1) == 0
    }

    /// Checks the successor `app` whose canonical form `out` holds from `start` on, written by
    /// copying what its action left alone: writes it again from scratch, in `out`'s place (the
    /// same bytes when the check passes), and traps with the first differing byte when the two
    /// differ.
    mutating func verify(_ app: AppState, wrote out: inout CanonicalBytes, from start: Int) {
        let reused = out.withBytes { Array($0[start...]) }
        out.truncate(to: start)
        StateWriter.write(app, into: &out)
        verify(reused: reused, full: out.withBytes { Array($0[start...]) })
    }

    /// Checks that `reused`, the bytes written by copying, are `full`, the bytes written from
    /// scratch; traps with the first differing byte when they are not.
    mutating func verify(reused: [UInt8], full: [UInt8]) {
        checked += 1
        guard reused != full else { return }
        let at =
            zip(reused, full).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(reused.count, full.count)
        preconditionFailure(Self.mismatch(at: at, reused: reused.count, full: full.count))
    }

    /// The message of a mismatch: where the bytes first differ, and their lengths.
    static func mismatch(at offset: Int, reused: Int, full: Int) -> String {
        "explore: a successor's copied bytes differ from its bytes written afresh at byte \(offset) "
            + "(\(reused) against \(full) bytes): a hierarchy operation did not mark what it changed"
    }
}
