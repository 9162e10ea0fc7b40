/// Parses navsim's hierarchy notation (spec §4) into a `HierarchyPattern`.
///
/// ```
/// pattern  := node ('>' node)*
/// node     := identifier (stack | tabs | embedded)?
/// stack    := '[' node (',' node)* ']'
/// tabs     := '{' tabItem (',' tabItem)* '}'        (exactly one item marked '*')
/// tabItem  := '*'? node
/// embedded := '(' node (',' node)* ')'
/// ```
///
/// The notation says what a name is (a navigation container, a tab container, a scene); whether
/// the names exist and are of that kind is the checker's job.
public enum HierarchyPatternParser {
    /// A `{…}` without exactly one child marked `*`.
    public static let selectedTabCount = DiagnosticID("selected-tab-count")

    /// Parses a whole pattern; on error, records it on the cursor and returns what was understood.
    static func parsePattern(_ cursor: inout TokenCursor) -> HierarchyPattern {
        var levels = [parseNode(&cursor)]
        while cursor.error == nil, cursor.consume(">") {
            levels.append(parseNode(&cursor))
        }
        return HierarchyPattern(levels: levels)
    }

    /// node := identifier (stack | tabs | embedded)?
    static func parseNode(_ cursor: inout TokenCursor) -> HierarchyPattern.Node {
        let name = cursor.expectName("a scene or container name in the hierarchy")
        guard cursor.error == nil else { return .scene(name: name.text, embedded: []) }
        if cursor.current.isPunctuation("[") {
            return .navigation(
                name: name.text, stack: parseList(&cursor, close: "]", what: "the stack of '\(name.text)'"))
        }
        if cursor.current.isPunctuation("{") {
            return parseTabs(&cursor, name: name)
        }
        if cursor.current.isPunctuation("(") {
            return .scene(
                name: name.text,
                embedded: parseList(&cursor, close: ")", what: "the embedded children of '\(name.text)'"))
        }
        return .scene(name: name.text, embedded: [])
    }

    /// stack := '[' node (',' node)* ']' ;  embedded := '(' node (',' node)* ')'
    static func parseList(_ cursor: inout TokenCursor, close: String, what: String) -> [HierarchyPattern.Node] {
        cursor.advance()
        guard enterNesting(&cursor) else { return [] }
        defer { cursor.depth -= 1 }
        var nodes: [HierarchyPattern.Node] = []
        repeat {
            nodes.append(parseNode(&cursor))
        } while cursor.error == nil && cursor.consume(",")
        cursor.expect(close, "to close \(what)")
        return nodes
    }

    /// tabs := '{' tabItem (',' tabItem)* '}' ;  tabItem := '*'? node
    static func parseTabs(_ cursor: inout TokenCursor, name: Name) -> HierarchyPattern.Node {
        cursor.advance()
        guard enterNesting(&cursor) else { return .tabs(name: name.text, children: [], selected: 0) }
        defer { cursor.depth -= 1 }
        var children: [HierarchyPattern.Node] = []
        var selected: Int?
        repeat {
            if cursor.current.isPunctuation("*") {
                let star = cursor.advance()
                if selected != nil {
                    cursor.fail(
                        "tabs '\(name.text)' have more than one selected child; mark only one with '*'",
                        id: selectedTabCount, at: star.position)
                }
                selected = children.count
            }
            children.append(parseNode(&cursor))
        } while cursor.error == nil && cursor.consume(",")
        cursor.expect("}", "to close the tabs of '\(name.text)'")
        if selected == nil {
            cursor.fail(
                "tabs '\(name.text)' need their selected child marked with '*'", id: selectedTabCount,
                at: name.position,
                notes: [Diagnostic.Note(message: "for example '\(name.text){*First[A], Second[B]}'")])
        }
        return .tabs(name: name.text, children: children, selected: selected ?? 0)
    }

    private static func enterNesting(_ cursor: inout TokenCursor) -> Bool {
        cursor.depth += 1
        if cursor.depth > TokenCursor.nestingLimit {
            cursor.fail("hierarchy is nested more than \(TokenCursor.nestingLimit) levels deep", id: .nestingTooDeep)
            cursor.depth -= 1
            return false
        }
        return true
    }
}
