/// The data explore gives the stores when no `--given` does: for each field whose data the app
/// gets for itself, the shapes it can have — nil or a sample value, empty or two rows, unset or
/// set — and which one each state was searched with. See `docs/explore.md`, "Data without a given
/// file".
///
/// A field varies when no `pass` or `appear` line writes it (a field a route passes starts as its
/// Swift property does, and the route gives it its value) and something needs it: a line reads it,
/// it is a `!` field checked when its scene appears, or it is a list of a scene a row's route
/// leaves from. Its shapes follow its declaration:
///
/// | declared | shapes (the first is the one the graph declares) |
/// |---|---|
/// | `T?` | nil, a sample `T` |
/// | `T!` | unset, set to a sample `T` |
/// | `[T]?`, `[T]!` | nil (or unset), two sample rows |
/// | `[T] = []` | empty, two sample rows |
/// | `T = value`, a list with rows | its value only: not varied |
/// | a shared store's `[T]`, `T` (no marker, no value) | empty or two rows; a sample `T` |
///
/// A scene's lists are empty together or have rows together: one table's data, one fetch.
/// A scene's fields are decided together, the first time one of its instances is built (at
/// launch, or by the action that builds it), so a scene the search never reaches multiplies no
/// state; a shared store's at launch. Each group's choice is one byte of the state: the choice
/// of a scene not built yet is `undecided`.
struct AbstractData {
    /// A field that varies, with its shapes.
    struct Field {
        /// The scene or shared store, as a `given` line names it.
        var owner: String
        var name: String
        /// Its shapes, the first the one explore starts a scene with before deciding.
        var shapes: [Shape]
        /// The field of its group whose shape it takes, by position (a scene's second list
        /// follows its first), or nil when it varies on its own.
        var follows: Int? = nil
    }

    /// One shape of a field: how the summary names it, and the value a `given` line writes (nil:
    /// the value the graph declares, so no line).
    struct Shape {
        var kind: ExploreResult.DataShape.Kind
        var value: Value?
    }

    /// Fields decided together: one scene's, or one shared store's.
    struct Group {
        /// The scene, or nil for a shared store.
        var scene: Int?
        var fields: [Field]
        /// How many combinations of shapes: the product of the fields' shape counts.
        var choices: Int
    }

    /// A group not decided yet.
    static let undecided: UInt8 = 0xFF
    /// The most fields of one group that vary: 2^7 choices fit in a byte beside `undecided`.
    /// A group's later fields keep their first shape.
    static let mostFieldsVaried = 7

    /// The shared stores' groups, then the scenes'.
    let groups: [Group]
    /// Per scene: its group, if it has fields that vary.
    let groupOfScene: [Int?]
    /// How many of `groups` are shared stores' (decided at launch).
    let sharedGroups: Int

    /// The fields of `program` that vary.
    init(_ program: Program) {
        let values = SampleValues(program)
        var groups: [Group] = []
        for (index, store) in program.graph.sharedStores.enumerated() {
            let fields = store.fields.compactMap { field -> Field? in
                let isList = SampleValues.isList(field.type)
                guard values.readShared[index].contains(field.name.text) || isList && !values.readShared[index].isEmpty
                else { return nil }
                return Self.field(field, owner: store.name.text, shared: true, values)
            }
            if let group = Self.group(scene: nil, fields) { groups.append(group) }
        }
        sharedGroups = groups.count
        var groupOfScene: [Int?] = program.scenes.map { _ in nil }
        for (index, info) in program.scenes.enumerated() {
            let fields = info.scene.fields.compactMap { field -> Field? in
                let name = field.name.text
                guard !values.writtenFields[index].contains(name),
                    values.readFields[index].contains(name) || field.requirement == .implicitlyUnwrapped
                        || SampleValues.isList(field.type) && values.hasRowRoute[index]
                else { return nil }
                return Self.field(field, owner: info.name, shared: false, values)
            }
            if let group = Self.group(scene: index, fields) {
                groupOfScene[index] = groups.count
                groups.append(group)
            }
        }
        self.groups = groups
        self.groupOfScene = groupOfScene
    }

