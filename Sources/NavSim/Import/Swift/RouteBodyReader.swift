/// Reads what one branch of a router's `routeToX` does, following the helpers it calls
/// (`passDataToX`, `navigateToX`, any other method of the router): the destination it gets, the
/// data it passes, and how it navigates.
///
/// Names get roles as the code binds them: `segue.destination as! T` and
/// `instantiateViewController(…) as! T` are the destination view controller, its
/// `router!.dataStore!` the destination's store, `dataStore` the source's store,
/// `indexPathForSelectedRow` the selection. An assignment into the destination's store is a
/// pass; its right side is read into the DSL's expression language, or, when that cannot be
/// done, kept as a comment with a warning: it never guesses.
struct RouteBodyReader {
    /// A `pass` whose value navsim cannot read (a call, arithmetic, a value from elsewhere).
    static let unreadPass = DiagnosticID("unread-pass")
    /// A route that writes one of its parameters into the data store before passing it.
    static let parameterPassed = DiagnosticID("route-parameter-passed")

    /// What a name stands for in a route's code.
    enum Role: Equatable {
        case sourceStore, sourceController, destinationStore, destinationController, selection, routeParameter, segue
        /// A field of the source's own store, read by its bare name (`contacts` in an MVC view
        /// controller's `prepare(for:sender:)`: the view controller is the store).
        case sourceField
        /// A local value: its expression, in file `file`.
        case value(file: Int, range: Range<Int>)
        /// The table or collection view cell that sent the segue (`sender as! AccountCell`): its
        /// fields are what the source's cell provider set on the selected row's cell (`MVCCellModels`).
        case cell
        /// A name that stands for a value already read as a DSL expression where it came from
        /// (a helper's parameter given `contact`, a field of the caller's source).
        case known(String)
    }

    /// How deep helpers may call helpers.
    static let helperDepthLimit = 8

    private let index: SwiftTypeIndex
    private let router: String
    private var roles: [String: Role]
    /// The roles of the router's own names, which its helpers see too.
    private var ownRoles = Self.selfRoles
    private var helperStack: [String] = []
    private var pendingStyle: String?
    private var unwinding = false
    /// The fields the source's cells are given, for `.cell` names (`MVCCellModels.fields`).
    private var cellFields: [String: String?] = [:]
    /// What the branch does, so far.
    private(set) var branch = SwiftScene.Branch()
    /// Warnings: what was not understood.
    private(set) var diagnostics: [Diagnostic] = []

    /// Reads the tokens `range` of file `file`, a branch of a method of `router`, whose
    /// parameters have `roles`.
    /// With `unwinding`, the code is an unwind action's: its passes are the assignments into the
    /// action's own scene of what it reads from `segue.source`.
    static func read(
        _ range: Range<Int>, file: Int, router: String, roles: [String: Role], index: SwiftTypeIndex,
        unwinding: Bool = false
    ) -> (branch: SwiftScene.Branch, diagnostics: [Diagnostic]) {
        read([range], file: file, router: router, roles: roles, index: index, unwinding: unwinding)
    }

    /// Reads `ranges` as one block (see below), with `cellFields`, what the source's cells show,
    /// for a cell that sent the segue.
    static func read(
        _ ranges: [Range<Int>], file: Int, router: String, roles: [String: Role], index: SwiftTypeIndex,
        cellFields: [String: String?]
    ) -> (branch: SwiftScene.Branch, diagnostics: [Diagnostic]) {
        read(ranges, file: file, router: router, roles: roles, index: index, unwinding: false, cellFields: cellFields)
    }

    /// Reads `ranges` one after the other, as one block: names bound in one keep their roles in
    /// the next (the statements a `prepare(for:sender:)` runs before its `switch`, then a case).
    /// `.sourceField` roles are the router's own names: its helpers read them too.
    static func read(
        _ ranges: [Range<Int>], file: Int, router: String, roles: [String: Role], index: SwiftTypeIndex,
        unwinding: Bool = false, cellFields: [String: String?] = [:]
    ) -> (branch: SwiftScene.Branch, diagnostics: [Diagnostic]) {
        var reader = RouteBodyReader(
            index: index, router: router, roles: roles.merging(Self.selfRoles) { own, _ in own })
        reader.ownRoles = roles.filter { $0.value == .sourceField }.merging(Self.selfRoles) { own, _ in own }
        reader.unwinding = unwinding
        reader.cellFields = cellFields
        for range in ranges { reader.walk(range, file: file) }
        return (reader.branch, reader.diagnostics)
    }

