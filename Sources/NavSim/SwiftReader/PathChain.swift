/// A member chain read from Swift tokens, `self.source.orders?[selectedRow!].name`: names and
/// subscripts, with optional chaining and force unwrapping dropped. What a pass's left and right
/// sides are, when they are paths at all.
struct PathChain: Sendable {
    /// A part of the chain.
    enum Component: Sendable, Equatable {
        /// `.name`.
        case name(String)
        /// `[…]`: the tokens inside the brackets.
        case index(Range<Int>)
    }

    /// The parts, the root first.
    var components: [Component]

    /// The chain written in `range` of `file`, or nil when the range is anything but a chain
    /// (a call, an operator, a literal).
    init?(_ range: Range<Int>, in file: SwiftSourceFile) {
        let tokens = file.tokens
        guard let first = range.first, tokens[first].kind == .identifier else { return nil }
        components = [.name(tokens[first].text)]
        var cursor = first + 1
        while cursor < range.upperBound {
            let token = tokens[cursor]
            if token.isPunctuation("?") || token.isPunctuation("!") {
                cursor += 1
            } else if token.isPunctuation("."), cursor + 1 < range.upperBound, tokens[cursor + 1].kind == .identifier {
                components.append(.name(tokens[cursor + 1].text))
                cursor += 2
            } else if token.isPunctuation("["), file.partners[cursor] > cursor, file.partners[cursor] < range.upperBound
            {
                components.append(.index((cursor + 1)..<file.partners[cursor]))
                cursor = file.partners[cursor] + 1
            } else {
                return nil
            }
        }
    }

    /// The root name.
    var root: String {
        if case .name(let name) = components[0] { return name }
        return ""
    }

    /// The names in the chain, subscripts left out.
    var names: [String] {
        components.compactMap { if case .name(let name) = $0 { return name } else { return nil } }
    }

    /// The position in `components` of the first `.name(name)`.
    func index(of name: String) -> Int? { components.firstIndex(of: .name(name)) }

    /// The chain from component `start` on as a DSL path, each subscript's tokens turned into an
    /// expression by `subscriptText` (nil: the path cannot be written).
    func path(from start: Int, subscriptText: (Range<Int>) -> String?) -> String? {
        var text = ""
        for component in components.dropFirst(start) {
            switch component {
            case .name(let name): text += (text.isEmpty ? "" : ".") + name
            case .index(let range):
                guard let inner = subscriptText(range) else { return nil }
                text += "[" + inner + "]"
            }
        }
        return text
    }
}