    /// A field's shapes, or nil when its declaration leaves it one value (a value with rows, a
    /// constructor-injected field).
    private static func field(_ field: StoreField, owner: String, shared: Bool, _ values: SampleValues) -> Field? {
        let sample = values.sample(ofType: field.type)
        let isList = SampleValues.isList(field.type)
        let present = Shape(
            kind: isList ? .twoRows : field.requirement == .implicitlyUnwrapped ? .set : .value, value: sample)
        if let start = field.startingValue {
            guard start == .list([]) else { return nil }
            return Field(owner: owner, name: field.name.text, shapes: [Shape(kind: .empty, value: nil), present])
        }
        switch field.requirement {
        case .optional:
            return Field(owner: owner, name: field.name.text, shapes: [Shape(kind: .none, value: nil), present])
        case .implicitlyUnwrapped:
            return Field(owner: owner, name: field.name.text, shapes: [Shape(kind: .unset, value: nil), present])
        case .constructor:
            // A scene's is injected by the routes that build it; a shared store's is the app's model.
            guard shared else { return nil }
            guard isList else { return Field(owner: owner, name: field.name.text, shapes: [present]) }
            return Field(owner: owner, name: field.name.text, shapes: [Shape(kind: .empty, value: .list([])), present])
        }
    }

    /// The group of a scene's (or a shared store's) fields. A scene's lists are one table's data,
    /// filled by one fetch: they are empty together or have rows together, so a row selected in
    /// one is a row of the others (a shared store's lists are the app's, each on its own).
    private static func group(scene: Int?, _ fields: [Field]) -> Group? {
        guard !fields.isEmpty else { return nil }
        var fields = fields
        if scene != nil, let first = fields.firstIndex(where: { $0.shapes.last?.kind == .twoRows }) {
            for index in fields.indices.dropFirst(first + 1) where fields[index].shapes.last?.kind == .twoRows {
                fields[index].follows = first
            }
        }
        var varied = 0
        for index in fields.indices where fields[index].follows == nil && fields[index].shapes.count > 1 {
            varied += 1
            if varied > mostFieldsVaried { fields[index].shapes.removeLast(fields[index].shapes.count - 1) }
        }
        let choices = fields.filter { $0.follows == nil }.reduce(1) { $0 * $1.shapes.count }
        return Group(scene: scene, fields: fields, choices: choices)
    }

    /// Whether no field varies: the search is the concrete one.
    var isEmpty: Bool { groups.isEmpty }

    /// The shape of each field of group `group` in its choice `choice` (mixed radix, first field
    /// lowest).
    func shapes(of group: Int, choice: UInt8) -> [(field: Field, shape: Shape)] {
        var rest = Int(choice)
        var chosen: [Int] = []
        return groups[group].fields.map { field in
            let position: Int
            if let followed = field.follows {
                position = min(chosen[followed], field.shapes.count - 1)
            } else {
                position = rest % field.shapes.count
                rest /= field.shapes.count
            }
            chosen.append(position)
            return (field, field.shapes[position])
        }
    }

    /// The data a state was searched with: each decided field's shape, shared stores first, and
    /// the `given` line that sets it when it is not the value the graph declares.
    func dataShapes(_ decisions: [UInt8]) -> [ExploreResult.DataShape] {
        decisions.indices.filter { decisions[$0] != Self.undecided }.flatMap { group in
            shapes(of: group, choice: decisions[group]).map {
                ExploreResult.DataShape(
                    owner: $0.field.owner, field: $0.field.name, kind: $0.shape.kind, value: $0.shape.value)
            }
        }
    }

    /// The groups of the scenes in `hierarchy` whose group is undecided in `decisions`: built by
    /// the action just performed, with the shapes the graph declares.
    func undecidedScenes(in hierarchy: Hierarchy, _ decisions: [UInt8], into found: inout [Int]) {
        found.removeAll(keepingCapacity: true)
        func walk(_ id: Int) {
            if case .scene(let scene) = hierarchy.nodes[id].kind, let group = groupOfScene[scene],
                decisions[group] == Self.undecided, !found.contains(group)
            {
                found.append(group)
            }
            hierarchy.children(of: id).forEach(walk)
        }
        hierarchy.levels.forEach(walk)
    }

    /// Every way to decide `groups` (their choices, in order), the first all zero.
    func combinations(of groups: [Int]) -> [[UInt8]] {
        var all: [[UInt8]] = [[]]
        for group in groups {
            all = all.flatMap { prefix in (0..<self.groups[group].choices).map { prefix + [UInt8($0)] } }
        }
        return all
    }
}

extension ExploreResult.DataShape {
    /// Writes its value into `simulator`'s stores before launch, as its `given` line does
    /// (nothing when the graph declares it).
    func apply(to simulator: inout Simulator) {
        guard let value else { return }
        let position = SourcePosition(line: 1, column: 1)
        let path = Path(root: Name(owner, at: position), components: [.field(Name(field, at: position))])
        _ = simulator.applyGiven(path, .literal(value, position))
    }
}
