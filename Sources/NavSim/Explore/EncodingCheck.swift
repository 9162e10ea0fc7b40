/// The release-build guard on explore's fast path. A successor's bytes are written by copying
/// what the action left alone from the expanded state's bytes (`CanonicalSpans`), trusting every
/// hierarchy operation to mark what it changed. An operation that forgets to mark a node would
/// make two different states write the same bytes, and the search would merge them and miss what
/// lies beyond one: a wrong verdict with no symptom. So one successor in `interval` is written a
/// second time from scratch, and the two must be the same bytes; when they are not, the search
/// stops the process with the reason, in release builds as in debug ones.
struct EncodingCheck {
    /// One successor in this many is written again from scratch (a power of two: the check is a
    /// mask of the transition count).
    static let interval = 4096

    /// How many successors were checked.
    private(set) var checked = 0

    /// Whether the transition numbered `transition` is one to check.
    static func samples(_ transition: Int) -> Bool { transition & (interval - 1) == 0 }

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
