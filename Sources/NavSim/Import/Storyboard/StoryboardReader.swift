import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Reads a `.storyboard` file's XML into a `Storyboard`, with Foundation's event-driven
/// `XMLParser` (FoundationXML on Linux, libxml2 underneath).
///
/// Only what navigation needs is kept: each scene's view controller (element, custom class,
/// storyboard identifier, presentation style, or the storyboard it references) and every segue,
/// with the scene it starts from. A segue belongs to the scene whose `<scene>` element holds it,
/// wherever it sits inside (a button, a cell, a gesture recogniser, the view controller's own
/// connections for manual segues).
///
/// Malformed XML is reported once, at the first error's line and column, and what was read
/// before it is kept. External entities are never resolved.
enum StoryboardReader {
    /// The XML is malformed.
    static let invalidXML = DiagnosticID("invalid-xml")
    /// The file is XML but not a storyboard.
    static let notAStoryboard = DiagnosticID("not-a-storyboard")

    /// Reads `bytes`, the file shown as `path`. The storyboard is nil only when the file is not
    /// a storyboard at all.
    static func read(_ bytes: [UInt8], path: String) -> (storyboard: Storyboard?, diagnostics: [Diagnostic]) {
        if let problem = unsafeInput(bytes, path: path) { return (nil, [problem]) }
        let delegate = Delegate(path: path, lines: LineIndex(bytes))
        let parser = XMLParser(data: Data(bytes))
        parser.shouldResolveExternalEntities = false
        parser.delegate = delegate
        _ = parser.parse()
        delegate.endScene()
        var diagnostics = delegate.error.map { [$0] } ?? []
        guard delegate.sawDocument, var storyboard = delegate.storyboard else {
            if diagnostics.isEmpty {
                diagnostics.append(
                    Diagnostic(
                        file: path, position: delegate.rootPosition ?? SourcePosition(line: 1, column: 1),
                        severity: .error, id: notAStoryboard,
                        message: delegate.rootElement.map {
                            "not a storyboard: the root element is '\($0)', not a storyboard 'document'"
                        } ?? "not a storyboard: the file holds no XML element"))
            }
            return (nil, diagnostics)
        }
        storyboard.controllers = delegate.controllers
        storyboard.segues = delegate.segues
        storyboard.ignoredSegues = delegate.ignoredSegues
        return (storyboard, diagnostics)
    }

