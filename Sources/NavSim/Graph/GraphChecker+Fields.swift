extension GraphChecker.Run {
    /// Checks one `pass destPath = expression` line: the destination path's root must be a field
    /// of the store it writes, and every path the line reads (the value and any index in the
    /// destination path) must start at a field of the source's store, at `selection`, or at a
    /// shared store's field (`State.favorites`). Only the root field and the shared store's field
    /// are checked; deeper record fields are not typed. At most one error per line.
    ///
    /// - Parameters:
    ///   - source: the route's source scene, or nil for a navigation container's `pass` lines
    ///     (the app delegate reads only shared stores and literals).
    ///   - destination: the resolved destination and its name as written, or nil when it did not
    ///     resolve (already reported: the write side is not checked).
    /// - Returns: whether the write side is wrong (the line may have meant a field it does not
    ///   name, so the constructor check of its route or container is skipped).
    @discardableResult
    func checkPass(
        _ pass: Pass, source: GraphChecker.Declaration?, destination: (GraphChecker.Declaration, String)?
    ) -> Bool {
        if let destination, let problem = writeProblem(pass.destination, into: destination.0, named: destination.1) {
            error(GraphChecker.unknownField, at: problem.position, problem.message, notes: problem.notes)
            return true
        }
        // Indices in the destination path read the destination's own fields and selection first
        // (`pass dataSource[selection] = …`), then the source, as the engine evaluates them.
        let destinationScene = destination.flatMap { writtenScene($0.0) }
        for read in pass.destination.indexExpressions.flatMap(\.paths) {
            if let destinationScene, !fieldsKnown(destinationScene.name.text) { break }
            if let destinationScene,
                PathRoot.resolveIndex(
                    read.root.text,
                    destination: (true, { self.hasField($0, in: destinationScene.name.text) }),
                    source: (false, { _ in false }), sharedStore: { _ in nil }
                ).inDestination
            {
                if case .scene(let sourceScene)? = source, read.root.text != "selection",
                    hasField(read.root.text, in: sourceScene.name.text)
                {
                    warning(
                        GraphChecker.ambiguousIndex, at: read.root.position,
                        "'\(read.root.text)' in this index is a field of both '\(destinationScene.name.text)' and "
                            + "'\(sourceScene.name.text)'; the destination's is read")
                }
                continue
            }
            if let problem = readProblem(read, source: source) {
                error(GraphChecker.unknownField, at: problem.position, problem.message, notes: problem.notes)
                return false
            }
        }
        for read in pass.value.paths {
            if let problem = readProblem(read, source: source) {
                error(GraphChecker.unknownField, at: problem.position, problem.message, notes: problem.notes)
                return false
            }
        }
        return false
    }

    /// The scene whose store a `pass` into `destination` writes: the scene itself, or a
    /// navigation container's root.
    func writtenScene(_ destination: GraphChecker.Declaration) -> Scene? {
        switch destination {
        case .scene(let scene): return scene
        case .navigation(_, let root, _):
            if case .scene(let scene)? = declarations[root.text] { return scene }
            return nil
        case .tabs, .shared: return nil
        }
    }

    /// A field problem: where, what, and a did-you-mean.
    struct FieldProblem {
        var position: SourcePosition
        var message: String
        var notes: [Diagnostic.Note] = []
    }

    /// Why `path` cannot be written in `destination`'s store, or nil when it can (or cannot be
    /// known). A root that is no destination field but a shared store's name writes that store
    /// (`pass State.favorites = …`), as the engine does.
    func writeProblem(_ path: Path, into destination: GraphChecker.Declaration, named: String) -> FieldProblem? {
        let field = path.root
        if case .shared? = declarations[field.text],
            let scene = writtenScene(destination), !hasField(field.text, in: scene.name.text)
        {
            return readProblem(path, source: nil)
        }
        let scene: Scene
        let description: String
        switch destination {
        case .scene(let destinationScene):
            scene = destinationScene
            description = "'\(scene.name.text)'"
        case .navigation(let container, let root, _):
            guard fieldsKnown(container.name.text), case .scene(let rootScene)? = declarations[root.text] else {
                return nil
            }
            scene = rootScene
            description = "'\(rootScene.name.text)', the root of '\(named)',"
        case .tabs:
            return FieldProblem(
                position: field.position,
                message: "'\(named)' is a tab bar container and has no data store to pass '\(field.text)' into")
        case .shared:
            return nil
        }
        guard fieldsKnown(scene.name.text), !hasField(field.text, in: scene.name.text) else { return nil }
        return FieldProblem(
            position: field.position, message: "\(description) has no store field '\(field.text)' to pass into",
            notes: suggestion(field.text, among: scene.fields.map(\.name.text)))
    }

    /// Why `path` cannot be read from `source` (or, with no source, by the app delegate), or nil.
    /// The root is classified by `PathRoot`, the rule the engine reads by.
    func readProblem(_ path: Path, source: GraphChecker.Declaration?) -> FieldProblem? {
        let root = path.root
        var sourceScene: Scene?
        if case .scene(let scene)? = source {
            if !fieldsKnown(scene.name.text) { return nil }
            sourceScene = scene
        }
        let resolved = PathRoot.resolve(
            root.text, inScene: sourceScene != nil, declares: { self.hasField($0, in: sourceScene!.name.text) },
            sharedStore: { name in if case .shared? = self.declarations[name] { 0 } else { nil } })
        switch resolved {
        case .field, .selection:
            return nil
        case .shared:
            guard case .shared(let store)? = declarations[root.text] else { return nil }
            guard case .field(let field)? = path.components.first else {
                return FieldProblem(
                    position: root.position,
                    message: "'\(root.text)' is a shared store; read one of its fields, as in '\(root.text).field'")
            }
            guard fieldsKnown(store.name.text), !hasField(field.text, in: store.name.text) else { return nil }
            return FieldProblem(
                position: field.position, message: "shared store '\(root.text)' has no field '\(field.text)'",
                notes: suggestion(field.text, among: store.fields.map(\.name.text)))
        case .undeclared:
            let scene = sourceScene!
            return FieldProblem(
                position: root.position, message: "'\(scene.name.text)' has no store field '\(root.text)' to read",
                notes: suggestion(root.text, among: scene.fields.map(\.name.text) + sharedStoreNames + ["selection"]))
        case .unknown:
            if root.text == "selection" {
                return FieldProblem(
                    position: root.position,
                    message: "a navigation container's 'pass' has no source scene, so no 'selection' to read")
            }
            return FieldProblem(
                position: root.position,
                message:
                    "a navigation container's 'pass' can read only shared stores and literals, not '\(root.text)'",
                notes: suggestion(root.text, among: sharedStoreNames))
        }
    }

    /// Whether the store of the scene or shared store `store` (its first declaration) has `field`.
    func hasField(_ field: String, in store: String) -> Bool {
        fieldNames[store]?.contains(field) ?? false
    }

    var sharedStoreNames: [String] { graph.sharedStores.map(\.name.text) }

    func suggestion(_ name: String, among candidates: [String]) -> [Diagnostic.Note] {
        NameSuggestion.note(for: name, among: candidates).map { [$0] } ?? []
    }
}
