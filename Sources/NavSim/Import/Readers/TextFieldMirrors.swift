/// The field of a screen a text field's text stands for (docs/import.md, "A text field read as
/// the field it edits"). A screen that keeps a field in sync with what the user types
///
///     titleField.addTarget(self, action: #selector(titleChanged(_:)), for: .editingChanged)
///     @objc func titleChanged(_ sender: UITextField) { track?.title = sender.text ?? "" }
///
/// and fills the text field itself (`titleField.text = track?.title`) reads `titleField.text`
/// later for what the user typed: that is `track.title`, which a scenario's `set` changes as the
/// user's typing does.
enum TextFieldMirrors {
    /// The path of the stored field of `owner` that the editing handler of `owner`'s stored
    /// property `textField` copies its text into (`track.title`), when the owner's code also
    /// writes `textField.text`; nil otherwise, or when handlers copy it into two places.
    static func field(mirroredBy textField: String, in owner: String, index: SwiftTypeIndex) -> String? {
        let members = index.members(of: owner)
        var handlers: Set<String> = []
        var filled = false
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
                guard let equals = statement.first(where: { tokens[$0].isOperator("=") }) else { continue }
                if Self.names(statement.lowerBound..<equals, in: file) == [textField, "text"] { filled = true }
            }
        }
        guard filled else { return nil }
        var found: Set<String> = []
        for member in members where member.declaration.kind == .function && handlers.contains(member.declaration.name) {
            guard let body = member.declaration.body else { continue }
            let file = index.files[member.file]
            let tokens = file.tokens
            // The text field the handler is handed (`sender`), or the property itself.
            let readers = Set([textField] + member.declaration.parameters.prefix(1).map(\.name))
            for statement in file.statements(in: body) {
                guard let equals = statement.first(where: { tokens[$0].isOperator("=") }) else { continue }
                var right = (equals + 1)..<statement.upperBound
                if let coalesce = right.first(where: { tokens[$0].isOperator("??") }) {
                    right = right.lowerBound..<coalesce
                }
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
        return found.count == 1 ? found.first : nil
    }

    /// The names of the member chain in `range`, `self.` dropped; empty when it is no chain or
    /// holds a subscript.
    static func names(_ range: Range<Int>, in file: SwiftSourceFile) -> [String] {
        guard var chain = PathChain(range, in: file) else { return [] }
        if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
        return chain.names.count == chain.components.count ? chain.names : []
    }
}
