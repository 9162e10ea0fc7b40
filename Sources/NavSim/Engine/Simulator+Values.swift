/// Step 2 of a hop and the user's data changes: evaluating expressions in an instance's store and
/// writing paths into another's. The scenario's `set` and `expect` values are in
/// `Simulator+ScenarioValues.swift`.
///
/// A path's first name means, in order: a field the scene declares (its data store), `selection`
/// (the row selected in that instance), a shared store (`State.favorites`), else an undeclared
/// store field (nil). Inside a *destination* path (`pass dataSource[selection] = …`) index
/// expressions are read in the destination first — `selection` is the row selected in the
/// destination — and fall back to the source for names the destination does not declare.
/// A pass whose destination root names a shared store and no destination field writes that store.
extension Simulator {
    /// What a path's first name can read: an instance's store and selection, its scene's declared
    /// fields, and the shared stores.
    struct Scope {
        var store: Record?
        var selection: Int?
        var scene: SceneInfo?
        var shared: [Record] = []
        var sharedIndex: [String: Int] = [:]
    }

    /// The scope of an instance (its store, its selection, the shared stores), or only the shared
    /// stores for nil (a container's launch injection).
    func scope(of id: Int?) -> Scope {
        guard let id, case .scene(let index) = nodes[id].kind else {
            return Scope(shared: shared, sharedIndex: program.sharedIndex)
        }
        return Scope(
            store: nodes[id].store, selection: nodes[id].selection, scene: program.scenes[index], shared: shared,
            sharedIndex: program.sharedIndex)
    }

    /// The value of a path's first name in a scope.
    static func root(_ name: Name, in scope: Scope) -> Value {
        let text = name.text
        if let scene = scope.scene, scene.declared[text] != nil { return scope.store?[text] ?? .null }
        if text == "selection" { return scope.selection.map { .number(Double($0)) } ?? .null }
        if let index = scope.sharedIndex[text] { return .record(scope.shared[index]) }
        return scope.store?[text] ?? .null
    }

    /// A destination path's index name: the destination's own fields and selection first, then the source.
    static func root(_ name: Name, in destination: Scope, fallback source: Scope) -> Value {
        let text = name.text
        if let scene = destination.scene, scene.declared[text] != nil { return destination.store?[text] ?? .null }
        if text == "selection", destination.scene != nil {
            return destination.selection.map { .number(Double($0)) } ?? .null
        }
        return root(name, in: source)
    }

    /// Describes a trap for messages.
    func describe(_ fault: StorePath.Fault) -> String {
        switch fault {
        case .nilIndex(let path, let index): return "'\(path)' reads index '\(index)', which is nil"
        case .outOfRange(let path, let index, let count):
            return "'\(path)' reads index \(index) of a list of \(count)"
        }
    }

    /// Runs a route's `pass` lines (step 2): each value is read in the source and written into the
    /// destination. Returns false when the app crashed. An unwind's passes are all required: a nil
    /// value raises `missing-unwind-data` (silent; the nil is delivered and the replay goes on).
    mutating func runPasses(
        _ passes: [CompiledPass], source: Int?, destination: Int, isUnwind: Bool, route: String, graphLine: Int?
    ) -> Bool {
        for compiled in passes {
            let pass = compiled.pass
            let value: Value
            if let plain = compiled.plainValue {
                value = read(plain, in: source, compiled: compiled)
            } else {
                let sourceScope = scope(of: source)
                do {
                    value = try StorePath.evaluate(pass.value, root: { Simulator.root($0, in: sourceScope) })
                } catch {
                    raiseFault(error, reading: "\(pass.value)", in: source, route: route, graphLine: graphLine)
                    return false
                }
            }
            let written: StorePath.WriteOutcome
            do {
                written = try write(value, to: compiled, in: destination, source: source)
            } catch {
                raiseFault(error, reading: "\(pass.destination)", in: destination, route: route, graphLine: graphLine)
                return false
            }
            if recordsTrace, recorder.draft != nil {
                var dropped: String?
                if case .dropped(let reason) = written { dropped = reason }
                recorder.draft!.passed.append(
                    PassedValue(path: pass.destination.description, value: value, droppedBecause: dropped))
            }
            if isUnwind, value.isNull {
                let from = source.map { "'\(instanceName($0))'" } ?? "the source"
                raise(
                    .missingUnwindData,
                    "unwind '\(route)' carries nil for '\(pass.destination)': '\(pass.value)' of \(from) is nil",
                    uikit: "nothing is logged: the unwind action '\(route):' receives nil for '\(pass.destination)'",
                    hopStep: 2, stops: false, symptom: .silent, route: route, graphLine: graphLine)
            }
        }
        return true
    }

