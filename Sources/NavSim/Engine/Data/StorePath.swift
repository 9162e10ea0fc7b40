/// Reads and writes paths in data-store values with Swift's semantics: optional chaining through
/// nil, a trap on a nil index (`orders[selectedRow!]`) and on an index past the end.
///
/// Roots are resolved by the caller (a store field, a shared store seen as a record, `selection`),
/// so the same code serves `pass` values, `pass` destinations, `set`, `given` and `expect`.
enum StorePath {
    /// What a write did.
    enum WriteOutcome: Hashable {
        /// The value was written.
        case written
        /// The write was dropped by optional chaining (`destination.student?.age = 3` with a nil student).
        case dropped(PassedValue.Drop)
    }

    /// Evaluates an expression; `root` gives the value of a path's first name.
    static func evaluate(_ expression: Expression, root: (Name) -> Value) throws(PathFault) -> Value {
        switch expression {
        case .literal(let value, _):
            return value
        case .list(let items, _):
            var values: [Value] = []
            values.reserveCapacity(items.count)
            for item in items { values.append(try evaluate(item, root: root)) }
            return .list(values)
        case .record(let entries, _):
            var fields: [Record.Field] = []
            fields.reserveCapacity(entries.count)
            for entry in entries {
                fields.append(Record.Field(name: entry.name.text, value: try evaluate(entry.value, root: root)))
            }
            return .record(Record(fields))
        case .path(let path):
            return try read(path, root: root)
        }
    }

    /// Reads a path. A field or an index of nil is nil and its index is not evaluated (optional
    /// chaining short-circuits); a nil index or one past the end traps.
    static func read(_ path: Path, root: (Name) -> Value) throws(PathFault) -> Value {
        var value = root(path.root)
        for (position, component) in path.components.enumerated() {
            if value.isNull { return .null }
            switch component {
            case .field(let name):
                value = field(name.text, of: value)
            case .index(let expression, _):
                let index = try evaluate(expression, root: root)
                // The path so far is spelled out only for a fault: a read that succeeds builds no string.
                value = try element(
                    index, expression: expression, of: value, prefix: prefix(of: path, through: position))
            }
        }
        return value
    }

    /// `root.a[i]`: the path up to and including component `position`.
    static func prefix(of path: Path, through position: Int) -> String {
        var text = path.root.text
        for component in path.components[...position] {
            switch component {
            case .field(let name): text += "." + name.text
            case .index(let expression, _): text += "[\(expression)]"
            }
        }
        return text
    }

    /// Writes `value` at `components` inside `base` (the first component is usually the store field).
    /// Index expressions are evaluated with `indexRoot` only when reached. Containers along the
    /// path are changed in place; after a trap `base` is left unspecified (the app has crashed).
    static func write(
        _ value: Value, into base: inout Value, components: ArraySlice<Path.Component>, prefix: String,
        indexRoot: (Name) -> Value
    ) throws(PathFault) -> WriteOutcome {
        guard let first = components.first else {
            base = value
            return .written
        }
        let rest = components.dropFirst()
        switch first {
        case .field(let name):
            let path = prefix.isEmpty ? name.text : prefix + "." + name.text
            guard case .record(var record) = base else {
                return .dropped(base.isNull ? .isNil(path: prefix) : .notARecord(path: prefix))
            }
            base = .null  // let `record` and `child` be uniquely referenced while they change
            if rest.isEmpty {
                record[name.text] = value
                base = .record(record)
                return .written
            }
            let existed = record[name.text] != nil
            var child = record[name.text] ?? .null
            record[name.text] = .null
            let outcome = try write(value, into: &child, components: rest, prefix: path, indexRoot: indexRoot)
            if case .dropped = outcome, !existed {
                record[name.text] = nil
            } else {
                record[name.text] = child
            }
            base = .record(record)
            return outcome
        case .index(let expression, _):
            if base.isNull { return .dropped(.isNil(path: prefix)) }
            let index = try evaluate(expression, root: indexRoot)
            let path = prefix + "[\(expression)]"
            switch base {
            case .list(var items):
                let position = try listPosition(index, expression: expression, count: items.count, prefix: path)
                base = .null
                var child = items[position]
                items[position] = .null
                let outcome = try write(value, into: &child, components: rest, prefix: path, indexRoot: indexRoot)
                items[position] = child
                base = .list(items)
                return outcome
            case .record(var record):
                guard case .string(let key) = index else { return .dropped(.notAList(path: prefix)) }
                let existed = record[key] != nil
                base = .null
                var child = record[key] ?? .null
                record[key] = .null
                let outcome = try write(value, into: &child, components: rest, prefix: path, indexRoot: indexRoot)
                if case .dropped = outcome, !existed {
                    record[key] = nil
                } else {
                    record[key] = child
                }
                base = .record(record)
                return outcome
            default:
                return .dropped(.notAList(path: prefix))
            }
        }
    }

    /// The field `name` of a record; nil for anything else.
    static func field(_ name: String, of value: Value) -> Value {
        if case .record(let record) = value { return record[name] ?? .null }
        return .null
    }

    /// The element of a list (or a record's field) at `index`; a nil index or one past the end of
    /// a list traps, with the path `prefix` names in the fault.
    static func element(
        _ index: Value, expression: Expression, of value: Value, prefix: @autoclosure () -> String
    ) throws(PathFault)
        -> Value
    {
        switch value {
        case .list(let items):
            return items[try listPosition(index, expression: expression, count: items.count, prefix: prefix())]
        case .record(let record):
            if case .string(let key) = index { return record[key] ?? .null }
            return .null
        default:
            return .null
        }
    }

    private static func listPosition(
        _ index: Value, expression: Expression, count: Int, prefix: @autoclosure () -> String
    ) throws(PathFault)
        -> Int
    {
        switch index {
        case .null:
            throw .nilIndex(path: prefix(), index: expression.description)
        case .number(let number):
            guard number == number.rounded(), number >= 0, number < Double(count) else {
                throw .outOfRange(path: prefix(), index: index.description, count: count)
            }
            return Int(number)
        default:
            throw .outOfRange(path: prefix(), index: index.description, count: count)
        }
    }
}
