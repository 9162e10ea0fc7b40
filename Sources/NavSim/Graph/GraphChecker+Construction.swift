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
        /// Whether the site can have `pass` lines (a route can; `start` cannot).
        var takesPasses: Bool
    }

    /// A scene built at a site, with the `pass` lines that reach it.
    struct BuiltScene {
        /// The scene.
        var scene: Scene
        /// The site's passes, and its navigation container's when it is one's root.
        var passes: [Pass]
        /// The navigation container whose root it is, if any.
        var container: String?
    }

    /// Spec §3: a scene with no-marker (constructor-injected) fields must be built by a factory or
    /// in code, with a `pass` for each such field (a navigation container's `pass` lines count for
    /// its root; a tab bar container builds its children the same way); a storyboard can only
    /// call `init(coder:)`, so it cannot build such a scene at all. A no-marker field with an
    /// initial value (`store items: [Item] = []`) is not injected: it needs no `pass`.
    func checkConstruction() {
        var sites: [BuildSite] = []
        if let start = parsed.starts.first {
            sites.append(
                BuildSite(
                    description: "'start'", target: start.target, instantiation: start.instantiation, passes: [],
                    position: start.position, takesPasses: false))
        }
        for route in graph.routes
        where !parsed.incompleteRouteLines.contains(route.position.line)
            && !misdirectedPasses.contains(Self.routeKey(route))
        {
            guard let instantiation = route.instantiation, isKnownScene(route.source) else { continue }
            sites.append(
                BuildSite(
                    description: "\(route.keyword) '\(route.name.text)'", target: route.destination,
                    instantiation: instantiation, passes: route.passes, position: route.position, takesPasses: true))
        }
        for site in sites {
            // One error per line: a site that builds several faulty scenes (a tab bar's
            // children) reports the first, and the others as notes.
            let problems = builtScenes(site.target, passes: site.passes, depth: 0).compactMap {
                buildProblem(of: $0, at: site)
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
    func builtScenes(_ target: Name, passes: [Pass], depth: Int) -> [BuiltScene] {
        guard fieldsKnown(target.text), let declaration = declarations[target.text] else { return [] }
        switch declaration {
        case .scene(let scene):
            return [BuiltScene(scene: scene, passes: passes)]
        case .navigation(let container, let root, let containerPasses):
            guard fieldsKnown(root.text), !misdirectedPasses.contains(container.name.text),
                case .scene(let scene)? = declarations[root.text]
            else { return [] }
            return [BuiltScene(scene: scene, passes: containerPasses + passes, container: container.name.text)]
        case .tabs(_, let children):
            // Tab children are scenes or navigation containers; depth guards a mis-declared cycle.
            guard depth == 0 else { return [] }
            return children.flatMap { builtScenes($0, passes: [], depth: depth + 1) }
        case .shared:
            return []
        }
    }

    /// Why building `built.scene` at `site` fails, or nil when it does not.
    func buildProblem(of built: BuiltScene, at site: BuildSite) -> (message: String, notes: [Diagnostic.Note])? {
        let scene = built.scene
        guard fieldsKnown(scene.name.text) else { return nil }
        let required = scene.fields.filter(\.isConstructorInjected).map(\.name.text)
        guard !required.isEmpty else { return nil }
        let fields = plural(required, "the field", "them")
        if site.instantiation == .storyboard {
            return (
                "\(site.description) builds '\(scene.name.text)' from the storyboard, which can only call "
                    + "init(coder:), but \(fieldList(required)) must be passed to its initialiser",
                [
                    Diagnostic.Note(
                        message: "build it 'via factory' or 'via code' and pass \(fields), mark \(fields) '!' or '?', "
                            + "or write \(plural(required, "its initial value", "their initial values")) ('= …')"
                    )
                ]
            )
        }
        let passed = Set(built.passes.map(\.destination.root.text))
        let missing = required.filter { !passed.contains($0) }
        guard !missing.isEmpty else { return nil }
        let lines = missing.map { "'pass \($0) = …'" }.joined(separator: ", ")
        let advice: String
        switch (built.container, site.takesPasses) {
        case (let container?, true): advice = "add \(lines) to the route or to navigation '\(container)'"
        case (let container?, false): advice = "add \(lines) to navigation '\(container)'"
        case (nil, true): advice = "add \(lines)"
        case (nil, false):
            advice =
                "nothing can pass arguments here: make '\(scene.name.text)' the root of a navigation container "
                + "that passes \(plural(missing, "it", "them")), mark \(plural(missing, "the field", "them")) '!' or '?', "
                + "or write \(plural(missing, "its initial value", "their initial values")) ('= …')"
        }
        return (
            "\(site.description) builds '\(scene.name.text)' without its constructor "
                + "\(plural(missing, "argument")) \(fieldList(missing))",
            [Diagnostic.Note(message: advice)]
        )
    }

    /// `'a'`, `'a' and 'b'`.
    func fieldList(_ names: [String]) -> String { GraphParser.list(names, "and") }

    func plural(_ names: [String], _ word: String, _ pluralForm: String? = nil) -> String {
        names.count == 1 ? word : pluralForm ?? word + "s"
    }
}
