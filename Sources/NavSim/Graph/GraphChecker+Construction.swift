extension GraphChecker.Run {
    /// A place in the graph that builds new view controllers: `start`, or a route that builds its
    /// destination (segue, embed, programmatic show/push/present).
    struct BuildSite {
        /// `start`, or the route's keyword and name (`segue 'ShowOrder'`), for messages.
        var description: String
        /// What is built: a scene or a container.
        var target: Name
        /// How it is built.
        var instantiation: Instantiation
        /// The site's own `pass` lines (a route's; none for `start`).
        var passes: [Pass]
        /// Where diagnostics go: the declaration's keyword.
        var position: SourcePosition
    }

    /// Spec §3: a scene with no-marker (constructor-injected) fields must be built by a factory or
    /// in code, with a `pass` for each such field (a navigation container's `pass` lines count for
    /// its root; a tab bar container builds its children the same way); a storyboard can only
    /// call `init(coder:)`, so it cannot build such a scene at all.
    func checkConstruction() {
        var sites: [BuildSite] = []
        if let start = parsed.starts.first {
            sites.append(
                BuildSite(
                    description: "'start'", target: start.target, instantiation: start.instantiation, passes: [],
                    position: start.position))
        }
        for route in graph.routes where !parsed.incompleteRouteLines.contains(route.position.line) {
            guard let instantiation = route.instantiation, isKnownScene(route.source) else { continue }
            sites.append(
                BuildSite(
                    description: "\(route.keyword) '\(route.name.text)'", target: route.destination,
                    instantiation: instantiation, passes: route.passes, position: route.position))
        }
        for site in sites {
            for (scene, passes) in builtScenes(site.target, passes: site.passes, depth: 0) {
                checkBuild(of: scene, passes: passes, at: site)
            }
        }
    }

    func isKnownScene(_ name: Name) -> Bool {
        if case .scene? = declarations[name.text] { return true }
        return false
    }

    /// The scenes built when `target` is built, each with the `pass` lines that reach it.
    /// Unknown or incomplete targets build nothing checkable (they are reported elsewhere).
    func builtScenes(_ target: Name, passes: [Pass], depth: Int) -> [(Scene, [Pass])] {
        guard fieldsKnown(target.text), let declaration = declarations[target.text] else { return [] }
        switch declaration {
        case .scene(let scene):
            return [(scene, passes)]
        case .navigation(_, let root, let containerPasses):
            guard fieldsKnown(root.text), case .scene(let scene)? = declarations[root.text] else { return [] }
            return [(scene, containerPasses + passes)]
        case .tabs(_, let children):
            // Tab children are scenes or navigation containers; depth guards a mis-declared cycle.
            guard depth == 0 else { return [] }
            return children.flatMap { builtScenes($0, passes: [], depth: depth + 1) }
        case .shared:
            return []
        }
    }

    func checkBuild(of scene: Scene, passes: [Pass], at site: BuildSite) {
        guard fieldsKnown(scene.name.text) else { return }
        let required = scene.fields.filter { $0.requirement == .constructor }.map(\.name.text)
        guard !required.isEmpty else { return }
        if site.instantiation == .storyboard {
            error(
                GraphChecker.missingConstructorArgument, at: site.position,
                "\(site.description) builds '\(scene.name.text)' from the storyboard, which can only call "
                    + "init(coder:), but \(fieldList(required)) must be passed to its initialiser",
                notes: [
                    Diagnostic.Note(
                        message: "build it 'via factory' or 'via code' and pass the \(plural(required, "field")), "
                            + "or mark \(plural(required, "the field", "them")) '!' or '?'")
                ])
            return
        }
        let passed = Set(passes.map(\.destination.root.text))
        let missing = required.filter { !passed.contains($0) }
        guard !missing.isEmpty else { return }
        error(
            GraphChecker.missingConstructorArgument, at: site.position,
            "\(site.description) builds '\(scene.name.text)' without its constructor "
                + "\(plural(missing, "argument")) \(fieldList(missing))",
            notes: [Diagnostic.Note(message: "add " + missing.map { "'pass \($0) = …'" }.joined(separator: ", "))])
    }

    /// `'a'`, `'a' and 'b'`.
    func fieldList(_ names: [String]) -> String { GraphParser.list(names, "and") }

    func plural(_ names: [String], _ word: String, _ pluralForm: String? = nil) -> String {
        names.count == 1 ? word : pluralForm ?? word + "s"
    }
}
