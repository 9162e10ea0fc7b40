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
        for route in graph.routes
        where !parsed.incompleteRouteLines.contains(route.position.line)
            && !misdirectedPasses.contains(Self.routeKey(route))
        {
            guard let instantiation = route.instantiation, isKnownScene(route.source) else { continue }
            sites.append(
                BuildSite(
                    description: "\(route.keyword) '\(route.name.text)'", target: route.destination,
                    instantiation: instantiation, passes: route.passes, position: route.position))
        }
        for site in sites {
            // One error per line: a site that builds several faulty scenes (a tab bar's
            // children) reports the first, and the others as notes.
            let problems = builtScenes(site.target, passes: site.passes, depth: 0).compactMap {
                buildProblem(of: $0.0, passes: $0.1, at: site)
            }
            guard var first = problems.first else { continue }
            for other in problems.dropFirst() {
                first.notes.append(Diagnostic.Note(message: "also: " + other.message))
            }
            error(GraphChecker.missingConstructorArgument, at: site.position, first.message, notes: first.notes)
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
        case .navigation(let container, let root, let containerPasses):
            guard fieldsKnown(root.text), !misdirectedPasses.contains(container.name.text),
                case .scene(let scene)? = declarations[root.text]
            else { return [] }
            return [(scene, containerPasses + passes)]
        case .tabs(_, let children):
            // Tab children are scenes or navigation containers; depth guards a mis-declared cycle.
            guard depth == 0 else { return [] }
            return children.flatMap { builtScenes($0, passes: [], depth: depth + 1) }
        case .shared:
            return []
        }
    }

    /// Why building `scene` at `site` with `passes` fails, or nil when it does not.
    func buildProblem(of scene: Scene, passes: [Pass], at site: BuildSite) -> (
        message: String, notes: [Diagnostic.Note]
    )? {
        guard fieldsKnown(scene.name.text) else { return nil }
        let required = scene.fields.filter { $0.requirement == .constructor }.map(\.name.text)
        guard !required.isEmpty else { return nil }
        if site.instantiation == .storyboard {
            return (
                "\(site.description) builds '\(scene.name.text)' from the storyboard, which can only call "
                    + "init(coder:), but \(fieldList(required)) must be passed to its initialiser",
                [
                    Diagnostic.Note(
                        message: "build it 'via factory' or 'via code' and pass the \(plural(required, "field")), "
                            + "or mark \(plural(required, "the field", "them")) '!' or '?'")
                ]
            )
        }
        let passed = Set(passes.map(\.destination.root.text))
        let missing = required.filter { !passed.contains($0) }
        guard !missing.isEmpty else { return nil }
        return (
            "\(site.description) builds '\(scene.name.text)' without its constructor "
                + "\(plural(missing, "argument")) \(fieldList(missing))",
            [Diagnostic.Note(message: "add " + missing.map { "'pass \($0) = …'" }.joined(separator: ", "))]
        )
    }

    /// `'a'`, `'a' and 'b'`.
    func fieldList(_ names: [String]) -> String { GraphParser.list(names, "and") }

    func plural(_ names: [String], _ word: String, _ pluralForm: String? = nil) -> String {
        names.count == 1 ? word : pluralForm ?? word + "s"
    }
}
