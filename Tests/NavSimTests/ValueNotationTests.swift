import Testing

@testable import NavSim

/// A value's notation, as a description (`String`) and as trace bytes (`TraceText`, which takes
/// punctuation and integers as bytes): both spell it the same, with the escapes the lexer reads.
@Suite struct ValueNotationTests {
    static let cases: [(Value, String)] = [
        (.null, "nil"),
        (.bool(true), "true"),
        (.number(7), "7"),
        (.number(-42), "-42"),
        (.number(-0.0), "0"),
        (.number(12.5), "12.5"),
        (.number(-0.25), "-0.25"),
        (.number(1e15), "1000000000000000.0"),
        (.number(999_999_999_999_999), "999999999999999"),
        (.string("plain"), #""plain""#),
        (.string("say \"hi\""), #""say \"hi\"""#),
        (.string("back\\slash"), #""back\\slash""#),
        (.string("tab\there"), #""tab\there""#),
        (.string("line\nbreak"), #""line\nbreak""#),
        (.string("café ☕"), #""café ☕""#),
        (.string("\"\u{301}é\\"), "\"\\\"\u{301}é\\\\\""),
        (.list([]), "[]"),
        (
            .list([
                .record(Record([.init(name: "id", value: .number(1)), .init(name: "name", value: .string("a"))])),
                .null,
            ]),
            #"[{id: 1, name: "a"}, nil]"#
        ),
        (.record(Record()), "{}"),
    ]

    @Test(arguments: cases.indices)
    func descriptionAndTraceBytesSpellTheSame(_ index: Int) {
        let (value, expected) = Self.cases[index]
        #expect(value.description == expected)
        let text = TraceText()
        text.labelled("v", indent: false) { value.write(to: &$0) }
        #expect(String(decoding: text.bytes, as: UTF8.self) == "v         " + expected + "\n")
    }
}