    /// The roles of a router's own properties.
    static let selfRoles: [String: Role] = ["dataStore": .sourceStore, "viewController": .sourceController]

    private init(index: SwiftTypeIndex, router: String, roles: [String: Role]) {
        self.index = index
        self.router = router
        self.roles = roles
    }

    // MARK: - Statements

    /// How deep blocks may nest in a route's code before the rest is skipped.
    static let blockDepthLimit = 64
    private var blockDepth = 0

    private mutating func walk(_ range: Range<Int>, file: Int) {
        let source = index.files[file]
        guard blockDepth < Self.blockDepthLimit else {
            if let first = range.first {
                diagnostics.append(
                    Diagnostic(
                        file: source.path, position: source.tokens[first].position, severity: .warning,
                        id: SwiftLexer.notUnderstood,
                        message: "blocks nested more than \(Self.blockDepthLimit) deep in a route; the rest is not read"
                    ))
            }
            return
        }
        blockDepth += 1
        defer { blockDepth -= 1 }
        for statement in source.statements(in: range) { visit(statement, file: file) }
    }

    private mutating func visit(_ statement: Range<Int>, file: Int) {
        let source = index.files[file]
        let tokens = source.tokens
        let first = tokens[statement.lowerBound]
        if first.isIdentifier("if") || first.isIdentifier("guard") || first.isIdentifier("else") {
            // Each block is walked on its own; only the conditions are read here.
            var cursor = statement.lowerBound + 1
            var condition = cursor
            while cursor < statement.upperBound {
                if tokens[cursor].isPunctuation("{") {
                    if forcesContainer(condition..<cursor, in: source) { branch.forcesContainer = true }
                    bindConditions(condition..<cursor, file: file)
                    walk((cursor + 1)..<min(source.partners[cursor], statement.upperBound), file: file)
                    condition = source.after(cursor)
                }
                cursor = source.after(cursor)
            }
            return
        }
        if forcesContainer(statement, in: source) { branch.forcesContainer = true }
        if first.isIdentifier("let") || first.isIdentifier("var"), statement.count > 1 {
            let name = tokens[statement.lowerBound + 1].text
            if let equals = source.topLevelEquals(in: statement) {
                let value = (equals + 1)..<statement.upperBound
                roles[name] = classify(value, file: file)
                handleCalls(in: value, file: file)
            }
            return
        }
        if let equals = source.topLevelEquals(in: statement) {
            // `settings.completion = { [weak self] in self?.dismiss(animated: true) }`: code stored
            // for later, run when the destination calls it (`CodeNavigationReader` reads it there),
            // neither a pass nor navigation of this route.
            let right = (equals + 1)..<statement.upperBound
            if !right.isEmpty, tokens[right.lowerBound].isPunctuation("{"),
                source.partners[right.lowerBound] == right.upperBound - 1
            {
                return
            }
            assign(statement.lowerBound..<equals, (equals + 1)..<statement.upperBound, file: file)
            handleCalls(in: (equals + 1)..<statement.upperBound, file: file)
            return
        }
        handleCalls(in: statement, file: file)
    }

    /// `if let a = b, var c = d` and `guard let …`: each binding gets the role of its value.
    private mutating func bindConditions(_ range: Range<Int>, file: Int) {
        let source = index.files[file]
        for part in source.split(range, on: ",") where part.count >= 2 {
            let tokens = source.tokens
            var start = part.lowerBound
            if tokens[start].isIdentifier("let") || tokens[start].isIdentifier("var") { start += 1 }
            guard tokens[start].kind == .identifier else { continue }
            let name = tokens[start].text
            if let equals = source.topLevelEquals(in: start..<part.upperBound) {
                roles[name] = classify((equals + 1)..<part.upperBound, file: file)
            } else if start > part.lowerBound, let role = roles[name] {
                roles[name] = role  // `if let segue {`: the same name, unwrapped
            }
            handleCalls(in: part, file: file)
        }
    }

