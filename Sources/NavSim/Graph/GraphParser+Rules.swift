/// The grammar rules of `GraphParser`, one function per rule, each reading one line's tokens.
/// A rule records at most one error on the cursor and never reads past the line's end.
extension GraphParser {
    // MARK: - Declarations

    /// navigation := 'navigation' identifier 'root' identifier
    func parseNavigation(_ cursor: inout TokenCursor) -> Container {
        let name = Self.name(&cursor, "a container name after 'navigation'")
        if cursor.error == nil, !cursor.consumeKeyword("root") {
            cursor.fail("expected 'root' after the navigation container's name", id: .expectedToken)
        }
        let root = Self.name(&cursor, "the root scene's name after 'root'")
        Self.endOfLine(&cursor, "after the root scene")
        return Container(name: name, kind: .navigation(root: root, passes: []))
    }

    /// tabs := 'tabs' identifier '[' identifier (',' identifier)* ','? ']'
    func parseTabs(_ cursor: inout TokenCursor) -> Container {
        let name = Self.name(&cursor, "a container name after 'tabs'")
        let open = Self.expect(&cursor, "[", "before the list of tabs")
        var children: [Name] = []
        while cursor.error == nil, !cursor.atEnd, !cursor.current.isPunctuation("]") {
            children.append(Self.name(&cursor, "a tab's scene or container name"))
            if !cursor.consume(",") { break }
        }
        Self.expect(&cursor, "]", "to close the list of tabs")
        if cursor.error == nil, children.isEmpty {
            cursor.fail("tab bar container '\(name.text)' has no tabs", id: Self.emptyTabs, at: open.position)
        }
        Self.endOfLine(&cursor, "after the list of tabs")
        return Container(name: name, kind: .tabs(children: children))
    }

    /// start := 'start' identifier ('via' instantiation)?
    func parseStart(_ cursor: inout TokenCursor, at position: SourcePosition) -> Start {
        let target = Self.name(&cursor, "the window's root container or scene after 'start'")
        let instantiation = parseVia(&cursor) ?? .storyboard
        Self.endOfLine(&cursor, "after the start declaration")
        return Start(target: target, instantiation: instantiation, position: position)
    }

    /// via := ('via' ('storyboard' | 'code' | 'factory'))?
    ///
    /// Returns nil when there is no `via` (or it is broken; the error is on the cursor).
    func parseVia(_ cursor: inout TokenCursor) -> Instantiation? {
        guard cursor.error == nil, cursor.consumeKeyword("via") else { return nil }
        let word = Self.name(&cursor, "how the scene is built after 'via' (storyboard, code or factory)")
        guard !word.text.isEmpty else { return nil }
        return Self.lookUp(
            Instantiation.self, word, what: "way to build a scene", id: Self.unknownVia, cursor: &cursor)
    }

