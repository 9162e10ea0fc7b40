import Testing

@testable import NavSim

@Suite struct SwiftCallTests {
    /// Calls nested in arguments and closures, an optional closure called, a declaration that is
    /// no call, a chain with subscripts, and a call left unclosed at the end of the file.
    private static let source = """
        final class ListRouter {
            func routeToDetail(segue: UIStoryboardSegue?) {
                let destination = viewControllers[index(of: item)].first!
                navigate(from: source, to: destination, with: makeStore(id: items[row].id))
                onSelect?(item)
                DispatchQueue.main.async { self.present(alert, animated: true) }
            }
        }
        broken(call, other(
        """

    /// What a call says, compared between the two ways of finding it.
    private struct Shape: Equatable {
        var name: String
        var nameIndex: Int
        var receiver: Range<Int>
        var arguments: [String]
        var end: Int

        init(_ call: SwiftCall) {
            name = call.name
            nameIndex = call.nameIndex
            receiver = call.receiver
            arguments = call.arguments.map { "\($0.label ?? "_"):\($0.value)" }
            end = call.end
        }
    }

    @Test func aRangesCallsAreTheFilesCallsOrTheCallsFoundInIt() throws {
        let file = SwiftSourceFile(bytes: Array(Self.source.utf8), path: "ListRouter.swift")
        let count = file.tokens.count
        // `func routeToDetail(` declares; `async { … }` takes only a trailing closure.
        #expect(
            SwiftCall.all(in: 0..<count, of: file).map(\.name) == [
                "index", "navigate", "makeStore", "onSelect", "present", "broken", "other",
            ])
        // Every range, including those that cut a call's parentheses or start inside one: the
        // answer is the one found by going through the range's tokens.
        for lower in 0...count {
            for upper in lower...count {
                let found = SwiftCall.all(in: lower..<upper, of: file).map(Shape.init)
                let scanned = SwiftCall.scan(lower..<upper, of: file).map(Shape.init)
                #expect(found == scanned, "\(lower)..<\(upper)")
                if found != scanned { return }
            }
        }
    }

    /// `#selector(close(_:))` and `#keyPath(Book.title)` name a method or a property: no call.
    @Test func aSelectorNamesAMethodAndCallsNothing() {
        let source =
            "button.addTarget(self, action: #selector(close(_:)), for: .touchUpInside)\nsave(#keyPath(Book.title))"
        let file = SwiftSourceFile(bytes: Array(source.utf8), path: "a.swift")
        #expect(SwiftCall.all(in: 0..<file.tokens.count, of: file).map(\.name) == ["addTarget", "save"])
        #expect(SwiftCall.scan(0..<file.tokens.count, of: file).map(\.name) == ["addTarget", "save"])
    }

    @Test func aCallCutByTheRangeEndsWithIt() throws {
        let file = SwiftSourceFile(bytes: Array("navigate(to: detail, animated: true)".utf8), path: "a.swift")
        // `navigate ( to : detail , animated : true )`: cut after `detail`.
        let call = try #require(SwiftCall.all(in: 0..<5, of: file).first)
        #expect(call.name == "navigate")
        #expect(call.end == 5)
        #expect(call.arguments.map(\.label) == ["to"])
        #expect(call.arguments.map(\.value) == [4..<5])
        let whole = try #require(SwiftCall.all(in: 0..<file.tokens.count, of: file).first)
        #expect(whole.end == file.tokens.count)
        #expect(whole.arguments.map(\.label) == ["to", "animated"])
    }

    @Test func punctuationIsComparedByItsCharacter() {
        let file = SwiftSourceFile(bytes: Array("a?.b(c) \"{\" { }".utf8), path: "a.swift")
        let tokens = file.tokens
        #expect(tokens.map(\.text) == ["a", "?", ".", "b", "(", "c", ")", "{", "{", "}"])
        #expect(tokens[1].isPunctuation("?"))
        #expect(!tokens[1].isPunctuation("!"))
        #expect(tokens[4].isPunctuation("("))
        #expect(!tokens[0].isPunctuation("("))
        // A string literal holding `{` is no punctuation, nor an identifier.
        #expect(tokens[7].kind == .string)
        #expect(!tokens[7].isPunctuation("{"))
        #expect(tokens[8].isPunctuation("{"))
        #expect(tokens[0].isIdentifier("a"))
        #expect(!tokens[0].isIdentifier("ab"))
        #expect(!tokens[5].isIdentifier("a"))
        // Written back, the string keeps its quotes and the braces their spaces.
        #expect(file.text(0..<tokens.count) == "a?.b(c) \"{\" { }")
        #expect(file.text(7..<8) == "\"{\"")
        #expect(file.text(3..<4) == "b")
    }
}
