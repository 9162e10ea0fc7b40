import Foundation
import Testing

/// Every code block in README.md and docs/ that is preceded by `<!-- from: path -->` must be a
/// verbatim run of lines of that file, so the docs cannot drift from files `navsim check` runs.
@Suite struct DocumentationExcerptTests {
    struct Excerpt: CustomStringConvertible {
        var document: String
        var line: Int
        var source: String
        var body: [String]
        var description: String { "\(document):\(line) from \(source)" }
    }

    static let documents: [String] = {
        var paths = ["README.md"]
        if let names = try? FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs") {
            paths += names.filter { $0.hasSuffix(".md") }.sorted().map { "docs/" + $0 }
        }
        return paths
    }()

    static func excerpts() -> [Excerpt] {
        var result: [Excerpt] = []
        for document in documents {
            guard let text = try? String(contentsOfFile: packageRoot + "/" + document, encoding: .utf8) else {
                continue
            }
            let lines = text.components(separatedBy: "\n")
            var index = 0
            while index < lines.count {
                let line = lines[index].trimmingCharacters(in: .whitespaces)
                if line.hasPrefix("<!-- from:"), line.hasSuffix("-->") {
                    let source = line.dropFirst("<!-- from:".count).dropLast(3).trimmingCharacters(in: .whitespaces)
                    var cursor = index + 1
                    while cursor < lines.count, !lines[cursor].hasPrefix("```") { cursor += 1 }
                    var body: [String] = []
                    cursor += 1
                    while cursor < lines.count, !lines[cursor].hasPrefix("```") {
                        body.append(lines[cursor])
                        cursor += 1
                    }
                    result.append(Excerpt(document: document, line: index + 1, source: source, body: body))
                    index = cursor
                }
                index += 1
            }
        }
        return result
    }

    @Test func documentsQuoteShippedFiles() {
        #expect(!Self.excerpts().isEmpty)
    }

    @Test(arguments: excerpts())
    func excerptIsVerbatim(_ excerpt: Excerpt) throws {
        let source = try String(contentsOfFile: packageRoot + "/" + excerpt.source, encoding: .utf8)
        let lines = source.components(separatedBy: "\n")
        let body = excerpt.body.filter { $0.trimmingCharacters(in: .whitespaces) != "…" }
        #expect(!body.isEmpty, "empty excerpt")
        // Lines elided with a lone "…" split the excerpt into runs; each run must appear in order.
        var runs: [[String]] = [[]]
        for line in excerpt.body {
            if line.trimmingCharacters(in: .whitespaces) == "…" {
                runs.append([])
            } else {
                runs[runs.count - 1].append(line)
            }
        }
        var searchFrom = 0
        for run in runs where !run.isEmpty {
            var found: Int?
            var start = searchFrom
            while start + run.count <= lines.count {
                if Array(lines[start..<(start + run.count)]) == run {
                    found = start
                    break
                }
                start += 1
            }
            #expect(found != nil, "\(excerpt): lines not found verbatim in \(excerpt.source): \(run.first ?? "")")
            searchFrom = (found ?? searchFrom) + run.count
        }
    }
}