    private func forcesContainer(_ range: Range<Int>, in source: SwiftSourceFile) -> Bool {
        range.dropLast().contains { index in
            let token = source.tokens[index]
            return (token.isIdentifier("navigationController") || token.isIdentifier("tabBarController"))
                && source.tokens[index + 1].isPunctuation("!")
        }
    }

    // MARK: - Values

    /// The role a value gives the name bound to it; notes the destination it names on the way.
    private mutating func classify(_ range: Range<Int>, file: Int) -> Role {
        let source = index.files[file]
        let tokens = source.tokens[range]
        // The names the value uses, looked for among its few tokens rather than gathered into a
        // set for each value read (a set's allocation and hashing were a fortieth of the import).
        let names = IdentifierLookup(tokens: tokens)
        var castType: String?
        if let cast = tokens.indices.last(where: { tokens[$0].isIdentifier("as") }), cast + 2 < range.upperBound {
            castType = source.tokens[cast + 2].text
            noteDestination(castType ?? "")
        }
        if !names.isDisjoint(with: Self.selectionNames) || castType == "IndexPath"
            || callsIndexPathFor(range, in: source)
        {
            return .selection
        }
        if let castType, isCellClass(castType) { return .cell }
        guard let root = tokens.first else { return .value(file: file, range: range) }
        let rootRole = roles[root.text]
        if rootRole == .segue, names.contains("destination") { return .destinationController }
        // `nav.topViewController as? T`, `(segue.destination as? UINavigationController)?.viewControllers.first`:
        // the view controller a segue's navigation controller holds.
        if readsSegueDestination(range, in: source)
            || (rootRole == .destinationController && !names.isDisjoint(with: Self.containerChildren))
        {
            return .destinationController
        }
        if rootRole == .segue, names.contains("source") { return .sourceController }
        if rootRole == .destinationController, names.contains("dataStore") { return .destinationStore }
        if names.contains("instantiateViewController") {
            if branch.via == nil { branch.via = "storyboard" }
            return .destinationController
        }
        if names.contains("viewControllers"), tokens.contains(where: { $0.isPunctuation("[") }) {
            return .destinationController
        }
        if root.kind == .identifier, isViewControllerClass(root.text), range.count > 1 {
            let call = SwiftCall.all(in: range, of: source).first
            if let call, call.nameIndex == range.lowerBound {
                built(root.text, via: "code", arguments: call.arguments, file: file)
                return .destinationController
            }
            if let call, source.tokens[range.lowerBound + 1].isPunctuation(".") {
                built(root.text, via: "factory", arguments: call.arguments, file: file)
                return .destinationController
            }
        }
        if root.isIdentifier("dataStore") || rootRole == .sourceStore, range.count <= 3 { return .sourceStore }
        return .value(file: file, range: range)
    }

    /// Whether a run of tokens uses an identifier: what `classify` asks of a value's names.
    private struct IdentifierLookup {
        let tokens: ArraySlice<SwiftToken>

        func contains(_ name: String) -> Bool { tokens.contains { $0.isIdentifier(name) } }

        // The sets asked about hold a few names: each compared (its length first) costs less than
        // hashing every identifier of the statement.
        func isDisjoint(with names: Set<String>) -> Bool {
            !tokens.contains { token in token.kind == .identifier && names.contains { token.isIdentifier($0) } }
        }
    }

    /// What a table or collection view's selection is read through.
    static let selectionNames: Set<String> = [
        "indexPathForSelectedRow", "indexPathsForSelectedRows", "indexPathsForSelectedItems",
    ]

    /// How code reaches the view controllers a navigation controller (or another container) holds.
    private static let containerChildren: Set<String> = [
        "topViewController", "visibleViewController", "viewControllers", "children",
    ]

