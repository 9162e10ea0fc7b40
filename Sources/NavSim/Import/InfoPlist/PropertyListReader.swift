import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A value of an XML property list, with where it was written: what `PropertyListReader` reads.
/// Only dictionaries, arrays, strings and booleans are kept as such; every other kind
/// (`integer`, `real`, `date`, `data`) is `other`, with its element name: the import reads none.
struct PropertyListValue: Sendable, Equatable {
    /// What the value is.
    enum Content: Sendable, Equatable {
        /// `<dict>`: its entries in the order written (a key written twice keeps its first value).
        case dictionary([Entry])
        /// `<array>`: its items in order.
        case array([PropertyListValue])
        /// `<string>` (its text; entities decoded).
        case string(String)
        /// `<true/>` or `<false/>`.
        case bool(Bool)
        /// Any other element: `integer`, `real`, `date`, `data`.
        case other(String)
    }

    /// A dictionary's entry: the key, where `<key>` is, and its value.
    struct Entry: Sendable, Equatable {
        /// The key's text.
        var key: String
        /// Where its `<key>` element starts.
        var position: SourcePosition
        /// Its value.
        var value: PropertyListValue
    }

    /// What it is.
    var content: Content
    /// Where its element starts.
    var position: SourcePosition

    /// The value of `key` in a dictionary; nil when this is no dictionary or has no such key.
    subscript(key: String) -> Entry? {
        guard case .dictionary(let entries) = content else { return nil }
        return entries.first { $0.key == key }
    }

    /// The dictionary's entries; empty for anything else.
    var entries: [Entry] {
        guard case .dictionary(let entries) = content else { return [] }
        return entries
    }

    /// The array's items; empty for anything else.
    var items: [PropertyListValue] {
        guard case .array(let items) = content else { return [] }
        return items
    }

    /// The string's text; nil for anything else.
    var string: String? {
        guard case .string(let text) = content else { return nil }
        return text
    }
}

/// Reads an XML property list (`Info.plist`, as Xcode writes it) into a `PropertyListValue`,
/// with Foundation's `XMLParser`, as `StoryboardReader` reads storyboards: every key keeps its
/// line and column. A file the import cannot use — malformed XML, a binary property list, XML
/// that is not a `<plist>`, elements a property list does not have where they stand — is not
/// read at all, and says why at its line and column as a warning: the import then does without
/// it. Never fails otherwise, and never resolves external entities.
enum PropertyListReader {
    /// A property list the import cannot read (a warning: the import goes on without it).
    static let unreadable = DiagnosticID("unreadable-info-plist")

    /// The root value of the property list in `bytes`, the file shown as `path`, or the warning
    /// that says why it cannot be read.
    static func read(_ bytes: [UInt8], path: String) -> Result<PropertyListValue, Diagnostic> {
        func problem(_ position: SourcePosition, _ message: String) -> Result<PropertyListValue, Diagnostic> {
            .failure(
                Diagnostic(
                    file: path, position: position, severity: .warning, id: unreadable,
                    message: message + "; not read"))
        }
        if bytes.starts(with: Array("bplist".utf8)) {
            return problem(
                SourcePosition(line: 1, column: 1),
                "a binary property list, which navsim does not read (convert it with 'plutil -convert xml1')")
        }
        if let unsafe = StoryboardReader.unsafeInput(bytes, path: path, kind: "property list") {
            return problem(unsafe.position, unsafe.message)
        }
        let delegate = Delegate(lines: StoryboardReader.LineIndex(bytes))
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        _ = parser.parse()
        if let (position, message) = delegate.error { return problem(position, message) }
        guard let root = delegate.root else {
            return problem(
                delegate.plistPosition ?? SourcePosition(line: 1, column: 1),
                delegate.plistPosition == nil
                    ? "not a property list: the file holds no XML element" : "'<plist>' holds no value")
        }
        return .success(root)
    }

