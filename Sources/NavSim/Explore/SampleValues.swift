/// What the graph's `pass` and `appear` lines read and write, and a sample value for each declared
/// type built from it: explore's data when no `--given` gives any (`AbstractData`).
///
/// A sample is "present all the way down" for what the graph reads: a `Contact` whose `name` some
/// `pass` reads is `{name: "name"}`, a list `[Contact]` is two such rows, a record nobody reads
/// into is `{}`. Every sample of a type is the same value, so a state holds whether data is there,
/// never which data: the rows of a list are equal, and a detail opened from row 0 or row 1 is one
/// state. Types are matched by name, and a `pass` joins its value's type to its destination's
/// (`pass contact = contacts[selection]` makes a `Contact` of `[Contact]`'s rows and of the field
/// it writes, whatever they are called), so a field read after the data moved is in the sample.
struct SampleValues {
    /// Per scene: the fields some `pass` or `appear` line reads in it (as the path's root).
    private(set) var readFields: [Set<String>]
    /// Per scene: the fields some `pass` (a route's, a container's launch injection, an unwind's)
    /// or `appear` line writes in it: data handed in, not fetched.
    private(set) var writtenFields: [Set<String>]
    /// Per scene: whether a route from it reads its `selection` (a table's row).
    private(set) var hasRowRoute: [Bool]
    /// Per shared store: the fields some line reads.
    private(set) var readShared: [Set<String>]

    /// Type keys joined by a `pass` (union-find over keys).
    private var parent: [String: String] = [:]
    /// Per type key's representative: the fields read in it.
    private var children: [String: Set<String>] = [:]
    /// The representatives of type keys indexed though their declared type is no list (a field
    /// of a record, whose type the graph does not say): their samples are lists.
    private var indexed: Set<String> = []

    /// Reads every line of `program` that moves data.
    init(_ program: Program) {
        readFields = program.scenes.map { _ in [] }
        writtenFields = readFields
        hasRowRoute = program.scenes.map { _ in false }
        readShared = program.graph.sharedStores.map { _ in [] }
        var lines: [(pass: CompiledPass, source: Int?, destination: Int?)] = []
        for info in program.routes {
            for compiled in info.passes { lines.append((compiled, info.source, compiled.destinationScene)) }
        }
        for info in program.containers {
            for compiled in info.passes { lines.append((compiled, nil, compiled.destinationScene)) }
        }
        for (index, info) in program.scenes.enumerated() {
            for compiled in info.appearLines { lines.append((compiled, index, index)) }
        }
        // First the joins, so the fields read are filed under the joined types.
        for line in lines {
            guard case .path(let value) = line.pass.pass.value, let destination = line.destination,
                let written = typeKey(of: line.pass.pass.destination, in: destination, program),
                let read = typeKey(of: value, in: line.source, program)
            else { continue }
            join(written, read)
        }
        for line in lines {
            for path in line.pass.pass.value.paths { noteRead(path, in: line.source, program) }
            if let destination = line.destination,
                program.scenes[destination].declares(line.pass.pass.destination.root.text)
            {
                writtenFields[destination].insert(line.pass.pass.destination.root.text)
            }
        }
    }

    /// The sample of a declared type (`[Order]`, `Contact`, `Int`).
    func sample(ofType type: String) -> Value { sample(key: Self.plain(type), depth: 0) }

    /// Whether a declared type is a list (`[Order]`, not a dictionary `[String: Int]`).
    static func isList(_ type: String) -> Bool { element(of: Self.plain(type)) != nil }

    // MARK: Type keys

    /// `[Order]` → `Order`; nil for anything but a list.
    private static func element(of key: String) -> String? {
        guard key.hasPrefix("["), key.hasSuffix("]"), !key.hasSubstring(":") else { return nil }
        return String(key.dropFirst().dropLast()).trimmingCharacters(in: .whitespaces)
    }

    /// A declared type without spaces or a marker.
    private static func plain(_ type: String) -> String {
        var key = type.filter { $0 != " " }
        while key.hasSuffix("?") || key.hasSuffix("!") { key.removeLast() }
        return key
    }

    private func find(_ key: String) -> String {
        var key = key
        while let next = parent[key], next != key { key = next }
        return key
    }

