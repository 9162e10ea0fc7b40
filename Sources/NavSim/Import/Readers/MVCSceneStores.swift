/// An MVC view controller as a scene: its stored properties (its own, then its superclasses')
/// are its stores, since in MVC the view controller holds the scene's data.
///
/// - `var contact: Contact?` → `Contact?`; `Contact!` as written.
/// - `var items: [Item] = []` → `[Item]` starting at `[]`: a literal default (`[]`, `""`, a number,
///   `true`/`false`, a string, a list of literals) is the store's initial value.
/// - `var favoritesOnly = false`: no annotation; the type is the literal's (`Bool`, `Int`, `Double`,
///   `String`, `[T]`), or `T?` for an initialiser call `T(…)`; anything else is skipped, with a warning.
/// - A default the DSL cannot write (`= Store.shared.items`, `= Item()`, `= [:]`): the store is
///   never nil in the app, but its starting value is unknown; it is written optional (`[Item]?`,
///   starting nil), so that no `navsim check` takes it for constructor injection, and its comment
///   keeps the Swift type.
///
/// Computed properties with a type are offered for passes that read them, optional (navsim
/// cannot compute them). Left out: `@IBOutlet`s, `static` and `class` properties, `weak` and
/// `unowned` references, delegates and data sources, closures, and UIKit types (`UI…`, `CA…`, `NS…`).
enum MVCSceneStores {
    /// A property with no type annotation whose default's type cannot be told (`var x = f()`).
    static let untypedProperty = DiagnosticID("untyped-property")

    /// Scene `name` (a view controller class): its stores, where it is declared, and warnings.
    static func scene(of name: String, index: SwiftTypeIndex) -> (scene: SwiftScene, diagnostics: [Diagnostic]) {
        var scene = SwiftScene(name: ImportNames.typeName(name))
        scene.className = name
        if let part = index.parts[name]?.first {
            scene.origins = [index.origin(part.declaration.position, file: part.file)]
        }
        var diagnostics: [Diagnostic] = []
        for member in storedProperties(of: name, index: index)
        where !scene.stores.contains(where: { $0.name == member.declaration.name }) {
            switch store(member, owner: name, index: index) {
            case .success(let store): scene.stores.append(store)
            case .failure(let skipped): diagnostics += skipped.diagnostic.map { [$0] } ?? []
            }
        }
        scene.properties = computedProperties(of: name, index: index)
        if scene.stores.contains(where: isUnsetAtBuilding) {
            let loaded = SelfLoadedFields.assigned(in: name, index: index)
            for position in scene.stores.indices {
                let store = scene.stores[position]
                guard isUnsetAtBuilding(store), let assignment = loaded[store.name],
                    store.type.hasSuffix("!") || !assignment.fromArguments
                else { continue }
                // Set by the screen itself before it appears: no route has to pass it — an unset
                // `!` at appearance would be a false crash, and a plain `T` a constructor argument
                // that nothing building the screen can give (`RootViewController()`).
                let type = store.type.hasSuffix("!") ? String(store.type.dropLast()) : store.type
                scene.stores[position].type = type + "?"
                scene.stores[position].swiftType = store.swiftType ?? store.type
                scene.stores[position].note =
                    "set by its own \(assignment.method) "
                    + (assignment.method == "viewDidAppear" ? "as it appears" : "before it appears")
            }
        }
        return (scene, diagnostics)
    }

    /// Whether nothing but a route or the screen's own code gives `store` a value: `T!`, or a `T`
    /// with no initial value (which the graph reads as a constructor argument).
    private static func isUnsetAtBuilding(_ store: SwiftScene.Store) -> Bool {
        store.type.hasSuffix("!") || (!store.type.hasSuffix("?") && store.initialValue == nil)
    }

    /// `var contacts: [Contact] { favoritesOnly ? state.favorites : state.contacts }`: data the
    /// view controller computes. navsim cannot compute it, so it is offered as an optional store,
    /// declared only when a pass reads or writes it (nil until something passes it).
    private static func computedProperties(of name: String, index: SwiftTypeIndex) -> [SwiftScene.Store] {
        index.classChain(from: name).flatMap { index.members(of: $0) }.compactMap { member in
            let declaration = member.declaration
            let file = index.files[member.file]
            guard declaration.kind == .variable, declaration.modifiers.isDisjoint(with: excludedModifiers),
                let body = declaration.body, let first = body.first,
                !(file.tokens[first].isIdentifier("didSet") || file.tokens[first].isIdentifier("willSet")),
                let type = declaration.type.map(file.text), !type.hasSubstring("->"), !isUIKit(type)
            else { return nil }
            let optional = type.hasSuffix("?") || type.hasSuffix("!") ? type : type + "?"
            let graphType = CleanSwiftReader.graphType(optional)
            return SwiftScene.Store(
                name: declaration.name, type: graphType, swiftType: graphType == type ? nil : type,
                origin: index.origin(declaration.position, file: member.file), source: name,
                note: "computed in Swift: nil until a pass gives it a value")
        }
    }

