/// Reads the segue identifier a piece of Swift names, the ways apps write one: a string literal
/// (`"ShowDetail"`), `.some("ShowDetail")`, an enum case with a raw value (`Segue.showDetail.rawValue`,
/// `.showDetail` where the switch is over `Segue(rawValue:)`), a static constant
/// (`SegueID.showDetail`, `static let showDetail = "ShowDetail"`), or R.swift's
/// `R.segue.contactsViewController.showDetail` (with or without `.identifier`).
struct SegueIdentifiers {
    /// The app's types and files.
    let index: SwiftTypeIndex

    /// The identifier `range` of file `file` names, with `enumType` the enum a switch's subject
    /// was converted to (`switch Segue(rawValue: segue.identifier!)`); nil when it names none the
    /// reader can resolve.
    func identifier(_ range: Range<Int>, file: Int, enumType: String? = nil) -> String? {
        let source = index.files[file]
        var range = range
        while let last = range.last, source.tokens[last].isPunctuation("!") || source.tokens[last].isPunctuation("?") {
            range = range.lowerBound..<last
        }
        let tokens = source.tokens[range]
        guard let first = tokens.first else { return nil }
        if tokens.count == 1, first.kind == .string, !first.isInterpolated { return first.text }
        // `.some("X")`
        if tokens.count == 5, first.isPunctuation("."), source.tokens[range.lowerBound + 1].isIdentifier("some"),
            source.tokens[range.lowerBound + 3].kind == .string
        {
            return identifier((range.lowerBound + 3)..<(range.lowerBound + 4), file: file)
        }
        // `.showDetail`, `.showDetail.rawValue` against a known enum.
        if first.isPunctuation("."), let enumType, range.count >= 2,
            source.tokens[range.lowerBound + 1].kind == .identifier
        {
            let rest = PathChain((range.lowerBound + 1)..<range.upperBound, in: source)
            guard let rest, rest.names.count <= 2, rest.names.count == 1 || rest.names.last == "rawValue" else {
                return nil
            }
            return constant(rest.root, in: enumType)
        }
        guard let chain = PathChain(range, in: source), chain.names.count == chain.components.count else { return nil }
        var names = chain.names
        if names.first == "R", names.count >= 3, names[1] == "segue" {
            if names.last == "identifier" { names.removeLast() }
            return names.count >= 4 ? names.last : nil
        }
        if names.last == "rawValue" { names.removeLast() }
        guard names.count == 2 else { return nil }
        return constant(names[1], in: names[0])
    }

    /// The string `member` of type `type` holds: a `static let` initialised with a literal, or an
    /// enum case's raw value (its name, in an enum of `String` with none written).
    func constant(_ member: String, in type: String) -> String? {
        for part in index.parts[type] ?? [] {
            let file = index.files[part.file]
            for declaration in part.declaration.members {
                if declaration.kind == .variable, declaration.name == member, let value = declaration.initialValue,
                    value.count == 1, file.tokens[value.lowerBound].kind == .string
                {
                    return file.tokens[value.lowerBound].text
                }
                if declaration.kind == .other, declaration.name == "case",
                    let value = caseRawValue(member, at: declaration.position, in: file)
                {
                    return value
                }
            }
        }
        return nil
    }

    /// In the `case a = "x", b` declaration at `position`, the raw value of `name`: its string,
    /// or the name itself when none is written.
    private func caseRawValue(_ name: String, at position: SourcePosition, in file: SwiftSourceFile) -> String? {
        let tokens = file.tokens
        var low = 0
        var high = tokens.count
        while low < high {
            let middle = (low + high) / 2
            if tokens[middle].position < position { low = middle + 1 } else { high = middle }
        }
        guard low < tokens.count, tokens[low].isIdentifier("case") else { return nil }
        let end = file.statementEnd(from: low, end: tokens.count)
        for part in file.split((low + 1)..<end, on: ",") where tokens[part.lowerBound].isIdentifier(name) {
            guard part.count > 1, tokens[part.lowerBound + 1].isOperator("=") else { return name }
            return part.count > 2 && tokens[part.lowerBound + 2].kind == .string
                ? tokens[part.lowerBound + 2].text : nil
        }
        return nil
    }
}
