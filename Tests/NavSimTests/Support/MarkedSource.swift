import NavSim

/// Source text for a test with its expected diagnostic positions marked inline by keycap emoji
/// (`1️⃣`, `2️⃣`, …): the markers are removed, and each one's position (1-based line, 1-based
/// UTF-8 column of the character after it) is remembered by its digit.
struct MarkedSource {
    /// The text without markers.
    let text: String
    /// Marker digit ("1") → the position it marked.
    let markers: [String: SourcePosition]

    init(_ marked: String) {
        var text = ""
        var markers: [String: SourcePosition] = [:]
        var line = 1
        var column = 1
        var scalars = Array(marked.unicodeScalars)[...]
        while let scalar = scalars.first {
            if ("0"..."9").contains(scalar), scalars.dropFirst().first == "\u{FE0F}",
                scalars.dropFirst(2).first == "\u{20E3}"
            {
                precondition(markers[String(scalar)] == nil, "marker \(scalar)️⃣ used twice")
                markers[String(scalar)] = SourcePosition(line: line, column: column)
                scalars = scalars.dropFirst(3)
                continue
            }
            text.unicodeScalars.append(scalar)
            if scalar == "\n" {
                line += 1
                column = 1
            } else {
                column += String(scalar).utf8.count
            }
            scalars = scalars.dropFirst()
        }
        self.text = text
        self.markers = markers
    }

    /// The position marked by `digit`; a test that names a missing marker fails loudly.
    subscript(_ digit: String) -> SourcePosition {
        guard let position = markers[digit] else { fatalError("no marker \(digit)️⃣ in the test source") }
        return position
    }

    /// The text as a source file at `path`.
    func source(path: String = "test.scenario") -> SourceText { SourceText(path: path, string: text) }
}
