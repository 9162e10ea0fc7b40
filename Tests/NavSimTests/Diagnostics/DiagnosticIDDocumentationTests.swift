import Foundation
import Testing

@testable import NavSim

/// Every diagnostic id navsim declares is listed in `docs/`, so a user who sees one can look it
/// up. Ids are typed values declared as `DiagnosticID("…")` next to the code that raises them;
/// this reads those declarations from the sources.
@Suite struct DiagnosticIDDocumentationTests {
    /// Every `DiagnosticID("…")` declared in `Sources/`, with the file declaring it.
    static func declaredIDs() throws -> [(id: String, file: String)] {
        let sources = packageRoot + "/Sources"
        let files = FileManager.default.enumerator(atPath: sources)?.compactMap { $0 as? String } ?? []
        let declaration = /static let \w+ = DiagnosticID\("([a-z0-9-]+)"\)/
        var found: [(String, String)] = []
        for file in files.sorted() where file.hasSuffix(".swift") {
            let text = try String(contentsOfFile: sources + "/" + file, encoding: .utf8)
            for match in text.matches(of: declaration) { found.append((String(match.1), file)) }
        }
        return found
    }

    @Test func everyDeclaredIDIsDocumented() throws {
        let declared = try Self.declaredIDs()
        #expect(declared.count > 60, "the scan found the declarations")
        let docs = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs")
            .filter { $0.hasSuffix(".md") }
            .map { try String(contentsOfFile: packageRoot + "/docs/" + $0, encoding: .utf8) }
            .joined()
        for (id, file) in declared {
            let documented = docs.contains("`\(id)`")
            #expect(documented, "'\(id)' (declared in \(file)) is not listed in docs/")
        }
    }

    @Test func theScanSeesTheIDsTheLibraryRaises() throws {
        let declared = Set(try Self.declaredIDs().map(\.id))
        for id in [
            GraphChecker.unknownField, ScenarioParser.unknownStep, DiagnosticID.expectedToken,
            Simulator.FailureID.routeNotOnScreen, Replayer.FailureID.unexpectedViolation, CheckRun.ID.orphanTrace,
        ] {
            #expect(declared.contains(id.rawValue), "\(id)")
        }
    }

    @Test func oneSpellingIsOneID() throws {
        // Two declarations of one spelling must mean the same thing; the only one shared today is
        // `unknown-field`, raised for graphs and for scenarios alike.
        let counts = Dictionary(try Self.declaredIDs().map { ($0.id, 1) }, uniquingKeysWith: +)
        #expect(counts.filter { $0.value > 1 }.keys.sorted() == ["unknown-field"])
    }
}
