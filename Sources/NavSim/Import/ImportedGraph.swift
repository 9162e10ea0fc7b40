/// A graph as an import builds it, before it is written as `.navgraph` text: declarations with
/// the comment that says where each came from.
struct ImportedGraph: Sendable {
    /// The `graph` name.
    var name: String
    /// The files it was imported from, as output names them.
    var files: [String]
    /// `scene` declarations.
    var scenes: [Declaration] = []
    /// `shared Name` declarations, with their `store` lines.
    var shared: [Declaration] = []
    /// `navigation Name root Scene` declarations: `targets` holds the root.
    var navigations: [Declaration] = []
    /// `tabs Name [children]` declarations: `targets` holds the children in order.
    var tabs: [Declaration] = []
    /// What `start` names.
    var start: String?
    /// What the `start` line's comment says (which storyboard the Info.plist names); empty for none.
    var startComment = ""
    /// What the Info.plist (or, without one, the storyboards' names) says the main storyboard is,
    /// for the summary; nil when there was nothing to say.
    var mainStoryboard: String?
    /// The warning that `start` was guessed (no storyboard has an initial view controller): said
    /// unless launch code read from Swift names the root.
    var guessedStart: Diagnostic?
    /// `segue` and `embed` declarations.
    var routes: [Route] = []
    /// Unwind segues, whose destination the storyboard does not state.
    var unwinds: [Unwind] = []

    /// A line indented under a declaration, typed: what it says, the comment that says where it
    /// came from, and whether it is written as a comment (not understood, or code that never runs).
    struct Line: Sendable, Equatable {
        /// What a line declares.
        enum Content: Sendable, Equatable {
            /// `store name: Type [= value]`; `type` carries its marker.
            case store(name: String, type: String, initialValue: String?)
            /// `setup coder|nib|factory`.
            case setup(Scene.Setup)
            /// `pass field = expression`; a nil expression was not understood (`# pass field = ?`).
            case pass(field: String, expression: String?)
            /// `navigate action[!]`: the router navigates on a segue too.
            case navigate(NavSim.Route.Action, forced: Bool)
            /// `style name`.
            case style(String)
            /// `onFirstAppear`: the source's appearance code takes the route.
            case onFirstAppear
            /// `appear field = expression`: the scene's `viewWillAppear` reloads a field.
            case appear(field: String, expression: String)
        }

        /// What it declares.
        var content: Content
        /// Where it came from.
        var comment: String = ""
        /// Written as a comment.
        var isCommented = false

        /// The line as the DSL writes it, without indentation or comment.
        var text: String {
            let code: String
            switch content {
            case .store(let name, let type, let initialValue):
                code = "store \(name): \(type)" + (initialValue.map { " = \($0)" } ?? "")
            case .setup(let setup): code = "setup \(setup.rawValue)"
            case .pass(let field, let expression): code = "pass \(field) = \(expression ?? "?")"
            case .navigate(let action, let forced): code = "navigate \(action.rawValue)\(forced ? "!" : "")"
            case .style(let style): code = "style \(style)"
            case .onFirstAppear: code = "onFirstAppear"
            case .appear(let field, let expression): code = "appear \(field) = \(expression)"
            }
            return isCommented || Self.isUnread(content) ? "# " + code : code
        }

        /// A pass whose value was not understood is always a comment.
        private static func isUnread(_ content: Content) -> Bool {
            if case .pass(_, nil) = content { return true }
            return false
        }

        /// Whether it is a `pass` line (written or commented).
        var isPass: Bool {
            if case .pass = content { return true }
            return false
        }

        /// The store field it declares, if it is a `store` line.
        var storeName: String? {
            if case .store(let name, _, _) = content { return name }
            return nil
        }
    }

    /// A scene or a container.
    struct Declaration: Sendable {
        var name: String
        var targets: [String] = []
        var comment: String
        /// A scene standing for a view controller in a storyboard that was not imported.
        var isExternal = false
        /// The view controller's class, when the storyboard names one: what Swift sources join on.
        var className: String?
        /// The UIKit class the storyboard's element is (`tableViewController` is a
        /// `UITableViewController`), which `className` subclasses or, when nil, the instance is.
        var uikitClass: String?
        /// Its storyboard identifier: what `instantiateViewController(withIdentifier:)` without a
        /// cast names it by.
        var storyboardIdentifier: String?
        /// The storyboard (its name, `Settings`) whose initial view controller it is: what
        /// `UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()` gives.
        var initialOf: String?
        /// Lines under it.
        var lines: [Line] = []
    }

