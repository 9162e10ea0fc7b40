/// A Swift property's initial value as the DSL's value notation, when it is one the DSL can hold:
/// numbers, strings without interpolation, `true`, `false`, `nil`, arrays of those (`[]`,
/// `[1, 2]`), and an instance made by a bare initialiser (`Item()`, `.init()`), which is written
/// as an empty record: present, with no field navsim knows. Anything else — a call, a global, a
/// dictionary, arithmetic — is nil: the import does not guess a value.
enum SwiftLiteral {
    /// How deep arrays may nest before the value is not read.
    static let depthLimit = 16

    /// The DSL value of tokens `range` of `file`, or nil.
    static func value(_ range: Range<Int>, in file: SwiftSourceFile, depth: Int = 0) -> String? {
        let tokens = file.tokens
        guard !range.isEmpty, depth < depthLimit else { return nil }
        let first = tokens[range.lowerBound]
        if range.count == 1 {
            switch first.kind {
            case .number: return first.text
            case .string where !first.isInterpolated && !first.text.contains("\n"): return "\"\(first.text)\""
            case .identifier where ["nil", "true", "false"].contains(first.text): return first.text
            default: return nil
            }
        }
        if range.count == 2, first.isOperator("-"), tokens[range.lowerBound + 1].kind == .number {
            return "-" + tokens[range.lowerBound + 1].text
        }
        if first.isPunctuation("["), file.partners[range.lowerBound] == range.upperBound - 1 {
            let inside = (range.lowerBound + 1)..<(range.upperBound - 1)
            if inside.isEmpty { return "[]" }
            var items: [String] = []
            for part in file.split(inside, on: ",") where !part.isEmpty {
                guard let item = value(part, in: file, depth: depth + 1) else { return nil }
                items.append(item)
            }
            return "[" + items.joined(separator: ", ") + "]"
        }
        // `Item()` or `.init()`: an instance, with nothing navsim can read inside.
        let last = range.upperBound - 1
        if tokens[last].isPunctuation(")"), file.partners[last] == last - 1 {
            let callee = range.lowerBound..<(last - 1)
            let isBareType = callee.count == 1 && first.kind == .identifier && first.text.first?.isUppercase == true
            let isInit = callee.count == 2 && first.isPunctuation(".") && tokens[range.lowerBound + 1].isIdentifier("init")
            if isBareType || isInit { return "{}" }
        }
        return nil
    }
}
