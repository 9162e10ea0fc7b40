/// The `expect` rules of the scenario grammar.
extension ScenarioParser {
    /// The words that can follow `expect`, for did-you-mean notes.
    static let expectKeywords = [
        "top", "stack", "presented", "tab", "hierarchy", "violation", "cannot", "presenter", "alive", "released",
    ]

    /// Every form of expectation, for notes.
    static let expectationForms = (expectKeywords + ["Scene.field =="]).map { "'\($0)'" }.joined(separator: ", ")

    /// expect      := 'expect' expectation
    /// expectation := top | stack | presented | expectTab | hierarchy | violation | value
    ///
    /// A keyword followed by `.`, `==` or `=` starts a path instead, so a scene may be
    /// named `top`; `none` after `presented` always means no modal.
    mutating func parseExpect(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        let word = cursor.current
        let startsPath =
            [".", "==", "="].contains { cursor.next.isPunctuation($0) }
            || (cursor.next.isPunctuation("[") && !Self.expectKeywords.contains(word.text))
        guard word.kind == .identifier else {
            cursor.fail(
                "expected what to expect after 'expect', found \(TokenCursor.describe(word))",
                id: Self.unknownExpectation,
                notes: [Diagnostic.Note(message: "expectations are " + Self.expectationForms)])
            return nil
        }
        if startsPath { return parseExpectValue(&cursor) }
        switch word.text {
        case "top": return parseExpectTop(&cursor)
        case "stack": return parseExpectStack(&cursor)
        case "presented": return parseExpectPresented(&cursor)
        case "tab": return parseExpectTab(&cursor)
        case "hierarchy": return parseExpectHierarchy(&cursor)
        case "violation": return parseExpectViolation(&cursor)
        case "cannot": return parseExpectCannot(&cursor)
        case "presenter": return parseExpectPresenter(&cursor)
        case "alive", "released":
            cursor.advance()
            let scene = cursor.expectName("a scene name after 'expect \(word.text)'")
            cursor.expectEndOfLine("after the scene name")
            return .expectAlive(scene, alive: word.text == "alive")
        default:
            let note =
                NameSuggestion.note(for: word.text, among: Self.expectKeywords)
                ?? Diagnostic.Note(message: "expectations are " + Self.expectationForms)
            cursor.fail("unknown expectation '\(word.text)'", id: Self.unknownExpectation, notes: [note])
            return nil
        }
    }

    /// cannot := 'cannot' ('swipe' | 'back' | 'tab' identifier?)
    mutating func parseExpectCannot(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        let gesture = cursor.current
        guard gesture.kind == .identifier, ["swipe", "back", "tab"].contains(gesture.text) else {
            cursor.fail(
                "expected 'swipe', 'back' or 'tab' after 'expect cannot', found \(TokenCursor.describe(gesture))",
                id: Self.unknownExpectation)
            return nil
        }
        cursor.advance()
        switch gesture.text {
        case "swipe":
            cursor.expectEndOfLine("after 'expect cannot swipe'")
            return .expectCannot(.swipeDown)
        case "back":
            cursor.expectEndOfLine("after 'expect cannot back'")
            return .expectCannot(.back)
        default:
            let child = cursor.atEnd ? nil : cursor.expectName("a tab's name after 'expect cannot tab'")
            cursor.expectEndOfLine("after 'expect cannot tab'")
            return .expectCannot(.tab(child?.text))
        }
    }

    /// presenter := 'presenter' 'of' identifier 'is' identifier
    mutating func parseExpectPresenter(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        guard cursor.current.isIdentifier("of") else {
            cursor.fail("expected 'of' after 'expect presenter'", id: .expectedToken)
            return nil
        }
        cursor.advance()
        let presented = cursor.expectName("the presented scene or container after 'expect presenter of'")
        guard cursor.current.isIdentifier("is") else {
            cursor.fail("expected 'is' after the presented name", id: .expectedToken)
            return nil
        }
        cursor.advance()
        let presenter = cursor.expectName("the presenter after 'is'")
        cursor.expectEndOfLine("after the presenter")
        return .expectPresenter(of: presented, is: presenter)
    }

    /// top := 'top' identifier
    mutating func parseExpectTop(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        let scene = cursor.expectName("a scene name after 'expect top'")
        cursor.expectEndOfLine("after the scene name")
        return .expectTop(scene)
    }

