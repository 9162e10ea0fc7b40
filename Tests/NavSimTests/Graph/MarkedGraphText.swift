@testable import NavSim

/// Graph test source with emoji markers (1️⃣, 2️⃣, …) at the places diagnostics are expected,
/// read by the module's one marker parser, `MarkedSource`; markers are named by their emoji here.
struct MarkedGraphText {
    /// The text without markers.
    let text: String
    /// Where each marker was, by marker emoji.
    let positions: [String: SourcePosition]

    init(_ marked: String) {
        let source = MarkedSource(marked)
        text = source.text
        positions = Dictionary(uniqueKeysWithValues: source.markers.map { ($0.key + "\u{FE0F}\u{20E3}", $0.value) })
    }

    /// The position of `marker`; fails loudly when the test source lacks it.
    subscript(marker: String) -> SourcePosition {
        guard let position = positions[marker] else { preconditionFailure("no marker \(marker) in test source") }
        return position
    }

    /// Loads the text as a graph file named `path`.
    /// What loading the text reports, reduced to what tests compare.
    var findings: [GraphFinding] { load().diagnostics.found }

    func load(path: String = "test.navgraph") -> GraphLoadResult {
        GraphLoader.load(source: SourceText(path: path, string: text))
    }
}

/// A diagnostic reduced to what tests compare: id, position and severity.
struct GraphFinding: Hashable, CustomStringConvertible {
    var id: DiagnosticID
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
    func error(_ id: DiagnosticID, _ marker: String) -> GraphFinding {
        GraphFinding(id: id, position: self[marker])
    }

    /// A warning with `id` at `marker`.
    func warning(_ id: DiagnosticID, _ marker: String) -> GraphFinding {
        GraphFinding(id: id, position: self[marker], severity: .warning)
    }
}

/// A graph header every checker test starts from, so that only the tested problem is reported.
let graphHeader = "graph T\n"
