/// The app's data outside the hierarchy — each scene's initial store (its fields' initial values
/// from the graph, then its `given` values) and the shared stores — and every read and write of
/// store values: step 2's `pass` lines, the scenario's `given`, `set` and `expect`. Instances'
/// own stores live in the `Hierarchy`.
///
/// A path's first name is resolved by `PathRoot`, the rule the checkers follow too.
struct DataStores: Hashable, Sendable {
    /// Each scene's initial store: every new instance's store starts as it, however it is built.
    private(set) var templates: [Record]
    /// The shared stores, in graph order.
    private(set) var shared: [Record]
    /// What the last writes to shared storage made: not part of the value.
    private var memo = FieldWriteMemo()

    /// The stores of a graph before any `given`: each field with an initial value (`= []`) holds
    /// it, and the others are absent (nil). Made once, so a new instance costs no more for them.
    init(_ program: Program) {
        templates = program.scenes.map { info in
            var template = Record(reservingCapacity: info.declaredFields.count)
            Self.setInitialValues(of: info.scene.fields, in: &template)
            return template
        }
        shared = program.graph.sharedStores.map { store in
            var record = Record()
            Self.setInitialValues(of: store.fields, in: &record)
            return record
        }
    }

    /// Writes each field's initial value, in declaration order; `= nil` writes nothing.
    private static func setInitialValues(of fields: [StoreField], in record: inout Record) {
        for field in fields {
            if let value = field.startingValue { record[field.name.text] = value }
        }
    }

    /// Equal when the templates and shared stores are.
    static func == (lhs: DataStores, rhs: DataStores) -> Bool {
        lhs.templates == rhs.templates && lhs.shared == rhs.shared
    }

    /// Hashes the templates and shared stores.
    func hash(into hasher: inout Hasher) {
        hasher.combine(templates)
        hasher.combine(shared)
    }

    /// Becomes equal to `other`, the shared stores in their own storage (see
    /// `Hierarchy.overwrite(with:)`). The templates, which no action changes, are shared.
    mutating func overwrite(with other: DataStores) {
        // The same templates nearly always (the explorer's scratch state, reset before every
        // action): assigning them would retain one array and release the other.
        if !Self.sameStorage(templates, other.templates) { templates = other.templates }
        shared.overwrite(with: other.shared)
    }

    /// Whether two lists of records are the same storage, so equal (two empty lists may not be).
    private static func sameStorage(_ one: [Record], _ other: [Record]) -> Bool {
        one.withUnsafeBufferPointer { one in other.withUnsafeBufferPointer { one.baseAddress == $0.baseAddress } }
            && one.count == other.count
    }

    /// Takes `other`'s scenes' initial stores, keeping the shared stores: the data explore chose
    /// for the state it expands (`AbstractData`).
    mutating func useTemplates(of other: DataStores) { templates = other.templates }

    /// Replaces each shared store in turn, in graph order (resuming from a stored state).
    mutating func replaceShared(_ body: (inout Record) -> Void) {
        for index in shared.indices { body(&shared[index]) }
    }

    /// What a path's first name can read: an instance's store and selection, and its scene.
    struct Scope {
        var store: Record?
        var selection: Int?
        var scene: Int?
    }

    /// The scope of an instance, or only the shared stores for nil or a container.
    static func scope(of id: Int?, in hierarchy: Hierarchy) -> Scope {
        guard let id, case .scene(let index) = hierarchy.nodes[id].kind else { return Scope() }
        return Scope(store: hierarchy.store(of: id), selection: hierarchy.nodes[id].selection, scene: index)
    }

    /// The value of a path's first name in a scope.
    func root(_ name: Name, in scope: Scope, _ program: Program) -> Value {
        value(of: program.resolve(name.text, inScene: scope.scene), in: scope)
    }

    private func value(of root: PathRoot, in scope: Scope) -> Value {
        switch root {
        case .field(let field), .undeclared(let field), .unknown(let field): return scope.store?[field] ?? .null
        case .selection: return scope.selection.map { .number(Double($0)) } ?? .null
        case .shared(let index): return .record(shared[index])
        }
    }

    /// A destination path's index name: the destination's own fields and selection first, then the source.
    func indexRoot(_ name: Name, destination: Scope, source: Scope, _ program: Program) -> Value {
        let resolved = PathRoot.resolveIndex(
            name.text, destination: (destination.scene != nil, { program.scenes[destination.scene!].declares($0) }),
            source: (source.scene != nil, { program.scenes[source.scene!].declares($0) }),
            sharedStore: { program.sharedIndex[$0] })
        return value(of: resolved.root, in: resolved.inDestination ? destination : source)
    }

