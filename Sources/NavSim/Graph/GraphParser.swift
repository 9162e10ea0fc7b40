/// Parses `.navgraph` source (spec §2) into a `ParsedGraph`, by hand-written recursive descent
/// over the lines `Lexer.lines` produces.
///
/// ```
/// file         := (declaration indented*)*
/// declaration  := graph | scene | shared | navigation | tabs | start
///               | segue | route | unwind | embed              -- at column 1
/// indented     := store | setup | pass | navigate             -- indented under a declaration
/// ```
///
/// Recovery, so that one bad file reports all of its errors and nothing twice:
/// - at most one error per line (the lexer's or the parser's, never both);
/// - a column-1 line with an error is dropped with every indented line under it, silently;
///   a name it declares is remembered in `ParsedGraph.incompleteNames` so its uses are not
///   reported as unknown;
/// - an indented line with an error is dropped alone; its declaration is kept but marked
///   incomplete, and the next indented lines are still parsed;
/// - indented lines with no declaration above them (or under a declaration that takes none)
///   are reported once, on the first of them;
/// - after `errorLimit` errors the parser stops with a final `too-many-errors` diagnostic.
///
/// Every loop advances: the line loop moves one line per iteration, and `TokenCursor` never
/// moves past a line's end. Nesting (types, values) is limited to `TokenCursor.nestingLimit`.
public struct GraphParser {
    /// The number of errors after which the parser stops and reports `too-many-errors`.
    public static let errorLimit = 50

    /// A column-1 line whose first word is no declaration keyword (or an indented line whose
    /// first word is no keyword).
    public static let unknownKeyword = "unknown-keyword"
    /// A column-1 line that does not start with a word.
    public static let expectedDeclaration = "expected-declaration"
    /// A known keyword in the wrong place: an indented declaration, a `pass` at column 1, a
    /// `store` under a segue.
    public static let misplacedLine = "misplaced-line"
    /// An indented line with no declaration above it.
    public static let orphanLine = "orphan-line"
    /// A segue kind that does not exist.
    public static let unknownSegueKind = "unknown-segue-kind"
    /// A route or `navigate` action that does not exist.
    public static let unknownAction = "unknown-action"
    /// A `setup` value that does not exist.
    public static let unknownSetup = "unknown-setup"
    /// A `via` value that does not exist.
    public static let unknownVia = "unknown-via"
    /// A second `setup` line in one scene.
    public static let duplicateSetup = "duplicate-setup"
    /// A second `navigate` line under one route.
    public static let duplicateNavigate = "duplicate-navigate"
    /// `tabs Name []`.
    public static let emptyTabs = "empty-tabs"
    /// `via` on a route that builds nothing (pop, popTo, popToRoot, dismiss, tab): a warning.
    public static let ignoredVia = "ignored-via"
    /// The parser stopped after `errorLimit` errors.
    public static let tooManyErrors = "too-many-errors"

    /// The keywords that start a declaration at column 1, in the order the spec lists them.
    public static let declarationKeywords = [
        "graph", "scene", "shared", "navigation", "tabs", "start", "segue", "route", "unwind", "embed",
    ]
    /// The keywords of indented lines.
    public static let indentedKeywords = ["store", "setup", "pass", "navigate"]

    /// Parses `source`: lexes it, reads every declaration, and returns the model with all
    /// lexical and syntax diagnostics. Semantic checks are `GraphChecker`'s.
    public static func parse(_ source: SourceText) -> ParsedGraph {
        var parser = GraphParser(source: source)
        parser.run()
        return parser.result()
    }

    // MARK: - State

    /// What indented lines attach to.
    private enum Block {
        /// Before the first declaration.
        case none
        /// Under a broken declaration, or after an orphan was reported: indented lines are dropped silently.
        case skipping
        /// Under `scene`: `store` and `setup` lines; remembers where `setup` was written.
        case scene(Int, setup: SourcePosition?)
        /// Under `shared`: `store` lines.
        case shared(Int)
        /// Under `navigation`: `pass` lines.
        case navigation(Int)
        /// Under `segue`, `route`, `unwind`, `embed`: `pass` and `navigate` lines.
        case route(Int)
        /// Under `graph`, `tabs` or `start`, which take no indented lines.
        case childless(String)
    }

    private let source: SourceText
    private var path: String { source.path }
    private var diagnostics: [Diagnostic] = []
    private var errorCount = 0
    private var stopped = false
    private var block = Block.none

