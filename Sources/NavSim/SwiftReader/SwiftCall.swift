/// A call found in Swift code, `receiver.name(label: argument, …)`: what the Swift import reads
/// navigation, data passing and route calls from.
struct SwiftCall: Sendable {
    /// An argument: its label (nil for none) and its tokens.
    struct Argument: Sendable {
        /// The label, or nil.
        var label: String?
        /// The argument's tokens, after the label's colon.
        var value: Range<Int>
    }

    /// The called name.
    var name: String
    /// The index of the name's token.
    var nameIndex: Int
    /// The tokens of the chain it is called on, without the last `.`: `source.navigationController?`
    /// for `source.navigationController?.popViewController(animated: true)`; empty for a bare call.
    var receiver: Range<Int>
    /// The arguments in parentheses (a trailing closure is not one).
    var arguments: [Argument]
    /// The index after the closing parenthesis.
    var end: Int

    /// The argument with `label`, if there is one.
    func argument(_ label: String) -> Argument? { arguments.first { $0.label == label } }

    /// Every call in `range` of `file`, nested ones included, in order. A call is a name written
    /// against `(`, or against `?(` (an optional closure called: `onSelect?(item)`); `name(`
    /// after `func` or `init` declares, and is no call; nor is a name inside `#selector(…)` or
    /// `#keyPath(…)`. A call's parentheses are cut at the end of `range`. Taken from the file's calls, found once when it was read (`SwiftSourceFile.calls(in:)`).
    static func all(in range: Range<Int>, of file: SwiftSourceFile) -> ArraySlice<SwiftCall> {
        file.calls(in: range)
    }

    /// `all(in:of:)`, found by going through `range`'s tokens: how a file's calls are found once
    /// (its whole range), and the calls of a range that cuts one of them.
    static func scan(_ range: Range<Int>, of file: SwiftSourceFile) -> [SwiftCall] {
        var calls: [SwiftCall] = []
        let tokens = file.tokens
        var index = range.lowerBound
        while index + 1 < range.upperBound {
            defer { index += 1 }
            let token = tokens[index]
            if token.kind == .pound, token.text == "#selector" || token.text == "#keyPath",
                tokens[index + 1].isPunctuation("(")
            {
                // `#selector(close(_:))` names a method; it calls nothing.
                index = max(index, min(file.partners[index + 1], range.upperBound - 1))
                continue
            }
            guard token.kind == .identifier else { continue }
            var open = index + 1
            if tokens[open].isPunctuation("?"), !tokens[open].followsSpace, open + 1 < range.upperBound { open += 1 }
            guard tokens[open].isPunctuation("("), !tokens[open].followsSpace else { continue }
            if index > 0, tokens[index - 1].isIdentifier("func") { continue }
            let close = min(file.partners[open], range.upperBound)
            guard close > open else { continue }
            let arguments = file.split((open + 1)..<close, on: ",").map { part -> Argument in
                if part.count >= 2, tokens[part.lowerBound].kind == .identifier,
                    tokens[part.lowerBound + 1].isPunctuation(":")
                {
                    return Argument(label: tokens[part.lowerBound].text, value: (part.lowerBound + 2)..<part.upperBound)
                }
                return Argument(label: nil, value: part)
            }
            let start = receiverStart(before: index, in: file)
            calls.append(
                SwiftCall(
                    name: token.text, nameIndex: index, receiver: start..<max(start, index - 1), arguments: arguments,
                    end: min(close + 1, range.upperBound)))
        }
        return calls
    }

    /// Where the member chain that ends just before `index` (a name) starts: back over `.`,
    /// names, postfix `?` and `!`, and bracketed groups (`viewControllers[index]`, `f()`).
    static func receiverStart(before index: Int, in file: SwiftSourceFile) -> Int {
        let tokens = file.tokens
        guard index > 0, tokens[index - 1].isPunctuation("."), !tokens[index - 1].followsSpace else { return index }
        var start = index - 1
        var cursor = index - 2
        while cursor >= 0 {
            let token = tokens[cursor]
            if token.isPunctuation("?") || token.isPunctuation("!") {
                cursor -= 1
            } else if token.isPunctuation(")") || token.isPunctuation("]"), file.partners[cursor] >= 0 {
                cursor = file.partners[cursor] - 1
            } else if token.kind == .identifier {
                start = cursor
                guard cursor > 0, tokens[cursor - 1].isPunctuation("."),
                    !tokens[cursor - 1].followsSpace || tokens[cursor - 1].startsLine
                else { break }
                cursor -= 2
            } else {
                break
            }
        }
        return start
    }
}
