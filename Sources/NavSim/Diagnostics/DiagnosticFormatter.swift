/// Formats diagnostics the way compilers and Xcode show them, so editors and CI logs link each
/// line to its place: `path:line:col: severity: message`, each note on its own
/// `path:line:col: note: message` line (a note without a place of its own takes the
/// diagnostic's). The one formatter: the CLI, `NavSimTesting` and the benchmark all use it.
public struct DiagnosticFormatter: Sendable {
    /// Whether to colour the places, severities and messages with ANSI escapes.
    public var colors: Bool

    /// A formatter, without colour unless asked.
    public init(colors: Bool = false) { self.colors = colors }

    /// The diagnostic and its notes, one line each, without colour.
    public static func plain(_ diagnostic: Diagnostic) -> String {
        DiagnosticFormatter(colors: false).format(diagnostic)
    }

    /// The diagnostic and its notes, one line each, ending without a newline.
    public func format(_ diagnostic: Diagnostic) -> String {
        let place = "\(Self.printable(diagnostic.file)):\(diagnostic.position.line):\(diagnostic.position.column)"
        let severity = paint(
            diagnostic.severity.rawValue + ":", code: diagnostic.severity == .error ? "1;31" : "1;35")
        var lines = [
            "\(paint(place + ":", code: "1")) \(severity) \(paint(Self.printable(diagnostic.message), code: "1"))"
        ]
        for note in diagnostic.notes {
            let notePlace: String
            if let position = note.position {
                notePlace = "\(Self.printable(note.file ?? diagnostic.file)):\(position.line):\(position.column)"
            } else {
                notePlace = place
            }
            lines.append(
                "\(paint(notePlace + ":", code: "1")) \(paint("note:", code: "1;30")) \(Self.printable(note.message))")
        }
        return lines.joined(separator: "\n")
    }

    /// `text` safe to print on one line: control characters (a newline in a file name that would
    /// forge a diagnostic line, an escape code in a scenario title that would reach the terminal)
    /// are written as `\u{1B}`. Tabs stay.
    public static func printable(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            if isControl(scalar) {
                out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && (scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }

    /// Several diagnostics, one after the other.
    public func format(_ diagnostics: [Diagnostic]) -> String {
        diagnostics.map(format).joined(separator: "\n")
    }

    /// `text` in the ANSI style `code` (`1` bold, `1;31` bold red) when colouring, else as it is:
    /// for report lines that sit beside diagnostics.
    public func paint(_ text: String, code: String) -> String {
        colors ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }
}
