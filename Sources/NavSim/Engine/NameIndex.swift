/// Names numbered in order, found by a cheap hash: what a `tap` step's route name is looked up
/// in on every step of a replay. A dictionary keyed by `String` hashes with SipHash, seeded per
/// process, which cost more than the rest of finding the route; FNV-1a over the UTF-8 bytes of a
/// short name is a few instructions a byte, and the same on every run.
///
/// Open addressing with linear probing, in a table at most half full, built once.
struct NameIndex: Sendable {
    private let names: [String]
    /// Per slot: the name's number + 1, or 0 for an empty slot.
    private let slots: [Int32]
    private let mask: Int

    /// Numbers `names` 0, 1, … in order; a repeated name keeps its first number.
    init(_ names: [String]) {
        self.names = names
        var size = 8
        while size < names.count * 2 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        mask = size - 1
        for (number, name) in names.enumerated() {
            var slot = Int(truncatingIfNeeded: Self.hash(name)) & mask
            var repeated = false
            while slots[slot] != 0 {
                if names[Int(slots[slot]) - 1] == name {
                    repeated = true
                    break
                }
                slot = (slot + 1) & mask
            }
            if !repeated { slots[slot] = Int32(number + 1) }
        }
        self.slots = slots
    }

    /// The number of `name`, or nil when it is not one of the names.
    func number(of name: String) -> Int? {
        var slot = Int(truncatingIfNeeded: Self.hash(name)) & mask
        while slots[slot] != 0 {
            let number = Int(slots[slot]) - 1
            if names[number] == name { return number }
            slot = (slot + 1) & mask
        }
        return nil
    }

    /// FNV-1a over the UTF-8 bytes, its high bits folded in (the table uses the low ones). The
    /// bytes are read in place (a small string's from a copy on the stack): `withUTF8` needs a
    /// mutable copy of the string, which retains and releases it.
    static func hash(_ name: String) -> UInt64 {
        func fnv1a(_ bytes: some Sequence<UInt8>) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
            return hash ^ (hash >> 29)
        }
        return name.utf8.withContiguousStorageIfAvailable(fnv1a) ?? fnv1a(name.utf8)
    }
}