    private var graphDeclarations: [Name] = []
    private var scenes: [Scene] = []
    private var sharedStores: [SharedStore] = []
    private var containers: [Container] = []
    private var starts: [Start] = []
    private var routes: [Route] = []
    private var firstKeyword: Name?
    private var incompleteNames: Set<String> = []
    private var brokenKeywords: Set<String> = []
    private var incompleteRouteLines: Set<Int> = []
    private var sawDeclarationLine = false
    private var pendingWarning: Diagnostic?

    private init(source: SourceText) {
        self.source = source
    }

    private func result() -> ParsedGraph {
        let graph: Graph?
        if sawDeclarationLine {
            graph = Graph(
                name: graphDeclarations.first ?? Name("", at: SourcePosition(line: 1, column: 1)), file: path,
                scenes: scenes, sharedStores: sharedStores, containers: containers, start: starts.first, routes: routes)
        } else {
            graph = nil
        }
        return ParsedGraph(
            graph: graph, diagnostics: diagnostics, graphDeclarations: graphDeclarations, starts: starts,
            firstKeyword: firstKeyword, incompleteNames: incompleteNames, brokenKeywords: brokenKeywords,
            incompleteRouteLines: incompleteRouteLines, stoppedEarly: stopped)
    }

    // MARK: - Lines

    /// One line to read: a tokenised line (maybe with a lexical error), or a line the lexer
    /// dropped entirely because of its error.
    private enum Event {
        case line(SourceLine, lexError: Diagnostic?)
        case dropped(Diagnostic, isIndented: Bool)

        var lineNumber: Int {
            switch self {
            case .line(let line, _): return line.number
            case .dropped(let diagnostic, _): return diagnostic.position.line
            }
        }
    }

    /// file := (declaration indented*)*
    private mutating func run() {
        var lexical: [Diagnostic] = []
        let lines = Lexer.lines(of: source, diagnostics: &lexical)
        // Lexer diagnostics come in line order, one per line at most; merge them with the lines.
        var events: [Event] = []
        events.reserveCapacity(lines.count + lexical.count)
        var lexIndex = 0
        for line in lines {
            while lexIndex < lexical.count, lexical[lexIndex].position.line < line.number {
                events.append(dropped(lexical[lexIndex]))
                lexIndex += 1
            }
            if lexIndex < lexical.count, lexical[lexIndex].position.line == line.number {
                events.append(.line(line, lexError: lexical[lexIndex]))
                lexIndex += 1
            } else {
                events.append(.line(line, lexError: nil))
            }
        }
        while lexIndex < lexical.count {
            events.append(dropped(lexical[lexIndex]))
            lexIndex += 1
        }
        for event in events {
            if stopped { return }
            switch event {
            case .dropped(let diagnostic, let isIndented):
                report(diagnostic)
                brokenLine(isIndented: isIndented, firstTokens: [])
            case .line(let line, let lexError):
                if let lexError {
                    report(lexError)
                    brokenLine(isIndented: line.isIndented, firstTokens: line.tokens)
                } else if line.isIndented {
                    parseIndentedLine(line)
                } else {
                    parseDeclarationLine(line)
                }
            }
        }
    }

    private func dropped(_ diagnostic: Diagnostic) -> Event {
        let bytes = source.lines[diagnostic.position.line - 1]
        let first = bytes.first
        return .dropped(diagnostic, isIndented: first == 0x20 || first == 0x09)
    }

    /// Records a diagnostic; at the error limit, records `too-many-errors` instead and stops.
    private mutating func report(_ diagnostic: Diagnostic) {
        guard !stopped else { return }
        if diagnostic.severity == .error {
            if errorCount == Self.errorLimit {
                diagnostics.append(
                    Diagnostic(
                        file: path, position: diagnostic.position, severity: .error, id: Self.tooManyErrors,
                        message: "too many errors; navsim stopped reading this file after \(Self.errorLimit)"))
                stopped = true
                return
            }
            errorCount += 1
        }
        diagnostics.append(diagnostic)
    }

    /// A line with an error already reported: drop it, and at column 1 its whole block, while
    /// remembering what it declared so later uses do not cascade.
    private mutating func brokenLine(isIndented: Bool, firstTokens tokens: [Token]) {
        if isIndented {
            markCurrentBlockIncomplete()
            return
        }
        sawDeclarationLine = true
        block = .skipping
        guard let keyword = tokens.first, keyword.kind == .identifier else { return }
        if firstKeyword == nil { firstKeyword = Name(keyword.text, at: keyword.position) }
        let intended =
            Self.declarationKeywords.contains(keyword.text)
            ? keyword.text : NameSuggestion.closest(to: keyword.text, among: Self.declarationKeywords)
        if let intended { brokenKeywords.insert(intended) }
        if tokens.count > 1, tokens[1].kind == .identifier, ["scene", "shared", "navigation", "tabs"].contains(intended) {
            incompleteNames.insert(tokens[1].text)
        }
    }

