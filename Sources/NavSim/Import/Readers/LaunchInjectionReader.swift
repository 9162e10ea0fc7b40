/// Reads what launch code hands the roots of the storyboard's initial view controller: the
/// dependency injection an MVC app does in `application(_:didFinishLaunchingWithOptions:)` (or
/// `scene(_:willConnectTo:options:)`) when the storyboard builds the window's root.
///
/// ```swift
/// let store = StoreController()                       // the app delegate's property: shared Store
/// guard let tabs = window?.rootViewController as? UITabBarController,
///       let controllers = tabs.viewControllers else { return true }
/// for (index, controller) in controllers.enumerated() {
///     if let navigation = controller as? UINavigationController,
///        let list = navigation.viewControllers.first as? ListViewController {
///         list.store = store                          // the root reads the shared store
///         list.archivedOnly = index == 1              // pass archivedOnly = false / true per tab
///     }
/// }
/// ```
///
/// The roots' computed properties that read through what launch code gave them are passed too,
/// per tab (`var items: [Item] { archivedOnly ? store.archived : store.items }` → `pass items =
/// Store.archived` in the tab where `archivedOnly` is true): navsim cannot compute a property, and
/// this is the value the root shows. What it cannot read is a warning quoting the code.
struct LaunchInjectionReader: PatternReader {
    private let index: SwiftTypeIndex
    private var diagnostics: [Diagnostic] = []
    /// The app delegate's objects handed to roots, by the shared store's name.
    private var shared: [SharedObject] = []
    private var injections: [RootInjection] = []

    /// What a name stands for in the launch method.
    private enum Symbol: Equatable {
        /// The window's root, as the storyboard made it.
        case windowRoot
        /// The storyboard's tab bar controller (`everyTab` roots) or navigation controller.
        case container(tabs: Bool)
        /// The tab bar controller's `viewControllers`.
        case tabList
        /// One tab, in a loop over them; with the loop's index name.
        case tab
        /// A tab's navigation controller, or the window's.
        case navigation(everyTab: Bool)
        /// A root of this class.
        case root(String, everyTab: Bool)
        /// The loop's index.
        case tabIndex
    }

    /// The launch code's injections into the storyboard's roots, the objects it shares, warnings.
    static func read(_ index: SwiftTypeIndex) -> PatternFindings {
        var reader = LaunchInjectionReader(index: index)
        for name in index.names where index.kind(of: name) == .class {
            let inherited = index.inherited(by: name)
            guard inherited.contains("UIApplicationDelegate") || inherited.contains("UIWindowSceneDelegate") else {
                continue
            }
            for member in index.members(of: name) where Self.isLaunchMethod(member.declaration) {
                guard let body = member.declaration.body else { continue }
                var symbols: [String: Symbol] = [:]
                reader.walk(body, file: member.file, owner: name, symbols: &symbols)
            }
        }
        for place in reader.injections.indices { reader.addComputedProperties(to: place) }
        return PatternFindings(
            injections: reader.injections, sharedObjects: reader.shared, diagnostics: reader.diagnostics)
    }

    private static func isLaunchMethod(_ declaration: SwiftDeclaration) -> Bool {
        guard declaration.kind == .function else { return false }
        let labels = declaration.parameters.map(\.label)
        return (declaration.name == "application" && labels.contains("didFinishLaunchingWithOptions"))
            || (declaration.name == "scene" && labels.contains("willConnectTo"))
    }

    private init(index: SwiftTypeIndex) { self.index = index }

    // MARK: - Statements

    private mutating func walk(_ range: Range<Int>, file: Int, owner: String, symbols: inout [String: Symbol]) {
        let source = index.files[file]
        let tokens = source.tokens
        for statement in source.statements(in: range) {
            let first = tokens[statement.lowerBound]
            if first.isIdentifier("for") {
                loop(statement, file: file, owner: owner, symbols: &symbols)
                continue
            }
            if let open = statement.first(where: { tokens[$0].isPunctuation("{") }) {
                if first.isIdentifier("if") || first.isIdentifier("guard") {
                    bind((statement.lowerBound + 1)..<open, file: file, symbols: &symbols)
                }
                var cursor = open
                while cursor < statement.upperBound {
                    if tokens[cursor].isPunctuation("{"), source.partners[cursor] > cursor {
                        walk((cursor + 1)..<source.partners[cursor], file: file, owner: owner, symbols: &symbols)
                    }
                    cursor = source.after(cursor)
                }
                continue
            }
            if first.isIdentifier("let") || first.isIdentifier("var") {
                bind(statement, file: file, symbols: &symbols)
            } else if let equals = source.topLevelEquals(in: statement) {
                assign(
                    statement.lowerBound..<equals, (equals + 1)..<statement.upperBound, file: file, owner: owner,
                    symbols: symbols)
            }
        }
    }