    /// Evaluates an expression in an instance's scope (nil: only the shared stores).
    func evaluate(_ expression: Expression, in id: Int?, _ hierarchy: Hierarchy, _ program: Program)
        throws(PathFault) -> Value
    {
        let scope = Self.scope(of: id, in: hierarchy)
        return try StorePath.evaluate(expression, root: { root($0, in: scope, program) })
    }

    // MARK: Step 2

    /// The value a `pass` reads in its source. A plain path (`draft.name`, `orders[selection]`)
    /// is read as `StorePath.read` reads it, with its names resolved when the pass was compiled.
    func read(_ compiled: CompiledPass, in id: Int?, _ hierarchy: Hierarchy, _ program: Program)
        throws(PathFault) -> Value
    {
        var sceneIndex: Int?
        if let id, case .scene(let index) = hierarchy.nodes[id].kind { sceneIndex = index }
        let inSource = sceneIndex != nil && compiled.sourceScene == sceneIndex
        if inSource, let field = compiled.sourceField {
            // Nearly every pass: a field of the source's store (the field alone, most often),
            // and fields of it.
            let value = hierarchy.storeSlots[id!].record?[field] ?? .null
            if compiled.readsSourceFieldOnly { return value }
            return Self.follow(compiled.plainValue!.fields, from: value)
        }
        // An index's name was resolved for the source scene only.
        guard let plain = compiled.plainValue, plain.index == nil || inSource else {
            return try evaluate(compiled.pass.value, in: id, hierarchy, program)
        }
        var root = compiled.valueRoot
        if root == nil || compiled.sourceScene != sceneIndex {
            root = program.resolve(plain.root, inScene: sceneIndex)
        }
        let scope = Self.scope(of: sceneIndex == nil ? nil : id, in: hierarchy)
        var value = value(of: root!, in: scope)
        if let index = plain.index {
            if value.isNull { return .null }
            value = try StorePath.element(
                self.value(of: index.root, in: scope), expression: index.expression, of: value, prefix: index.prefix)
        }
        return Self.follow(plain.fields, from: value)
    }

    /// `value.a.b`, with optional chaining: nil once a step is nil.
    @inline(__always)
    private static func follow(_ fields: [String], from value: Value) -> Value {
        var value = value
        for field in fields {
            if value.isNull { return .null }
            value = StorePath.field(field, of: value)
        }
        return value
    }

    /// Writes `value` at a `pass` destination path: the destination's store, or a shared store
    /// when the path's root is no field of the destination but a shared store's name.
    mutating func write(
        _ value: Value, to compiled: CompiledPass, in destination: Int, source: Int?, _ hierarchy: inout Hierarchy,
        _ program: Program
    ) throws(PathFault) -> StorePath.WriteOutcome {
        let path = compiled.pass.destination
        let declaresRoot: Bool
        var destinationScene: Int?
        if case .scene(let index) = hierarchy.nodes[destination].kind { destinationScene = index }
        if let scene = compiled.destinationScene, scene == destinationScene {
            declaresRoot = compiled.destinationDeclaresRoot
        } else {
            declaresRoot = destinationScene.map { program.scenes[$0].declares(path.root.text) } ?? false
        }
        if let field = compiled.plainDestination, declaresRoot || program.sharedIndex[field] == nil {
            guard hierarchy.hasStore(destination) else {
                return .dropped(.noDataStore(program.instance(destination, in: hierarchy)))
            }
            return hierarchy.updateStore(destination) { store in
                // One compiled pass made both: the number is its field's in this program.
                assert(
                    compiled.destinationField < 0
                        || program.storeFields.number(of: field) == Int(compiled.destinationField))
                memo.set(field, number: compiled.destinationField, to: value, in: &store!)
                return .written
            }
        }
        let sourceScope = Self.scope(of: source, in: hierarchy)
        // Only a path with an index needs the destination's own values; every other write
        // changes the store in place.
        let destinationScope = compiled.hasIndex ? Self.scope(of: destination, in: hierarchy) : Scope()
        let stores = self
        let indexRoot: (Name) -> Value = {
            stores.indexRoot($0, destination: destinationScope, source: sourceScope, program)
        }
        if !declaresRoot, let index = program.sharedIndex[path.root.text] {
            guard !path.components.isEmpty else { return .dropped(.sharedStoreItself(path.root.text)) }
            return try Self.write(
                value, into: &shared[index], components: path.components[...], prefix: path.root.text,
                indexRoot: indexRoot)
        }
        guard hierarchy.hasStore(destination) else {
            return .dropped(.noDataStore(program.instance(destination, in: hierarchy)))
        }
        return try hierarchy.updateStore(destination) { (store) throws(PathFault) -> StorePath.WriteOutcome in
            return try Self.write(
                value, into: &store!, components: compiled.storeComponents[...], prefix: "", indexRoot: indexRoot)
        }
    }