    private mutating func markCurrentBlockIncomplete() {
        switch block {
        case .scene(let index, _): incompleteNames.insert(scenes[index].name.text)
        case .shared(let index): incompleteNames.insert(sharedStores[index].name.text)
        case .navigation(let index): incompleteNames.insert(containers[index].name.text)
        case .route(let index): incompleteRouteLines.insert(routes[index].position.line)
        case .none, .skipping, .childless: break
        }
    }

    /// declaration := graph | scene | shared | navigation | tabs | start | segue | route | unwind | embed
    private mutating func parseDeclarationLine(_ line: SourceLine) {
        sawDeclarationLine = true
        var cursor = TokenCursor(line: line, path: path)
        let keyword = cursor.current
        if firstKeyword == nil, keyword.kind == .identifier { firstKeyword = Name(keyword.text, at: keyword.position) }
        guard keyword.kind == .identifier else {
            cursor.fail(
                "expected a declaration keyword, found \(TokenCursor.describe(keyword))", id: Self.expectedDeclaration)
            finishDeclaration(cursor, newBlock: .skipping)
            return
        }
        cursor.advance()
        let newBlock: Block
        switch keyword.text {
        case "graph":
            let name = cursor.expectName("a graph name after 'graph'")
            cursor.expectEndOfLine("after the graph name")
            if cursor.error == nil { graphDeclarations.append(name) }
            newBlock = .childless("graph")
        case "scene":
            let scene = Scene(name: cursor.expectName("a scene name after 'scene'"))
            cursor.expectEndOfLine("after the scene name")
            scenes.append(scene)
            newBlock = .scene(scenes.count - 1, setup: nil)
        case "shared":
            let store = SharedStore(name: cursor.expectName("a shared store name after 'shared'"))
            cursor.expectEndOfLine("after the shared store name")
            sharedStores.append(store)
            newBlock = .shared(sharedStores.count - 1)
        case "navigation":
            containers.append(parseNavigation(&cursor))
            newBlock = .navigation(containers.count - 1)
        case "tabs":
            containers.append(parseTabs(&cursor))
            newBlock = .childless("tabs")
        case "start":
            starts.append(parseStart(&cursor, at: keyword.position))
            newBlock = .childless("start")
        case "segue", "route", "unwind", "embed":
            routes.append(parseRoute(&cursor, keyword: keyword))
            newBlock = .route(routes.count - 1)
        default:
            if Self.indentedKeywords.contains(keyword.text) {
                cursor.fail(
                    "'\(keyword.text)' lines belong indented under \(Self.owners(of: keyword.text))", id: Self.misplacedLine,
                    at: keyword.position)
            } else {
                var notes: [Diagnostic.Note] = []
                if let note = NameSuggestion.note(for: keyword.text, among: Self.declarationKeywords) { notes.append(note) }
                cursor.fail("unknown declaration '\(keyword.text)'", id: Self.unknownKeyword, at: keyword.position, notes: notes)
            }
            newBlock = .skipping
        }
        finishDeclaration(cursor, newBlock: newBlock)
    }

    /// Keeps a declaration that parsed, or drops the one just appended when its line has an error.
    private mutating func finishDeclaration(_ cursor: TokenCursor, newBlock: Block) {
        let warning = pendingWarning
        pendingWarning = nil
        guard let error = cursor.error else {
            if let warning { report(warning) }
            block = newBlock
            return
        }
        switch newBlock {
        case .scene: scenes.removeLast()
        case .shared: sharedStores.removeLast()
        case .navigation: containers.removeLast()
        case .route: routes.removeLast()
        case .childless("tabs"): containers.removeLast()
        case .childless("start"): starts.removeLast()
        case .none, .skipping, .childless: break
        }
        report(error)
        brokenLine(isIndented: false, firstTokens: cursor.line.tokens)
    }

    private static func owners(of keyword: String) -> String {
        switch keyword {
        case "store": return "a 'scene' or a 'shared' declaration"
        case "setup": return "a 'scene' declaration"
        case "pass": return "a route or a 'navigation' declaration"
        default: return "a 'segue' declaration"
        }
    }

