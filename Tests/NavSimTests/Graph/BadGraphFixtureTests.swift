import Foundation
import Testing

@testable import NavSim

/// Each `Fixtures/BadGraphs/X.navgraph` holds several errors on several lines; its golden
/// `X.diagnostics` is what loading it reports, one `path:line:col: severity: message` line per
/// diagnostic and an indented line per note, paths relative to the fixture folder.
///
/// A missing golden is written and the test fails once, saying so; set
/// `NAVSIM_RECORD_FIXTURES=1` to rewrite them all after a deliberate change (never on CI).
@Suite struct BadGraphFixtureTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/BadGraphs")

    static var fixtures: [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".navgraph") }.sorted()
    }

    /// The golden format: diagnostics in reporting order, each followed by its notes.
    static func render(_ diagnostics: [Diagnostic]) -> String {
        var lines: [String] = []
        for diagnostic in diagnostics {
            lines.append(
                "\(diagnostic.file):\(diagnostic.position): \(diagnostic.severity.rawValue): \(diagnostic.message)")
            for note in diagnostic.notes {
                if let position = note.position {
                    lines.append("  \(note.file ?? diagnostic.file):\(position): note: \(note.message)")
                } else {
                    lines.append("  note: \(note.message)")
                }
            }
        }
        return lines.map { $0 + "\n" }.joined()
    }

    @Test func thereAreFixtures() {
        #expect(Self.fixtures.count >= 5)
    }

    @Test(arguments: fixtures)
    func matchesGolden(_ name: String) throws {
        let result = GraphLoader.load(path: Self.folder.appendingPathComponent(name).path, displayPath: name)
        let actual = Self.render(result.diagnostics)
        // Several problems on several lines, as the fixture promises (warnings-only has warnings).
        #expect(Set(result.diagnostics.map(\.position.line)).count >= 2, "\(name) should report on several lines")
        let goldenURL = Self.folder.appendingPathComponent(
            String(name.dropLast(".navgraph".count)) + ".diagnostics")
        let environment = ProcessInfo.processInfo.environment
        let record = environment["NAVSIM_RECORD_FIXTURES"] == "1" && environment["CI"] == nil
        guard !record, let data = FileManager.default.contents(atPath: goldenURL.path) else {
            if environment["CI"] == nil { try Data(actual.utf8).write(to: goldenURL) }
            Issue.record("recorded \(goldenURL.lastPathComponent); check it and run the tests again")
            return
        }
        let expected = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\r\n", with: "\n")
        if expected != actual {
            Issue.record("\(name) differs from its golden:\n\(Self.lineDiff(expected: expected, actual: actual))")
        }
        // Loading is deterministic.
        #expect(
            Self.render(
                GraphLoader.load(path: Self.folder.appendingPathComponent(name).path, displayPath: name).diagnostics)
                == actual)
    }

    /// `-expected` / `+actual` lines where the two differ, position by position.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(old.count, new.count) {
            let left = index < old.count ? String(old[index]) : nil
            let right = index < new.count ? String(new[index]) : nil
            if left == right { continue }
            if let left { out.append("-\(left)") }
            if let right { out.append("+\(right)") }
        }
        return out.joined(separator: "\n")
    }
}
