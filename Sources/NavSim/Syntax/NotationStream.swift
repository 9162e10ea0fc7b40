/// Where navsim's notations are written — values (`{id: 2, name: "b"}`) and the hierarchy
/// (`Main[List#1, Detail#2] > EditNav[Editor#3]`): names and strings as text, punctuation and
/// integers as ASCII. The trace writes values and a tree after every hop, so its byte writer
/// (`TraceText`) takes the ASCII pieces as bytes, with no string made or scanned for them; a
/// `String` (a description) takes them as text.
protocol NotationStream: TextOutputStream {
    /// Writes one ASCII character (`#`, a bracket, a separator's character).
    mutating func writeASCII(_ byte: UInt8)
    /// Writes ASCII punctuation (`, `, ` > `); by default, character by character.
    mutating func writeASCII(_ text: StaticString)
    /// Writes a non-negative integer in decimal.
    mutating func writeDecimal(_ value: Int)
    /// Writes UTF-8 that needs no escaping (it holds no line break) as it is: a name's bytes,
    /// kept ready for every trace that writes it.
    mutating func writeVerbatim(_ utf8: [UInt8])
}

extension NotationStream {
    /// Writes each ASCII character of `text`.
    mutating func writeASCII(_ text: StaticString) {
        text.withUTF8Buffer { for byte in $0 { writeASCII(byte) } }
    }
}

extension String: NotationStream {
    mutating func writeASCII(_ byte: UInt8) { unicodeScalars.append(Unicode.Scalar(byte)) }
    mutating func writeDecimal(_ value: Int) { write(String(value)) }
    mutating func writeVerbatim(_ utf8: [UInt8]) { write(String(decoding: utf8, as: UTF8.self)) }
}

/// A piece of a trace sentence that writes itself into a stream: a sentence is written piece by
/// piece (`text.words("push onto ", navigation, ", ", performer)`) with no string built for it.
protocol NotationWritable {
    /// Writes the piece.
    func write(to text: inout some NotationStream)
}

extension NotationWritable {
    /// The piece as a string, for everything but a trace.
    var notation: String {
        var text = ""
        write(to: &text)
        return text
    }
}

extension NotationStream {
    /// Writes each piece in turn.
    mutating func words<each Piece: NotationWritable>(_ piece: repeat each Piece) {
        repeat (each piece).write(to: &self)
    }

    /// Writes the items with `, ` between them.
    mutating func list(_ items: [some NotationWritable]) {
        for index in items.indices {
            if index > 0 { writeASCII(", ") }
            items[index].write(to: &self)
        }
    }
}

extension String: NotationWritable {
    func write(to text: inout some NotationStream) { text.write(self) }
}

extension Int: NotationWritable {
    /// Writes the integer in decimal (with its sign when negative).
    func write(to text: inout some NotationStream) {
        if self < 0 { text.write(String(self)) } else { text.writeDecimal(self) }
    }
}
