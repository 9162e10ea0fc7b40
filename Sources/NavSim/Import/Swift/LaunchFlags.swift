/// An app's launch flags and a small, sound evaluator of what code decides by them: the
/// `Bool` variables a coordinator's `start()` chooses its flow by (`if isLoggedIn`, `switch
/// instructor` where `instructor` is an enum case a static function picks from a tuple of flags).
///
/// A flag is a stored `Bool` variable with a literal initial value and no property wrapper
/// (`@AppStorage`, `@UserDefault`: persisted, not a launch constant), declared at file level
/// (`fileprivate var isAutorized = false`), as a type's `static var`, or as a class's stored
/// property (`private var hasSeenTour = false`). What is known of them at a point of the code is
/// a `State`: each flag's value, or nothing (unknown). The evaluator reads `true`/`false`, flags,
/// `!`, `&&`, `||`, parentheses and tuples, enum case literals (`.auth`, `LaunchInstructor.main`),
/// computed properties and functions (static or of the same object) whose bodies return such
/// values through `return`, `if`/`else`, `guard` and `switch` with literal patterns (several per
/// `case`, `_`, `default`), their parameters bound to the arguments or, missing, to their default
/// values read where the function is declared. Whatever else it meets (a call it cannot read, a
/// flag not known, a pattern binding names) makes the value unknown: nil, never a guess.
struct LaunchFlags: Sendable {
    /// A flag: its name and where it is declared.
    struct Flag: Hashable, Comparable, Sendable {
        /// `file:N` for a private or fileprivate file-level variable of file N, `file` for another
        /// file-level one, else the type that declares it.
        var scope: String
        /// Its name.
        var name: String
        /// Whether it is a stored property of instances of its type (not file-level, not static).
        var isInstanceProperty: Bool

        static func < (left: Flag, right: Flag) -> Bool { (left.scope, left.name) < (right.scope, right.name) }
    }

    /// What is known of the flags at a point: the value of each flag known there.
    struct State: Equatable, Sendable {
        /// The known values; a flag not listed is unknown.
        var values: [Flag: Bool] = [:]

        /// What is known in both `self` and `other`: the flags they agree on.
        func joined(with other: State) -> State {
            State(values: values.filter { other.values[$0.key] == $0.value })
        }

        /// `self` with the values `other` knows of the flags `self` does not.
        func refined(by other: State) -> State {
            State(values: values.merging(other.values) { mine, _ in mine })
        }
    }

    /// A value the evaluator knows.
    enum Value: Equatable, Sendable {
        case bool(Bool)
        case tuple([Value])
        /// An enum case, by name (`.auth`).
        case choice(String)
    }

    /// The sources.
    let index: SwiftTypeIndex
    /// Each flag's initial value.
    private(set) var initial: [Flag: Bool] = [:]
    /// A place a flag is written: the file and the token of its name.
    typealias Site = (file: Int, token: Int)
    /// Where each flag is written by a name that says which flag (`flag = …`, `self.flag = …`,
    /// `Type.flag = …`, `flag.toggle()`, `&flag`).
    private var namedWrites: [Flag: [Site]] = [:]
    /// Writes on an object of a type the code does not say (`coordinator.isSignedIn = false`), by
    /// name: each is a write of every stored flag of that name. Kept apart, not copied to each of
    /// those flags (a thousand view controllers with an `isEditing` flag, each written by the one
    /// before it, made a million sites).
    private var objectWrites: [String: [Site]] = [:]
    /// The stored flags (`isInstanceProperty`) by name.
    private var instanceFlags: [String: [Flag]] = [:]
    /// File-level flags by name: the private ones by file and name, the others by name.
    private var fileFlags: [String: Flag] = [:]
    /// How many functions deep a value is read.
    static let depthLimit = 4