    private mutating func join(_ first: String, _ second: String) {
        let (a, b) = (find(first), find(second))
        guard a != b else { return }
        // The smaller key represents both: the same representative whatever the order of lines.
        parent[max(a, b)] = min(a, b)
    }

    /// The declared type of a path's root in scene `scene` (or no scene), then its components:
    /// `Contact` for `contacts[selection]` in a scene whose `contacts` is `[Contact]?`.
    private func typeKey(of path: Path, in scene: Int?, _ program: Program) -> String? {
        var components = path.components[...]
        var key: String
        switch program.resolve(path.root.text, inScene: scene) {
        case .field(let name):
            guard let field = program.scenes[scene!].scene.fields.first(where: { $0.name.text == name }) else {
                return nil
            }
            key = Self.plain(field.type)
        case .shared(let index):
            guard case .field(let name)? = components.first,
                let field = program.graph.sharedStores[index].field(named: name.text)
            else { return nil }
            components = components.dropFirst()
            key = Self.plain(field.type)
        default:
            return nil
        }
        for component in components {
            switch component {
            case .index: key = Self.element(of: key) ?? find(key) + "[]"
            case .field(let name): key = find(key) + "." + name.text
            }
        }
        return key
    }

    /// Notes what `path`, read in scene `scene`, reads: its root field and every field after it.
    private mutating func noteRead(_ path: Path, in scene: Int?, _ program: Program) {
        let root = program.resolve(path.root.text, inScene: scene)
        var components = path.components[...]
        var key: String
        switch root {
        case .field(let name):
            readFields[scene!].insert(name)
            guard let field = program.scenes[scene!].scene.fields.first(where: { $0.name.text == name }) else { return }
            key = Self.plain(field.type)
        case .selection:
            if let scene { hasRowRoute[scene] = true }
            return
        case .shared(let index):
            guard case .field(let name)? = components.first else { return }
            readShared[index].insert(name.text)
            guard let field = program.graph.sharedStores[index].field(named: name.text) else { return }
            components = components.dropFirst()
            key = Self.plain(field.type)
        case .undeclared, .unknown:
            return
        }
        for component in components {
            switch component {
            case .index(let index, _):
                if case .path(let indexPath) = index, indexPath.components.isEmpty,
                    case .selection = program.resolve(indexPath.root.text, inScene: scene), let scene
                {
                    hasRowRoute[scene] = true
                }
                if let element = Self.element(of: key) {
                    key = element
                } else {
                    indexed.insert(find(key))
                    key = find(key) + "[]"
                }
            case .field(let name):
                children[find(key), default: []].insert(name.text)
                key = find(key) + "." + name.text
            }
        }
    }

    // MARK: Samples

    private static let texts: Set<String> = ["String", "Substring", "Character", "URL", "Date", "UUID", "Data"]
    private static let integers: Set<String> = ["Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt32", "UInt64"]
    private static let reals: Set<String> = ["Double", "Float", "CGFloat", "Decimal", "TimeInterval"]

    /// The sample of a type key; `depth` bounds a type that contains itself.
    private func sample(key: String, depth: Int) -> Value {
        if let element = Self.element(of: key) {
            let row = sample(key: element, depth: depth + 1)
            return .list([row, row])
        }
        if Self.texts.contains(key) { return .string("text") }
        if Self.integers.contains(key) { return .number(1) }
        if Self.reals.contains(key) { return .number(1.5) }
        if key == "Bool" { return .bool(true) }
        let representative = find(key)
        guard depth < 6 else { return .string("text") }
        if indexed.contains(representative) {
            let row = sample(key: representative + "[]", depth: depth + 1)
            return .list([row, row])
        }
        guard let fields = children[representative] else {
            // Nothing reads into it: a type of its own is a record, a field's value is text.
            guard let dot = key.lastIndex(of: ".") else { return .record(Record()) }
            return .string(String(key[key.index(after: dot)...].prefix { $0 != "[" }))
        }
        return .record(
            Record(
                fields.sorted().map {
                    Record.Field(name: $0, value: sample(key: representative + "." + $0, depth: depth + 1))
                }))
    }
}