    /// indented := store | setup | pass | navigate   (which ones depends on the declaration above)
    private mutating func parseIndentedLine(_ line: SourceLine) {
        var cursor = TokenCursor(line: line, path: path)
        let keyword = cursor.current
        let allowed: [String]
        let owner: String
        switch block {
        case .skipping:
            return
        case .none:
            report(
                Diagnostic(
                    file: path, position: keyword.position, severity: .error, id: Self.orphanLine,
                    message: "indented line has no declaration above it; declarations start at column 1"))
            block = .skipping
            return
        case .childless(let declaration):
            report(
                Diagnostic(
                    file: path, position: keyword.position, severity: .error, id: Self.misplacedLine,
                    message: "a '\(declaration)' declaration takes no indented lines"))
            block = .skipping
            return
        case .scene:
            (allowed, owner) = (["store", "setup"], "scene")
        case .shared:
            (allowed, owner) = (["store"], "shared")
        case .navigation:
            (allowed, owner) = (["pass"], "navigation")
        case .route(let index):
            (allowed, owner) = (["pass", "navigate"], routes[index].keyword)
        }
        if keyword.kind == .identifier, allowed.contains(keyword.text) {
            cursor.advance()
            parseIndented(keyword, &cursor)
            cursor.expectEndOfLine("at the end of the '\(keyword.text)' line")
        } else if keyword.kind != .identifier {
            cursor.fail(
                "expected \(Self.list(allowed, "or")) under '\(owner)', found \(TokenCursor.describe(keyword))",
                id: Self.expectedDeclaration)
        } else if Self.declarationKeywords.contains(keyword.text) {
            cursor.fail(
                "'\(keyword.text)' declarations start at column 1; remove the indentation", id: Self.misplacedLine)
        } else if Self.indentedKeywords.contains(keyword.text) {
            cursor.fail(
                "'\(keyword.text)' lines belong under \(Self.owners(of: keyword.text)), not under '\(owner)'",
                id: Self.misplacedLine)
        } else {
            var notes: [Diagnostic.Note] = []
            if let note = NameSuggestion.note(for: keyword.text, among: allowed) { notes.append(note) }
            cursor.fail(
                "unknown line '\(keyword.text)' under '\(owner)'; expected \(Self.list(allowed, "or"))",
                id: Self.unknownKeyword, notes: notes)
        }
        if let error = cursor.error {
            report(error)
            markCurrentBlockIncomplete()
        }
    }

    /// Parses the rest of an indented line whose keyword is allowed in the current block and
    /// attaches it to the declaration, unless the line has an error.
    private mutating func parseIndented(_ keyword: Token, _ cursor: inout TokenCursor) {
        switch (keyword.text, block) {
        case ("store", .scene(let index, _)):
            let field = parseStore(&cursor)
            if cursor.atEnd, cursor.error == nil { scenes[index].fields.append(field) }
        case ("store", .shared(let index)):
            let field = parseStore(&cursor)
            if cursor.atEnd, cursor.error == nil { sharedStores[index].fields.append(field) }
        case ("setup", .scene(let index, let previous)):
            let setup = parseSetup(&cursor)
            guard cursor.atEnd, cursor.error == nil, let setup else { return }
            if let previous {
                cursor.fail(
                    "scene '\(scenes[index].name.text)' has a second 'setup' line", id: Self.duplicateSetup,
                    at: keyword.position,
                    notes: [Diagnostic.Note(message: "the first 'setup' is here", file: path, position: previous)])
                return
            }
            scenes[index].setup = setup
            block = .scene(index, setup: keyword.position)
        case ("pass", .navigation(let index)):
            let pass = parsePass(&cursor, at: keyword.position)
            guard cursor.atEnd, cursor.error == nil, case .navigation(let root, let passes) = containers[index].kind
            else { return }
            containers[index].kind = .navigation(root: root, passes: passes + [pass])
        case ("pass", .route(let index)):
            let pass = parsePass(&cursor, at: keyword.position)
            if cursor.atEnd, cursor.error == nil { routes[index].passes.append(pass) }
        case ("navigate", .route(let index)):
            let action = parseNavigate(&cursor)
            guard cursor.atEnd, cursor.error == nil, let action else { return }
            if let previous = routes[index].navigate {
                cursor.fail(
                    "\(routes[index].keyword) '\(routes[index].name.text)' has a second 'navigate' line",
                    id: Self.duplicateNavigate, at: keyword.position,
                    notes: [Diagnostic.Note(message: "the first 'navigate' is here", file: path, position: previous.position)])
                return
            }
            routes[index].navigate = Route.Navigate(action: action, position: keyword.position)
        default:
            break
        }
    }

