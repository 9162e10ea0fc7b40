#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The states a search has visited, each kept once as its canonical bytes, with the first way
/// it was reached: the state it came from and the action taken there. Filled breadth first, the
/// first way in is a shortest one, and a state's number is its place in that order — so a layer
/// of the search is a range of numbers, and no separate queue is kept.
///
/// The bytes of all states sit end to end in one array; an open-addressing table of state numbers
/// (with 32 bits of each state's hash, so most probes never compare bytes) finds them.
struct StateTable {
    /// No state: the way into the first one.
    static let none: Int32 = -1

    private var bytes: [UInt8] = []
    /// Where each state's bytes end; state `i` starts where `i - 1` ends.
    private var ends: [Int] = []
    /// Per state: the way it was first reached, and its hash's low bits.
    private var ways: [Way] = []
    /// Open addressing, linear probing: `(hash >> 32) << 32 | (state + 1)`, 0 for an empty slot.
    private var slots: [UInt64]
    private var mask: Int

    /// How a state was first reached: the state it came from and the action taken there; and the
    /// low 32 bits of its hash, its slot's place in a table of up to 2^32 slots, so that growing
    /// the table never hashes a state's bytes again. One array, one append per new state.
    private struct Way {
        var parent: Int32
        var action: Int32
        var lowHash: UInt32
    }

    /// An empty table with room for `capacity` slots (a power of two) before it grows.
    init(capacity: Int = 1 << 14) {
        precondition(capacity > 0 && capacity & (capacity - 1) == 0, "a table's capacity is a power of two")
        slots = Array(repeating: 0, count: capacity)
        mask = slots.count - 1
    }

    /// How many states are stored.
    var count: Int { ends.count }

    /// The bytes the table holds, for the memory a state costs (slots included).
    var footprint: Int {
        bytes.capacity + ends.capacity * 8 + ways.capacity * MemoryLayout<Way>.stride + slots.capacity * 8
    }

    /// Stores `state` unless an equal one is stored; returns its number and whether it is new.
    mutating func insert(_ state: UnsafeBufferPointer<UInt8>, from parent: Int32, by action: Int32)
        -> (number: Int, isNew: Bool)
    {
        let hash = Self.hash(state)
        let tag = hash & 0xffff_ffff_0000_0000
        var slot = Int(truncatingIfNeeded: hash) & mask
        while slots[slot] != 0 {
            let entry = slots[slot]
            if entry & 0xffff_ffff_0000_0000 == tag {
                let number = Int(entry & 0xffff_ffff) - 1
                if equals(number, state) { return (number, false) }
            }
            slot = (slot + 1) & mask
        }
        let number = count
        slots[slot] = tag | UInt64(number + 1)
        bytes.append(contentsOf: state)
        ends.append(bytes.count)
        ways.append(Way(parent: parent, action: action, lowHash: UInt32(truncatingIfNeeded: hash)))
        if count * 10 > slots.count * 7 { grow() }
        return (number, true)
    }

    /// Reads state `number`'s bytes. The reader lives only in `body`: one that outlived it would
    /// share the table's storage and make the next insert copy it whole.
    func read<T>(_ number: Int, records: [Record]? = nil, _ body: (inout CanonicalBytes.Reader) -> T) -> T {
        var reader = CanonicalBytes.Reader(bytes, range(of: number), records: records)
        return body(&reader)
    }

    /// The actions that first reached state `number` from the first state, in order.
    func path(to number: Int) -> [Int32] {
        var path: [Int32] = []
        var current = number
        while ways[current].parent != Self.none {
            path.append(ways[current].action)
            current = Int(ways[current].parent)
        }
        return path.reversed()
    }

    private func range(of number: Int) -> Range<Int> { (number == 0 ? 0 : ends[number - 1])..<ends[number] }

    private func equals(_ number: Int, _ state: UnsafeBufferPointer<UInt8>) -> Bool {
        let range = range(of: number)
        guard range.count == state.count else { return false }
        guard range.count > 0 else { return true }
        return bytes.withUnsafeBufferPointer { stored in
            memcmp(stored.baseAddress! + range.lowerBound, state.baseAddress!, range.count) == 0
        }
    }

    private mutating func grow() {
        let old = slots
        slots = Array(repeating: 0, count: old.count * 2)
        mask = slots.count - 1
        for entry in old where entry != 0 {
            let number = Int(entry & 0xffff_ffff) - 1
            var slot = Int(ways[number].lowHash) & mask
            while slots[slot] != 0 { slot = (slot + 1) & mask }
            slots[slot] = entry
        }
    }

    /// A fast 64-bit hash of bytes, the same on every run (no state's order depends on it, but a
    /// search should take the same time each time): a multiply per 8 bytes, the last 8 read
    /// overlapping the ones before, and one full mix at the end.
    static func hash(_ buffer: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash: UInt64 = 0x9e37_79b9_7f4a_7c15 ^ UInt64(buffer.count)
        let raw = UnsafeRawBufferPointer(buffer)
        guard raw.count >= 8 else {
            var tail: UInt64 = 0
            for (position, byte) in raw.enumerated() { tail |= UInt64(byte) << UInt64(position * 8) }
            return mix(hash ^ tail)
        }
        var offset = 0
        while offset + 8 < raw.count {
            hash = step(hash, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        return mix(step(hash, raw.loadUnaligned(fromByteOffset: raw.count - 8, as: UInt64.self)))
    }

    @inline(__always)
    private static func step(_ hash: UInt64, _ word: UInt64) -> UInt64 {
        let product = (hash ^ word) &* 0x9e37_79b9_7f4a_7c15
        return product ^ (product >> 32)
    }

    private static func mix(_ value: UInt64) -> UInt64 {
        var x = value &* 0xbf58_476d_1ce4_e5b9
        x ^= x >> 31
        x = x &* 0x94d0_49bb_1331_11eb
        return x ^ (x >> 29)
    }
}