    /// A storyboard segue (`segue`), container embed (`embed`) or programmatic route (`route`).
    struct Route: Sendable {
        /// What kind of edge it is, as the DSL writes it.
        enum Kind: Sendable, Equatable {
            /// `segue … kind`.
            case segue(NavSim.Route.SegueKind)
            /// `embed`.
            case embed
            /// `route … action[!] [via …]`; a nil action was not understood (the route is a comment).
            case route(NavSim.Route.Action?, forced: Bool, via: Instantiation?)

            /// The words after `Source -> Dest`.
            var text: String {
                switch self {
                case .segue(let kind): return kind.rawValue
                case .embed: return ""
                case .route(let action, let forced, let via):
                    return (action?.rawValue ?? "?") + (forced ? "!" : "") + (via.map { " via \($0.rawValue)" } ?? "")
                }
            }
        }

        var name: String
        var source: String
        var destination: String
        /// The kind.
        var kind: Kind
        var comment: String
        /// The storyboard segue's identifier: what a router's `routeTo<Identifier>` joins on.
        var identifier: String?
        /// Written as a comment: the import could not complete it (a warning says why).
        var isCommented = false
        /// Lines under it.
        var lines: [Line] = []
        /// An `embed`'s `via`: how a child a container's code adds is built (nil: the storyboard).
        var embedVia: Instantiation? = nil
        /// For a container's `onFirstAppear` route: where UIKit runs its code among the
        /// container's others. Such routes are written first among their source's, in this order
        /// (the engine takes them in declaration order); the others by name.
        var firstAppearOrder: FirstAppearOrder?

        /// Where an `onFirstAppear` route's code runs: its method's place in UIKit's order
        /// (`viewDidLoad` first), then the navigation call's place in the source code.
        struct FirstAppearOrder: Sendable, Comparable {
            var method: Int
            var file: String
            var line: Int
            var column: Int

            static func < (lhs: Self, rhs: Self) -> Bool {
                (lhs.method, lhs.file, lhs.line, lhs.column) < (rhs.method, rhs.file, rhs.line, rhs.column)
            }
        }

        /// The key routes are written in: by source; a source's `onFirstAppear` routes first, as
        /// UIKit runs them; then by name.
        static func writtenBefore(_ lhs: Route, _ rhs: Route) -> Bool {
            if lhs.source != rhs.source { return lhs.source < rhs.source }
            switch (lhs.firstAppearOrder, rhs.firstAppearOrder) {
            case (let left?, let right?) where left != right: return left < right
            case (.some, nil): return true
            case (nil, .some): return false
            default: return lhs.name < rhs.name
            }
        }

        /// A route taken from code, not a storyboard segue.
        var isProgrammatic: Bool {
            if case .route = kind { return true }
            return false
        }

        /// `route` for a programmatic route, `embed`, or `segue`.
        var keyword: String {
            switch kind {
            case .segue: return "segue"
            case .embed: return "embed"
            case .route: return "route"
            }
        }
    }

    /// An unwind segue: its action's Swift name and the scene that fires it. Its destination is
    /// whichever scene up the hierarchy implements the action, which only the Swift code says:
    /// until it is known, the unwind is written as a comment.
    struct Unwind: Sendable {
        var action: String
        var selector: String
        var source: String
        var comment: String
        /// The storyboard and place of the segue, for warnings.
        var file = ""
        var position = SourcePosition(line: 1, column: 1)
        /// The scene whose class implements the action, when the Swift sources say.
        var destination: String?
        /// Lines under it.
        var lines: [Line] = []
    }

    /// The column declarations' comments start at, when the declaration is shorter.
    static let commentColumn = 48

    /// Runs of spaces, by length, up to the comment column: what pads a declaration to its
    /// comment, made once rather than for every commented line (`String(repeating:count:)` of a
    /// string was a fiftieth of a Clean Swift import).
    private static let paddings: [String] = (0...commentColumn).map { String(repeating: " ", count: $0) }

