import Foundation
import Testing

@testable import NavSim

/// Mutates real graphs at random (deterministically) and checks the loader's promises on every
/// mutant: no crash, at most one error per line, positions inside the file, the same output twice.
@Suite struct GraphFuzzTests {
    static var seeds: [String] {
        var texts = [GraphLoaderTests.cleanStore]
        for name in BadGraphFixtureTests.fixtures {
            let url = BadGraphFixtureTests.folder.appendingPathComponent(name)
            if let text = try? String(contentsOf: url, encoding: .utf8) { texts.append(text) }
        }
        return texts
    }

    /// Fragments a mutation may insert: pieces of the DSL, so mutants stay close to real input.
    static let fragments = [
        "scene", "graph", "start", "segue", "route", "unwind", "embed", "tabs", "navigation", "shared", "store", "pass",
        "navigate", "setup", "via", "root", ":", "->", "=", "[", "]", "{", "}", "?", "!", ".", ",", "  ", "\t", "\n",
        "\n  ", "#", "\"", "1", "-", "selection", "ListOrders", "Main", "order", "show", "pop", "factory", "é", "$",
    ]

    static func mutate(_ text: String, with generator: inout SplitMix) -> String {
        var scalars = Array(text.unicodeScalars)
        for _ in 0..<Int(generator.next() % 6 + 1) {
            let index = scalars.isEmpty ? 0 : Int(generator.next() % UInt64(scalars.count))
            switch generator.next() % 4 {
            case 0 where !scalars.isEmpty:
                let length = min(Int(generator.next() % 12 + 1), scalars.count - index)
                scalars.removeSubrange(index..<index + length)
            case 1:
                let fragment = fragments[Int(generator.next() % UInt64(fragments.count))]
                scalars.insert(contentsOf: fragment.unicodeScalars, at: index)
            case 2 where !scalars.isEmpty:
                let other = Int(generator.next() % UInt64(scalars.count))
                scalars.swapAt(index, other)
            default:
                // Duplicate a line: duplicates are a common real mistake.
                let lines = String(String.UnicodeScalarView(scalars)).split(
                    separator: "\n", omittingEmptySubsequences: false)
                guard !lines.isEmpty else { continue }
                let line = lines[Int(generator.next() % UInt64(lines.count))]
                scalars.insert(contentsOf: (line + "\n").unicodeScalars, at: 0)
            }
        }
        return String(String.UnicodeScalarView(scalars))
    }

    @Test func mutantsKeepTheLoadersPromises() {
        var generator = SplitMix(seed: 2024)
        let seeds = Self.seeds
        #expect(seeds.count >= 6)
        var mutantsWithErrors = 0
        for round in 0..<600 {
            let text = Self.mutate(seeds[round % seeds.count], with: &generator)
            let source = SourceText(path: "mutant.navgraph", string: text)
            let result = GraphLoader.load(source: source)
            let lineCount = max(source.lines.count, 1)
            var errorLines: Set<Int> = []
            for diagnostic in result.diagnostics {
                #expect(diagnostic.position.line >= 1 && diagnostic.position.line <= lineCount, "\(diagnostic)")
                #expect(diagnostic.position.column >= 1)
                #expect(!diagnostic.message.hasSuffix("."), "\(diagnostic.message)")
                let fileLevel = [GraphChecker.missingGraph, GraphChecker.missingStart].contains(diagnostic.id)
                if diagnostic.severity == .error, !fileLevel {
                    #expect(
                        errorLines.insert(diagnostic.position.line).inserted,
                        "two errors on line \(diagnostic.position.line) of mutant:\n\(text)")
                }
            }
            if result.diagnostics.containsErrors { mutantsWithErrors += 1 }
            #expect(result.diagnostics == result.diagnostics.sortedForReporting())
            #expect(GraphLoader.load(source: source).diagnostics == result.diagnostics)
        }
        // The mutations really do break the graphs (four of the seeds have errors already).
        #expect(mutantsWithErrors > 450, "only \(mutantsWithErrors) of 600 mutants have errors")
    }
}
