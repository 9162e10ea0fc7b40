/// A view controller's field filled from its interactor's store each time it appears:
///
/// ```swift
/// override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); presenter.load() }
/// // presenter: func load() { interactor.load() }
/// // interactor: func load() { output?.didLoad(song: self.editingSong) }      // a companion's store
/// // presenter: func didLoad(song: Song?) { guard let song = song else { return }
/// //                view?.show(song: SongRow(id: song.id, title: song.title)) }   // field for field
/// // view controller: func show(song: SongRow) { self.song = song }
/// ```
///
/// The calls are followed from `viewWillAppear` through stored properties' types (a protocol's
/// conforming classes included), at most 8 deep; a value is a store of the scene (a companion's
/// field, `ScreenCompanions`), a parameter bound to one, or a value built field for field from
/// one (`SongRow(id: song.id, title: song.title)`: the same record). An assignment to a field of
/// the view controller from such a value is a reload: `song` ← `editingSong`. A route that builds
/// the scene passes the store (`pass editingSong = songs[selection]`), so UIKit's
/// `viewWillAppear` copies it before anything reads it: the route also passes the field
/// (`pass song = songs[selection]`), with a comment saying why.
enum AppearanceReloads {
    /// Each site whose destination reloads a field from a store it passes, with that pass added;
    /// and, by view controller class, the reloads a scene needs as `appear` lines: those whose
    /// store (or part of it: `editingStudent.age`) a `popTo` back to the scene writes. UIKit runs
    /// `viewWillAppear` again when the pop reveals the scene, so the field is copied from the
    /// store as the pop left it (Flow's "keep editing": the age written, the typed name lost).
    /// Only reloads `viewWillAppear` always makes are `appear` lines: one reached through an
    /// `if`, a `guard` that tests more than a binding, a loop, a `switch` or a closure
    /// (`if isMovingToParent { presenter.load() }`) may not run on the pop.
    static func apply(to sites: [NavigationSite], index: SwiftTypeIndex) -> (
        sites: [NavigationSite], onReturn: [String: [(field: String, store: String)]]
    ) {
        var reloads: [String: [(field: String, store: String)]] = [:]
        var onReturn: [String: [(field: String, store: String)]] = [:]
        let sites = sites.map { site in
            guard let destination = site.destination, site.action != .pop else { return site }
            if reloads[destination] == nil { reloads[destination] = Self.reloads(of: destination, index: index) }
            if site.action == .popTo {
                for reload in always(of: destination, index: index)
                where site.passes.contains(where: { pass in
                    pass.expression != nil
                        && (pass.field == reload.store || pass.field.hasPrefix(reload.store + ".")
                            || pass.field.hasPrefix(reload.store + "["))
                }) && !(onReturn[destination] ?? []).contains(where: { $0.field == reload.field }) {
                    onReturn[destination, default: []].append(reload)
                }
                return site
            }
            var site = site
            for reload in reloads[destination] ?? []
            where !site.passes.contains(where: { $0.field == reload.field }) {
                guard let passed = site.passes.first(where: { $0.field == reload.store && $0.expression != nil })
                else { continue }
                var pass = passed
                pass.field = reload.field
                pass.note =
                    "viewWillAppear copies \(reload.store) into \(reload.field)"
                    + (passed.note.map { "; \($0)" } ?? "")
                site.passes.append(pass)
            }
            return site
        }
        return (sites, onReturn)
    }

    /// The fields of view controller `name` its `viewWillAppear` sets from its companions' stores.
    static func reloads(of name: String, index: SwiftTypeIndex) -> [(field: String, store: String)] {
        (trace(name, index: index)?.found ?? []).map { ($0.field, $0.store) }
    }

    /// The reloads of `reloads(of:index:)` that every run of `viewWillAppear` makes: reached
    /// through no statement that runs only under a condition.
    static func always(of name: String, index: SwiftTypeIndex) -> [(field: String, store: String)] {
        (trace(name, index: index)?.found ?? []).filter(\.always).map { ($0.field, $0.store) }
    }