    /// What a line of the text was written for: the import comments it out when the graph
    /// does not load (`commentingOut(_:because:)`).
    enum Element: Sendable, Hashable {
        /// A line under scene `scene` (an index into `scenes`).
        case sceneLine(scene: Int, line: Int)
        /// Route `route` (an index into `routes`), or a line under it.
        case route(Int)
        case routeLine(route: Int, line: Int)
        /// A declared unwind, or a line under it.
        case unwind(Int)
        case unwindLine(unwind: Int, line: Int)
    }

    /// The text's lines and, for each, the element it was written for (nil for scene and
    /// container declarations, `start` and the comments around them).
    private struct Writer {
        var lines: [String] = []
        var elements: [Element?] = []

        mutating func add(_ line: String, _ element: Element? = nil) {
            // One blank line between groups, none at the start.
            if line.isEmpty, lines.last?.isEmpty ?? true { return }
            lines.append(line)
            elements.append(element)
        }

        mutating func add(_ body: [Line], _ element: (Int) -> Element) {
            for (index, line) in body.enumerated() {
                add(ImportedGraph.line("  " + line.text, line.comment), element(index))
            }
        }
    }

    /// The `.navgraph` text: scenes, containers and start, then routes by source and name, then
    /// the unwinds as comments for a person (or the Swift import) to complete.
    func text() -> String { written().text }

    /// The text, and for each of its lines (line 1 first) the element it was written for.
    func written() -> (text: String, elements: [Element?]) {
        let storyboards = files.filter { $0.hasSuffix(".storyboard") }.count
        let swiftFiles = files.count - storyboards
        var counts: [String] = []
        if storyboards > 0 { counts.append(storyboards == 1 ? "1 storyboard" : "\(storyboards) storyboards") }
        if swiftFiles > 0 { counts.append(swiftFiles == 1 ? "1 Swift file" : "\(swiftFiles) Swift files") }
        var writer = Writer()
        writer.add("# Imported by `navsim import` from \(counts.joined(separator: " and ")):")
        for file in files { writer.add("#   \(file)") }
        if swiftFiles == 0 {
            writer.add("# A storyboard does not hold data stores, pass lines, programmatic routes or the destinations")
            writer.add("# of unwinds: add them by hand (see docs/import.md) or from the Swift sources.")
        } else {
            writer.add("# Lines read from Swift say where in their comments; docs/import.md says what is read.")
        }
        writer.add("graph \(name)")
        writer.add("")
        for (index, scene) in scenes.enumerated().sorted(by: { $0.element.name < $1.element.name }) {
            if !scene.lines.isEmpty { writer.add("") }
            writer.add(Self.line("scene \(scene.name)", scene.comment))
            writer.add(scene.lines) { .sceneLine(scene: index, line: $0) }
            if !scene.lines.isEmpty { writer.add("") }
        }
        for declaration in shared.sorted(by: { $0.name < $1.name }) {
            writer.add("")
            writer.add(Self.line("shared \(declaration.name)", declaration.comment))
            for line in declaration.lines { writer.add(Self.line("  " + line.text, line.comment)) }
            writer.add("")
        }
        if !navigations.isEmpty || !tabs.isEmpty { writer.add("") }
        for navigation in navigations.sorted(by: { $0.name < $1.name }) {
            writer.add(Self.line("navigation \(navigation.name) root \(navigation.targets[0])", navigation.comment))
            for line in navigation.lines { writer.add(Self.line("  " + line.text, line.comment)) }
        }
        for tab in tabs.sorted(by: { $0.name < $1.name }) {
            writer.add(Self.line("tabs \(tab.name) [\(tab.targets.joined(separator: ", "))]", tab.comment))
        }
        if let start {
            writer.add("")
            writer.add(Self.line("start \(start)", startComment))
        }
        let sortedRoutes = routes.enumerated().sorted { Route.writtenBefore($0.element, $1.element) }
        writer.add("")
        for (index, route) in sortedRoutes where !route.isProgrammatic { add(route, index, to: &writer) }
        let programmatic = sortedRoutes.filter(\.element.isProgrammatic)
        if !programmatic.isEmpty {
            writer.add("")
            writer.add("# Routes the routers take from code, without a segue.")
        }
        for (index, route) in programmatic { add(route, index, to: &writer) }
        let declaredUnwinds = unwinds.enumerated().filter { $0.element.destination != nil }
            .sorted { ($0.element.source, $0.element.action) < ($1.element.source, $1.element.action) }
        writer.add("")
        for (index, unwind) in declaredUnwinds {
            writer.add(
                Self.line("unwind \(unwind.action): \(unwind.source) -> \(unwind.destination ?? "?")", unwind.comment),
                .unwind(index))
            writer.add(unwind.lines) { .unwindLine(unwind: index, line: $0) }
        }
        let sortedUnwinds = unwinds.filter { $0.destination == nil }.sorted {
            ($0.source, $0.action) < ($1.source, $1.action)
        }
        if !sortedUnwinds.isEmpty {
            writer.add("")
            writer.add("# Unwind segues: the destination is the scene, up the hierarchy, whose class implements the")
            writer.add("# action. Replace '?' with that scene and remove the '#' to declare one.")
        }
        for unwind in sortedUnwinds {
            writer.add(Self.line("# unwind \(unwind.action): \(unwind.source) -> ?", unwind.comment))
        }
        while writer.lines.last?.isEmpty == true {
            writer.lines.removeLast()
            writer.elements.removeLast()
        }
        return (writer.lines.joined(separator: "\n") + "\n", writer.elements)
    }