    /// The flags `index` declares, and where they are written.
    init(index: SwiftTypeIndex) {
        self.index = index
        for (place, file) in index.files.enumerated() {
            for (declaration, owner) in file.allDeclarations where declaration.kind == .variable {
                guard declaration.body == nil, let value = declaration.initialValue,
                    let literal = Self.literal(value, in: file), !Self.isWrapped(declaration)
                else { continue }
                let flag: Flag
                if let owner {
                    guard owner.isTypeLike, owner.kind != .protocol else { continue }
                    let type = owner.name.split(separator: ".").last.map(String.init) ?? owner.name
                    let isStatic = declaration.modifiers.contains("static") || declaration.modifiers.contains("class")
                    guard isStatic || owner.kind == .class || owner.kind == .extension else { continue }
                    flag = Flag(scope: type, name: declaration.name, isInstanceProperty: !isStatic)
                } else {
                    let isPrivate =
                        declaration.modifiers.contains("private") || declaration.modifiers.contains("fileprivate")
                    flag = Flag(
                        scope: isPrivate ? "file:\(place)" : "file", name: declaration.name, isInstanceProperty: false)
                    fileFlags[isPrivate ? "\(place):\(declaration.name)" : declaration.name] = flag
                }
                initial[flag] = literal
            }
        }
        guard !initial.isEmpty else { return }
        let names = Set(initial.keys.map(\.name))
        // Looked up by name for every write on an object: grouped once, not scanned per write.
        instanceFlags = Dictionary(grouping: initial.keys.filter(\.isInstanceProperty), by: \.name)
        for (place, file) in index.files.enumerated() {
            // Every identifier of the app passes here: the cheap look at its neighbours first.
            for (token, text) in file.tokens.enumerated() where text.kind == .identifier {
                guard isWrite(at: token, in: file), names.contains(text.text) else { continue }
                if let flag = flag(at: token, file: place, owner: owner(of: token, in: place)) {
                    namedWrites[flag, default: []].append((place, token))
                } else if token > 0, file.tokens[token - 1].isPunctuation("."), instanceFlags[text.text] != nil {
                    // `coordinator.isSignedIn = false` on an object of a type the code does not
                    // say here: a write of every stored flag of that name.
                    objectWrites[text.text, default: []].append((place, token))
                }
            }
        }
    }

    /// The known start: every flag at its initial value.
    var launch: State { State(values: initial) }

    /// The flags written somewhere outside `ranges` (a file and a range of its tokens each).
    func writtenOutside(_ ranges: [(file: Int, tokens: Range<Int>)]) -> Set<Flag> {
        written { site in !ranges.contains { $0.file == site.file && $0.tokens.contains(site.token) } }
    }

    /// The flags written at a site `chosen` accepts.
    func written(where chosen: (Site) -> Bool) -> Set<Flag> {
        var result = Set(namedWrites.filter { _, sites in sites.contains(where: chosen) }.keys)
        for (name, sites) in objectWrites where sites.contains(where: chosen) {
            result.formUnion(instanceFlags[name] ?? [])
        }
        return result
    }

    /// Every place `flag` is written: by a name that says which flag, then, for a stored
    /// property, on an object of a type the code does not say.
    func writes(of flag: Flag) -> [Site] {
        (namedWrites[flag] ?? []) + (flag.isInstanceProperty ? objectWrites[flag.name] ?? [] : [])
    }

    /// Whether every place `flag` is written is one `allowed` accepts (true when it is never written).
    func writes(of flag: Flag, allSatisfy allowed: (Site) -> Bool) -> Bool {
        guard (namedWrites[flag] ?? []).allSatisfy(allowed) else { return false }
        return !flag.isInstanceProperty || (objectWrites[flag.name] ?? []).allSatisfy(allowed)
    }

    // MARK: - Naming a flag

    /// The flag the name at `token` of file `file` refers to, in code whose `self` is `owner`:
    /// `flag`, `self.flag`, `self?.flag`, `Type.flag`. Locals are the caller's to rule out.
    func flag(at token: Int, file: Int, owner: String?) -> Flag? {
        let tokens = index.files[file].tokens
        let name = tokens[token].text
        var before = token - 1
        if before >= 0, tokens[before].isPunctuation(".") {
            before -= 1
            if before >= 0, tokens[before].isPunctuation("?") || tokens[before].isOperator("!") { before -= 1 }
            guard before >= 0 else { return nil }
            let receiver = tokens[before].text
            if before > 0, tokens[before - 1].isPunctuation(".") { return nil }
            if receiver == "self" {
                return owner.flatMap { memberFlag(name, of: $0) }
            }
            return staticFlag(name, of: receiver)
        }
        if let owner {
            if let flag = memberFlag(name, of: owner) ?? staticFlag(name, of: owner) { return flag }
            // A member of the name that is no flag (`var isLoggedIn: Bool { session != nil }`)
            // hides a file-level flag of that name.
            if index.classChain(from: owner).contains(where: { declares(name, $0) }) { return nil }
        }
        return fileFlags["\(file):\(name)"] ?? fileFlags[name]
    }