    /// Whether `range` calls `indexPath(for: cell)`: the row of the cell that sent a segue.
    private func callsIndexPathFor(_ range: Range<Int>, in source: SwiftSourceFile) -> Bool {
        SwiftCall.all(in: range, of: source).contains { $0.name == "indexPath" && $0.arguments.first?.label == "for" }
    }

    /// Whether `range` reads `segue.destination` (a name whose role is `.segue`) anywhere in it.
    private func readsSegueDestination(_ range: Range<Int>, in source: SwiftSourceFile) -> Bool {
        range.dropLast(2).contains { index in
            let token = source.tokens[index]
            // The role looked up last: most names are not followed by `.destination`.
            return token.kind == .identifier && source.tokens[index + 1].isPunctuation(".")
                && source.tokens[index + 2].isIdentifier("destination") && roles[token.text] == .segue
        }
    }

    private mutating func built(_ type: String, via: String, arguments: [SwiftCall.Argument], file: Int) {
        noteDestination(type)
        branch.via = via
        let source = index.files[file]
        for argument in arguments {
            guard let label = argument.label, !["nibName", "bundle", "coder"].contains(label), !argument.value.isEmpty
            else { continue }
            addPass(
                field: label, value: argument.value, file: file, at: source.tokens[argument.value.lowerBound].position)
        }
    }

    private mutating func noteDestination(_ type: String) {
        guard branch.destination == nil, isViewControllerClass(type), !Self.uikitContainers.contains(type) else {
            return
        }
        branch.destination = ImportNames.typeName(type)
        branch.destinationClass = type
    }

    /// UIKit's containers: a cast to one is a step towards the destination, not the destination.
    private static let uikitContainers: Set<String> = [
        "UINavigationController", "UITabBarController", "UISplitViewController", "UIPageViewController",
    ]

    /// Whether `name` is a view controller class: named like one (a UIKit class the sources do
    /// not declare), or declared as one.
    private func isViewControllerClass(_ name: String) -> Bool {
        name.hasSuffix("ViewController") || index.isViewController(name)
    }

    /// Whether `name` is a table or collection view cell class: named like one, or declared as
    /// a subclass of one.
    private func isCellClass(_ name: String) -> Bool {
        name.hasSuffix("Cell")
            || index.classChain(from: name).contains { index.inherited(by: $0).contains { $0.hasSuffix("Cell") } }
    }

    /// What reads values as DSL expressions, with the roles names have now.
    private var valueReader: PassValueReader {
        PassValueReader(index: index, roles: roles, unwinding: unwinding, cellFields: cellFields)
    }

    // MARK: - Assignments

    private mutating func assign(_ left: Range<Int>, _ right: Range<Int>, file: Int) {
        let source = index.files[file]
        if source.tokens[left.lowerBound].isPunctuation("("), !unwinding {
            assignThroughCast(left, right, file: file)
            return
        }
        guard var chain = PathChain(left, in: source) else { return }
        let position = source.tokens[left.lowerBound].position
        if unwinding {
            // `self.contact = source.contact`, `router?.dataStore?.contact = …`: a field of the
            // action's own scene, set from the unwind's source.
            if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
            guard let root = source.tokens[right].first, roles[root.text] == .sourceController, roles[chain.root] == nil
            else { return }
            addPass(
                to: chain, from: chain.index(of: "dataStore").map { $0 + 1 } ?? 0, value: right, file: file,
                at: position)
            return
        }
        let rest = chain.names.dropFirst()
        if rest.contains("selectedIndex") || rest.contains("selectedViewController") {
            navigate("tab", left.lowerBound..<right.upperBound, file: file)
            return
        }
        if rest.last == "rootViewController" {
            navigate("setRoot", left.lowerBound..<right.upperBound, file: file)
            return
        }
        switch roles[chain.root] {
        case .destinationStore:
            addPass(to: chain, from: 1, value: right, file: file, at: position)
        case .destinationController:
            if let store = chain.index(of: "dataStore") {
                addPass(to: chain, from: store + 1, value: right, file: file, at: position)
            } else if rest.first == "modalPresentationStyle" {
                pendingStyle = source.tokens[right].last { $0.kind == .identifier }?.text
            } else if let first = rest.first, !Self.uikitProperties.contains(first) {
                addPass(to: chain, from: 1, value: right, file: file, at: position)
            }
        case .sourceStore:
            if let root = source.tokens[right].first, roles[root.text] == .routeParameter {
                warn(
                    Self.parameterPassed, at: position, file: file,
                    "the route writes its parameter '\(root.text)' into the data store ('\(source.text(left))') "
                        + "before passing it: navsim passes what the store holds, not the argument")
            }
        default:
            break
        }
    }