    /// The value of a plain path (fields only) in an instance: the same resolution as `root(_:in:)`,
    /// without building a scope.
    func read(_ plain: (root: String, fields: [String]), in id: Int?, compiled: CompiledPass) -> Value {
        var value: Value
        let text = plain.root
        if let id, let root = compiled.valueRoot, let scene = compiled.sourceScene, case .scene(scene) = nodes[id].kind
        {
            switch root {
            case .store(let field): value = nodes[id].store?[field] ?? .null
            case .selection: value = nodes[id].selection.map { .number(Double($0)) } ?? .null
            case .shared(let index): value = .record(shared[index])
            }
        } else if let id, case .scene(let index) = nodes[id].kind, program.scenes[index].declared[text] != nil {
            value = nodes[id].store?[text] ?? .null
        } else if let id, text == "selection", case .scene = nodes[id].kind {
            value = nodes[id].selection.map { .number(Double($0)) } ?? .null
        } else if let index = program.sharedIndex[text] {
            value = .record(shared[index])
        } else if let id {
            value = nodes[id].store?[text] ?? .null
        } else {
            value = .null
        }
        for field in plain.fields {
            if value.isNull { return .null }
            value = StorePath.field(field, of: value)
        }
        return value
    }

    /// Writes `value` at a destination path: the destination's store, or a shared store.
    mutating func write(_ value: Value, to compiled: CompiledPass, in destination: Int, source: Int?)
        throws(StorePath.Fault) -> StorePath.WriteOutcome
    {
        let path = compiled.pass.destination
        let declaresRoot: Bool
        if let scene = compiled.destinationScene, case .scene(scene) = nodes[destination].kind {
            declaresRoot = compiled.destinationDeclaresRoot
        } else {
            declaresRoot = sceneIndex(destination).map { program.scenes[$0].declared[path.root.text] != nil } ?? false
        }
        if let field = compiled.plainDestination, declaresRoot || program.sharedIndex[field] == nil {
            guard nodes[destination].store != nil else {
                return .dropped("'\(instanceName(destination))' has no data store")
            }
            nodes[destination].store![field] = value
            return .written
        }
        let fallback = scope(of: source)
        // Only a path with an index needs the destination's own values (and keeps its store shared
        // while it writes); every other write changes the store in place.
        let indexScope = compiled.hasIndex ? scope(of: destination) : Scope()
        let indexRoot: (Name) -> Value = { name in Simulator.root(name, in: indexScope, fallback: fallback) }
        if !declaresRoot, let index = program.sharedIndex[path.root.text] {
            guard !path.components.isEmpty else {
                return .dropped("'\(path.root.text)' is a shared store, not a field")
            }
            var base = Value.record(shared[index])
            shared[index] = Record()
            let outcome = try StorePath.write(
                value, into: &base, components: path.components[...], prefix: path.root.text, indexRoot: indexRoot)
            if case .record(let record) = base { shared[index] = record }
            return outcome
        }
        guard nodes[destination].store != nil else {
            return .dropped("'\(instanceName(destination))' has no data store")
        }
        var base = Value.record(nodes[destination].store!)
        nodes[destination].store = nil
        let outcome = try StorePath.write(
            value, into: &base, components: compiled.storeComponents[...], prefix: "", indexRoot: indexRoot)
        if case .record(let record) = base { nodes[destination].store = record }
        return outcome
    }

    /// Raises the violation a trap in a `pass` stands for.
    mutating func raiseFault(
        _ fault: StorePath.Fault, reading text: String, in id: Int?, route: String, graphLine: Int?
    ) {
        let place = id.map { " in '\(instanceName($0))'" } ?? ""
        switch fault {
        case .nilIndex(let path, let index):
            var message = "'\(path)'\(place) reads index '\(index)', which is nil"
            if index == "selection" { message += ": no row is selected" }
            raise(
                .nilDataStore, message, uikit: UIKitText.unexpectedlyFoundNil, hopStep: 2, stops: true, route: route,
                graphLine: graphLine)
        case .outOfRange(let path, let index, let count):
            raise(
                .indexOutOfRange, "'\(path)'\(place) reads index \(index) of a list of \(count)",
                uikit: UIKitText.indexOutOfRange, hopStep: 2, stops: true, route: route, graphLine: graphLine)
        }
    }
}