    /// The flag `type`'s instances hold as `name`: the nearest declaration of `name` up its class
    /// chain, when that is a flag (an override computed from something else is not).
    private func memberFlag(_ name: String, of type: String) -> Flag? {
        for link in index.classChain(from: type) {
            let flag = Flag(scope: link, name: name, isInstanceProperty: true)
            if initial[flag] != nil { return flag }
            if declares(name, link) { return nil }
        }
        return nil
    }

    /// Whether `type` (or an extension of it) declares a member `name`.
    private func declares(_ name: String, _ type: String) -> Bool {
        index.members(of: type).contains { $0.declaration.name == name }
    }

    private func staticFlag(_ name: String, of type: String) -> Flag? {
        let flag = Flag(scope: type, name: name, isInstanceProperty: false)
        return initial[flag] == nil ? nil : flag
    }

    /// The type whose code holds `token` of file `file`: the innermost type declaration around it.
    private func owner(of token: Int, in file: Int) -> String? {
        var result: String?
        for (declaration, _) in index.files[file].allDeclarations where declaration.isTypeLike {
            guard let body = declaration.body, body.contains(token) else { continue }
            result = declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
        }
        return result
    }

    /// Whether the name at `token` is written: `name = …` (not `==`, not a declaration), `name.toggle()`.
    private func isWrite(at token: Int, in file: SwiftSourceFile) -> Bool {
        let tokens = file.tokens
        // `&flag`: handed `inout`.
        if token > 0, tokens[token - 1].isOperator("&") { return true }
        guard token + 1 < tokens.count else { return false }
        let next = tokens[token + 1]
        let assigned =
            next.kind == .operator
            ? ["=", "&&=", "||="].contains(next.text)
            : next.isPunctuation(".") && token + 2 < tokens.count && tokens[token + 2].isIdentifier("toggle")
        guard assigned, token > 0 else { return assigned }
        let previous = tokens[token - 1]
        return !(previous.kind == .identifier && ["let", "var", "case"].contains(previous.text))
    }

    /// Attributes that leave a variable's storage as written: any other (`@AppStorage("onboarded")`,
    /// an app's `@UserDefault` wrapper, `@IBInspectable`) may keep or set its value elsewhere.
    private static let plainAttributes: Set<String> = [
        "@objc", "@nonobjc", "@MainActor", "@available", "@usableFromInline", "@inlinable",
    ]

    /// Whether `declaration` is written with an attribute that may store its value elsewhere (a
    /// property wrapper): persisted, it is no launch constant.
    private static func isWrapped(_ declaration: SwiftDeclaration) -> Bool {
        declaration.modifiers.contains { $0.hasPrefix("@") && !plainAttributes.contains($0) }
    }

    private static func literal(_ range: Range<Int>, in file: SwiftSourceFile) -> Bool? {
        guard range.count == 1 else { return nil }
        let token = file.tokens[range.lowerBound]
        return token.isIdentifier("true") ? true : token.isIdentifier("false") ? false : nil
    }

    // MARK: - Evaluating

    /// The code being read: its file, its `self`'s type, the flags known, and its locals.
    struct Context {
        /// The file.
        var file: Int
        /// The type of `self`, if any.
        var owner: String?
        /// The flags known.
        var state: State
        /// Names bound in the code (parameters): a local shadows a flag; nil when its value is unknown.
        var locals: [String: Value?] = [:]
    }

    /// Whether the condition `range` (of an `if`, a `guard`, a `while`) holds, when known.
    func truth(_ range: Range<Int>, in context: Context) -> Bool? {
        if case .bool(let value) = evaluate(range, in: context) { return value }
        return nil
    }