    /// `(segue.destination as! T).item = value`: a pass when the parenthesised value is the destination.
    private mutating func assignThroughCast(_ left: Range<Int>, _ right: Range<Int>, file: Int) {
        let source = index.files[file]
        let tokens = source.tokens
        let close = source.partners[left.lowerBound]
        guard close > left.lowerBound, close + 2 < left.upperBound,
            classify((left.lowerBound + 1)..<close, file: file) == .destinationController
        else { return }
        var start = close + 1
        if tokens[start].isPunctuation("?") || tokens[start].isPunctuation("!") { start += 1 }
        guard start + 1 < left.upperBound, tokens[start].isPunctuation("."),
            let chain = PathChain((start + 1)..<left.upperBound, in: source), !Self.uikitProperties.contains(chain.root)
        else { return }
        addPass(to: chain, from: 0, value: right, file: file, at: tokens[left.lowerBound].position)
    }

    /// Properties of a view controller that are no data: set on a destination, never a pass.
    private static let uikitProperties: Set<String> = [
        "title", "delegate", "modalTransitionStyle", "hidesBottomBarWhenPushed", "navigationItem", "view",
        "transitioningDelegate", "preferredContentSize", "popoverPresentationController", "isModalInPresentation",
        "tabBarItem", "definesPresentationContext", "providesPresentationContextTransitionStyle",
    ]

    private mutating func addPass(
        to chain: PathChain, from start: Int, value: Range<Int>, file: Int, at position: SourcePosition
    ) {
        let source = index.files[file]
        let values = valueReader
        let field = chain.path(from: start) { values.expression($0, file: file, depth: 1) ?? source.text($0) } ?? ""
        guard !field.isEmpty else { return }
        addPass(field: field, value: value, file: file, at: position)
    }

    private mutating func addPass(field: String, value: Range<Int>, file: Int, at position: SourcePosition) {
        let source = index.files[file]
        addPass(
            field: field, expression: valueReader.expression(value, file: file), swift: source.text(value), file: file,
            at: position)
    }

    /// Adds a pass read as `expression` from `swift`; a warning when it could not be read.
    private mutating func addPass(
        field: String, expression: String?, swift: String, file: Int, at position: SourcePosition
    ) {
        branch.passes.append(
            ImportedPass(
                field: field, expression: expression, swift: swift, origin: index.origin(position, file: file)))
        if expression == nil {
            warn(
                Self.unreadPass, at: position, file: file,
                "cannot read the value passed to '\(field)': '\(swift)'; the pass is written as a comment")
        }
    }

    // MARK: - Calls

    private mutating func handleCalls(in range: Range<Int>, file: Int) {
        let source = index.files[file]
        for call in SwiftCall.all(in: range, of: source) {
            if let action = Self.navigationActions[call.name] {
                let firstArgument = call.arguments.first.flatMap { source.tokens[$0.value].first?.text }
                let movesDestination = ["show", "showDetail", "present", "push"].contains(action)
                if movesDestination, let firstArgument, roles[firstArgument] != .destinationController { continue }
                navigate(action, call.receiver.lowerBound..<call.end, file: file)
            } else if call.name == "performSegue", let identifier = call.argument("withIdentifier"),
                let token = source.tokens[identifier.value].first, token.kind == .string
            {
                branch.performedSegue = token.text
            } else if let receiver = PathChain(call.receiver, in: source), receiver.components.count == 1,
                roles[receiver.root] == .destinationController
            {
                setterPasses(call, file: file)
            } else if unwinding, ["append", "insert"].contains(call.name) {
                unwindCollects(call, file: file)
            } else {
                followHelper(call, file: file)
            }
        }
    }

