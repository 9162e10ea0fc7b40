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

    /// A scene or a container.
    struct Declaration: Sendable {
        var name: String
        var targets: [String] = []
        var comment: String
        /// A scene standing for a view controller in a storyboard that was not imported.
        var isExternal = false
    }

    /// A storyboard segue (`segue`) or container embed (`embed`).
    struct Route: Sendable {
        var name: String
        var source: String
        var destination: String
        /// The DSL's segue kind (`show`, `present`, …); empty for an embed.
        var kind: String
        var comment: String

        /// `segue`, or `embed` for a route without a segue kind.
        var keyword: String { kind.isEmpty ? "embed" : "segue" }
    }

    /// An unwind segue: its action's Swift name and the scene that fires it. Its destination is
    /// whichever scene up the hierarchy implements the action, which only the Swift code says.
    struct Unwind: Sendable {
        var action: String
        var selector: String
        var source: String
        var comment: String
    }

    /// The column declarations' comments start at, when the declaration is shorter.
    static let commentColumn = 48

    /// The `.navgraph` text: scenes, containers and start, then routes by source and name, then
    /// the unwinds as comments for a person (or the Swift import) to complete.
    func text() -> String {
        var lines = [
            "# Imported by `navsim import` from \(files.count == 1 ? "1 storyboard" : "\(files.count) storyboards"):",
        ]
        lines += files.map { "#   \($0)" }
        lines += [
            "# A storyboard does not hold data stores, pass lines, programmatic routes or the destinations",
            "# of unwinds: add them by hand (see docs/import.md) or from the Swift sources.",
            "graph \(name)",
            "",
        ]
        lines += scenes.sorted { $0.name < $1.name }.map { Self.line("scene \($0.name)", $0.comment) }
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
        for route in sortedRoutes {
            let kind = route.kind.isEmpty ? "" : " " + route.kind
            lines.append(
                Self.line("\(route.keyword) \(route.name): \(route.source) -> \(route.destination)\(kind)", route.comment))
        }
        let sortedUnwinds = unwinds.sorted { ($0.source, $0.action) < ($1.source, $1.action) }
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
        return lines.joined(separator: "\n") + "\n"
    }

    private static func line(_ declaration: String, _ comment: String) -> String {
        guard !comment.isEmpty else { return declaration }
        // XML attributes may hold line breaks (`&#10;`): a comment stays on its line.
        let comment = String(comment.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? " " : Character($0) })
        let padding = max(1, commentColumn - declaration.count)
        return declaration + String(repeating: " ", count: padding) + "# " + comment
    }
}