    /// The value of the expression `range`, when known.
    func evaluate(_ range: Range<Int>, in context: Context, depth: Int = 0) -> Value? {
        let file = index.files[context.file]
        let tokens = file.tokens
        guard !range.isEmpty else { return nil }
        for joiner in ["||", "&&"] {
            let parts = split(range, on: joiner, in: file)
            guard parts.count > 1 else { continue }
            let values = parts.map { part -> Bool? in
                if case .bool(let value) = evaluate(part, in: context, depth: depth) { return value }
                return nil
            }
            // `false && ?` is false, `true || ?` true; otherwise every part must be known.
            let decisive = joiner == "&&" ? false : true
            if values.contains(decisive) { return .bool(decisive) }
            return values.contains(nil) ? nil : .bool(!decisive)
        }
        let first = tokens[range.lowerBound]
        if first.isOperator("!") {
            guard case .bool(let value) = evaluate((range.lowerBound + 1)..<range.upperBound, in: context, depth: depth)
            else { return nil }
            return .bool(!value)
        }
        if first.isPunctuation("("), file.partners[range.lowerBound] == range.upperBound - 1 {
            let inner = (range.lowerBound + 1)..<(range.upperBound - 1)
            let elements = file.split(inner, on: ",")
            if elements.count == 1 { return evaluate(inner, in: context, depth: depth) }
            var values: [Value] = []
            for element in elements {
                // A labelled element, `(shown: a, authorised: b)`: its value.
                let value =
                    element.count > 2 && tokens[element.lowerBound + 1].isPunctuation(":")
                    ? (element.lowerBound + 2)..<element.upperBound : element
                guard let known = evaluate(value, in: context, depth: depth) else { return nil }
                values.append(known)
            }
            return .tuple(values)
        }
        if range.count == 1, first.isIdentifier("true") || first.isIdentifier("false") {
            return .bool(first.isIdentifier("true"))
        }
        if let name = Self.caseName(range, in: file, index: index) { return .choice(name) }
        return name(range, in: context, depth: depth)
    }

    /// `.auth`, `LaunchInstructor.auth` (a case of an enum the sources declare): its name.
    private static func caseName(_ range: Range<Int>, in file: SwiftSourceFile, index: SwiftTypeIndex) -> String? {
        let tokens = file.tokens
        if range.count == 2, tokens[range.lowerBound].isPunctuation("."),
            tokens[range.lowerBound + 1].kind == .identifier
        {
            return tokens[range.lowerBound + 1].text
        }
        if range.count == 3, tokens[range.lowerBound + 1].isPunctuation("."),
            index.kind(of: tokens[range.lowerBound].text) == .enum, index.isEnumCase(tokens[range.lowerBound + 2].text)
        {
            return tokens[range.lowerBound + 2].text
        }
        return nil
    }

