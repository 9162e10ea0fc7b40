/// Where each node of a hierarchy read from its canonical form lies in those bytes, kept so that
/// a state one action away is written by copying what the action left alone.
///
/// The explorer reads the state it expands (`Hierarchy.read(canonical:spans:)`), resets a scratch
/// hierarchy to it before each action, and writes the result. A node keeps its number in the
/// read hierarchy (`Hierarchy.overwrite(with:)` copies them), and every operation that changes
/// what a node writes marks it and its ancestors `touched`; so a node not touched is, with
/// everything under it, byte for byte the span it was read from, and the writer copies the span
/// instead of walking it. Siblings' spans are adjacent, and copied in one piece.
struct CanonicalSpans {
    /// One node's bytes (its subtree's, its end marker included) and the creation numbers of the
    /// scenes in them: a read numbers scenes in walk order, so a subtree's are `first...last`
    /// (none when `last < first`).
    struct Span: Equatable {
        var start: Int32
        var end: Int32
        var first: Int32
        var last: Int32
    }

    /// The hierarchy's part of the state's bytes, copied in the first `byteCount`: the table the
    /// explorer reads them from grows, and moves them, while the state's successors are written.
    /// Both arrays keep their storage from read to read; their counts are kept apart.
    private(set) var bytes: [UInt8] = []
    private(set) var byteCount = 0
    /// By node number, in the first `count`.
    private(set) var spans: [Span] = []
    /// How many nodes have spans.
    private(set) var count = 0
    /// Whether the read renumbered its scenes out of walk order (the spans' numbers do not hold).
    private(set) var renumbered = false

    /// No spans: every node is written.
    init() {}

    /// Empties the spans for another read, keeping their storage.
    mutating func reset() {
        byteCount = 0
        count = 0
        renumbered = false
    }

    /// Keeps the first `count` spans, for a read that goes on after them (see
    /// `Hierarchy.read(canonical:spans:)`): the spans of their ancestors are closed again.
    mutating func rewind(to count: Int) { self.count = count }

    /// Node `id`, the next read, starts at `start` (bytes from the start of the hierarchy); the
    /// first scene of it (itself, when it is one) gets creation number `number`.
    mutating func open(_ id: Int, at start: Int, number: Int) {
        assert(id == count, "nodes are read in walk order")
        let span = Span(start: Int32(start), end: Int32(start), first: Int32(number), last: 0)
        if count < spans.count { spans[count] = span } else { spans.append(span) }
        count += 1
    }

    /// Node `id`'s bytes end before `end`; the last scene read so far has number `number`.
    mutating func close(_ id: Int, at end: Int, number: Int) {
        spans[id].end = Int32(end)
        spans[id].last = Int32(number)
    }

    /// The read renumbered the scenes after their creation ranks.
    mutating func markRenumbered() { renumbered = true }

    /// Keeps the hierarchy's bytes.
    mutating func keep(_ hierarchyBytes: ArraySlice<UInt8>) {
        if bytes.count < hierarchyBytes.count {
            bytes.append(contentsOf: repeatElement(0, count: hierarchyBytes.count - bytes.count))
        }
        bytes.withUnsafeMutableBufferPointer { target in
            hierarchyBytes.withUnsafeBufferPointer { source in
                target.baseAddress!.update(from: source.baseAddress!, count: source.count)
            }
        }
        byteCount = hierarchyBytes.count
    }
}

/// The scene instances a walk meets, in walk order, summed up: whether each was created after
/// the one met before it. Then no two instances of a scene are out of creation order, and the
/// canonical form need not say which is newer.
struct SceneOrder {
    /// The last creation number met (0 before any).
    private var last = 0
    /// Whether the numbers met increase.
    private(set) var increasing = true

    /// Meets one instance.
    @inline(__always)
    mutating func meet(_ number: Int) {
        if number <= last { increasing = false }
        last = number
    }

    /// Meets the instances of a copied span, read from spans that were `renumbered` or not.
    @inline(__always)
    mutating func meet(_ span: CanonicalSpans.Span, renumbered: Bool) {
        guard span.last >= span.first else { return }
        if renumbered || Int(span.first) <= last { increasing = false }
        last = Int(span.last)
    }
}
