/// A Swift property's initial value as the DSL's value notation, with its Swift type, when it is
/// a literal the DSL can hold: numbers, strings without interpolation, `true`, `false`, `nil`, and
/// arrays of those (`[]`, `[1, 2]`). Anything else — a call, a global, a dictionary, arithmetic —
/// is nil: the import does not guess a value. Both the MVC reader (a view controller's
/// properties) and the Clean Swift reader (an interactor's data-store fields) read defaults here.
enum SwiftLiteral {
    /// A literal default in the DSL's notation with its Swift type: `false` (`Bool`), `0` (`Int`),
    /// `1.5` (`Double`), `"x"` (`String`), `[]` (no type), `[1, 2]` (`[Int]`), `nil` (no type).
    static func value(_ range: Range<Int>, in file: SwiftSourceFile) -> (value: String, type: String?)? {
        let tokens = file.tokens
        guard let first = range.first else { return nil }
        if range.count == 2, tokens[first].isOperator("-"), tokens[first + 1].kind == .number {
            return value((first + 1)..<range.upperBound, in: file).map { ("-" + $0.value, $0.type) }
        }
        if range.count == 1 {
            let token = tokens[first]
            if token.kind == .number {
                let isDouble =
                    token.text.contains(".") || (token.text.lowercased().contains("e") && !token.text.hasPrefix("0x"))
                return (token.text.replacingOccurrences(of: "_", with: ""), isDouble ? "Double" : "Int")
            }
            if token.kind == .string, !token.isInterpolated, !token.text.contains("\n") {
                return ("\"\(token.text)\"", "String")
            }
            if token.isIdentifier("true") || token.isIdentifier("false") { return (token.text, "Bool") }
            if token.isIdentifier("nil") { return ("nil", nil) }
            return nil
        }
        guard tokens[first].isPunctuation("["), file.partners[first] == range.upperBound - 1 else { return nil }
        let inner = (first + 1)..<(range.upperBound - 1)
        if inner.isEmpty { return ("[]", nil) }
        var values: [String] = []
        var types: [String?] = []
        for part in file.split(inner, on: ",") where !part.isEmpty {
            guard let element = value(part, in: file), element.value != "[]" || element.type != nil else {
                return nil
            }
            values.append(element.value)
            types.append(element.type)
        }
        let type = types.first.flatMap { first in types.allSatisfy { $0 == first } ? first.map { "[\($0)]" } : nil }
        return ("[" + values.joined(separator: ", ") + "]", type)
    }
}