    // MARK: - Declarations

    /// navigation := 'navigation' identifier 'root' identifier
    private func parseNavigation(_ cursor: inout TokenCursor) -> Container {
        let name = cursor.expectName("a container name after 'navigation'")
        if cursor.error == nil, !cursor.consumeKeyword("root") {
            cursor.fail("expected 'root' after the navigation container's name", id: "expected-token")
        }
        let root = cursor.expectName("the root scene's name after 'root'")
        cursor.expectEndOfLine("after the root scene")
        return Container(name: name, kind: .navigation(root: root, passes: []))
    }

    /// tabs := 'tabs' identifier '[' identifier (',' identifier)* ','? ']'
    private func parseTabs(_ cursor: inout TokenCursor) -> Container {
        let name = cursor.expectName("a container name after 'tabs'")
        let open = cursor.expect("[", "before the list of tabs")
        var children: [Name] = []
        while cursor.error == nil, !cursor.atEnd, !cursor.current.isPunctuation("]") {
            children.append(cursor.expectName("a tab's scene or container name"))
            if !cursor.consume(",") { break }
        }
        cursor.expect("]", "to close the list of tabs")
        if cursor.error == nil, children.isEmpty {
            cursor.fail("tab bar container '\(name.text)' has no tabs", id: Self.emptyTabs, at: open.position)
        }
        cursor.expectEndOfLine("after the list of tabs")
        return Container(name: name, kind: .tabs(children: children))
    }

    /// start := 'start' identifier ('via' instantiation)?
    private func parseStart(_ cursor: inout TokenCursor, at position: SourcePosition) -> Start {
        let target = cursor.expectName("the window's root container or scene after 'start'")
        let instantiation = parseVia(&cursor) ?? .storyboard
        cursor.expectEndOfLine("after the start declaration")
        return Start(target: target, instantiation: instantiation, position: position)
    }

    /// via := ('via' ('storyboard' | 'code' | 'factory'))?
    ///
    /// Returns nil when there is no `via` (or it is broken; the error is on the cursor).
    private func parseVia(_ cursor: inout TokenCursor) -> Instantiation? {
        guard cursor.error == nil, cursor.consumeKeyword("via") else { return nil }
        let word = cursor.expectName("how the scene is built after 'via' (storyboard, code or factory)")
        guard !word.text.isEmpty else { return nil }
        return Self.lookUp(
            Instantiation.self, word, what: "way to build a scene", id: Self.unknownVia, cursor: &cursor)
    }

    /// segue  := 'segue' identifier ':' identifier '->' identifier segueKind
    /// route  := 'route' identifier ':' identifier '->' identifier action ('via' instantiation)?
    /// unwind := 'unwind' identifier ':' identifier '->' identifier
    /// embed  := 'embed' identifier ':' identifier '->' identifier
    private mutating func parseRoute(_ cursor: inout TokenCursor, keyword: Token) -> Route {
        let what: String
        switch keyword.text {
        case "segue": what = "a segue identifier"
        case "route": what = "a route name"
        case "unwind": what = "an unwind action name"
        default: what = "an embed segue identifier"
        }
        let name = cursor.expectName("\(what) after '\(keyword.text)'")
        cursor.expect(":", "after the name, as in '\(keyword.text) \(name.text.isEmpty ? "Name" : name.text): Source -> Destination'")
        let source = cursor.expectName("the source scene's name")
        cursor.expect("->", "between the source and the destination")
        let destination = cursor.expectName("the destination's name")
        var kind = Route.Kind.unwind
        switch keyword.text {
        case "segue":
            let word = cursor.expectName(
                "a segue kind after the destination (\(Route.SegueKind.allCases.map(\.rawValue).joined(separator: ", ")))")
            if !word.text.isEmpty,
                let segueKind = Self.lookUp(
                    Route.SegueKind.self, word, what: "segue kind", id: Self.unknownSegueKind, cursor: &cursor)
            {
                kind = .segue(segueKind)
            }
        case "route":
            let word = cursor.expectName(
                "an action after the destination (\(Route.Action.allCases.map(\.rawValue).joined(separator: ", ")))")
            let action =
                word.text.isEmpty
                ? nil : Self.lookUp(Route.Action.self, word, what: "route action", id: Self.unknownAction, cursor: &cursor)
            let viaPosition = cursor.current.position
            let via = parseVia(&cursor)
            if let action {
                kind = .programmatic(action, via: via ?? .storyboard)
                if via != nil, cursor.error == nil, ![.show, .push, .present].contains(action) {
                    // The cursor keeps errors only; the warning is reported once the line parses.
                    pendingWarning = Diagnostic(
                        file: path, position: viaPosition, severity: .warning, id: Self.ignoredVia,
                        message: "'via' has no effect on a '\(action.rawValue)' route, which finds an existing instance")
                }
            }
        case "embed":
            kind = .embed
        default:
            kind = .unwind
        }
        cursor.expectEndOfLine("after the \(keyword.text) declaration")
        return Route(name: name, source: source, destination: destination, kind: kind, position: keyword.position)
    }