    /// A name, `self.name`, `Type.name`, or a call of a function without arguments or with
    /// literal ones: a local, a flag, a computed property, a function's result.
    private func name(_ range: Range<Int>, in context: Context, depth: Int) -> Value? {
        let file = index.files[context.file]
        let tokens = file.tokens
        var cursor = range.lowerBound
        var receiver: String?
        if range.count >= 3, tokens[cursor].kind == .identifier, tokens[cursor + 1].isPunctuation(".") {
            receiver = tokens[cursor].text
            cursor += 2
        }
        guard cursor < range.upperBound, tokens[cursor].kind == .identifier else { return nil }
        let name = tokens[cursor].text
        let call = cursor + 1 < range.upperBound && tokens[cursor + 1].isPunctuation("(")
        guard call ? file.partners[cursor + 1] == range.upperBound - 1 : cursor + 1 == range.upperBound else {
            return nil
        }
        if receiver == nil, !call, let local = context.locals[name] { return local }
        if !call, receiver == nil || receiver == "self" || index.kind(of: receiver ?? "") != nil,
            let flag = flag(at: cursor, file: context.file, owner: context.owner)
        {
            return context.state.values[flag].map(Value.bool)
        }
        guard depth < Self.depthLimit else { return nil }
        // The function or computed property named, of the receiver type or of `self`'s.
        let type = receiver == nil || receiver == "self" ? context.owner : receiver
        guard let type, receiver == nil || receiver == "self" || index.kind(of: type) != nil else { return nil }
        let member = index.members(of: type).first { member in
            member.declaration.name == name && member.declaration.body != nil
                && (call ? member.declaration.kind == .function : member.declaration.kind == .variable)
        }
        guard let member, let body = member.declaration.body else { return nil }
        var inner = Context(file: member.file, owner: type, state: context.state)
        if call {
            let arguments = file.split((cursor + 2)..<(range.upperBound - 1), on: ",")
            var labelled: [String: Range<Int>] = [:]
            var positional: [Range<Int>] = []
            for argument in arguments where !argument.isEmpty {
                if argument.count > 2, tokens[argument.lowerBound].kind == .identifier,
                    tokens[argument.lowerBound + 1].isPunctuation(":")
                {
                    labelled[tokens[argument.lowerBound].text] = (argument.lowerBound + 2)..<argument.upperBound
                } else {
                    positional.append(argument)
                }
            }
            let declaring = index.files[member.file]
            for parameter in member.declaration.parameters {
                if parameter.label == "_", !positional.isEmpty {
                    inner.locals[parameter.name] = evaluate(positional.removeFirst(), in: context, depth: depth + 1)
                } else if let argument = labelled.removeValue(forKey: parameter.label) {
                    inner.locals[parameter.name] = evaluate(argument, in: context, depth: depth + 1)
                } else if let value = parameter.defaultValue(in: declaring) {
                    // A default value is read where the function is declared, with none of its parameters.
                    let scope = Context(file: member.file, owner: type, state: context.state)
                    inner.locals[parameter.name] = evaluate(value, in: scope, depth: depth + 1)
                } else {
                    return nil
                }
            }
            // An argument no parameter takes: another overload, or code misread.
            guard positional.isEmpty, labelled.isEmpty else { return nil }
        }
        return returned(by: body, in: inner, depth: depth + 1)
    }

    /// What the body `range` returns, when every statement on the way is understood.
    private func returned(by range: Range<Int>, in context: Context, depth: Int) -> Value? {
        let file = index.files[context.file]
        let tokens = file.tokens
        let statements = file.statements(in: range)
        for statement in statements {
            let first = tokens[statement.lowerBound]
            if first.isIdentifier("return") {
                return evaluate((statement.lowerBound + 1)..<statement.upperBound, in: context, depth: depth)
            }
            if first.isIdentifier("switch") {
                guard let open = statement.first(where: { tokens[$0].isPunctuation("{") }),
                    open > statement.lowerBound + 1,
                    let subject = evaluate((statement.lowerBound + 1)..<open, in: context, depth: depth),
                    let chosen = chosenCase(of: subject, in: (open + 1)..<file.partners[open], file: file)
                else { return nil }
                return returned(by: chosen, in: context, depth: depth)
            }
            if first.isIdentifier("if") || first.isIdentifier("guard") {
                // The block taken decides; none taken (a `guard` that holds), the code goes on.
                guard let taken = branch(statement, in: context) else { return nil }
                if let taken { return returned(by: taken, in: context, depth: depth) }
                continue
            }
            if statements.count == 1 {
                // A body that is one expression: `var x: Bool { flag }`.
                return evaluate(statement, in: context, depth: depth)
            }
            return nil
        }
        return nil
    }

    /// The block an `if`/`else` chain or a `guard` takes, when its conditions are known: `.some(nil)`
    /// when none is (no condition holds and no `else`, or a `guard` holds).
    private func branch(_ statement: Range<Int>, in context: Context) -> Range<Int>?? {
        let file = index.files[context.file]
        let tokens = file.tokens
        let isGuard = tokens[statement.lowerBound].isIdentifier("guard")
        var condition = statement.lowerBound + 1
        var cursor = condition
        while cursor < statement.upperBound {
            if tokens[cursor].isPunctuation("{") {
                let block = (cursor + 1)..<file.partners[cursor]
                var end = cursor
                if isGuard, end > condition, tokens[end - 1].isIdentifier("else") { end -= 1 }
                var start = condition
                if start < end, tokens[start].isIdentifier("else") { start += 1 }
                if start < end, tokens[start].isIdentifier("if") { start += 1 }
                if start == end { return .some(block) }  // a plain `else`
                guard let holds = truth(start..<end, in: context) else { return nil }
                if isGuard { return .some(holds ? nil : block) }
                if holds { return .some(block) }
                condition = file.after(cursor)
            }
            cursor = file.after(cursor)
        }
        return .some(nil)
    }