    /// `for (index, controller) in controllers.enumerated() { … }`, `for controller in tabs.viewControllers! { … }`.
    private mutating func loop(_ statement: Range<Int>, file: Int, owner: String, symbols: inout [String: Symbol]) {
        let source = index.files[file]
        let tokens = source.tokens
        guard let inIndex = statement.first(where: { tokens[$0].isIdentifier("in") }),
            let open = statement.first(where: { tokens[$0].isPunctuation("{") }), source.partners[open] > open
        else { return }
        var sequence = (inIndex + 1)..<open
        var enumerated = false
        if sequence.count > 4, tokens[sequence.upperBound - 3].isIdentifier("enumerated") {
            enumerated = true
            sequence = sequence.lowerBound..<(sequence.upperBound - 4)
        }
        guard symbol(of: sequence, file: file, symbols: symbols) == .tabList else { return }
        let names = ((statement.lowerBound + 1)..<inIndex).filter { tokens[$0].kind == .identifier }.map {
            tokens[$0].text
        }
        var inner = symbols
        if enumerated, names.count == 2 {
            inner[names[0]] = .tabIndex
            inner[names[1]] = .tab
        } else if !enumerated, names.count == 1 {
            inner[names[0]] = .tab
        } else {
            return
        }
        walk((open + 1)..<source.partners[open], file: file, owner: owner, symbols: &inner)
    }

    /// `let a = value` and the comma-separated bindings of an `if` or `guard`.
    private mutating func bind(_ range: Range<Int>, file: Int, symbols: inout [String: Symbol]) {
        let source = index.files[file]
        let tokens = source.tokens
        for part in source.split(range, on: ",") where part.count >= 4 {
            let start = part.lowerBound
            guard tokens[start].isIdentifier("let") || tokens[start].isIdentifier("var"),
                tokens[start + 1].kind == .identifier, let equals = source.topLevelEquals(in: start..<part.upperBound)
            else { continue }
            var value = (equals + 1)..<part.upperBound
            if let last = value.last, tokens[last].isIdentifier("else") { value = value.lowerBound..<last }
            if let found = symbol(of: value, file: file, symbols: symbols) { symbols[tokens[start + 1].text] = found }
        }
    }

    /// What `range` evaluates to: the window's root, a cast of it, its tabs, a tab's navigation
    /// controller or root.
    private func symbol(of range: Range<Int>, file: Int, symbols: [String: Symbol]) -> Symbol? {
        let source = index.files[file]
        let tokens = source.tokens
        var range = range
        var castType: String?
        if let cast = range.last(where: { tokens[$0].isIdentifier("as") }) {
            castType = ((cast + 1)..<range.upperBound).first { tokens[$0].kind == .identifier }.map { tokens[$0].text }
            range = range.lowerBound..<cast
        }
        if let last = range.last, tokens[last].isPunctuation("!") { range = range.lowerBound..<last }
        guard let chain = PathChain(range, in: source) else { return nil }
        var names = chain.names
        if names.first == "self" { names.removeFirst() }
        let base: Symbol?
        if names.last == "rootViewController", names.contains("window") {
            base = .windowRoot
        } else if let root = names.first, let known = symbols[root] {
            switch (known, Array(names.dropFirst())) {
            case (_, []): base = known
            case (.container(tabs: true), ["viewControllers"]): base = .tabList
            case (.container(tabs: false), let rest) where Self.firstChild(rest, chain: chain):
                base = .root("", everyTab: false)
            case (.navigation(let everyTab), let rest) where Self.firstChild(rest, chain: chain):
                base = .root("", everyTab: everyTab)
            default: base = nil
            }
        } else {
            base = nil
        }
        guard let base else { return nil }
        guard let castType else { return base }
        switch (base, castType) {
        case (.windowRoot, "UITabBarController"): return .container(tabs: true)
        case (.windowRoot, "UINavigationController"): return .container(tabs: false)
        case (.tab, "UINavigationController"): return .navigation(everyTab: true)
        case (.root(_, let everyTab), _) where Self.isViewControllerClass(castType, index: index):
            return .root(castType, everyTab: everyTab)
        case (.tab, _) where Self.isViewControllerClass(castType, index: index):
            return .root(castType, everyTab: true)
        default: return nil
        }
    }

