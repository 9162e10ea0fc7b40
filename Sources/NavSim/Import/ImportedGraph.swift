/// A graph as an import builds it, before it is written as `.navgraph` text: declarations with
/// the comment that says where each came from.
struct ImportedGraph: Sendable {
    /// The `graph` name.
    var name: String
    /// The files it was imported from, as output names them.
    var files: [String]
    /// `scene` declarations.
    var scenes: [Declaration] = []
    /// `navigation Name root Scene` declarations: `targets` holds the root.
    var navigations: [Declaration] = []
    /// `tabs Name [children]` declarations: `targets` holds the children in order.
    var tabs: [Declaration] = []
    /// What `start` names.
    var start: String?
    /// `segue` and `embed` declarations.
    var routes: [Route] = []
    /// Unwind segues, whose destination the storyboard does not state.
    var unwinds: [Unwind] = []

    /// A line indented under a declaration (`store`, `setup`, `pass`, `navigate`, `style`), or
    /// a comment line there (`text` starting with `#`).
    struct Line: Sendable, Equatable {
        var text: String
        var comment: String = ""
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
        /// Lines under it.
        var lines: [Line] = []
    }

    /// A storyboard segue (`segue`), container embed (`embed`) or programmatic route (`route`).
    struct Route: Sendable {
        var name: String
        var source: String
        var destination: String
        /// The DSL's segue kind or route action (`show`, `present`, `pop!`, …); empty for an embed.
        var kind: String
        var comment: String
        /// The storyboard segue's identifier: what a router's `routeTo<Identifier>` joins on.
        var identifier: String?
        /// A router's route called from code, not a storyboard segue.
        var isProgrammatic = false
        /// Written as a comment: the import could not complete it (a warning says why).
        var isCommented = false
        /// Lines under it.
        var lines: [Line] = []

        /// `route` for a programmatic route, else `segue`, or `embed` for one without a kind.
        var keyword: String { isProgrammatic ? "route" : kind.isEmpty ? "embed" : "segue" }
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

    /// The `.navgraph` text: scenes, containers and start, then routes by source and name, then
    /// the unwinds as comments for a person (or the Swift import) to complete.
    func text() -> String {
        let storyboards = files.filter { $0.hasSuffix(".storyboard") }.count
        let swiftFiles = files.count - storyboards
        var counts: [String] = []
        if storyboards > 0 { counts.append(storyboards == 1 ? "1 storyboard" : "\(storyboards) storyboards") }
        if swiftFiles > 0 { counts.append(swiftFiles == 1 ? "1 Swift file" : "\(swiftFiles) Swift files") }
        var lines = ["# Imported by `navsim import` from \(counts.joined(separator: " and ")):"]
        lines += files.map { "#   \($0)" }
        lines += swiftFiles == 0
            ? [
                "# A storyboard does not hold data stores, pass lines, programmatic routes or the destinations",
                "# of unwinds: add them by hand (see docs/import.md) or from the Swift sources.",
            ]
            : ["# Lines read from Swift say where in their comments; docs/import.md says what is read."]
        lines += ["graph \(name)", ""]
        for scene in scenes.sorted(by: { $0.name < $1.name }) {
            if !scene.lines.isEmpty, lines.last != "" { lines.append("") }
            lines.append(Self.line("scene \(scene.name)", scene.comment))
            lines += Self.indented(scene.lines)
            if !scene.lines.isEmpty { lines.append("") }
        }
        if !navigations.isEmpty || !tabs.isEmpty { lines.append("") }
        lines += navigations.sorted { $0.name < $1.name }.map {
            Self.line("navigation \($0.name) root \($0.targets[0])", $0.comment)
        }
        lines += tabs.sorted { $0.name < $1.name }.map {
            Self.line("tabs \($0.name) [\($0.targets.joined(separator: ", "))]", $0.comment)
        }
        if let start { lines += ["", "start \(start)"] }
        let sortedRoutes = routes.sorted { ($0.source, $0.name) < ($1.source, $1.name) }
        if !sortedRoutes.isEmpty { lines.append("") }
        for route in sortedRoutes where !route.isProgrammatic {
            appendRoute(route, to: &lines)
        }
        let programmatic = sortedRoutes.filter(\.isProgrammatic)
        if !programmatic.isEmpty { lines += ["", "# Routes the routers take from code, without a segue."] }
        for route in programmatic { appendRoute(route, to: &lines) }
        let declaredUnwinds = unwinds.filter { $0.destination != nil }.sorted { ($0.source, $0.action) < ($1.source, $1.action) }
        if !declaredUnwinds.isEmpty { lines.append("") }
        for unwind in declaredUnwinds {
            lines.append(
                Self.line("unwind \(unwind.action): \(unwind.source) -> \(unwind.destination ?? "?")", unwind.comment))
            lines += Self.indented(unwind.lines)
        }
        let sortedUnwinds = unwinds.filter { $0.destination == nil }.sorted { ($0.source, $0.action) < ($1.source, $1.action) }
        if !sortedUnwinds.isEmpty {
            lines += [
                "",
                "# Unwind segues: the destination is the scene, up the hierarchy, whose class implements the",
                "# action. Replace '?' with that scene and remove the '#' to declare one.",
            ]
        }
        for unwind in sortedUnwinds {
            lines.append(Self.line("# unwind \(unwind.action): \(unwind.source) -> ?", unwind.comment))
        }
        // One blank line between groups, none at the end.
        var text: [String] = []
        for line in lines where !(line.isEmpty && (text.last?.isEmpty ?? true)) { text.append(line) }
        while text.last?.isEmpty == true { text.removeLast() }
        return text.joined(separator: "\n") + "\n"
    }

    private func appendRoute(_ route: Route, to lines: inout [String]) {
        let kind = route.kind.isEmpty ? "" : " " + route.kind
        let mark = route.isCommented ? "# " : ""
        if !route.lines.isEmpty, lines.last != "" { lines.append("") }
        lines.append(
            Self.line("\(mark)\(route.keyword) \(route.name): \(route.source) -> \(route.destination)\(kind)", route.comment))
        lines += Self.indented(route.lines.map { line in
            var line = line
            if route.isCommented, !line.text.hasPrefix("#") { line.text = "# " + line.text }
            return line
        })
        if !route.lines.isEmpty { lines.append("") }
    }

    private static func indented(_ body: [Line]) -> [String] {
        body.map { line("  " + $0.text, $0.comment) }
    }

    private static func line(_ declaration: String, _ comment: String) -> String {
        guard !comment.isEmpty else { return declaration }
        // XML attributes may hold line breaks (`&#10;`): a comment stays on its line.
        let comment = String(comment.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        let padding = max(1, commentColumn - declaration.count)
        return declaration + String(repeating: " ", count: padding) + "# " + comment
    }
}