    /// The names of `name`'s properties, stored and computed: what its code reads as the scene's data.
    static func fieldNames(of name: String, index: SwiftTypeIndex) -> [String] {
        index.classChain(from: name).flatMap { index.members(of: $0) }.compactMap { member in
            let declaration = member.declaration
            let isStatic = declaration.modifiers.contains("static") || declaration.modifiers.contains("class")
            return declaration.kind == .variable && !isStatic && !declaration.modifiers.contains("@IBOutlet")
                ? declaration.name : nil
        }
    }

    /// The stored properties of `name` and its superclasses that are data, in that order. For an
    /// object built with a screen (`companion`), a list called `dataSource` is data (the
    /// interactor's `var dataSource = [Student]()`), and a reference to another object of the
    /// sources' (a service, a worker) is not.
    static func storedProperties(of name: String, index: SwiftTypeIndex, companion: Bool = false)
        -> [SwiftTypeIndex.Member]
    {
        index.classChain(from: name).flatMap { index.members(of: $0) }.filter { member in
            let declaration = member.declaration
            let file = index.files[member.file]
            let isList = [declaration.type, declaration.initialValue].contains { range in
                range?.first.map { file.tokens[$0].isPunctuation("[") } ?? false
            }
            guard declaration.kind == .variable, declaration.modifiers.isDisjoint(with: excludedModifiers),
                !["delegate", "dataSource", "router", "interactor", "presenter", "configurator"].contains(
                    declaration.name) || (companion && declaration.name == "dataSource" && isList)
            else { return false }
            if let body = declaration.body, let first = body.first,
                !(file.tokens[first].isIdentifier("didSet") || file.tokens[first].isIdentifier("willSet"))
            {
                return false  // computed
            }
            guard let type = declaration.type else { return true }
            let text = file.text(type)
            if fetchedObjects(text) != nil { return true }
            if companion, let kind = index.kind(of: ImportNames.unmarked(text)),
                kind == .class || kind == .protocol
            {
                return false
            }
            return !text.hasSubstring("->") && !isUIKit(text) && !text.hasSuffix("Delegate")
                && !text.hasSuffix("Delegate?")
        }
    }

    private static let excludedModifiers: Set<String> = [
        "static", "class", "@IBOutlet", "@IBInspectable", "weak", "unowned", "override",
    ]

    /// Whether a type is UIKit's or another framework's (`UIImage?`, `CALayer`, `NSLayoutConstraint!`).
    private static func isUIKit(_ type: String) -> Bool {
        let bare = type.drop { $0 == "[" || $0 == "(" }
        guard bare.count > 2 else { return false }
        let prefix = bare.prefix(2)
        return ["UI", "CA", "NS", "CL", "MK", "AV", "SK"].contains(prefix)
            && bare.dropFirst(2).first?.isUppercase == true
    }

    /// A stored property as a store, or the warning saying why it cannot be one.
    static func store(_ member: SwiftTypeIndex.Member, owner: String, index: SwiftTypeIndex) -> Result<
        SwiftScene.Store, Skipped
    > {
        let declaration = member.declaration
        let file = index.files[member.file]
        let origin = index.origin(declaration.position, file: member.file)
        let value = declaration.initialValue.map(file.withoutObservers)
        let literal = value.flatMap { SwiftLiteral.value($0, in: file) }
        var swiftType = declaration.type.map(file.text)
        // `= .sha1`, `= Algorithm.sha1`: an enum case starts the store as its symbol, `"sha1"`.
        var literalText = literal?.value ?? value.flatMap { PassValueReader.enumCase($0, in: file, index: index) }
        if swiftType == nil, let value, let empty = emptyCollectionType(value, in: file) {
            swiftType = empty
            literalText = "[]"
        }
        if swiftType == nil, let value, file.isClosureLiteral(value) {
            return .failure(nil)  // `lazy var onLogout = { … }`: code run where it is called, no data
        }
        if swiftType == nil, let value {
            swiftType =
                literal?.type ?? initialisedType(value, in: file) ?? mappedType(value, in: file)
                ?? memberType(value, in: file, index: index)
                ?? returnType(value, in: file, owner: owner, index: index)
            if let root = file.tokens[value].first, isUIKit(swiftType ?? root.text) {
                return .failure(nil)  // `UIColor.white`, `makeSearchController()`: UIKit's, no data
            }
            if swiftType == nil {
                return .failure(
                    Skipped(
                        file: file.path, position: declaration.position, severity: .warning, id: untypedProperty,
                        message: "cannot tell the type of \(owner).\(declaration.name) from '\(file.text(value))'; "
                            + "it is not a store (give it a type annotation)"))
            }
        }
        guard var type = swiftType else {
            return .failure(
                Skipped(
                    file: file.path, position: declaration.position, severity: .warning, id: untypedProperty,
                    message: "\(owner).\(declaration.name) has neither a type nor a value; it is not a store"))
        }
        let written = type
        if let fetched = fetchedObjects(type) {
            return .success(
                SwiftScene.Store(
                    name: declaration.name, type: fetched, origin: origin, source: owner,
                    note: "the objects an NSFetchedResultsController fetches: nil until a pass gives them"))
        }
        var initialValue = literalText
        if initialValue == "nil" { initialValue = nil }
        if declaration.initialValue != nil, literalText == nil, !type.hasSuffix("?"), !type.hasSuffix("!") {
            type += "?"
        }
        let graphType = CleanSwiftReader.graphType(type)
        return .success(
            SwiftScene.Store(
                name: declaration.name, type: graphType, initialValue: initialValue,
                swiftType: graphType == written ? nil : written, origin: origin, source: owner))
    }

