@testable import NavSim

/// Test source with emoji markers (1️⃣, 2️⃣, …) at the places diagnostics are expected: the
/// markers are stripped and their 1-based line and UTF-8 column remembered (like swift-format's
/// `MarkedText`), so tests never hand-count columns.
struct MarkedGraphText {
    /// The markers the helper understands, in order.
    static let markers = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣", "🔟"]

    /// The text without markers.
    let text: String
    /// Where each marker was, by marker.
    let positions: [String: SourcePosition]

    init(_ marked: String) {
        var text = ""
        var positions: [String: SourcePosition] = [:]
        var line = 1
        var column = 1
        var rest = Substring(marked)
        scan: while let character = rest.first {
            for marker in Self.markers where rest.hasPrefix(marker) {
                precondition(positions[marker] == nil, "marker \(marker) used twice")
                positions[marker] = SourcePosition(line: line, column: column)
                rest = rest.dropFirst(marker.count)
                continue scan
            }
            text.append(character)
            if character == "\n" {
                line += 1
                column = 1
            } else {
                column += String(character).utf8.count
            }
            rest = rest.dropFirst()
        }
        self.text = text
        self.positions = positions
    }

    /// The position of `marker`; fails loudly when the test source lacks it.
    subscript(marker: String) -> SourcePosition {
        guard let position = positions[marker] else { preconditionFailure("no marker \(marker) in test source") }
        return position
    }

    /// Loads the text as a graph file named `path`.
    func load(path: String = "test.navgraph") -> GraphLoadResult {
        GraphLoader.load(source: SourceText(path: path, string: text))
    }
}

/// A diagnostic reduced to what tests compare: id, position and severity.
struct GraphFinding: Hashable, CustomStringConvertible {
    var id: String
    var position: SourcePosition
    var severity: Diagnostic.Severity = .error

    var description: String { "\(position) \(severity.rawValue) \(id)" }
}

extension Array where Element == Diagnostic {
    /// The diagnostics as `GraphFinding` values, in reporting order.
    var found: [GraphFinding] { map { GraphFinding(id: $0.id, position: $0.position, severity: $0.severity) } }
}

extension MarkedGraphText {
    /// Parses the text without checking it.
    func parse(path: String = "test.navgraph") -> ParsedGraph {
        GraphParser.parse(SourceText(path: path, string: text))
    }

    /// An error with `id` at `marker`.
    func error(_ id: String, _ marker: String) -> GraphFinding {
        GraphFinding(id: id, position: self[marker])
    }

    /// A warning with `id` at `marker`.
    func warning(_ id: String, _ marker: String) -> GraphFinding {
        GraphFinding(id: id, position: self[marker], severity: .warning)
    }
}

/// A graph header every checker test starts from, so that only the tested problem is reported.
let graphHeader = "graph T\n"