    /// segue  := 'segue' identifier ':' identifier '->' identifier segueKind
    /// route  := 'route' identifier ':' identifier '->' identifier action '!'? ('via' instantiation)?
    /// unwind := 'unwind' identifier ':' identifier '->' identifier
    /// embed  := 'embed' identifier ':' identifier '->' identifier ('via' instantiation)?
    mutating func parseRoute(_ cursor: inout TokenCursor, keyword: Token) -> Route {
        let what: String
        switch keyword.text {
        case "segue": what = "a segue identifier"
        case "route": what = "a route name"
        case "unwind": what = "an unwind action name"
        default: what = "an embed segue identifier"
        }
        let name = Self.name(&cursor, "\(what) after '\(keyword.text)'")
        Self.expect(
            &cursor, ":",
            "after the name, as in '\(keyword.text) \(name.text.isEmpty ? "Name" : name.text): Source -> Destination'")
        let source = Self.name(&cursor, "the source scene's name")
        Self.expect(&cursor, "->", "between the source and the destination")
        let destination = Self.name(&cursor, "the destination's name")
        var kind = Route.Kind.unwind
        var forcesUnwrap = false
        var embedInstantiation: Instantiation?
        switch keyword.text {
        case "segue":
            let word = Self.name(
                &cursor,
                "a segue kind after the destination (\(Route.SegueKind.allCases.map(\.rawValue).joined(separator: ", ")))"
            )
            if !word.text.isEmpty,
                let segueKind = Self.lookUp(
                    Route.SegueKind.self, word, what: "segue kind", id: Self.unknownSegueKind, cursor: &cursor)
            {
                kind = .segue(segueKind)
            }
        case "route":
            let word = Self.name(
                &cursor,
                "an action after the destination (\(Route.Action.allCases.map(\.rawValue).joined(separator: ", ")))")
            let action =
                word.text.isEmpty
                ? nil
                : Self.lookUp(Route.Action.self, word, what: "route action", id: Self.unknownAction, cursor: &cursor)
            let bangPosition = cursor.current.position
            forcesUnwrap = cursor.error == nil && cursor.consume("!")
            let viaPosition = cursor.current.position
            let via = parseVia(&cursor)
            if let action {
                kind = .programmatic(action, via: via ?? .storyboard)
                if via != nil, cursor.error == nil, ![.show, .showDetail, .push, .present].contains(action) {
                    // The cursor keeps errors only; the warning is reported once the line parses.
                    pendingWarning = Diagnostic(
                        file: path, position: viaPosition, severity: .warning, id: Self.ignoredVia,
                        message: "'via' has no effect on a '\(action.rawValue)' route, which finds an existing instance"
                    )
                }
                if forcesUnwrap, cursor.error == nil, [.show, .showDetail, .present, .setRoot].contains(action) {
                    pendingWarning = Diagnostic(
                        file: path, position: bangPosition, severity: .warning, id: Self.ignoredForceUnwrap,
                        message:
                            "'!' has no effect on a '\(action.rawValue)' route, which needs no navigation or tab bar controller"
                    )
                }
            }
        case "embed":
            kind = .embed
            embedInstantiation = parseVia(&cursor)
        default:
            kind = .unwind
        }
        Self.endOfLine(&cursor, "after the \(keyword.text) declaration")
        var route = Route(
            name: name, source: source, destination: destination, kind: kind, forcesUnwrap: forcesUnwrap,
            position: keyword.position)
        route.embedInstantiation = embedInstantiation
        return route
    }

    // MARK: - Indented lines

    /// store := 'store' identifier ':' type ('?' | '!')? ('=' constant)?
    func parseStore(_ cursor: inout TokenCursor) -> StoreField {
        let name = Self.name(&cursor, "a field name after 'store'")
        Self.expect(
            &cursor, ":", "after the field name, as in 'store \(name.text.isEmpty ? "field" : name.text): Type?'")
        var depth = 0
        let type = cursor.error == nil ? parseType(&cursor, depth: &depth) : ""
        var requirement = StoreField.Requirement.constructor
        if cursor.consume("?") {
            requirement = .optional
        } else if cursor.consume("!") {
            requirement = .implicitlyUnwrapped
        }
        let initialValue = cursor.error == nil && cursor.consume("=") ? parseInitialValue(&cursor) : nil
        return StoreField(name: name, type: type, requirement: requirement, initialValue: initialValue)
    }

    /// constant := expression      (reading no path: a store's starting value is written in the
    /// graph, before any store exists to read)
    func parseInitialValue(_ cursor: inout TokenCursor) -> StoreField.InitialValue? {
        let expression = ExpressionParser.parseExpression(&cursor)
        guard cursor.error == nil else { return nil }
        guard let value = expression.constantValue else {
            let path = expression.paths[0]
            var notes: [Diagnostic.Note] = []
            if path.components.isEmpty {
                notes.append(Diagnostic.Note(message: "write text in double quotes: \(Value.quote(path.root.text))"))
            }
            cursor.fail(
                "a store's initial value is a constant, but '\(path)' reads a path", id: Self.initialValueNotConstant,
                at: path.root.position, notes: notes)
            return nil
        }
        return StoreField.InitialValue(value, at: expression.position)
    }