    /// The text fields (stored properties of view controller `name`) its `viewWillAppear` fills
    /// from its companions' stores: `ageField.text = "\(age)"` (`number`: the store is an `Int`
    /// written as text, nothing else around it) or `nameField.text = name`.
    static func textFills(of name: String, index: SwiftTypeIndex) -> [(textField: String, store: String, number: Bool)]
    {
        (trace(name, index: index)?.texts ?? []).map { ($0.textField, $0.store, $0.number) }
    }

    /// The `Int?` stores view controller `name` fills a text field with as a number
    /// (`textFills(of:index:)`): nil leaves the field empty, which the app reads back as its
    /// default (`Int("") ?? 0`), not as the store.
    static func optionalNumberFills(of name: String, index: SwiftTypeIndex) -> [String] {
        (trace(name, index: index)?.texts ?? []).filter { $0.number && $0.optional }.map(\.store)
    }

    /// `sites` with every pass out of a screen that reads an `Int?` store the screen fills a text
    /// field with as a number (`optionalNumberFills(of:index:)`) made unread (a comment), unless
    /// every route that builds the screen passes that store a value: then the store holds a
    /// number whenever the screen shows, and reading it back is reading the store. The app reads
    /// a nil store back as the default, which the graph cannot say.
    static func unreadNilNumbers(in sites: [NavigationSite], index: SwiftTypeIndex) -> [NavigationSite] {
        var unread: [String: [String]] = [:]
        // The sites that build each screen, grouped once: looked up per screen, not filtered from
        // every site for each (a thousand screens made millions of compares).
        let builders = Dictionary(
            grouping: sites.filter { site in site.action.map { SiteMerger.building.contains($0) } == true },
            by: \.destination)
        for screen in Set(sites.compactMap(\.source)).sorted() {
            let building = builders[screen] ?? []
            unread[screen] = optionalNumberFills(of: screen, index: index).filter { store in
                building.isEmpty
                    || !building.allSatisfy { $0.passes.contains { $0.field == store && $0.expression != nil } }
            }
        }
        return sites.map { site in
            guard let source = site.source, let stores = unread[source], !stores.isEmpty else { return site }
            var site = site
            for position in site.passes.indices {
                guard let expression = site.passes[position].expression,
                    stores.contains(where: { Self.reads(expression, $0) })
                else { continue }
                site.passes[position].expression = nil
            }
            return site
        }
    }

    /// Whether the pass value `expression` reads the field `store` (a path rooted at it).
    private static func reads(_ expression: String, _ store: String) -> Bool {
        var word = ""
        var afterDot = false
        var previous: Character?
        for character in expression + " " {
            if character.isLetter || character.isNumber || character == "_" {
                if word.isEmpty { afterDot = previous == "." }
                word.append(character)
            } else {
                if word == store, !afterDot { return true }
                word = ""
            }
            previous = character
        }
        return false
    }

    /// What `name`'s `viewWillAppear` and the calls it makes set, nil when it has no companion or
    /// no `viewWillAppear`.
    private static func trace(_ name: String, index: SwiftTypeIndex) -> Tracer? {
        let owned = ScreenCompanions.ownedFields(of: name, index: index)
        guard !owned.isEmpty,
            let appear = index.classChain(from: name).flatMap({ index.members(of: $0) }).first(where: {
                $0.declaration.kind == .function && $0.declaration.name == "viewWillAppear"
            })
        else { return nil }
        var tracer = Tracer(index: index, screen: name, owned: owned)
        tracer.walk(appear, owner: name, bindings: [:], depth: 0, always: true)
        return tracer
    }

    private struct Tracer {
        let index: SwiftTypeIndex
        let screen: String
        let owned: [String: Set<String>]
        /// Each reload, and whether every run of `viewWillAppear` makes it.
        var found: [(field: String, store: String, always: Bool)] = []
        /// Each text field filled, the store, whether as a number, and whether the store is `Int?`.
        var texts: [(textField: String, store: String, number: Bool, optional: Bool)] = []
        var visited: Set<String> = []