    /// `detail.configure(with: item)`: what a method of the destination sets. When the method is
    /// declared and assigns its parameters to its own properties (`self.item = item`), each such
    /// assignment is a pass; otherwise each labelled argument is one, named by its parameter.
    private mutating func setterPasses(_ call: SwiftCall, file: Int) {
        let source = index.files[file]
        let position = source.tokens[call.nameIndex].position
        let method = destinationMethod(call)
        if let method, let body = method.declaration.body {
            let methodFile = index.files[method.file]
            var arguments: [String: Range<Int>] = [:]
            for (parameter, argument) in zip(method.declaration.parameters, call.arguments) {
                arguments[parameter.name] = argument.value
            }
            var found = false
            for statement in methodFile.statements(in: body) {
                guard let equals = methodFile.topLevelEquals(in: statement),
                    var left = PathChain(statement.lowerBound..<equals, in: methodFile)
                else { continue }
                let ownProperty = left.root == "self" && left.components.count > 1
                if ownProperty { left.components.removeFirst() }
                let right = (equals + 1)..<statement.upperBound
                guard let value = PathChain(right, in: methodFile), let argument = arguments[value.root],
                    ownProperty || arguments[left.root] == nil, !Self.uikitProperties.contains(left.root),
                    let field = left.path(from: 0, subscriptText: { methodFile.text($0) })
                else { continue }
                found = true
                let swift = source.text(call.receiver.lowerBound..<call.end) + " { " + methodFile.text(statement) + " }"
                // The parameter stands for the argument's value, read where the call is.
                let rest = value.path(from: 1) { _ in nil }
                let expression = valueReader.expression(argument, file: file).flatMap { base in
                    rest.map { $0.isEmpty ? base : base + ($0.hasPrefix("[") ? "" : ".") + $0 }
                }
                addPass(field: field, expression: expression, swift: swift, file: file, at: position)
            }
            if found { return }
        }
        for (offset, argument) in call.arguments.enumerated() where !argument.value.isEmpty {
            let parameter = method.map { $0.declaration.parameters[offset].name }
            guard let field = parameter ?? argument.label, field != "_" else {
                warn(
                    Self.unreadPass, at: position, file: file,
                    "cannot tell which field '\(source.text(call.receiver.lowerBound..<call.end))' sets; it is not passed"
                )
                continue
            }
            addPass(
                field: field, value: argument.value, file: file, at: source.tokens[argument.value.lowerBound].position)
        }
    }

    /// The method of the destination's class (or a superclass) that `call` calls: same name,
    /// same argument labels.
    private func destinationMethod(_ call: SwiftCall) -> SwiftTypeIndex.Member? {
        guard let type = branch.destinationClass else { return nil }
        return index.classChain(from: type).lazy.flatMap { index.members(of: $0) }.first { member in
            let declaration = member.declaration
            return declaration.kind == .function && declaration.name == call.name
                && declaration.parameters.map { $0.label == "_" ? nil : $0.label } == call.arguments.map(\.label)
        }
    }

    /// `contacts.append(source.contact)` in an unwind action: the action adds what the source
    /// holds to a field of its own, which a `pass` (an assignment) cannot say: a commented pass.
    private mutating func unwindCollects(_ call: SwiftCall, file: Int) {
        let source = index.files[file]
        guard var receiver = PathChain(call.receiver, in: source) else { return }
        if receiver.root == "self", receiver.components.count > 1 { receiver.components.removeFirst() }
        let readsSource = call.arguments.contains { argument in
            source.tokens[argument.value].first.map { roles[$0.text] == .sourceController } ?? false
        }
        guard readsSource, roles[receiver.root] == nil, let field = receiver.path(from: 0, subscriptText: { _ in nil })
        else {
            return
        }
        let swift = source.text(call.receiver.lowerBound..<call.end)
        let position = source.tokens[call.receiver.lowerBound].position
        branch.passes.append(
            ImportedPass(field: field, expression: nil, swift: swift, origin: index.origin(position, file: file)))
        warn(
            Self.unreadPass, at: position, file: file,
            "the unwind action adds to '\(field)' ('\(swift)'); a pass can only assign: it is written as a comment")
    }