    /// type := identifier | '[' element ']' | '[' element ':' element ']'
    /// element := type ('?' | '!')?        -- inside brackets a marker belongs to the type
    func parseType(_ cursor: inout TokenCursor, depth: inout Int) -> String {
        if cursor.current.kind == .identifier { return cursor.advance().text }
        guard cursor.current.isPunctuation("[") else {
            cursor.fail("expected a type such as 'Order', '[Order]' or '[String: Int]'", id: .expectedType)
            return ""
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= TokenCursor.nestingLimit else {
            cursor.fail("type is nested more than \(TokenCursor.nestingLimit) levels deep", id: .nestingTooDeep)
            return ""
        }
        cursor.advance()
        var text = "[" + parseElement(&cursor, depth: &depth)
        if cursor.consume(":") { text += ": " + parseElement(&cursor, depth: &depth) }
        Self.expect(&cursor, "]", "to close the type")
        return text + "]"
    }

    func parseElement(_ cursor: inout TokenCursor, depth: inout Int) -> String {
        var text = parseType(&cursor, depth: &depth)
        if cursor.error == nil, cursor.current.isPunctuation("?") || cursor.current.isPunctuation("!") {
            text += cursor.advance().text
        }
        return text
    }

    /// setup := 'setup' ('any' | 'coder' | 'nib' | 'factory')
    func parseSetup(_ cursor: inout TokenCursor) -> Scene.Setup? {
        let word = Self.name(&cursor, "which initialisers call setup() (any, coder, nib or factory)")
        guard !word.text.isEmpty else { return nil }
        return Self.lookUp(Scene.Setup.self, word, what: "setup", id: Self.unknownSetup, cursor: &cursor)
    }

    /// pass := 'pass' path '=' expression; appear := 'appear' path '=' expression
    func parsePass(_ cursor: inout TokenCursor, at position: SourcePosition, keyword: String = "pass") -> Pass {
        let destination = ExpressionParser.parsePath(&cursor)
        Self.expect(&cursor, "=", "after the destination field, as in '\(keyword) field = value'")
        let value =
            cursor.error == nil
            ? ExpressionParser.parseExpression(&cursor) : .literal(.null, cursor.current.position)
        return Pass(destination: destination, value: value, position: position)
    }

    /// navigate := 'navigate' action
    func parseNavigate(_ cursor: inout TokenCursor) -> Route.Action? {
        let word = Self.name(
            &cursor,
            "an action after 'navigate' (\(Route.Action.allCases.map(\.rawValue).joined(separator: ", ")))")
        guard !word.text.isEmpty else { return nil }
        return Self.lookUp(Route.Action.self, word, what: "navigation action", id: Self.unknownAction, cursor: &cursor)
    }

    // MARK: - Helpers

    // `TokenCursor`'s expect functions take their message eagerly; these build it only on error,
    // which keeps a file of many thousand lines quick to parse.

    /// `TokenCursor.expectName`, with the message built only when the name is missing.
    static func name(_ cursor: inout TokenCursor, _ what: @autoclosure () -> String) -> Name {
        if cursor.current.kind == .identifier {
            let token = cursor.advance()
            return Name(token.text, at: token.position)
        }
        return cursor.expectName(what())
    }

    /// `TokenCursor.expect`, with the message built only when the symbol is missing.
    @discardableResult
    static func expect(
        _ cursor: inout TokenCursor, _ symbol: String, _ context: @autoclosure () -> String
    ) -> Token {
        if cursor.current.isPunctuation(symbol) { return cursor.advance() }
        return cursor.expect(symbol, context())
    }

    /// `TokenCursor.expectEndOfLine`, with the message built only when tokens are left.
    static func endOfLine(_ cursor: inout TokenCursor, _ context: @autoclosure () -> String) {
        if !cursor.atEnd { cursor.expectEndOfLine(context()) }
    }

    /// The case of `T` spelt `word`, or nil after recording "unknown <what>" with a did-you-mean
    /// note (or the list of valid spellings when none is close).
    static func lookUp<T: RawRepresentable & CaseIterable>(
        _ type: T.Type, _ word: Name, what: String, id: DiagnosticID, cursor: inout TokenCursor
    ) -> T? where T.RawValue == String {
        if let value = T(rawValue: word.text) { return value }
        let spellings = T.allCases.map(\.rawValue)
        let note =
            NameSuggestion.note(for: word.text, among: spellings)
            ?? Diagnostic.Note(message: "expected one of \(list(spellings, "or"))")
        cursor.fail("unknown \(what) '\(word.text)'", id: id, at: word.position, notes: [note])
        return nil
    }

    /// `'a', 'b' or 'c'`.
    static func list(_ words: [String], _ conjunction: String) -> String {
        let quoted = words.map { "'\($0)'" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " \(conjunction) " + quoted[quoted.count - 1]
    }
}
