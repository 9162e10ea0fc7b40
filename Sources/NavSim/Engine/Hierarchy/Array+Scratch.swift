extension Array {
    /// Empties the array, keeping its storage, one element at a time. For the engine's scratch
    /// lists (a few elements, emptied after every hop) this is much cheaper than
    /// `removeAll(keepingCapacity:)`, which is a generic range replacement. Inlined, so that an
    /// array already empty (a hierarchy's pending releases, nearly always) costs a comparison,
    /// not a call.
    @inline(__always)
    mutating func removeAllKeepingStorage() {
        guard !isEmpty else { return }
        removeEach()
    }

    private mutating func removeEach() {
        while !isEmpty { removeLast() }
    }

    /// Makes the array equal to `other` in its own storage: no allocation once it has room, where
    /// assigning `other` would share `other`'s storage and copy it at the first change. For a
    /// state that is reset to another again and again (the explorer's scratch state).
    mutating func overwrite(with other: [Element]) { overwrite(with: other, keeping: { _, _ in false }) }

    /// `overwrite(with:)`, leaving in place each element that `keeping` says is `other`'s
    /// already (the same storage: assigning it would retain one and release the other).
    mutating func overwrite(with other: [Element], keeping: (Element, Element) -> Bool) {
        overwrite(with: other) { buffer, source in
            for index in buffer.indices where !keeping(buffer[index], source[index]) { buffer[index] = source[index] }
        }
    }

    /// `overwrite(with:)`, leaving in place each element whose index `keeping` names (known to be
    /// `other`'s already).
    @inline(__always)
    mutating func overwrite(with other: [Element], keepingAt keeping: (Int) -> Bool) {
        overwrite(with: other) { buffer, source in
            for index in buffer.indices where !keeping(index) { buffer[index] = source[index] }
        }
    }

    /// Trims the array to `other`'s length, lets `copy` make the elements both have equal to
    /// `other`'s, then appends the rest of `other`.
    @inline(__always)
    fileprivate mutating func overwrite(
        with other: [Element],
        copyingCommon copy: (UnsafeMutableBufferPointer<Element>, UnsafeBufferPointer<Element>) -> Void
    ) {
        while count > other.count { removeLast() }
        let common = count
        if common > 0 {
            withUnsafeMutableBufferPointer { buffer in
                other.withUnsafeBufferPointer { source in copy(buffer, UnsafeBufferPointer(rebasing: source[..<common]))
                }
            }
        }
        if other.count > common { append(contentsOf: other[common...]) }
    }
}

extension Array where Element: BitwiseCopyable {
    /// `overwrite(with:)` for plain data (the hierarchy's nodes, its lists of numbers): the
    /// elements both arrays have are copied in one `memcpy`, where a loop copied them one by one,
    /// and a single element by assignment: a hierarchy's levels and the scenes that appeared in
    /// them, one each nearly always, which the call to `memcpy` cost more than the copy.
    /// Two arrays of one length, most often (both empty, nearly always, for the lists a state
    /// read from its bytes has none in), are copied without the general case's trimming.
    @inline(__always)
    mutating func overwrite(with other: [Element]) {
        guard count == other.count else {
            return overwrite(with: other) { buffer, source in Self.copy(source, to: buffer) }
        }
        guard count > 0 else { return }
        withUnsafeMutableBufferPointer { buffer in
            other.withUnsafeBufferPointer { Self.copy($0, to: buffer) }
        }
    }

    /// Copies `source` over the start of `target`, which has room for it.
    @inline(__always)
    private static func copy(_ source: UnsafeBufferPointer<Element>, to target: UnsafeMutableBufferPointer<Element>) {
        if source.count == 1 {
            target[0] = source[0]
        } else {
            target.baseAddress!.update(from: source.baseAddress!, count: source.count)
        }
    }
}