    private static let navigationActions: [String: String] = [
        "show": "show", "showDetailViewController": "showDetail", "present": "present", "pushViewController": "push",
        "popViewController": "pop", "popToViewController": "popTo", "popToRootViewController": "popToRoot",
        "dismiss": "dismiss", "setViewControllers": "setStack",
    ]

    private mutating func navigate(_ action: String, _ range: Range<Int>, file: Int) {
        let source = index.files[file]
        let forced = forcesContainer(range, in: source)
        branch.navigation.append(
            SwiftScene.Navigation(
                action: action, forced: forced,
                style: ["present", "show", "showDetail"].contains(action) ? pendingStyle : nil,
                swift: source.text(range), origin: index.origin(source.tokens[range.lowerBound].position, file: file)))
    }

    /// The function a call runs, when the sources declare it: a method of the router (called
    /// on nothing or on `self`), a static method of a type the call names (`Routing.pass(…)`),
    /// or a function declared outside any type — a router's work is often in helpers elsewhere.
    private func helper(for call: SwiftCall, file: Int) -> SwiftTypeIndex.Member? {
        let receiver = index.files[file].text(call.receiver)
        func matching(_ members: [SwiftTypeIndex.Member]) -> SwiftTypeIndex.Member? {
            members.first {
                $0.declaration.kind == .function && $0.declaration.name == call.name && $0.declaration.body != nil
                    && $0.declaration.parameters.count == call.arguments.count
            }
        }
        if receiver.isEmpty || receiver == "self" {
            return matching(index.members(of: router))
                ?? (receiver.isEmpty ? matching(index.freeFunctions[call.name] ?? []) : nil)
        }
        guard receiver.first?.isUppercase == true, index.kind(of: receiver) != nil else { return nil }
        return matching(
            index.members(of: receiver).filter {
                $0.declaration.modifiers.contains("static") || $0.declaration.modifiers.contains("class")
            })
    }

    /// A call of a helper (`helper(for:file:)`): read its body, its parameters given the roles
    /// of the arguments (or, for an argument of no known role, what its name and type say).
    private mutating func followHelper(_ call: SwiftCall, file: Int) {
        guard helperStack.count < Self.helperDepthLimit, !helperStack.contains(call.name),
            let helper = helper(for: call, file: file), let body = helper.declaration.body
        else { return }
        let source = index.files[file]
        let helperFile = index.files[helper.file]
        var helperRoles = ownRoles
        for (parameter, argument) in zip(helper.declaration.parameters, call.arguments) {
            let root = source.tokens[argument.value].first { $0.kind == .identifier }?.text ?? ""
            let type = helperFile.text(parameter.type)
            var role = roles[root] ?? ownRoles[root] ?? Self.conventionalRole(parameter, type: type)
            // A field of the source given as an argument: the parameter stands for its value.
            if role == .sourceField { role = .value(file: file, range: argument.value) }
            if let role { helperRoles[parameter.name] = role }
            if role == .destinationStore || role == .destinationController {
                let bare = ImportNames.unmarked(type)
                if bare.hasSuffix("DataStore"), branch.destination == nil {
                    branch.destination = String(bare.dropLast("DataStore".count))
                } else {
                    noteDestination(bare)
                }
            }
        }
        let saved = roles
        roles = helperRoles
        helperStack.append(call.name)
        walk(body, file: helper.file)
        helperStack.removeLast()
        roles = saved
    }

    private static func conventionalRole(_ parameter: SwiftDeclaration.Parameter, type: String) -> Role? {
        let isDestination = parameter.name.hasPrefix("destination") || parameter.isInout
        if type.hasSubstring("DataStore") { return isDestination ? .destinationStore : .sourceStore }
        if type.hasSubstring("ViewController") { return isDestination ? .destinationController : .sourceController }
        return nil
    }

    private mutating func warn(_ id: DiagnosticID, at position: SourcePosition, file: Int, _ message: String) {
        diagnostics.append(
            Diagnostic(file: index.files[file].path, position: position, severity: .warning, id: id, message: message))
    }
}