    /// `.viewControllers.first`, `.viewControllers[0]`, `.topViewController`: a navigation controller's root.
    private static func firstChild(_ rest: [String], chain: PathChain) -> Bool {
        rest == ["viewControllers", "first"] || rest == ["topViewController"]
            || (rest == ["viewControllers"] && chain.components.count == 3)
    }

    private static func isViewControllerClass(_ name: String, index: SwiftTypeIndex) -> Bool {
        !name.hasPrefix("UI") && (index.isViewController(name) || name.hasSuffix("ViewController"))
    }

    // MARK: - Computed properties

    /// The root class's computed properties that read what launch code gave it — a shared object's
    /// field, chosen by a `Bool` field launch code set — as assignments too.
    private mutating func addComputedProperties(to place: Int) {
        let injection = injections[place]
        var given: [String: RootInjection.Value] = [:]
        for assignment in injection.assignments where given[assignment.field] == nil {
            given[assignment.field] = assignment.value
        }
        for member in index.classChain(from: injection.rootClass).flatMap({ index.members(of: $0) }) {
            let declaration = member.declaration
            let file = index.files[member.file]
            guard declaration.kind == .variable, given[declaration.name] == nil, let body = declaration.body,
                let first = body.first, !file.tokens[first].isIdentifier("didSet"),
                !file.tokens[first].isIdentifier("willSet"), !file.tokens[first].isIdentifier("set"),
                let value = computed(body, file: member.file, given: given)
            else { continue }
            injections[place].assignments.append(
                RootInjection.Assignment(
                    field: declaration.name, value: value,
                    origin: index.origin(declaration.position, file: member.file)))
        }
    }

    /// A computed property's body as a value: `if flag { return a }; return b`, `flag ? a : b`,
    /// `return a`, or `a` alone, where `a` and `b` read a shared object's field and `flag` is a
    /// field launch code gives. Nil for anything else.
    private func computed(_ body: Range<Int>, file: Int, given: [String: RootInjection.Value])
        -> RootInjection.Value?
    {
        let source = index.files[file]
        let tokens = source.tokens
        var body = body
        if let first = body.first, tokens[first].isIdentifier("get"), body.count > 2,
            tokens[first + 1].isPunctuation("{"), source.partners[first + 1] > first + 1
        {
            body = (first + 2)..<source.partners[first + 1]
        }
        let statements = source.statements(in: body)
        func returned(_ statement: Range<Int>) -> Range<Int> {
            tokens[statement.lowerBound].isIdentifier("return")
                ? (statement.lowerBound + 1)..<statement.upperBound : statement
        }
        if statements.count == 2, tokens[statements[0].lowerBound].isIdentifier("if"),
            let open = statements[0].first(where: { tokens[$0].isPunctuation("{") }),
            source.partners[open] == statements[0].upperBound - 1,
            let flag = flag((statements[0].lowerBound + 1)..<open, file: file, given: given)
        {
            let inner = source.statements(in: (open + 1)..<source.partners[open])
            guard inner.count == 1, let then = path(returned(inner[0]), file: file, given: given),
                let otherwise = path(returned(statements[1]), file: file, given: given)
            else { return nil }
            return .choice(field: flag, then: then, otherwise: otherwise)
        }
        guard statements.count == 1 else { return nil }
        let expression = returned(statements[0])
        if let question = expression.first(where: { tokens[$0].isOperator("?") }),
            let colon = expression.first(where: { $0 > question && tokens[$0].isPunctuation(":") }),
            let flag = flag(expression.lowerBound..<question, file: file, given: given),
            let then = path((question + 1)..<colon, file: file, given: given),
            let otherwise = path((colon + 1)..<expression.upperBound, file: file, given: given)
        {
            return .choice(field: flag, then: then, otherwise: otherwise)
        }
        return path(expression, file: file, given: given)
    }

    /// A condition that is one field launch code gives (`favoritesOnly`, `self.favoritesOnly`).
    private func flag(_ range: Range<Int>, file: Int, given: [String: RootInjection.Value]) -> String? {
        guard var chain = PathChain(range, in: index.files[file]) else { return nil }
        if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
        guard chain.components.count == 1, let value = given[chain.root] else { return nil }
        switch value {
        case .tabIndexEquals, .expression("true"), .expression("false"): return chain.root
        default: return nil
        }
    }

