extension Array {
    /// Empties the array, keeping its storage, one element at a time. For the engine's scratch
    /// lists (a few elements, emptied after every hop) this is much cheaper than
    /// `removeAll(keepingCapacity:)`, which is a generic range replacement.
    mutating func removeAllKeepingStorage() {
        while !isEmpty { removeLast() }
    }
}