    /// stack := 'stack' '[' identifier (',' identifier)* ']'
    mutating func parseExpectStack(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        let open = cursor.expect("[", "after 'expect stack'")
        var scenes: [Name] = []
        while open.kind != .missing, !cursor.current.isPunctuation("]"), !cursor.atEnd, cursor.error == nil {
            scenes.append(cursor.expectName("a scene name in the stack"))
            if !cursor.consume(",") { break }
        }
        if cursor.error == nil, scenes.isEmpty {
            cursor.fail(
                "a navigation stack holds at least its root scene", id: Self.emptyStack,
                notes: [Diagnostic.Note(message: "list the stack bottom first: 'expect stack [Root, Top]'")])
        }
        cursor.expect("]", "to close the stack")
        cursor.expectEndOfLine("after the stack")
        return .expectStack(scenes)
    }

    /// presented := 'presented' (identifier | 'none')
    mutating func parseExpectPresented(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        let scene = cursor.expectName("a scene name or 'none' after 'expect presented'")
        cursor.expectEndOfLine("after the scene name")
        return .expectPresented(scene.text == "none" ? nil : scene)
    }

    /// expectTab := 'tab' identifier
    mutating func parseExpectTab(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        let child = cursor.expectName("a tab's name after 'expect tab'")
        cursor.expectEndOfLine("after the tab's name")
        return .expectTab(child)
    }

    /// hierarchy := 'hierarchy' pattern
    mutating func parseExpectHierarchy(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        if let column = Self.instanceNumberColumn(in: cursor.line) {
            // `Main[ListOrders#1]`: the lexer took `#1]` for a comment.
            cursor.fail(
                "'expect hierarchy' takes scene names without instance numbers", id: Self.instanceNumber,
                at: SourcePosition(line: cursor.line.number, column: column),
                notes: [Diagnostic.Note(message: "'#' starts a comment, so the rest of the line is ignored")])
            return nil
        }
        let pattern = HierarchyPatternParser.parsePattern(&cursor)
        cursor.expectEndOfLine("after the hierarchy")
        return .expectHierarchy(pattern)
    }

    /// The column of a `#` written right after a name and before a digit (`ShowOrder#2`), if any.
    static func instanceNumberColumn(in line: SourceLine) -> Int? {
        let bytes = Array(line.text.utf8)
        var index = 1
        while index + 1 < bytes.count {
            if bytes[index] == UInt8(ascii: "#") {
                let isInstanceNumber =
                    LineLexer.isIdentifierContinue(bytes[index - 1]) && LineLexer.isDigit(bytes[index + 1])
                return isInstanceNumber ? index + 1 : nil
            }
            if bytes[index] == UInt8(ascii: "\"") { return nil }  // no strings in a hierarchy; stop looking
            index += 1
        }
        return nil
    }

    /// violation := 'violation' identifier ('-' identifier)*      (no blanks in between)
    mutating func parseExpectViolation(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        cursor.advance()
        let first = cursor.current
        guard first.kind == .identifier else {
            cursor.fail(
                "expected a violation id after 'expect violation', found \(TokenCursor.describe(first))",
                id: .expectedName)
            return nil
        }
        var text = cursor.advance().text
        var end = first.position.column + first.text.utf8.count
        while cursor.current.isPunctuation("-"), cursor.current.position.column == end,
            cursor.next.kind == .identifier, cursor.next.position.column == end + 1
        {
            cursor.advance()
            let part = cursor.advance()
            text += "-" + part.text
            end = part.position.column + part.text.utf8.count
        }
        if cursor.current.isPunctuation("-") {
            cursor.fail(
                "write the violation id without blanks, like 'double-presentation'", id: Self.unknownViolation,
                at: first.position)
        }
        if Violation.ID(rawValue: text) == nil {
            let known = Violation.ID.allCases.map(\.rawValue)
            let note =
                NameSuggestion.note(for: text, among: known)
                ?? Diagnostic.Note(message: "violations are " + known.map { "'\($0)'" }.joined(separator: ", "))
            cursor.fail("unknown violation '\(text)'", id: Self.unknownViolation, at: first.position, notes: [note])
        }
        cursor.expectEndOfLine("after the violation id")
        return .expectViolation(Name(text, at: first.position))
    }

    /// value := scenarioPath '==' constant
    mutating func parseExpectValue(_ cursor: inout TokenCursor) -> ScenarioStep.Kind? {
        let target = parseScenarioPath(&cursor, after: "'expect'")
        if cursor.current.isPunctuation("=") {
            cursor.fail(
                "expected '==' after the path of an expectation", id: .expectedToken,
                notes: [Diagnostic.Note(message: "'=' assigns, in 'set' and 'given'; 'expect' compares with '=='")])
        }
        cursor.expect("==", "after the path of an expectation")
        let value = parseConstant(&cursor)
        cursor.expectEndOfLine("after the value")
        return .expectValue(target, value)
    }
}
