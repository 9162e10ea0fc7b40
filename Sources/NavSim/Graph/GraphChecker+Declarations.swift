extension GraphChecker.Run {
    // MARK: - Declarations

    /// `graph Name` must come first, once.
    func checkGraphDeclaration() {
        let declarations = parsed.graphDeclarations
        guard let first = declarations.first else {
            if !parsed.brokenKeywords.contains("graph") {
                error(
                    GraphChecker.missingGraph, at: parsed.firstKeyword?.position ?? SourcePosition(line: 1, column: 1),
                    "missing 'graph Name' declaration; a graph file starts with one")
            }
            return
        }
        if let firstKeyword = parsed.firstKeyword, firstKeyword.position.line != first.position.line {
            error(
                GraphChecker.missingGraph, at: firstKeyword.position,
                "the first declaration must be 'graph \(first.text)'",
                notes: [Diagnostic.Note(message: "'graph' is declared here", file: path, position: first.position)])
        }
        for later in declarations.dropFirst() {
            error(
                GraphChecker.duplicateDeclaration, at: later.position,
                "a graph file declares one graph; this is a second",
                notes: [
                    Diagnostic.Note(message: "the graph is declared here", file: path, position: first.position)
                ])
        }
    }

    /// Scenes, shared stores and containers share one namespace; the first declaration wins.
    func collectDeclarations() {
        var all: [(name: String, declaration: GraphChecker.Declaration)] = []
        all += graph.scenes.map { ($0.name.text, .scene($0)) }
        all += graph.sharedStores.map { ($0.name.text, .shared($0)) }
        for container in graph.containers {
            switch container.kind {
            case .navigation(let root, let passes):
                all.append((container.name.text, .navigation(container, root: root, passes: passes)))
            case .tabs(let children):
                all.append((container.name.text, .tabs(container, children: children)))
            }
        }
        all.sort { $0.declaration.position < $1.declaration.position }
        for (name, declaration) in all {
            if let first = declarations[name] {
                ambiguous.insert(name)
                error(
                    GraphChecker.duplicateDeclaration, at: declaration.position,
                    "'\(name)' is already declared as \(first.kindDescription)",
                    notes: [firstDeclaredNote(name, at: first.position)])
            } else {
                declarations[name] = declaration
                switch declaration {
                case .scene(let scene): fieldNames[name] = Set(scene.fields.map(\.name.text))
                case .shared(let store): fieldNames[name] = Set(store.fields.map(\.name.text))
                case .navigation, .tabs: break
                }
            }
        }
    }

    /// A field name appears once per store; a field with no marker (never nil) does not start nil.
    func checkStoreFields() {
        let stores = graph.scenes.map(\.fields) + graph.sharedStores.map(\.fields)
        for fields in stores {
            var seen: [String: SourcePosition] = [:]
            for field in fields {
                if field.requirement == .constructor, let initial = field.initialValue, initial.value.isNull {
                    error(
                        GraphChecker.nilInitialValue, at: initial.position,
                        "store field '\(field.name.text)' has no marker and is never nil, so it cannot start nil",
                        notes: [
                            Diagnostic.Note(
                                message: "mark it '?' or '!' to let it start nil, or give it a value that is not nil")
                        ])
                }
                if let first = seen[field.name.text] {
                    error(
                        GraphChecker.duplicateDeclaration, at: field.name.position,
                        "store field '\(field.name.text)' is declared twice",
                        notes: [firstDeclaredNote(field.name.text, at: first)])
                } else {
                    seen[field.name.text] = field.name.position
                }
            }
        }
    }

    /// Resolves `name` for a place that accepts `slot`; reports it (once, here) when it is
    /// unknown or of the wrong kind, unless it belongs to a broken declaration.
    func resolve(_ name: Name, as slot: GraphChecker.Slot, role: String) -> GraphChecker.Declaration? {
        guard !name.text.isEmpty else { return nil }
        if let declaration = declarations[name.text] {
            if slot.accepts(declaration) { return declaration }
            error(
                GraphChecker.wrongKindOfName, at: name.position,
                "'\(name.text)' is \(declaration.kindDescription), but \(role) must be a \(slot.description)")
            return nil
        }
        if parsed.incompleteNames.contains(name.text) { return nil }
        var notes: [Diagnostic.Note] = []
        if suggestionsLeft > 0 {
            // Each suggestion scans every name; bounding them keeps a huge bad file linear.
            suggestionsLeft -= 1
            let candidates = declarations.keys.filter { declarations[$0].map(slot.accepts) ?? false }
            if let note = NameSuggestion.note(for: name.text, among: candidates) { notes.append(note) }
        }
        error(GraphChecker.unknownName, at: name.position, "unknown \(slot.description) '\(name.text)'", notes: notes)
        return nil
    }

    // MARK: - Start and containers

    /// Exactly one `start`, naming a scene or a container.
    func checkStart() {
        guard let first = parsed.starts.first else {
            if !parsed.brokenKeywords.contains("start") {
                error(
                    GraphChecker.missingStart,
                    at: parsed.graphDeclarations.first?.position.withColumn(1)
                        ?? SourcePosition(line: 1, column: 1),
                    "missing 'start' declaration: which container or scene is the window's root?")
            }
            return
        }
        _ = resolve(first.target, as: .sceneOrContainer, role: "the window's root")
        for later in parsed.starts.dropFirst() {
            error(
                GraphChecker.duplicateStart, at: later.position, "the window has one root; 'start' is declared twice",
                notes: [Diagnostic.Note(message: "the first 'start' is here", file: path, position: first.position)]
            )
        }
    }

    /// A navigation root is a scene; tabs hold scenes and navigation containers, each once.
    func checkContainers() {
        for container in graph.containers where declarationIsFirst(container.name) {
            switch container.kind {
            case .navigation(let root, let passes):
                let rootDeclaration = resolve(root, as: .scene, role: "a navigation container's root")
                for pass in passes
                where checkPass(pass, source: nil, destination: rootDeclaration.map { ($0, container.name.text) }) {
                    misdirectedPasses.insert(container.name.text)
                }
            case .tabs(let children):
                var seen: [String: SourcePosition] = [:]
                for child in children {
                    if let first = seen[child.text] {
                        error(
                            GraphChecker.duplicateTab, at: child.position,
                            "'\(child.text)' is already a tab of '\(container.name.text)'",
                            notes: [Diagnostic.Note(message: "the first tab is here", file: path, position: first)])
                        continue
                    }
                    seen[child.text] = child.position
                    _ = resolve(child, as: .sceneOrNavigation, role: "a tab")
                }
            }
        }
    }

    /// Whether `name` is the declaration its name resolves to (not a later duplicate).
    func declarationIsFirst(_ name: Name) -> Bool {
        declarations[name.text]?.position == name.position
    }

    // MARK: - Routes

    /// `-> any` is a pop, popToRoot or dismiss that casts what it finds to no class, or an unwind
    /// whose action every view controller implements: it passes nothing (the code does not know
    /// what it writes into). Returns no declaration: there is none to pass into.
    func checkAnyDestination(_ route: Route) -> GraphChecker.Declaration? {
        guard route.isAnyDestination else {
            error(
                GraphChecker.anyDestinationAction, at: route.destination.position,
                "only a 'pop', 'popToRoot' or 'dismiss' route or an unwind can go to 'any', the scene UIKit finds there"
            )
            return nil
        }
        if let pass = route.passes.first {
            error(
                GraphChecker.anyDestinationAction, at: pass.position,
                "\(route.keyword) '\(route.name.text)' goes to 'any' scene: it cannot pass into a store it does not know"
            )
        }
        return nil
    }

    /// Sources are scenes; unwinds return to scenes; names are unique per source; `navigate`
    /// only on segues; every `pass` reads the source and writes the destination.
    func checkRoutes() {
        var namesBySource: [String: [String: SourcePosition]] = [:]
        for route in graph.routes {
            let source = resolveSource(of: route)
            let destinationSlot: GraphChecker.Slot = route.kind == .unwind ? .scene : .sceneOrContainer
            let destinationRole = route.kind == .unwind ? "an unwind destination" : "a route's destination"
            let destination =
                route.destination.text == Route.anyDestination
                ? checkAnyDestination(route) : resolve(route.destination, as: destinationSlot, role: destinationRole)
            if source != nil {
                if let first = namesBySource[route.source.text]?[route.name.text] {
                    error(
                        GraphChecker.duplicateRoute, at: route.name.position,
                        "'\(route.source.text)' already has a route named '\(route.name.text)'",
                        notes: [
                            Diagnostic.Note(
                                message: "the first '\(route.name.text)' is here", file: path, position: first)
                        ])
                } else {
                    namesBySource[route.source.text, default: [:]][route.name.text] = route.name.position
                }
            }
            if let style = route.style, !Self.canPresent(route) {
                warning(
                    GraphChecker.ignoredStyle, at: style.position,
                    "'style' has no effect on \(route.keyword) '\(route.name.text)', which never presents")
            }
            if let navigate = route.navigate, !Self.isSegue(route) {
                error(
                    GraphChecker.navigateNotOnSegue, at: navigate.position,
                    "'navigate' belongs under a segue; a \(route.keyword) already navigates by itself")
            }
            guard let source, let destination else { continue }
            // A container has no store: its own code passes shared stores and literals.
            let reads: GraphChecker.Declaration? = if case .scene = source { source } else { nil }
            for pass in route.passes
            where checkPass(pass, source: reads, destination: (destination, route.destination.text)) {
                misdirectedPasses.insert(Self.routeKey(route))
            }
        }
    }

    /// A route's source is a scene; a programmatic route run by its source's appearance
    /// (`onFirstAppear`) may start at a container too, whose subclass's own code it is. A
    /// container as the source of any other route is `wrong-kind-of-name`, with a note saying so.
    private func resolveSource(of route: Route) -> GraphChecker.Declaration? {
        if let position = route.onFirstAppear, !Self.isProgrammatic(route) {
            error(
                GraphChecker.onFirstAppearNotOnRoute, at: position,
                "'onFirstAppear' belongs under a route: UIKit performs \(route.keyword) '\(route.name.text)' itself")
        }
        guard !route.isOnFirstAppear || !Self.isProgrammatic(route) else {
            return resolve(route.source, as: .sceneOrContainer, role: "the source of an 'onFirstAppear' route")
        }
        if Self.isProgrammatic(route), let declaration = declarations[route.source.text] {
            switch declaration {
            case .navigation, .tabs:
                error(
                    GraphChecker.wrongKindOfName, at: route.source.position,
                    "'\(route.source.text)' is \(declaration.kindDescription), but the source of a route must be a scene",
                    notes: [
                        Diagnostic.Note(
                            message:
                                "a container's own code navigates when it appears: add 'onFirstAppear' under the route")
                    ])
                return nil
            case .scene, .shared: break
            }
        }
        return resolve(route.source, as: .scene, role: "the source of a route")
    }

    static func isProgrammatic(_ route: Route) -> Bool {
        if case .programmatic = route.kind { return true }
        return false
    }

    /// A scene's `appear` and `didDismiss` lines read and write the scene's own store (and shared stores).
    func checkAppearLines() {
        for scene in graph.scenes where !scene.appearLines.isEmpty || !scene.didDismissLines.isEmpty {
            guard let declaration = declarations[scene.name.text] else { continue }
            for line in scene.appearLines + scene.didDismissLines {
                checkPass(line, source: declaration, destination: (declaration, scene.name.text))
            }
        }
    }

    /// Whether a route can present, so a `style` line means something: every segue but a legacy
    /// push, and `show`, `showDetail` and `present` routes.
    static func canPresent(_ route: Route) -> Bool {
        switch route.kind {
        case .segue(let kind): return kind != .push
        case .programmatic(let action, _): return [.show, .showDetail, .present].contains(action)
        case .unwind, .embed: return false
        }
    }

    /// How a route is named in `misdirectedPasses` (its line; containers use their name).
    static func routeKey(_ route: Route) -> String { "line \(route.position.line)" }

    static func isSegue(_ route: Route) -> Bool {
        if case .segue = route.kind { return true }
        return false
    }
}