    /// `state?.favorites ?? []`, `self.state.items`: a path into the shared store a field holds.
    private func path(_ range: Range<Int>, file: Int, given: [String: RootInjection.Value])
        -> RootInjection.Value?
    {
        let source = index.files[file]
        var range = range
        // `?? []`: the fallback when the object is nil; launch code gave it one.
        if let coalesce = range.first(where: { source.tokens[$0].isOperator("??") }) {
            range = range.lowerBound..<coalesce
        }
        guard var chain = PathChain(range, in: source) else { return nil }
        if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
        guard chain.components.count >= 2, case .shared(let name)? = given[chain.root],
            let rest = chain.path(from: 1, subscriptText: { _ in nil })
        else { return nil }
        return .path(name + "." + rest)
    }

    // MARK: - Assignments

    /// `root.field = value`.
    private mutating func assign(
        _ left: Range<Int>, _ right: Range<Int>, file: Int, owner: String, symbols: [String: Symbol]
    ) {
        let source = index.files[file]
        guard let chain = PathChain(left, in: source), chain.components.count == 2,
            case .root(let rootClass, let everyTab)? = symbols[chain.root], !rootClass.isEmpty
        else { return }
        let field = chain.names[1]
        let origin = index.origin(source.tokens[left.lowerBound].position, file: file)
        let value: RootInjection.Value
        if let read = self.value(of: right, file: file, owner: owner, symbols: symbols) {
            value = read
        } else {
            value = .unread(source.text(right))
            diagnostics.append(
                Diagnostic(
                    file: source.path, position: origin.position, severity: .warning, id: RouteBodyReader.unreadPass,
                    message:
                        "cannot read the value launch code gives '\(field)': '\(source.text(right))'; the pass is written as a comment"
                ))
        }
        let assignment = RootInjection.Assignment(field: field, value: value, origin: origin)
        if let place = injections.firstIndex(where: { $0.rootClass == rootClass && $0.everyTab == everyTab }) {
            injections[place].assignments.append(assignment)
        } else {
            injections.append(RootInjection(rootClass: rootClass, everyTab: everyTab, assignments: [assignment]))
        }
    }

    /// A value launch code gives a root: a literal, `index == n`, the app delegate's object.
    private mutating func value(of range: Range<Int>, file: Int, owner: String, symbols: [String: Symbol])
        -> RootInjection.Value?
    {
        let source = index.files[file]
        let tokens = source.tokens
        if let literal = SwiftLiteral.value(range, in: source) { return .expression(literal.value) }
        if range.count == 3, tokens[range.lowerBound + 1].isOperator("==") {
            let sides = [range.lowerBound, range.lowerBound + 2]
            if let indexSide = sides.first(where: { symbols[tokens[$0].text] == .tabIndex }),
                let number = sides.first(where: { tokens[$0].kind == .number }).flatMap({ Int(tokens[$0].text) }),
                indexSide != number
            {
                return .tabIndexEquals(number)
            }
        }
        guard var chain = PathChain(range, in: source) else { return nil }
        if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
        guard chain.components.count == 1,
            let property = index.members(of: owner).first(where: {
                $0.declaration.kind == .variable && $0.declaration.name == chain.root
            })
        else { return nil }
        return sharedObject(property)
    }

    /// The app delegate's property made once (`let store = StoreController()`) as a shared store.
    private mutating func sharedObject(_ property: SwiftTypeIndex.Member) -> RootInjection.Value? {
        let file = index.files[property.file]
        let typeName =
            property.declaration.type.map { ImportNames.unmarked(file.text($0)) }
            ?? property.declaration.initialValue.flatMap { value in
                value.first.flatMap { file.tokens[$0].kind == .identifier ? file.tokens[$0].text : nil }
            }
        guard let typeName, index.kind(of: typeName) == .class, !index.isViewController(typeName) else { return nil }
        let name = ImportNames.typeName(typeName)
        if !shared.contains(where: { $0.name == name }) {
            let stores = MVCSceneStores.scene(of: typeName, index: index).scene.stores
            shared.append(
                SharedObject(
                    name: name, stores: stores, origin: index.origin(property.declaration.position, file: property.file)
                ))
        }
        return .shared(name)
    }
}
