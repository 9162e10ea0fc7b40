/// The field of a screen a text field's text stands for (docs/import.md, "A text field read as
/// the field it edits"). A screen that keeps a field in sync with what the user types
///
///     titleField.addTarget(self, action: #selector(titleChanged(_:)), for: .editingChanged)
///     @objc func titleChanged(_ sender: UITextField) { track?.title = sender.text ?? "" }
///
/// and fills the text field with that field itself (`titleField.text = track?.title`) reads
/// `titleField.text` later for what the user typed: that is `track.title`, which a scenario's
/// `set` changes as the user's typing does.
///
/// A screen that only fills a text field with a number, from a store of the scene, when it
/// appears (`ageField.text = "\(age)"` in the presenter's callback, `AppearanceReloads`), and
/// reads it back as a number (`Int(ageField.text ?? "") ?? 0`) reads that store: the store
/// stands for what the field shows (`number(filling:in:graph:)`).
enum TextFieldMirrors {
    /// The path of the stored field of `owner` that the editing handler of `owner`'s stored
    /// property `textField` copies its text into (`track.title`), when that field is a `String`
    /// (never nil, as a text field's text is never nil: an empty field's is `""`) and every
    /// write of the text field's text in `owner`'s code fills it with that field, at least one;
    /// nil otherwise, or when handlers copy it into two places.
    static func field(mirroredBy textField: String, in owner: String, index: SwiftTypeIndex) -> String? {
        let members = index.members(of: owner)
        var handlers: Set<String> = []
        // The value of each `textField.text = …`, as names (`track.title`), or nil for another value.
        var fills: [[String]?] = []
        for member in members {
            guard let body = member.declaration.body else { continue }
            let file = index.files[member.file]
            let tokens = file.tokens
            for call in SwiftCall.all(in: body, of: file) where call.name == "addTarget" {
                guard Self.names(call.receiver, in: file) == [textField],
                    let events = call.argument("for"),
                    tokens[events.value].contains(where: { $0.isIdentifier("editingChanged") }),
                    let action = call.argument("action")?.value,
                    let selector = action.first(where: { tokens[$0].text == "#selector" }),
                    let name = action.first(where: { $0 > selector && tokens[$0].kind == .identifier })
                else { continue }
                // `#selector(titleChanged(_:))`, `#selector(Self.titleChanged)`: the last name before `(`.
                var last = name
                while last + 2 < action.upperBound, tokens[last + 1].isPunctuation("."),
                    tokens[last + 2].kind == .identifier
                {
                    last += 2
                }
                handlers.insert(tokens[last].text)
            }
            for statement in file.statements(in: body) {
                guard let equals = statement.first(where: { tokens[$0].isOperator("=") }),
                    Self.names(statement.lowerBound..<equals, in: file) == [textField, "text"]
                else { continue }
                let value = Self.withoutTextDefault((equals + 1)..<statement.upperBound, in: file)
                fills.append(value.flatMap { Self.names($0, in: file) }.flatMap { $0.isEmpty ? nil : $0 })
            }
        }
        guard !fills.isEmpty else { return nil }
        var found: Set<String> = []
        for member in members where member.declaration.kind == .function && handlers.contains(member.declaration.name) {
            guard let body = member.declaration.body else { continue }
            let file = index.files[member.file]
            let tokens = file.tokens
            // The text field the handler is handed (`sender`), or the property itself.
            let readers = Set([textField] + member.declaration.parameters.prefix(1).map(\.name))
            for statement in file.statements(in: body) {
                guard let equals = statement.first(where: { tokens[$0].isOperator("=") }),
                    let right = Self.withoutTextDefault((equals + 1)..<statement.upperBound, in: file)
                else { continue }
                let read = Self.names(right, in: file)
                guard read.count == 2, readers.contains(read[0]), read[1] == "text",
                    var chain = PathChain(statement.lowerBound..<equals, in: file)
                else { continue }
                if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
                guard
                    index.members(of: owner).contains(where: { member in
                        member.declaration.kind == .variable && member.declaration.name == chain.root
                    }), let path = chain.path(from: 0, subscriptText: { _ in nil })
                else { continue }
                found.insert(path)
            }
        }
        guard found.count == 1, let path = found.first,
            fills.allSatisfy({ $0?.joined(separator: ".") == path }),
            declaredType(of: path.split(separator: ".").map(String.init), in: owner, index: index) == "String"
        else { return nil }
        return path
    }