    /// `NSFetchedResultsController<Record>!`: the list of the objects it fetches, `[Record]?` —
    /// what a table reads row by row (`object(at: indexPath)`, read as `[selection]`). Optional:
    /// the app fetches them in code navsim does not run.
    static func fetchedObjects(_ type: String) -> String? {
        let prefix = "NSFetchedResultsController<"
        guard type.hasPrefix(prefix), let close = type.lastIndex(of: ">") else { return nil }
        let element = type[type.index(type.startIndex, offsetBy: prefix.count)..<close]
            .trimmingCharacters(in: .whitespaces)
        guard !element.isEmpty, !element.hasSubstring(","), !element.hasSubstring("<") else { return nil }
        return "[\(element)]?"
    }

    /// `Algorithm.sha1`: a case of an enum the sources declare (not one of its static properties).
    private static func memberType(_ range: Range<Int>, in file: SwiftSourceFile, index: SwiftTypeIndex) -> String? {
        guard range.count == 3, let chain = PathChain(range, in: file), chain.names.count == 2,
            index.kind(of: chain.root) == .enum,
            !index.members(of: chain.root).contains(where: { $0.declaration.name == chain.names[1] })
        else { return nil }
        return chain.root
    }

    /// `makeSearchController()`: the return type of a method of `owner` (or a superclass) the
    /// value calls.
    private static func returnType(_ range: Range<Int>, in file: SwiftSourceFile, owner: String, index: SwiftTypeIndex)
        -> String?
    {
        guard let call = SwiftCall.all(in: range, of: file).first, call.nameIndex == range.lowerBound,
            call.end == range.upperBound
        else { return nil }
        let method = index.classChain(from: owner).flatMap { index.members(of: $0) }.first {
            $0.declaration.kind == .function && $0.declaration.name == call.name && $0.declaration.type != nil
        }
        return method.flatMap { member in member.declaration.type.map { index.files[member.file].text($0) } }
    }

    /// Why a property is no store: a warning, or nil when it is plainly no data.
    struct Skipped: Error, ExpressibleByNilLiteral {
        var diagnostic: Diagnostic?
        init(nilLiteral: ()) { diagnostic = nil }
        init(file: String, position: SourcePosition, severity: Diagnostic.Severity, id: DiagnosticID, message: String) {
            diagnostic = Diagnostic(file: file, position: position, severity: severity, id: id, message: message)
        }
    }

    /// `[T]()`: `[T]`, an empty list.
    private static func emptyCollectionType(_ range: Range<Int>, in file: SwiftSourceFile) -> String? {
        let tokens = file.tokens
        guard let first = range.first, tokens[first].isPunctuation("["), range.count >= 5 else { return nil }
        let close = file.partners[first]
        guard close + 3 == range.upperBound, tokens[close + 1].isPunctuation("("), tokens[close + 2].isPunctuation(")"),
            !tokens[(first + 1)..<close].contains(where: { $0.isPunctuation(":") })
        else { return nil }
        return file.text(first..<(close + 1))
    }

    /// `(0...10).map { index in return Item(…) }`, `names.map { Person(name: $0) }`: `[T]`, the
    /// list of what the closure, one statement, builds.
    private static func mappedType(_ range: Range<Int>, in file: SwiftSourceFile) -> String? {
        let tokens = file.tokens
        guard let close = range.last, tokens[close].isPunctuation("}") else { return nil }
        let open = file.partners[close]
        guard open >= range.lowerBound + 2, open < close, tokens[open - 1].isIdentifier("map"),
            tokens[open - 2].isPunctuation(".")
        else { return nil }
        var start = open + 1
        var cursor = open + 1
        while cursor < close {
            if tokens[cursor].isIdentifier("in") {
                start = cursor + 1
                break
            }
            cursor = file.after(cursor)
        }
        let statements = file.statements(in: start..<close)
        guard statements.count == 1, var body = statements.first else { return nil }
        if tokens[body.lowerBound].isIdentifier("return") { body = (body.lowerBound + 1)..<body.upperBound }
        return initialisedType(body, in: file).map { "[\($0)]" }
    }

    /// `T(…)` or `T.init(…)`: `T`, a type the value is an instance of.
    private static func initialisedType(_ range: Range<Int>, in file: SwiftSourceFile) -> String? {
        let tokens = file.tokens
        guard let first = range.first, tokens[first].kind == .identifier, tokens[first].text.first?.isUppercase == true,
            let call = SwiftCall.all(in: range, of: file).first, call.end == range.upperBound,
            call.nameIndex == first || (call.name == "init" && call.receiver == first..<(first + 1))
        else { return nil }
        return tokens[first].text
    }
}
