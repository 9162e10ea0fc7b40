/// What a view controller's table or collection view cells show: the fields its
/// `tableView(_:cellForRowAt:)` (or `collectionView(_:cellForItemAt:)`) sets on each cell it
/// dequeues, read as paths into the view controller's store with the row as `selection`
/// (`cell.account = accounts[indexPath.row]` → `account` is `accounts[selection]`).
///
/// A `prepare(for:sender:)` that reads the model back from the cell that sent the segue
/// (`let cell = sender as! AccountCell; detail.account = cell.account`) passes the selected row's
/// value: the cell the user tapped is the one UIKit made for that row. A field set to different
/// values (two tables, or a branch per section) is no value: its pass stays a comment.
enum MVCCellModels {
    /// The fields the cells of class `name` (and its superclasses) are given, by field name: the
    /// value as a DSL expression, nil when it cannot be read or is not the same everywhere.
    static func fields(of name: String, index: SwiftTypeIndex) -> [String: String?] {
        var fields: [String: String?] = [:]
        let stores = MVCSceneStores.fieldNames(of: name, index: index)
        for type in index.classChain(from: name) {
            for member in index.members(of: type) where isCellProvider(member.declaration) {
                guard let body = member.declaration.body,
                    let row = member.declaration.parameters.first(where: { cellLabels.contains($0.label) })
                else { continue }
                var roles: [String: RouteBodyReader.Role] = [row.name: .selection]
                for field in stores { roles[field] = .sourceField }
                var cells: Set<String> = []
                read(body, file: member.file, index: index, roles: &roles, cells: &cells, into: &fields)
            }
        }
        return fields
    }

    /// The labels of the row parameter of UIKit's cell providers.
    private static let cellLabels: Set<String> = ["cellForRowAt", "cellForItemAt"]

    private static func isCellProvider(_ declaration: SwiftDeclaration) -> Bool {
        declaration.kind == .function && ["tableView", "collectionView"].contains(declaration.name)
            && declaration.parameters.contains { cellLabels.contains($0.label) }
    }

    /// Reads the statements of `range`: locals keep their values (`let contact = contacts[indexPath.row]`),
    /// a local bound to a dequeued cell is a cell, and each assignment to a cell's field is noted.
    private static func read(
        _ range: Range<Int>, file: Int, index: SwiftTypeIndex, roles: inout [String: RouteBodyReader.Role],
        cells: inout Set<String>, into fields: inout [String: String?]
    ) {
        let source = index.files[file]
        let tokens = source.tokens
        for statement in source.statements(in: range) {
            if let open = statement.first(where: { tokens[$0].isPunctuation("{") }) {
                // `if let cell = … as? AccountCell {` and `guard let cell = … else {`: the binding, then the blocks.
                bind(statement.lowerBound..<open, file: file, source: source, roles: &roles, cells: &cells)
                var cursor = open
                while cursor < statement.upperBound {
                    if tokens[cursor].isPunctuation("{"), source.partners[cursor] > cursor {
                        read(
                            (cursor + 1)..<source.partners[cursor], file: file, index: index, roles: &roles,
                            cells: &cells, into: &fields)
                    }
                    cursor = source.after(cursor)
                }
                continue
            }
            if bind(statement, file: file, source: source, roles: &roles, cells: &cells) { continue }
            guard let equals = source.topLevelEquals(in: statement),
                var chain = PathChain(statement.lowerBound..<equals, in: source)
            else { continue }
            if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
            guard cells.contains(chain.root), chain.components.count >= 2,
                let field = chain.path(from: 1, subscriptText: { _ in nil })
            else { continue }
            let value = PassValueReader(index: index, roles: roles, unwinding: false)
                .expression((equals + 1)..<statement.upperBound, file: file)
            if let known = fields[field], known != value {
                fields[field] = .some(nil)
            } else {
                fields[field] = value
            }
        }
    }

    /// `let name = value` (or `if let`, `guard let`, `var`) in `range`: a dequeued cell, or a local
    /// whose value passes read through. Whether `range` binds a name.
    @discardableResult
    private static func bind(
        _ range: Range<Int>, file: Int, source: SwiftSourceFile, roles: inout [String: RouteBodyReader.Role],
        cells: inout Set<String>
    ) -> Bool {
        let tokens = source.tokens
        var bound = false
        for part in source.split(range, on: ",") where part.count >= 4 {
            var start = part.lowerBound
            if tokens[start].isIdentifier("if") || tokens[start].isIdentifier("guard") { start += 1 }
            guard start + 2 < part.upperBound, tokens[start].isIdentifier("let") || tokens[start].isIdentifier("var"),
                tokens[start + 1].kind == .identifier, let equals = source.topLevelEquals(in: start..<part.upperBound)
            else { continue }
            let name = tokens[start + 1].text
            var value = (equals + 1)..<part.upperBound
            if let last = value.last, tokens[last].isIdentifier("else") { value = value.lowerBound..<last }
            if tokens[value].contains(where: { $0.isIdentifier("dequeueReusableCell") }) {
                cells.insert(name)
            } else {
                roles[name] = .value(file: file, range: value)
            }
            bound = true
        }
        return bound
    }
}
