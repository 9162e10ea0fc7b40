import NavSim

/// Formats diagnostics the way compilers and Xcode show them:
/// `path:line:col: severity: message`, each note on its own `path:line:col: note: message` line.
struct DiagnosticFormatter {
    /// Whether to colour the severity words with ANSI escapes.
    var colors: Bool

    /// The diagnostic and its notes, one line each, without colour.
    static func plain(_ diagnostic: Diagnostic) -> String {
        DiagnosticFormatter(colors: false).format(diagnostic)
    }

    /// The diagnostic and its notes, one line each, ending without a newline.
    func format(_ diagnostic: Diagnostic) -> String {
        let place = "\(diagnostic.file):\(diagnostic.position.line):\(diagnostic.position.column)"
        let severity = paint(
            diagnostic.severity.rawValue + ":", code: diagnostic.severity == .error ? "1;31" : "1;35")
        var lines = ["\(paint(place + ":", code: "1")) \(severity) \(paint(diagnostic.message, code: "1"))"]
        for note in diagnostic.notes {
            let notePlace: String
            if let position = note.position {
                notePlace = "\(note.file ?? diagnostic.file):\(position.line):\(position.column)"
            } else {
                notePlace = place
            }
            lines.append("\(paint(notePlace + ":", code: "1")) \(paint("note:", code: "1;30")) \(note.message)")
        }
        return lines.joined(separator: "\n")
    }

    func paint(_ text: String, code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