    /// The store of `screen`'s scene that `screen` fills its stored property `textField` with as
    /// a number when it appears (`ageField.text = "\(age)"`, `age` an `Int` store:
    /// `AppearanceReloads.textFills`), when that is the only write of the text field's text in
    /// the app's code (`writes(of:in:graph:)`) and no editing handler keeps a field in sync with
    /// it; nil otherwise.
    static func number(filling textField: String, in screen: String, graph: CodeCallGraph) -> String? {
        let fills = AppearanceReloads.textFills(of: screen, index: graph.index).filter { $0.textField == textField }
        guard fills.count == 1, let fill = fills.first, fill.number,
            writes(of: textField, in: screen, graph: graph) == 1
        else { return nil }
        return fill.store
    }

    /// How many places in the app's code write `textField.text` of an `owner`: every
    /// `textField.text = …` (or `self.textField.text = …`) in the code of `owner`, its
    /// superclasses and subclasses, nested blocks and closures included, and every
    /// `x.textField.text = …` anywhere else in the app unless `x` is known to be of a type
    /// unrelated to `owner` (a stored property or parameter declared with another class or
    /// struct): a receiver of unknown type counts, so the read is not taken for the store.
    /// The writes are looked up in `graph`'s table of them (`CodeCallGraph.textWrites(of:)`),
    /// made once, not found by going through every token of the app for each read.
    private static func writes(of textField: String, in owner: String, graph: CodeCallGraph) -> Int {
        let index = graph.index
        func related(_ type: String) -> Bool {
            index.classChain(from: type).contains(owner) || index.classChain(from: owner).contains(type)
        }
        var count = 0
        for (name, member, text) in graph.textWrites(of: textField) {
            guard let body = member.declaration.body else { continue }
            let tokens = index.files[member.file].tokens
            let field = text - 2
            guard field >= body.lowerBound + 2, tokens[field - 1].isPunctuation("."),
                !tokens[field - 2].isIdentifier("self")
            else {
                if related(name) { count += 1 }
                continue
            }
            let receiver = tokens[field - 2]
            let chained = field - 3 >= body.lowerBound && tokens[field - 3].isPunctuation(".")
            let declared =
                chained || receiver.kind != .identifier
                ? nil : declaredType(of: receiver.text, in: member, of: name, index: index)
            if let declared, index.kind(of: declared) == .class || index.kind(of: declared) == .struct,
                !related(declared)
            {
                continue
            }
            count += 1
        }
        return count
    }

    /// The type (without `?` or `!`) a parameter of `member`, or else a stored property of
    /// `type`, named `name` is declared with; nil when neither declares it.
    private static func declaredType(
        of name: String, in member: SwiftTypeIndex.Member, of type: String, index: SwiftTypeIndex
    ) -> String? {
        if let parameter = member.declaration.parameters.first(where: { $0.name == name }) {
            return ImportNames.unmarked(index.files[member.file].text(parameter.type))
        }
        return declaredType(of: [name], in: type, index: index, optionalAllowed: true)
    }

    /// `value`, or what comes before `?? "…"` when the value ends so — a default that is one
    /// string literal, never used for a text field's `text` (never nil); nil when it ends in
    /// another default (`?? title`, `?? "" + suffix`).
    static func withoutTextDefault(_ value: Range<Int>, in file: SwiftSourceFile) -> Range<Int>? {
        guard let coalesce = value.first(where: { file.tokens[$0].isOperator("??") }) else { return value }
        guard coalesce + 2 == value.upperBound, file.tokens[coalesce + 1].kind == .string else { return nil }
        return value.lowerBound..<coalesce
    }

    /// The declared type (without `?` or `!`) of the stored field `path` names from a stored
    /// property of `owner` (`track.title`: `Track`'s `title`), or nil when the sources do not
    /// declare it, or the last is optional and `optionalAllowed` is false.
    private static func declaredType(
        of path: [String], in owner: String, index: SwiftTypeIndex, optionalAllowed: Bool = false
    ) -> String? {
        var type = owner
        var optional = false
        for name in path {
            guard
                let member = index.classChain(from: type).flatMap({ index.members(of: $0) }).first(where: {
                    $0.declaration.kind == .variable && $0.declaration.name == name
                }), let declared = member.declaration.type
            else { return nil }
            let text = index.files[member.file].text(declared).trimmingCharacters(in: .whitespaces)
            optional = text.hasSuffix("?") || text.hasSuffix("!")
            type = ImportNames.unmarked(text)
        }
        return optional && !optionalAllowed ? nil : type
    }

    /// The names of the member chain in `range`, `self.` dropped; empty when it is no chain or
    /// holds a subscript.
    static func names(_ range: Range<Int>, in file: SwiftSourceFile) -> [String] {
        guard var chain = PathChain(range, in: file) else { return [] }
        if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
        return chain.names.count == chain.components.count ? chain.names : []
    }
}
