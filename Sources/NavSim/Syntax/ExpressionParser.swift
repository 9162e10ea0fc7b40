/// Parses expressions and paths from a token cursor (the value syntax of spec §2).
///
/// ```
/// expression := literal | list | record | path
/// literal    := 'nil' | 'true' | 'false' | '-'? number | string
/// list       := '[' (expression (',' expression)* ','?)? ']'
/// record     := '{' (entry (',' entry)* ','?)? '}'
/// entry      := identifier ':' expression
/// path       := identifier ('.' identifier | '[' expression ']')*
/// ```
enum ExpressionParser {
    /// Parses one expression. On error, records it on the cursor and returns a `nil` literal.
    static func parseExpression(_ cursor: inout TokenCursor) -> Expression {
        let token = cursor.current
        switch token.kind {
        case .number:
            cursor.advance()
            return .literal(.number(Double(token.text) ?? 0), token.position)
        case .string:
            cursor.advance()
            return .literal(.string(token.text), token.position)
        case .identifier:
            switch token.text {
            case "nil":
                cursor.advance()
                return .literal(.null, token.position)
            case "true", "false":
                cursor.advance()
                return .literal(.bool(token.text == "true"), token.position)
            default:
                return .path(parsePath(&cursor))
            }
        case .punctuation:
            switch token.text {
            case "-":
                cursor.advance()
                let number = cursor.current
                guard number.kind == .number else {
                    cursor.fail("expected a number after '-'", id: .expectedExpression)
                    return .literal(.null, token.position)
                }
                cursor.advance()
                return .literal(.number(-(Double(number.text) ?? 0)), token.position)
            case "[":
                return parseList(&cursor)
            case "{":
                return parseRecord(&cursor)
            default:
                break
            }
        case .endOfLine, .missing:
            break
        }
        cursor.fail("expected a value, found \(TokenCursor.describe(token))", id: .expectedExpression)
        return .literal(.null, token.position)
    }

    /// list := '[' (expression (',' expression)* ','?)? ']'
    static func parseList(_ cursor: inout TokenCursor) -> Expression {
        let open = cursor.advance()
        guard enterNesting(&cursor) else { return .literal(.null, open.position) }
        defer { cursor.depth -= 1 }
        var items: [Expression] = []
        while !cursor.current.isPunctuation("]"), !cursor.atEnd, cursor.error == nil {
            items.append(parseExpression(&cursor))
            if !cursor.consume(",") { break }
        }
        cursor.expect("]", "to close the list")
        return .list(items, open.position)
    }

    /// record := '{' (entry (',' entry)* ','?)? '}'
    static func parseRecord(_ cursor: inout TokenCursor) -> Expression {
        let open = cursor.advance()
        guard enterNesting(&cursor) else { return .literal(.null, open.position) }
        defer { cursor.depth -= 1 }
        var entries: [Expression.RecordEntry] = []
        var seen: Set<String> = []
        while !cursor.current.isPunctuation("}"), !cursor.atEnd, cursor.error == nil {
            let name = cursor.expectName("a field name in the record")
            if !name.text.isEmpty, !seen.insert(name.text).inserted {
                cursor.fail(
                    "field '\(name.text)' appears twice in the record", id: .duplicateRecordField, at: name.position)
            }
            cursor.expect(":", "after the field name '\(name.text)'")
            entries.append(Expression.RecordEntry(name: name, value: parseExpression(&cursor)))
            if !cursor.consume(",") { break }
        }
        cursor.expect("}", "to close the record")
        return .record(entries, open.position)
    }

    /// path := identifier ('.' identifier | '[' expression ']')*
    static func parsePath(_ cursor: inout TokenCursor) -> Path {
        let root = cursor.expectName("a name")
        var components: [Path.Component] = []
        while cursor.error == nil {
            if cursor.consume(".") {
                components.append(.field(cursor.expectName("a field name after '.'")))
            } else if cursor.current.isPunctuation("[") {
                let open = cursor.advance()
                guard enterNesting(&cursor) else { break }
                let index = parseExpression(&cursor)
                cursor.depth -= 1
                cursor.expect("]", "to close the index")
                components.append(.index(index, open.position))
            } else {
                break
            }
        }
        return Path(root: root, components: components)
    }

    private static func enterNesting(_ cursor: inout TokenCursor) -> Bool {
        cursor.depth += 1
        if cursor.depth > TokenCursor.nestingLimit {
            cursor.fail("value is nested more than \(TokenCursor.nestingLimit) levels deep", id: .nestingTooDeep)
            cursor.depth -= 1
            return false
        }
        return true
    }
}