        /// Follows `member`'s body; `always`: whether every run of `viewWillAppear` reaches it.
        mutating func walk(
            _ member: SwiftTypeIndex.Member, owner: String, bindings: [String: String], depth: Int, always: Bool
        ) {
            guard depth <= 8, let body = member.declaration.body,
                visited.insert("\(owner).\(member.declaration.signature) \(always)").inserted
            else { return }
            let file = index.files[member.file]
            var bindings = bindings
            var always = always
            for statement in file.statements(in: body) {
                var range = statement
                let first = file.tokens[range.lowerBound]
                if first.isIdentifier("guard") || first.isIdentifier("if") {
                    range = (range.lowerBound + 1)..<range.upperBound
                }
                if let equals = file.topLevelEquals(in: range) {
                    let value = (equals + 1)..<trimmed(range.upperBound, in: file, from: equals + 1)
                    let head = range.lowerBound
                    if file.tokens[head].isIdentifier("let") || file.tokens[head].isIdentifier("var"),
                        head + 1 < equals, file.tokens[head + 1].kind == .identifier
                    {
                        bindings[file.tokens[head + 1].text] = store(value, in: file, owner: owner, bindings: bindings)
                    } else if owner == screen, let chain = PathChain(range.lowerBound..<equals, in: file) {
                        let names = chain.root == "self" ? Array(chain.names.dropFirst()) : chain.names
                        if names.count == 1, let store = store(value, in: file, owner: owner, bindings: bindings) {
                            if let known = found.firstIndex(where: { $0.field == names[0] }) {
                                found[known].always = found[known].always || always
                            } else {
                                found.append((names[0], store, always))
                            }
                        } else if names.count == 2, names[1] == "text", propertyType(names[0], of: owner) != nil,
                            let fill = textFill(value, in: file, owner: owner, bindings: bindings),
                            !texts.contains(where: { $0.textField == names[0] && $0.store == fill.store })
                        {
                            texts.append((names[0], fill.store, fill.number, fill.optional))
                        }
                    }
                }
                for call in SwiftCall.all(in: statement, of: file) {
                    let nested = statement.contains { open in
                        file.tokens[open].isPunctuation("{") && open < call.nameIndex
                            && file.partners[open] > call.nameIndex
                    }
                    follow(call, in: file, owner: owner, bindings, depth: depth, always: always && !nested)
                }
                if always, Self.makesTheRestConditional(statement, in: file) { always = false }
            }
        }

        /// Whether the statements after `statement` run only under a condition: it is an `if`
        /// or a loop whose block can leave the method (`if !isMovingToParent { return }`), or a
        /// `guard` that tests more than one binding (`guard isMovingToParent else { return }`;
        /// `guard let song = song` only waits for the store the reload copies).
        private static func makesTheRestConditional(_ statement: Range<Int>, in file: SwiftSourceFile) -> Bool {
            let tokens = file.tokens
            let first = tokens[statement.lowerBound]
            if first.isIdentifier("guard") {
                let condition = (statement.lowerBound + 1)..<statement.upperBound
                let end = condition.first { tokens[$0].isIdentifier("else") } ?? statement.upperBound
                let binding =
                    tokens[condition.lowerBound].isIdentifier("let") || tokens[condition.lowerBound].isIdentifier("var")
                return !binding || !file.split(condition.lowerBound..<end, on: ",").dropFirst().isEmpty
            }
            guard ["if", "for", "while", "repeat", "switch", "do"].contains(where: { first.isIdentifier($0) })
            else { return false }
            return statement.contains { tokens[$0].isIdentifier("return") || tokens[$0].isIdentifier("throw") }
        }

        /// The end of a condition's value: before `else {` of a `guard`.
        private func trimmed(_ end: Int, in file: SwiftSourceFile, from start: Int) -> Int {
            (start..<end).first { file.tokens[$0].isIdentifier("else") || file.tokens[$0].isPunctuation("{") } ?? end
        }

