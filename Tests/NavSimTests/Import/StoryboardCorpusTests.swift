import Foundation
import Testing

@testable import NavSim

/// The 93 storyboards of `Fixtures/Storyboards` (90 from 8 permissively licensed public apps, 3 of
/// navsim's own in `navsim__Patterns`; see its SOURCES.md):
/// each imports alone and with the rest of its app, the graph loads with no error, and it
/// declares what the XML holds, counted here with plain text matching, not the importer's code.
@Suite struct StoryboardCorpusTests {
    static let corpus = packageRoot + "/Tests/NavSimTests/Fixtures/Storyboards"

    static var apps: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: corpus)) ?? []).filter { !$0.hasSuffix(".md") }.sorted()
    }

    static var files: [String] {
        apps.flatMap { app in
            ((try? LocalFileSystem().files(in: corpus + "/" + app, withExtension: "storyboard")) ?? []).map {
                String($0.dropFirst(corpus.count + 1))
            }
        }
    }

    /// What the XML of some storyboards holds, counted from its text.
    struct XMLCounts: Equatable {
        /// Scenes that are not storyboard references.
        var controllers = 0
        var segues: [String: Int] = [:]

        init(files: [String]) {
            for file in files {
                let text = (try? String(contentsOfFile: corpus + "/" + file, encoding: .utf8)) ?? ""
                for tag in Self.tags(in: text) {
                    if tag.hasPrefix("<scene ") { controllers += 1 }
                    if tag.hasPrefix("<viewControllerPlaceholder ") { controllers -= 1 }
                    if tag.hasPrefix("<segue "), !tag.contains(" reference=\""),
                        let kind = Self.attribute("kind", in: tag)
                    {
                        segues[kind, default: 0] += 1
                    }
                }
            }
        }

        static func tags(in text: String) -> [Substring] {
            var tags: [Substring] = []
            var rest = text[...]
            while let open = rest.firstIndex(of: "<") {
                guard let close = rest[open...].firstIndex(of: ">") else { break }
                tags.append(rest[open...close])
                rest = rest[rest.index(after: close)...]
            }
            return tags
        }

        /// The `kind` of the `<segue>` tag at `position` of `file`.
        static func kind(at position: SourcePosition, in file: String) -> String? {
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            let line = text.split(separator: "\n", omittingEmptySubsequences: false)[position.line - 1]
            let tag = line.dropFirst(position.column - 1)
            return tag.hasPrefix("<segue ") ? attribute("kind", in: tag) : nil
        }

        static func attribute(_ name: String, in tag: Substring) -> String? {
            guard let range = tag.range(of: " \(name)=\"") else { return nil }
            let value = tag[range.upperBound...]
            return value.firstIndex(of: "\"").map { String(value[..<$0]) }
        }
    }

    /// Imports `files` (corpus-relative), checks that the graph loads without error and holds
    /// what the XML says.
    func importAndCompare(_ files: [String], _ label: String) throws {
        let result = AppImport.run(AppImport.Options(paths: files, name: "App", currentDirectory: Self.corpus))
        let xml = XMLCounts(files: files)
        if xml.controllers == 0 {
            #expect(result.graph == nil, "\(label)")
            #expect(result.diagnostics.map(\.id).contains(AppImport.noScenes), "\(label)")
            return
        }
        #expect(!result.diagnostics.containsErrors, "\(label): \(result.diagnostics.filter { $0.severity == .error })")
        let text = try #require(result.graph, "\(label)")
        let loaded = GraphLoader.load(source: SourceText(path: "imported.navgraph", string: text))
        #expect(!loaded.diagnostics.containsErrors, "\(label): \(loaded.diagnostics)")
        let graph = try #require(loaded.graph, "\(label)")
        // A segue navsim cannot declare is reported where it is written: read its kind there.
        var xmlSegues = xml.segues
        for warning in result.diagnostics where warning.id == StoryboardLinker.unsupportedSegue {
            let kind = XMLCounts.kind(at: warning.position, in: Self.corpus + "/" + warning.file)
            xmlSegues[kind ?? "", default: 0] -= 1
        }

        let externalScenes = text.split(separator: "\n").filter { $0.hasPrefix("scene ") && $0.contains("# external:") }
        #expect(graph.scenes.count + graph.containers.count == xml.controllers + externalScenes.count, "\(label)")

        var kinds: [String: Int] = [:]
        var embeds = 0
        for route in graph.routes {
            switch route.kind {
            case .segue(let kind): kinds[kind.rawValue, default: 0] += 1
            case .embed: embeds += 1
            default: Issue.record("\(label): an import declares only segues and embeds: \(route)")
            }
        }
        let xmlNames = [
            "show": "show", "showDetail": "showDetail", "presentation": "present",
            "popoverPresentation": "popover", "push": "push", "modal": "modal", "custom": "custom",
        ]
        for (xmlKind, dslKind) in xmlNames {
            #expect(kinds[dslKind, default: 0] == xmlSegues[xmlKind, default: 0], "\(label): \(xmlKind)")
        }
        // Relationships are navigation roots, tabs, or embeds (split columns and the like).
        var containerLinks = 0
        for container in graph.containers {
            switch container.kind {
            case .navigation: containerLinks += 1
            case .tabs(let children): containerLinks += children.count
            }
        }
        #expect(
            embeds + containerLinks == xmlSegues["embed", default: 0] + xmlSegues["relationship", default: 0],
            "\(label)")
        let unwindComments = text.split(separator: "\n").filter { $0.hasPrefix("# unwind ") }
        #expect(unwindComments.count == xmlSegues["unwind", default: 0], "\(label)")
        // Importing twice gives the same bytes.
        let again = AppImport.run(AppImport.Options(paths: files, name: "App", currentDirectory: Self.corpus))
        #expect(again.graph == text, "\(label)")
    }

    @Test func theCorpusIsComplete() {
        #expect(Self.files.count == 93)
        #expect(Self.apps.count == 9)
    }

    @Test(arguments: files)
    func everyStoryboardImportsAlone(_ file: String) throws {
        try importAndCompare([file], file)
    }

    @Test(arguments: apps)
    func everyAppImportsWhole(_ app: String) throws {
        let files = Self.files.filter { $0.hasPrefix(app + "/") }
        try importAndCompare(files, app)
        // Given as a folder, the same files are found — but the copies in a localization catalog
        // (tinode's `Localizations/en.xcloc/Source Contents/…`) — and the same graph comes out.
        let byFolder = AppImport.run(AppImport.Options(paths: [app], name: "App", currentDirectory: Self.corpus))
        let byFiles = AppImport.run(
            AppImport.Options(
                paths: files.filter { !$0.contains(".xcloc/") }, name: "App", currentDirectory: Self.corpus))
        #expect(byFolder.graph == byFiles.graph)
    }
}