    /// Writes into a record in place (it is taken out while it changes, so it stays uniquely held).
    private static func write(
        _ value: Value, into record: inout Record, components: ArraySlice<Path.Component>, prefix: String,
        indexRoot: (Name) -> Value
    ) throws(PathFault) -> StorePath.WriteOutcome {
        var base = Value.record(record)
        record = Record()
        defer { if case .record(let written) = base { record = written } }
        return try StorePath.write(value, into: &base, components: components, prefix: prefix, indexRoot: indexRoot)
    }

    // MARK: The scenario's values

    /// `given Scene.path = value` (or a shared store's): every instance of Scene created later
    /// starts with it. Returns whether it was written into a shared store.
    mutating func applyGiven(_ path: Path, _ expression: Expression, _ program: Program)
        -> Result<(rest: Path, value: Value, shared: Bool), ActionFailure.ValueProblem>
    {
        guard let rest = path.droppingRoot else { return .failure(.needsField(keyword: "given", root: path.root.text)) }
        let value: Value
        do {
            value = try StorePath.evaluate(expression, root: { root($0, in: Scope(), program) })
        } catch {
            return .failure(.cannotEvaluate(expression: expression.description, error))
        }
        let components = [Path.Component.field(rest.root)] + rest.components
        let shared = program.sharedIndex[path.root.text]
        guard
            shared != nil
                || program.targets[path.root.text].map({ if case .scene = $0 { true } else { false } })
                    == true
        else { return .failure(.noSuchOwner(path.root.text)) }
        let outcome: StorePath.WriteOutcome
        do {
            let noIndex: (Name) -> Value = { _ in .null }
            if let shared {
                outcome = try Self.write(
                    value, into: &self.shared[shared], components: components[...], prefix: "", indexRoot: noIndex)
            } else {
                guard case .scene(let index)? = program.targets[path.root.text] else { preconditionFailure() }
                outcome = try Self.write(
                    value, into: &templates[index], components: components[...], prefix: "", indexRoot: noIndex)
            }
        } catch {
            return .failure(.fault(path: path.description, error))
        }
        if case .dropped(let drop) = outcome { return .failure(.dropped(path: path.description, drop)) }
        return .success((rest, value, shared != nil))
    }

    /// `set Scene.path = value` in an instance (nil: the shared store the path names).
    mutating func set(
        _ path: Path, _ expression: Expression, in instance: Int?, _ hierarchy: inout Hierarchy,
        _ program: Program
    ) -> Result<(rest: Path, value: Value), ActionFailure.ValueProblem> {
        guard let rest = path.droppingRoot else { return .failure(.needsField(keyword: "set", root: path.root.text)) }
        let value: Value
        do {
            value = try evaluate(expression, in: instance, hierarchy, program)
        } catch {
            return .failure(.cannotEvaluate(expression: expression.description, error))
        }
        let outcome: StorePath.WriteOutcome
        do {
            if let instance {
                guard hierarchy.store(of: instance) != nil else {
                    return .failure(.nilStore(path: path.description, program.instance(instance, in: hierarchy)))
                }
                outcome = try write(
                    value, to: CompiledPass(Pass(destination: rest, value: expression, position: path.root.position)),
                    in: instance, source: instance, &hierarchy, program)
            } else {
                let index = program.sharedIndex[path.root.text]!
                let scope = Scope()
                let components = [Path.Component.field(rest.root)] + rest.components
                outcome = try Self.write(
                    value, into: &shared[index], components: components[...], prefix: "",
                    indexRoot: { [self] in root($0, in: scope, program) })
            }
        } catch {
            return .failure(.fault(path: path.description, error))
        }
        if case .dropped(let drop) = outcome { return .failure(.dropped(path: path.description, drop)) }
        return .success((rest, value))
    }

    /// Reads `Scene.path` for `expect`, in an instance or (nil) the shared store the path names.
    func read(_ path: Path, in instance: Int?, _ hierarchy: Hierarchy, _ program: Program)
        -> Result<Value, ActionFailure.ValueProblem>
    {
        guard let rest = path.droppingRoot else {
            return .failure(.needsField(keyword: "expect", root: path.root.text))
        }
        let scope: Scope
        if let instance {
            guard hierarchy.store(of: instance) != nil else {
                return .failure(.nilStore(path: path.description, program.instance(instance, in: hierarchy)))
            }
            scope = Self.scope(of: instance, in: hierarchy)
        } else {
            scope = Scope(store: shared[program.sharedIndex[path.root.text]!])
        }
        do {
            return .success(try StorePath.read(rest, root: { root($0, in: scope, program) }))
        } catch {
            return .failure(.fault(path: path.description, error))
        }
    }
}