        private mutating func follow(
            _ call: SwiftCall, in file: SwiftSourceFile, owner: String, _ bindings: [String: String], depth: Int,
            always: Bool
        ) {
            guard let receiver = PathChain(call.receiver, in: file) else { return }
            let names = receiver.root == "self" ? Array(receiver.names.dropFirst()) : receiver.names
            guard names.count == 1, let type = propertyType(names[0], of: owner) else { return }
            let classes = index.kind(of: type) == .protocol ? index.adopters[type] ?? [] : [type]
            for candidate in classes {
                guard
                    let target = index.classChain(from: candidate).flatMap({ index.members(of: $0) }).first(where: {
                        $0.declaration.kind == .function && $0.declaration.name == call.name
                            && $0.declaration.parameters.map(\.label) == call.arguments.map { $0.label ?? "_" }
                    })
                else { continue }
                var arguments: [String: String] = [:]
                for (parameter, argument) in zip(target.declaration.parameters, call.arguments) {
                    arguments[parameter.name] = store(argument.value, in: file, owner: owner, bindings: bindings)
                }
                walk(target, owner: candidate, bindings: arguments, depth: depth + 1, always: always)
            }
        }

        /// The store a value is, when it is one: a companion's field, a parameter bound to one, or
        /// a struct built field for field from one.
        private func store(_ range: Range<Int>, in file: SwiftSourceFile, owner: String, bindings: [String: String])
            -> String?
        {
            guard !range.isEmpty else { return nil }
            if let chain = PathChain(range, in: file) {
                let names = chain.root == "self" ? Array(chain.names.dropFirst()) : chain.names
                guard names.count == 1, chain.components.count == chain.names.count else { return nil }
                if let bound = bindings[names[0]] { return bound }
                return owned[owner]?.contains(names[0]) == true ? names[0] : nil
            }
            // `SongRow(id: song.id, title: song.title)`: every argument the same-named field of one value.
            let tokens = file.tokens
            guard let call = SwiftCall.all(in: range, of: file).first, call.nameIndex == range.lowerBound,
                call.end == range.upperBound, index.kind(of: call.name) == .struct, !call.arguments.isEmpty
            else { return nil }
            var source: String?
            for argument in call.arguments {
                guard let label = argument.label, argument.value.count == 3,
                    tokens[argument.value.lowerBound + 1].isPunctuation("."),
                    tokens[argument.value.lowerBound + 2].isIdentifier(label)
                else { return nil }
                let root = tokens[argument.value.lowerBound].text
                guard source == nil || source == root else { return nil }
                source = root
            }
            return source.flatMap { bindings[$0] }
        }

        /// `"\(age)"` with `age` an `Int` or `Int?` store (a number written as text, nothing
        /// around it), or a store as it is.
        private func textFill(
            _ range: Range<Int>, in file: SwiftSourceFile, owner: String, bindings: [String: String]
        ) -> (store: String, number: Bool, optional: Bool)? {
            let tokens = file.tokens
            guard range.count == 1, tokens[range.lowerBound].kind == .string, tokens[range.lowerBound].isInterpolated
            else { return store(range, in: file, owner: owner, bindings: bindings).map { ($0, false, false) } }
            let text = tokens[range.lowerBound].text
            guard text.hasPrefix("\\("), text.hasSuffix(")") else { return nil }
            let name = String(text.dropFirst(2).dropLast())
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }),
                let store = bindings[name] ?? (owned[owner]?.contains(name) == true ? name : nil),
                let holder = owned.keys.sorted().first(where: { owned[$0]?.contains(store) == true }),
                let type = propertyType(store, of: holder, keepingMarkers: true),
                ["Int", "Int?", "Int!"].contains(type)
            else { return nil }
            return (store, true, type != "Int")
        }

        /// The declared type of `owner`'s stored property `name`, without `?` and `!` unless
        /// `keepingMarkers`.
        private func propertyType(_ name: String, of owner: String, keepingMarkers: Bool = false) -> String? {
            for member in index.classChain(from: owner).flatMap({ index.members(of: $0) })
            where member.declaration.kind == .variable && member.declaration.name == name {
                guard let type = member.declaration.type else { return nil }
                let text = index.files[member.file].text(type).filter { $0 != " " }
                return keepingMarkers ? text : ImportNames.unmarked(text)
            }
            return nil
        }
    }
}
