/// A name as written in source, with where it was written.
public struct Name: Hashable, Sendable, CustomStringConvertible {
    /// The identifier's text.
    public var text: String
    /// Where it starts.
    public var position: SourcePosition

    /// Creates a name.
    public init(_ text: String, at position: SourcePosition) {
        self.text = text
        self.position = position
    }

    /// The identifier's text.
    public var description: String { text }
}

/// An expression in a `pass` line or a scenario value: a literal, a list, a record or a path.
public indirect enum Expression: Hashable, Sendable, CustomStringConvertible {
    /// A literal value (`nil`, `true`, `12.5`, `"Bob"`).
    case literal(Value, SourcePosition)
    /// `[a, b]`, whose items are expressions.
    case list([Expression], SourcePosition)
    /// `{id: a, total: 9}`, whose field values are expressions.
    case record([RecordEntry], SourcePosition)
    /// A path such as `orders[selection]`, `order.total`, `State.favorites[0]`, or `selection`.
    case path(Path)

    /// One `name: expression` entry of a record expression.
    public struct RecordEntry: Hashable, Sendable {
        /// The field name.
        public var name: Name
        /// The field's value.
        public var value: Expression

        /// Creates an entry.
        public init(name: Name, value: Expression) {
            self.name = name
            self.value = value
        }
    }

    /// Where the expression starts.
    public var position: SourcePosition {
        switch self {
        case .literal(_, let position), .list(_, let position), .record(_, let position): return position
        case .path(let path): return path.root.position
        }
    }

    /// The constant value of an expression that reads no path, or nil when it reads one.
    public var constantValue: Value? {
        switch self {
        case .literal(let value, _): return value
        case .list(let items, _):
            var values: [Value] = []
            for item in items {
                guard let value = item.constantValue else { return nil }
                values.append(value)
            }
            return .list(values)
        case .record(let entries, _):
            var fields: [Record.Field] = []
            for entry in entries {
                guard let value = entry.value.constantValue else { return nil }
                fields.append(Record.Field(name: entry.name.text, value: value))
            }
            return .record(Record(fields))
        case .path: return nil
        }
    }

    /// Every path the expression reads, in source order (including paths inside indices).
    public var paths: [Path] {
        switch self {
        case .literal: return []
        case .list(let items, _): return items.flatMap(\.paths)
        case .record(let entries, _): return entries.flatMap(\.value.paths)
        case .path(let path): return [path] + path.indexExpressions.flatMap(\.paths)
        }
    }

    /// The expression as written, normalised: `orders[selection]`, `{id: "a1"}`.
    public var description: String {
        switch self {
        case .literal(let value, _): return value.description
        case .list(let items, _): return "[" + items.map(\.description).joined(separator: ", ") + "]"
        case .record(let entries, _):
            return "{" + entries.map { "\($0.name.text): \($0.value)" }.joined(separator: ", ") + "}"
        case .path(let path): return path.description
        }
    }
}

/// A path into a data store: a root name followed by `.field` and `[index]` components.
///
/// What the root means depends on where the path is written: in a `pass` value it is a field of
/// the source's store, a shared store's name, or `selection`; on a `pass` left side it is a field
/// of the destination's store; in a scenario it is a scene or shared store name.
public struct Path: Hashable, Sendable, CustomStringConvertible {
    /// One step of a path after its root.
    public enum Component: Hashable, Sendable {
        /// `.name`
        case field(Name)
        /// `[expression]`, with the position of the `[`.
        case index(Expression, SourcePosition)
    }

    /// The first name of the path.
    public var root: Name
    /// The steps after the root.
    public var components: [Component]

    /// Creates a path.
    public init(root: Name, components: [Component] = []) {
        self.root = root
        self.components = components
    }

    /// The expressions used as indices anywhere in the path.
    public var indexExpressions: [Expression] {
        components.compactMap { if case .index(let expression, _) = $0 { expression } else { nil } }
    }

    /// The path with its first component dropped and the first field promoted to the root, for
    /// scenario paths `Scene.field.rest` → `field.rest`; nil when the path has no field after its root.
    public var droppingRoot: Path? {
        guard case .field(let name)? = components.first else { return nil }
        return Path(root: name, components: Array(components.dropFirst()))
    }

    /// `orders[selection].total`
    public var description: String {
        var result = root.text
        for component in components {
            switch component {
            case .field(let name): result += "." + name.text
            case .index(let expression, _): result += "[\(expression)]"
            }
        }
        return result
    }
}