    private func add(_ route: Route, _ index: Int, to writer: inout Writer) {
        let words = route.embedVia.map { "via \($0.rawValue)" } ?? route.kind.text
        let kind = words.isEmpty ? "" : " " + words
        let mark = route.isCommented ? "# " : ""
        if !route.lines.isEmpty { writer.add("") }
        writer.add(
            Self.line(
                "\(mark)\(route.keyword) \(route.name): \(route.source) -> \(route.destination)\(kind)", route.comment),
            .route(index))
        writer.add(
            route.lines.map { line in
                var line = line
                line.isCommented = line.isCommented || route.isCommented
                return line
            }
        ) { .routeLine(route: index, line: $0) }
        if !route.lines.isEmpty { writer.add("") }
    }

    /// The graph with `element` written as a comment that starts with `reason`: a line under a
    /// declaration, a route with its lines, an unwind (back among the unwinds to complete).
    func commentingOut(_ element: Element, because reason: String) -> ImportedGraph {
        var graph = self
        switch element {
        case .sceneLine(let scene, let line):
            graph.scenes[scene].lines[line].isCommented = true
            graph.scenes[scene].lines[line].comment = reason + " · " + graph.scenes[scene].lines[line].comment
        case .route(let route):
            graph.routes[route].isCommented = true
            graph.routes[route].comment = reason + " · " + graph.routes[route].comment
        case .routeLine(let route, let line):
            graph.routes[route].lines[line].isCommented = true
            graph.routes[route].lines[line].comment = reason + " · " + graph.routes[route].lines[line].comment
        case .unwind(let unwind):
            graph.unwinds[unwind].destination = nil
            graph.unwinds[unwind].comment += " · " + reason
        case .unwindLine(let unwind, let line):
            graph.unwinds[unwind].lines[line].isCommented = true
            graph.unwinds[unwind].lines[line].comment = reason + " · " + graph.unwinds[unwind].lines[line].comment
        }
        return graph
    }

    fileprivate static func line(_ declaration: String, _ comment: String) -> String {
        guard !comment.isEmpty else { return declaration }
        // XML attributes may hold line breaks (`&#10;`): a comment stays on its line. Nearly
        // every comment has no control character, and is written as it is, not rebuilt one
        // character at a time (a fortieth of the import, for a file's every line).
        let isControl = { (byte: UInt8) in byte < 0x20 || byte == 0x7F }
        let comment =
            comment.utf8.contains(where: isControl)
            ? String(comment.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
            : comment
        let padding = max(1, commentColumn - declaration.count)
        let spaces = padding < paddings.count ? paddings[padding] : String(repeating: " ", count: padding)
        return declaration + spaces + "# " + comment
    }
}