    /// The statements of the `case` of `body` (a `switch`'s) that `subject` matches, when known:
    /// nil when a `case` before it may or may not match.
    func chosenCase(of subject: Value, in body: Range<Int>, file: SwiftSourceFile) -> Range<Int>? {
        let tokens = file.tokens
        for statement in file.statements(in: body) {
            let first = tokens[statement.lowerBound]
            guard first.isIdentifier("case") || first.isIdentifier("default") else { continue }
            var colon = statement.lowerBound
            while colon < statement.upperBound, !tokens[colon].isPunctuation(":") { colon = file.after(colon) }
            let patterns =
                first.isIdentifier("default") ? [] : file.split((statement.lowerBound + 1)..<colon, on: ",")
            var matched: Bool? = first.isIdentifier("default")
            for pattern in patterns {
                switch matches(pattern, subject, in: file) {
                case true?: matched = true
                case nil: if matched != true { matched = nil }
                case false?: break
                }
                if matched == true { break }
            }
            guard let matched else { return nil }
            if matched { return caseBody(from: colon, in: statement, body: body, file: file) }
        }
        return nil
    }

    /// A `case`'s statements: from its colon to the next `case` or `default` of the same `switch`.
    private func caseBody(from colon: Int, in statement: Range<Int>, body: Range<Int>, file: SwiftSourceFile)
        -> Range<Int>
    {
        var end = body.upperBound
        for next in file.statements(in: (colon + 1)..<body.upperBound) {
            let first = file.tokens[next.lowerBound]
            if first.isIdentifier("case") || first.isIdentifier("default") {
                end = next.lowerBound
                break
            }
        }
        return (colon + 1)..<max(colon + 1, end)
    }

    /// Whether the pattern `range` matches `value`: literal Bools, `_`, enum cases and tuples of
    /// them; nil for any other pattern (one binding names, a `where`, a range).
    private func matches(_ range: Range<Int>, _ value: Value, in file: SwiftSourceFile) -> Bool? {
        let tokens = file.tokens
        var range = range
        // `.auth?` over an optional: the case itself.
        if range.count > 1, tokens[range.upperBound - 1].isPunctuation("?") {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        guard !range.isEmpty else { return nil }
        if range.count == 1, tokens[range.lowerBound].isIdentifier("_") { return true }
        if range.count == 1, case .bool(let known) = value {
            let token = tokens[range.lowerBound]
            guard token.isIdentifier("true") || token.isIdentifier("false") else { return nil }
            return token.isIdentifier("true") == known
        }
        if case .choice(let known) = value {
            if range.count == 2, tokens[range.lowerBound].isPunctuation(".") {
                return tokens[range.lowerBound + 1].text == known
            }
            if range.count == 3, tokens[range.lowerBound + 1].isPunctuation("."),
                tokens[range.lowerBound + 2].kind == .identifier
            {
                return tokens[range.lowerBound + 2].text == known
            }
            return nil
        }
        if case .tuple(let elements) = value, tokens[range.lowerBound].isPunctuation("("),
            file.partners[range.lowerBound] == range.upperBound - 1
        {
            let parts = file.split((range.lowerBound + 1)..<(range.upperBound - 1), on: ",")
            guard parts.count == elements.count else { return nil }
            var result: Bool? = true
            for (part, element) in zip(parts, elements) {
                switch matches(part, element, in: file) {
                case false?: return false
                case nil: result = nil
                case true?: break
                }
            }
            return result
        }
        return nil
    }

    /// `range` cut at each top-level operator `text` (`&&`, `||`).
    private func split(_ range: Range<Int>, on text: String, in file: SwiftSourceFile) -> [Range<Int>] {
        var parts: [Range<Int>] = []
        var start = range.lowerBound
        var cursor = start
        while cursor < range.upperBound {
            if file.tokens[cursor].isOperator(text) {
                parts.append(start..<cursor)
                start = cursor + 1
                cursor += 1
            } else {
                cursor = min(file.after(cursor), range.upperBound)
            }
        }
        parts.append(start..<range.upperBound)
        return parts
    }
}