    /// Builds the value as elements open and close; the first problem stops the parse.
    private final class Delegate: NSObject, XMLParserDelegate {
        /// An element being read: a container collects its children, a leaf its text.
        private struct Open {
            var element: String
            var position: SourcePosition
            var entries: [PropertyListValue.Entry] = []
            var items: [PropertyListValue] = []
            var text = ""
            /// In a dictionary: the key read and not yet given a value.
            var pendingKey: (key: String, position: SourcePosition)?
        }

        private let lines: StoryboardReader.LineIndex
        private var stack: [Open] = []
        /// Where `<plist>` starts, once read.
        private(set) var plistPosition: SourcePosition?
        private(set) var root: PropertyListValue?
        private(set) var error: (SourcePosition, String)?

        init(lines: StoryboardReader.LineIndex) { self.lines = lines }

        private static let leaves: Set<String> = [
            "key", "string", "integer", "real", "date", "data", "true", "false",
        ]

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            guard error == nil else { return }
            let position = lines.position(of: element, endingOn: parser.lineNumber)
            if plistPosition == nil {
                guard element == "plist" else {
                    fail(parser, position, "not a property list: the root element is '\(element)', not 'plist'")
                    return
                }
                plistPosition = position
                return
            }
            guard Self.leaves.contains(element) || element == "dict" || element == "array" else {
                fail(parser, position, "'<\(element)>' is no property list element")
                return
            }
            if let parent = stack.last {
                if Self.leaves.contains(parent.element) {
                    fail(parser, position, "'<\(element)>' inside '<\(parent.element)>', which holds only text")
                    return
                }
                if parent.element == "dict", (element == "key") == (parent.pendingKey != nil) {
                    fail(
                        parser, position,
                        element == "key"
                            ? "a '<key>' where the value of key '\(parent.pendingKey?.key ?? "")' should be"
                            : "a '<\(element)>' in a '<dict>' without its '<key>'")
                    return
                }
                if parent.element == "array", element == "key" {
                    fail(parser, position, "a '<key>' in an '<array>'")
                    return
                }
            } else if root != nil || element == "key" {
                fail(parser, position, "a '<plist>' holds one value")
                return
            }
            stack.append(Open(element: element, position: position))
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            guard error == nil, let last = stack.indices.last, Self.leaves.contains(stack[last].element) else { return }
            stack[last].text += string
        }

        func parser(_ parser: XMLParser, foundCDATA block: Data) {
            guard error == nil, let last = stack.indices.last, Self.leaves.contains(stack[last].element) else { return }
            stack[last].text += String(decoding: block, as: UTF8.self)
        }

        func parser(
            _ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?
        ) {
            guard error == nil, element != "plist", let open = stack.popLast() else { return }
            if open.element == "dict", let pending = open.pendingKey {
                fail(parser, pending.position, "key '\(pending.key)' has no value")
                return
            }
            let value: PropertyListValue.Content
            switch open.element {
            case "key":
                stack[stack.count - 1].pendingKey = (open.text, open.position)
                return
            case "dict": value = .dictionary(open.entries)
            case "array": value = .array(open.items)
            case "string": value = .string(open.text)
            case "true", "false": value = .bool(open.element == "true")
            default: value = .other(open.element)
            }
            let read = PropertyListValue(content: value, position: open.position)
            guard let parent = stack.indices.last else {
                root = read
                return
            }
            if let key = stack[parent].pendingKey {
                if !stack[parent].entries.contains(where: { $0.key == key.key }) {
                    stack[parent].entries.append(.init(key: key.key, position: key.position, value: read))
                }
                stack[parent].pendingKey = nil
            } else {
                stack[parent].items.append(read)
            }
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard error == nil else { return }
            let code = (parseError as NSError).code
            error = (
                SourcePosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
                "malformed XML: \(XMLErrorText.describe(code))"
            )
            parser.abortParsing()
        }

        private func fail(_ parser: XMLParser, _ position: SourcePosition, _ message: String) {
            error = (position, message)
            parser.abortParsing()
        }
    }
}
