/// A runtime value held in a data store: JSON-like, with records as value types (passing copies).
public indirect enum Value: Hashable, Sendable, CustomStringConvertible {
    /// `nil`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number; integral values print without a fraction (`7`, not `7.0`).
    case number(Double)
    /// A string.
    case string(String)
    /// A list `[a, b]`.
    case list([Value])
    /// A record `{id: "a1", total: 9}`, its fields in the order they were written.
    case record(Record)

    /// The canonical spelling, as traces and messages print it: `{id: "a1", total: 9}`.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Writes the description to `text`, without building one string per part.
    func write(to text: inout some NotationStream) {
        switch self {
        case .null: text.writeASCII("nil")
        case .bool(let flag): text.writeASCII(flag ? "true" : "false")
        case .number(let number):
            if let integer = Value.integer(number) {
                if integer < 0 { text.writeASCII("-") }
                text.writeDecimal(abs(integer))
            } else {
                text.write(Value.format(number))
            }
        case .string(let string): Value.writeQuoted(string, to: &text)
        case .list(let items):
            text.writeASCII("[")
            for (index, item) in items.enumerated() {
                if index > 0 { text.writeASCII(", ") }
                item.write(to: &text)
            }
            text.writeASCII("]")
        case .record(let record): record.write(to: &text)
        }
    }

    /// Whether the value is `nil`.
    public var isNull: Bool { if case .null = self { true } else { false } }

    /// Formats a number the way a person writes it: `7`, `12.5`, `-0.25`.
    public static func format(_ number: Double) -> String {
        if let integer = integer(number) { return String(integer) }
        return "\(number)"
    }

    /// The integer a number is, when it is one a person writes without a fraction.
    private static func integer(_ number: Double) -> Int? {
        number == number.rounded() && abs(number) < 1e15 ? Int(number) : nil
    }

    /// Quotes a string with the escapes the lexer understands.
    public static func quote(_ string: String) -> String {
        var text = ""
        writeQuoted(string, to: &text)
        return text
    }

    /// Writes `string` between quotes with the escapes the lexer understands (`\"`, `\\`, `\n`,
    /// `\t`): the runs between escapes are written as they are, so a string with nothing to escape
    /// is written whole. All four are ASCII, so the UTF-8 bytes are scanned and cut there (not
    /// between characters: a quote may begin a cluster with the combining mark after it).
    static func writeQuoted(_ string: String, to text: inout some NotationStream) {
        text.writeASCII("\"")
        let utf8 = string.utf8
        // Nearly every string has nothing to escape: found by one pass over its bytes in place,
        // it is written whole.
        let plain = utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { Self.escape(for: $0) != nil } }
        if plain == true {
            text.write(string)
            text.writeASCII("\"")
            return
        }
        var run = utf8.startIndex
        var index = run
        while index < utf8.endIndex {
            let next = utf8.index(after: index)
            if let replacement = Self.escape(for: utf8[index]) {
                if run < index { text.write(String(decoding: utf8[run..<index], as: UTF8.self)) }
                text.writeASCII(replacement)
                run = next
            }
            index = next
        }
        if run == utf8.startIndex {
            text.write(string)
        } else if run < utf8.endIndex {
            text.write(String(decoding: utf8[run...], as: UTF8.self))
        }
        text.writeASCII("\"")
    }

    /// How a byte of a quoted string is written escaped, or nil when it is written as it is.
    private static func escape(for byte: UInt8) -> StaticString? {
        switch byte {
        case UInt8(ascii: "\""): return #"\""#
        case UInt8(ascii: "\\"): return #"\\"#
        case UInt8(ascii: "\n"): return #"\n"#
        case UInt8(ascii: "\t"): return #"\t"#
        default: return nil
        }
    }
}

/// A record value: named fields in order. Equality ignores field order.
public struct Record: Hashable, Sendable, CustomStringConvertible {
    /// One named field of a record.
    public struct Field: Hashable, Sendable {
        /// The field's name.
        public var name: String
        /// The field's value.
        public var value: Value

        /// Creates a field.
        public init(name: String, value: Value) {
            self.name = name
            self.value = value
        }
    }

    /// The fields, in the order they were written or first set.
    public private(set) var fields: [Field]

    /// Creates a record; a later field with the same name replaces an earlier one in place.
    public init(_ fields: [Field] = []) {
        self.fields = []
        for field in fields { self[field.name] = field.value }
    }

    /// An empty record with room for `capacity` fields: a data store's template, so that each
    /// instance's store is allocated once as its fields are written, not grown field by field.
    init(reservingCapacity capacity: Int) {
        fields = []
        fields.reserveCapacity(capacity)
    }

    /// The address of the fields' storage: the same for copies that share it, so a pool of
    /// records that keeps them alive can find one of its own without comparing fields.
    var storageAddress: UInt { fields.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) } }

    /// The value of field `name`, or nil when the record has no such field. Setting appends a new
    /// field at the end or replaces an existing one in place.
    public subscript(name: String) -> Value? {
        get { fields.first(where: { $0.name == name })?.value }
        set {
            if let index = fields.firstIndex(where: { $0.name == name }) {
                if let newValue { fields[index].value = newValue } else { fields.remove(at: index) }
            } else if let newValue {
                fields.append(Field(name: name, value: newValue))
            }
        }
    }

    /// `{name: value, …}`.
    public var description: String {
        var text = ""
        write(to: &text)
        return text
    }

    /// Writes the description to `text`.
    func write(to text: inout some NotationStream) {
        text.writeASCII("{")
        for (index, field) in fields.enumerated() {
            if index > 0 { text.writeASCII(", ") }
            text.write(field.name)
            text.writeASCII(": ")
            field.value.write(to: &text)
        }
        text.writeASCII("}")
    }

    /// Two records are equal when they have the same fields with equal values, in any order
    /// (at once when they share their storage).
    public static func == (lhs: Record, rhs: Record) -> Bool {
        guard lhs.fields.count == rhs.fields.count else { return false }
        if lhs.storageAddress == rhs.storageAddress { return true }
        return lhs.fields.allSatisfy { rhs[$0.name] == $0.value }
    }

    /// Hashes the fields independently of their order.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(fields.count)
        hasher.combine(fields.map(\.name).sorted())
    }
}