    /// Why `bytes` are not handed to XMLParser at all, or nil. Each case crashed `navsim import`
    /// when the fuzzer found it:
    /// - a declared encoding other than UTF-8: libxml2 2.9 crashes switching to some
    ///   (`encoding="UTF-7"`); storyboards are UTF-8, as Xcode writes them;
    /// - a processing instruction other than the XML declaration: FoundationXML's callback reads
    ///   the data of `<?target?>`, which libxml2 passes as NULL; storyboards have none.
    /// A NUL byte, or a UTF-16 byte-order mark, is refused too. `kind` names the file in the
    /// message (`storyboard`, `property list`: read by the same parser, with the same limits).
    static func unsafeInput(_ bytes: [UInt8], path: String, kind: String = "storyboard") -> Diagnostic? {
        func problem(at offset: Int, _ message: String) -> Diagnostic {
            let before = bytes[..<offset]
            let line = before.count { $0 == 0x0A } + 1
            let column = offset - (before.lastIndex(of: 0x0A).map { $0 + 1 } ?? 0) + 1
            return Diagnostic(
                file: path, position: SourcePosition(line: line, column: column), severity: .error, id: invalidXML,
                message: message)
        }
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            return problem(at: 0, "\(kind) is UTF-16; navsim reads UTF-8 \(kind)s, as Xcode writes them")
        }
        if let nul = bytes.firstIndex(of: 0) { return problem(at: nul, "a NUL byte is not XML") }
        // The declaration, `<?xml version="1.0" encoding="UTF-8"?>`, after an optional BOM, is
        // the only `<?` a storyboard holds.
        let start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let hasDeclaration =
            bytes[start...].starts(with: Array("<?xml".utf8))
            && (start + 5 == bytes.count || [0x20, 0x09, 0x0A, 0x0D].contains(bytes[start + 5]))
        var scan = hasDeclaration ? start + 2 : 0
        while let open = bytes[scan...].firstIndex(of: UInt8(ascii: "<")) {
            if open + 1 < bytes.count, bytes[open + 1] == UInt8(ascii: "?") {
                return problem(at: open, "a processing instruction ('<?…?>') is not \(kind) XML")
            }
            scan = open + 1
        }
        guard hasDeclaration else { return nil }
        // The declaration runs to its `>`, or to the end when it has none: libxml2 switches
        // encoding as soon as it reads `encoding="…"`, ended or not (the fuzzer's third find).
        // Bytes, not decoded text: a byte that is not UTF-8 would become a three-byte U+FFFD and
        // move every offset after it (its second).
        let end = bytes[start...].firstIndex(of: UInt8(ascii: ">")) ?? bytes.count
        let key = Array("encoding".utf8)
        var offset = start
        var declared: (offset: Int, name: String)?
        while declared == nil, offset + key.count <= end {
            defer { offset += 1 }
            guard bytes[offset..<offset + key.count].elementsEqual(key) else { continue }
            var index = offset + key.count
            while index < end, [UInt8(ascii: " "), UInt8(ascii: "="), 0x09, 0x0A, 0x0D].contains(bytes[index]) {
                index += 1
            }
            guard index < end, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else { continue }
            let nameEnd = bytes[(index + 1)..<end].firstIndex(of: bytes[index]) ?? end
            let name = String(decoding: bytes[(index + 1)..<nameEnd], as: UTF8.self)
            if !["utf-8", "utf8"].contains(name.lowercased()) { declared = (offset, name) }
        }
        guard let (offset, name) = declared else { return nil }
        return problem(
            at: offset, "\(kind) declares encoding '\(name)'; navsim reads UTF-8 \(kind)s, as Xcode writes them")
    }

    /// Byte offsets of line starts, to turn libxml2's line into the column of an element's `<`.
    struct LineIndex {
        let bytes: [UInt8]
        private(set) var starts: [Int] = [0]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            for (offset, byte) in bytes.enumerated() where byte == 0x0A { starts.append(offset + 1) }
        }

        /// Where `<element` starts, searching back from `line` (libxml2 reports the line a start
        /// tag ends on); column 1 of `line` when it is not found.
        func position(of element: String, endingOn line: Int) -> SourcePosition {
            let tag = Array(("<" + element).utf8)
            var number = min(max(line, 1), starts.count)
            let lowest = max(1, number - 40)
            while number >= lowest {
                let start = starts[number - 1]
                let end = number < starts.count ? starts[number] : bytes.count
                if let column = Self.find(tag, in: bytes[start..<end]) {
                    return SourcePosition(line: number, column: column - start + 1)
                }
                number -= 1
            }
            return SourcePosition(line: max(line, 1), column: 1)
        }

        private static func find(_ tag: [UInt8], in slice: ArraySlice<UInt8>) -> Int? {
            guard slice.count >= tag.count else { return nil }
            var index = slice.startIndex
            while index + tag.count <= slice.endIndex {
                if slice[index] == tag[0], slice[index..<(index + tag.count)].elementsEqual(tag) {
                    let after = index + tag.count
                    if after == slice.endIndex || !LineLexer.isIdentifierContinue(slice[after]) { return index }
                }
                index += 1
            }
            return nil
        }
    }

    /// The parser's delegate: collects controllers and segues scene by scene.
    private final class Delegate: NSObject, XMLParserDelegate {
        let path: String
        let lines: LineIndex
        var storyboard: Storyboard?
        var sawDocument = false
        var rootElement: String?
        var rootPosition: SourcePosition?
        var error: Diagnostic?
        var controllers: [Storyboard.Controller] = []
        var segues: [Storyboard.Segue] = []
        var ignoredSegues: [SourcePosition] = []
        private var depth = 0
        private var inScene = false
        private var sceneController: String?
        /// The scene's first object, its controller when none says `sceneMemberID="viewController"`
        /// (watchOS interface controllers do not).
        private var sceneFirstObject: Storyboard.Controller?
        private var objectsDepth: Int?
        private var sceneSegues: [Storyboard.Segue] = []

        init(path: String, lines: LineIndex) {
            self.path = path
            self.lines = lines
        }

        func parser(
            _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String] = [:]
        ) {
            depth += 1
            guard error == nil else { return }
            if depth == 1 {
                rootElement = element
                rootPosition = lines.position(of: element, endingOn: parser.lineNumber)
                let type = attributes["type"] ?? ""
                if element == "document", type.hasSubstring("Storyboard") {
                    sawDocument = true
                    storyboard = Storyboard(
                        path: path, name: Storyboard.name(ofFile: path), runtime: attributes["targetRuntime"] ?? "",
                        initialController: attributes["initialViewController"],
                        isLaunchScreen: attributes["launchScreen"] == "YES")
                }
                return
            }
            guard sawDocument else { return }
            switch element {
            case "scene":
                inScene = true
                sceneController = nil
                sceneFirstObject = nil
                objectsDepth = nil
                sceneSegues = []
            case "objects" where inScene && objectsDepth == nil:
                objectsDepth = depth
            case "segue":
                let position = lines.position(of: element, endingOn: parser.lineNumber)
                if attributes["reference"] != nil { return }  // a back-reference list, not a segue
                guard inScene, let kind = attributes["kind"], let destination = attributes["destination"] else {
                    ignoredSegues.append(position)
                    return
                }
                sceneSegues.append(
                    Storyboard.Segue(
                        id: attributes["id"] ?? "", kind: kind, identifier: attributes["identifier"],
                        destination: destination, source: "", relationship: attributes["relationship"],
                        unwindAction: attributes["unwindAction"], customClass: attributes["customClass"],
                        presentationStyle: attributes["modalPresentationStyle"], position: position))
            default:
                guard inScene, let id = attributes["id"] else { return }
                let position = lines.position(of: element, endingOn: parser.lineNumber)
                guard attributes["sceneMemberID"] == "viewController" else {
                    if depth == (objectsDepth ?? -1) + 1, sceneFirstObject == nil, attributes["sceneMemberID"] == nil,
                        !["placeholder", "exit"].contains(element)
                    {
                        sceneFirstObject = Storyboard.Controller(
                            id: id, element: element, customClass: attributes["customClass"],
                            storyboardIdentifier: attributes["identifier"], presentationStyle: nil, reference: nil,
                            position: position)
                    }
                    return
                }
                var reference: Storyboard.Controller.Reference?
                if element == "viewControllerPlaceholder" {
                    reference = Storyboard.Controller.Reference(
                        storyboard: attributes["storyboardName"] ?? Storyboard.name(ofFile: path),
                        identifier: attributes["referencedIdentifier"])
                }
                if sceneController == nil { sceneController = id }
                controllers.append(
                    Storyboard.Controller(
                        id: id, element: element, customClass: attributes["customClass"],
                        storyboardIdentifier: attributes["storyboardIdentifier"],
                        presentationStyle: attributes["modalPresentationStyle"], reference: reference,
                        position: position))
            }
        }

        func parser(
            _ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?
        ) {
            depth -= 1
            if element == "scene" { endScene() }
        }

        /// Gives the open scene's segues its view controller as their source (also when the
        /// XML breaks off inside a scene).
        func endScene() {
            guard inScene else { return }
            inScene = false
            if sceneController == nil, let object = sceneFirstObject {
                sceneController = object.id
                controllers.append(object)
            }
            if let source = sceneController {
                for var segue in sceneSegues {
                    segue.source = source
                    segues.append(segue)
                }
            } else {
                ignoredSegues += sceneSegues.map(\.position)
            }
            sceneSegues = []
        }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
            guard error == nil else { return }
            let code = (parseError as NSError).code
            error = Diagnostic(
                file: path,
                position: SourcePosition(line: max(parser.lineNumber, 1), column: max(parser.columnNumber, 1)),
                severity: .error, id: StoryboardReader.invalidXML,
                message: "malformed XML: \(XMLErrorText.describe(code))")
            parser.abortParsing()
        }

    }
}