    // MARK: - Indented lines

    /// store := 'store' identifier ':' type ('?' | '!')?
    private func parseStore(_ cursor: inout TokenCursor) -> StoreField {
        let name = cursor.expectName("a field name after 'store'")
        cursor.expect(":", "after the field name, as in 'store \(name.text.isEmpty ? "field" : name.text): Type?'")
        var depth = 0
        let type = cursor.error == nil ? parseType(&cursor, depth: &depth) : ""
        var requirement = StoreField.Requirement.constructor
        if cursor.consume("?") {
            requirement = .optional
        } else if cursor.consume("!") {
            requirement = .implicitlyUnwrapped
        }
        return StoreField(name: name, type: type, requirement: requirement)
    }

    /// type := identifier | '[' element ']' | '[' element ':' element ']'
    /// element := type ('?' | '!')?        -- inside brackets a marker belongs to the type
    private func parseType(_ cursor: inout TokenCursor, depth: inout Int) -> String {
        if cursor.current.kind == .identifier { return cursor.advance().text }
        guard cursor.current.isPunctuation("[") else {
            cursor.fail("expected a type such as 'Order', '[Order]' or '[String: Int]'", id: "expected-type")
            return ""
        }
        depth += 1
        defer { depth -= 1 }
        guard depth <= TokenCursor.nestingLimit else {
            cursor.fail("type is nested more than \(TokenCursor.nestingLimit) levels deep", id: "nesting-too-deep")
            return ""
        }
        cursor.advance()
        var text = "[" + parseElement(&cursor, depth: &depth)
        if cursor.consume(":") { text += ": " + parseElement(&cursor, depth: &depth) }
        cursor.expect("]", "to close the type")
        return text + "]"
    }

    private func parseElement(_ cursor: inout TokenCursor, depth: inout Int) -> String {
        var text = parseType(&cursor, depth: &depth)
        if cursor.error == nil, cursor.current.isPunctuation("?") || cursor.current.isPunctuation("!") {
            text += cursor.advance().text
        }
        return text
    }

    /// setup := 'setup' ('any' | 'coder' | 'nib' | 'factory')
    private func parseSetup(_ cursor: inout TokenCursor) -> Scene.Setup? {
        let word = cursor.expectName("which initialisers call setup() (any, coder, nib or factory)")
        guard !word.text.isEmpty else { return nil }
        return Self.lookUp(Scene.Setup.self, word, what: "setup", id: Self.unknownSetup, cursor: &cursor)
    }

    /// pass := 'pass' path '=' expression
    private func parsePass(_ cursor: inout TokenCursor, at position: SourcePosition) -> Pass {
        let destination = ExpressionParser.parsePath(&cursor)
        cursor.expect("=", "after the destination field, as in 'pass field = value'")
        let value =
            cursor.error == nil
            ? ExpressionParser.parseExpression(&cursor) : .literal(.null, cursor.current.position)
        return Pass(destination: destination, value: value, position: position)
    }

    /// navigate := 'navigate' action
    private func parseNavigate(_ cursor: inout TokenCursor) -> Route.Action? {
        let word = cursor.expectName(
            "an action after 'navigate' (\(Route.Action.allCases.map(\.rawValue).joined(separator: ", ")))")
        guard !word.text.isEmpty else { return nil }
        return Self.lookUp(Route.Action.self, word, what: "navigation action", id: Self.unknownAction, cursor: &cursor)
    }

    // MARK: - Helpers

    /// The case of `T` spelt `word`, or nil after recording "unknown <what>" with a did-you-mean
    /// note (or the list of valid spellings when none is close).
    private static func lookUp<T: RawRepresentable & CaseIterable>(
        _ type: T.Type, _ word: Name, what: String, id: String, cursor: inout TokenCursor
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
