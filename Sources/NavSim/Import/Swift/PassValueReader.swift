/// Reads a Swift value as a `pass` line's expression, given the roles the route's code has
/// given its names (`RouteBodyReader.Role`): a literal, or a path into the source's store. What
/// it cannot say in the DSL — a call, arithmetic, a global — it does not guess: nil.
struct PassValueReader {
    /// The app's types and files.
    let index: SwiftTypeIndex
    /// What each name stands for where the value is read.
    let roles: [String: RouteBodyReader.Role]
    /// Whether the code is an unwind action's, where `segue.source`'s own properties are data.
    let unwinding: Bool
    /// What the source's cells show, by field (`MVCCellModels.fields`): a `.cell` name's fields.
    var cellFields: [String: String?] = [:]

    /// A Swift value as a DSL expression: a literal, or a path into the source's store
    /// (`source.orders?[selectedRow!]` → `orders[selection]`). Nil when it is anything else.
    func expression(_ range: Range<Int>, file: Int, depth: Int = 0) -> String? {
        let source = index.files[file]
        guard depth < RouteBodyReader.helperDepthLimit, !range.isEmpty else { return nil }
        if range.count == 1 {
            let token = source.tokens[range.lowerBound]
            if token.kind == .number { return token.text }
            if token.kind == .string, !token.isInterpolated, !token.text.hasSubstring("\n") {
                return "\"\(token.text)\""
            }
            if ["nil", "true", "false"].contains(token.text), token.kind == .identifier { return token.text }
        }
        if let symbol = Self.enumCase(range, in: source, index: index) { return symbol }
        if source.tokens[range.lowerBound].isPunctuation("["), source.partners[range.lowerBound] == range.upperBound - 1
        {
            // `[.sha1, .sha256]`, `[a, b]`: a list of values it can read.
            return SwiftLiteral.collection(range, in: source, records: false) {
                expression($0, file: file, depth: depth + 1)
            }
        }
        guard var chain = PathChain(range, in: source) else { return nil }
        if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
        if !RouteBodyReader.selectionNames.isDisjoint(with: chain.names) { return "selection" }
        let role: RouteBodyReader.Role? = roles[chain.root] ?? (chain.root == "dataStore" ? .sourceStore : nil)
        var start = 1
        switch role {
        case .sourceStore, .sourceController:
            // `source.router?.dataStore?.x` and `viewController.router.dataStore.x` are `x`.
            if let store = chain.index(of: "dataStore") { start = store + 1 }
            if role == .sourceController, !chain.names.contains("dataStore"), !unwinding { return nil }
        case .sourceField:
            start = 0
        case .known(let base):
            let rest = chain.path(from: 1) { self.expression($0, file: file, depth: depth + 1) }
            return rest.map { $0.isEmpty ? base : base + ($0.hasPrefix("[") ? "" : ".") + $0 }
        case .cell:
            // `cell.account.name`: what the selected row's cell was given, then the rest of the path.
            guard chain.components.count >= 2, case .name(let field) = chain.components[1],
                let given = cellFields[field] ?? nil
            else { return nil }
            let rest = chain.path(from: 2) { self.expression($0, file: file, depth: depth + 1) }
            return rest.map { $0.isEmpty ? given : given + ($0.hasPrefix("[") ? "" : ".") + $0 }
        case .selection:
            let rest = chain.names.dropFirst()
            return rest.isEmpty || rest == ["row"] || rest == ["item"] ? "selection" : nil
        case .value(let valueFile, let valueRange):
            guard let base = expression(valueRange, file: valueFile, depth: depth + 1) else { return nil }
            let rest = chain.path(from: 1) { self.expression($0, file: file, depth: depth + 1) }
            return rest.map { $0.isEmpty ? base : base + ($0.hasPrefix("[") ? "" : ".") + $0 }
        default:
            return nil
        }
        guard start < chain.components.count else { return nil }
        return chain.path(from: start) { self.expression($0, file: file, depth: depth + 1) }
    }

    /// A case without associated values of an enum the sources declare, `.sha1` or
    /// `Algorithm.sha1`, as the DSL writes a symbol: its name as a string, `"sha1"`. Equal cases
    /// compare equal; `.none` is `nil`.
    static func enumCase(_ range: Range<Int>, in source: SwiftSourceFile, index: SwiftTypeIndex) -> String? {
        let tokens = source.tokens
        guard range.count == 2 || range.count == 3, tokens[range.upperBound - 2].isPunctuation("."),
            tokens[range.upperBound - 1].kind == .identifier
        else { return nil }
        let name = tokens[range.upperBound - 1].text
        if range.count == 2, name == "none" { return "nil" }
        if range.count == 3 {
            let type = tokens[range.lowerBound]
            guard type.kind == .identifier, index.kind(of: type.text) == .enum,
                index.members(of: type.text).contains(where: { $0.declaration.caseNames.contains(name) })
            else { return nil }
        }
        return index.isEnumCase(name) ? "\"\(name)\"" : nil
    }
}
