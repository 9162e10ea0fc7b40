/// A Swift property's initial value as the DSL's value notation, with its Swift type, when it is
/// a literal the DSL can hold: numbers, strings without interpolation, `true`, `false`, `nil`, and
/// arrays of those (`[]`, `[1, 2]`). Anything else — a call, a global, a dictionary, arithmetic —
/// is nil: the import does not guess a value. Both the MVC reader (a view controller's
/// properties) and the Clean Swift reader (an interactor's data-store fields) read defaults here.
enum SwiftLiteral {
    /// A literal default in the DSL's notation with its Swift type: `false` (`Bool`), `0` (`Int`),
    /// `1.5` (`Double`), `"x"` (`String`), `[]` (no type), `[1, 2]` (`[Int]`), `nil` (no type).
    ///
    /// With `fields` (the stored fields of a struct the sources declare, by its name), a
    /// memberwise initialiser of literals is a record: `Student(name: "Ann", age: 42, id: 0)` is
    /// `{name: "Ann", age: 42, id: 0}` of type `Student`, when its labels are the struct's fields.
    static func value(
        _ range: Range<Int>, in file: SwiftSourceFile, fields: (String) -> [String]? = { _ in nil }
    ) -> (value: String, type: String?)? {
        let tokens = file.tokens
        guard let first = range.first else { return nil }
        if let record = record(range, in: file, fields: fields) { return record }
        if range.count == 2, tokens[first].isOperator("-"), tokens[first + 1].kind == .number {
            return value((first + 1)..<range.upperBound, in: file).map { ("-" + $0.value, $0.type) }
        }
        if range.count == 1 {
            let token = tokens[first]
            if token.kind == .number {
                let isDouble =
                    token.text.hasSubstring(".")
                    || (token.text.lowercased().hasSubstring("e") && !token.text.hasPrefix("0x"))
                return (token.text.replacingOccurrences(of: "_", with: ""), isDouble ? "Double" : "Int")
            }
            if token.kind == .string, !token.isInterpolated, !token.text.hasSubstring("\n") {
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
            guard let element = value(part, in: file, fields: fields), element.value != "[]" || element.type != nil
            else {
                return nil
            }
            values.append(element.value)
            types.append(element.type)
        }
        let type = types.first.flatMap { first in types.allSatisfy { $0 == first } ? first.map { "[\($0)]" } : nil }
        return ("[" + values.joined(separator: ", ") + "]", type)
    }

    /// An array or dictionary literal in the DSL's notation, each element read by `element`:
    /// `[a, b]` is a list; with `records`, `["userId": id]` (string keys that are names) is the
    /// record `{userId: …}` and `[:]` the empty record `{}`. Nil when it is no such literal, a key
    /// is no such string, or an element cannot be read.
    static func collection(
        _ range: Range<Int>, in file: SwiftSourceFile, records: Bool, element: (Range<Int>) -> String?
    ) -> String? {
        let tokens = file.tokens
        guard range.count >= 2, tokens[range.lowerBound].isPunctuation("["),
            file.partners[range.lowerBound] == range.upperBound - 1
        else { return nil }
        let inner = (range.lowerBound + 1)..<(range.upperBound - 1)
        if inner.count == 1, tokens[inner.lowerBound].isPunctuation(":") { return records ? "{}" : nil }
        var entries: [String] = []
        var isRecord: Bool?
        for part in file.split(inner, on: ",") where !part.isEmpty {
            let keyed = part.count > 2 && tokens[part.lowerBound + 1].isPunctuation(":")
            guard isRecord == nil || isRecord == keyed, records || !keyed else { return nil }
            isRecord = keyed
            if keyed {
                let key = tokens[part.lowerBound]
                guard key.kind == .string, !key.isInterpolated, ImportNames.identifier(key.text) == key.text,
                    let value = element((part.lowerBound + 2)..<part.upperBound)
                else { return nil }
                entries.append("\(key.text): \(value)")
            } else {
                guard let value = element(part) else { return nil }
                entries.append(value)
            }
        }
        guard let isRecord else { return "[]" }
        return isRecord ? "{" + entries.joined(separator: ", ") + "}" : "[" + entries.joined(separator: ", ") + "]"
    }

    /// `T(a: 1, b: "x")` with `a`, `b` the fields of struct `T`: `{a: 1, b: "x"}`.
    private static func record(
        _ range: Range<Int>, in file: SwiftSourceFile, fields: (String) -> [String]?
    ) -> (value: String, type: String?)? {
        let tokens = file.tokens
        guard let first = range.first, range.count >= 3, tokens[first].kind == .identifier,
            tokens[first + 1].isPunctuation("("), file.partners[first + 1] == range.upperBound - 1,
            let names = fields(tokens[first].text)
        else { return nil }
        var parts: [String] = []
        var labels: [String] = []
        for argument in file.split((first + 2)..<(range.upperBound - 1), on: ",") where !argument.isEmpty {
            guard argument.count >= 3, tokens[argument.lowerBound].kind == .identifier,
                tokens[argument.lowerBound + 1].isPunctuation(":"),
                let element = value((argument.lowerBound + 2)..<argument.upperBound, in: file, fields: fields),
                element.value != "nil"
            else { return nil }
            let label = tokens[argument.lowerBound].text
            labels.append(label)
            parts.append("\(label): \(element.value)")
        }
        guard !labels.isEmpty, Set(labels) == Set(names), labels.count == names.count else { return nil }
        return ("{" + parts.joined(separator: ", ") + "}", tokens[first].text)
    }
}
