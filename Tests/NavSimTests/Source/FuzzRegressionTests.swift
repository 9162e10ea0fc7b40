import Foundation
import Testing

@testable import NavSim

/// Every input the fuzzers (Scripts/fuzz.sh) made crash, kept under `Fixtures/Fuzz/TARGET/` and
/// run through the same pipeline as its target: it must finish, with every diagnostic placed at a
/// real line and column of a file it names.
@Suite struct FuzzRegressionTests {
    static let folder = packageRoot + "/Tests/NavSimTests/Fixtures/Fuzz"

    /// `TARGET/file` for every kept input.
    static let inputs: [String] = {
        let targets = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        return targets.flatMap { target in
            ((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + target)) ?? []).sorted().map {
                target + "/" + $0
            }
        }
    }()

    static func expectPlaced(_ diagnostics: [Diagnostic], _ input: String) {
        for diagnostic in diagnostics {
            #expect(diagnostic.position.line >= 1 && diagnostic.position.column >= 1, "\(input): \(diagnostic)")
            #expect(!diagnostic.file.isEmpty && !diagnostic.message.isEmpty, "\(input): \(diagnostic)")
        }
    }

    @Test func thereAreKeptInputs() {
        #expect(!Self.inputs.isEmpty)
    }

    @Test(arguments: inputs)
    func aKeptInputRunsToTheEnd(_ input: String) throws {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + input)))
        let target = String(input.prefix { $0 != "/" })
        let cleanStore = try String(contentsOfFile: packageRoot + "/Graphs/CleanStore.navgraph", encoding: .utf8)
        switch target {
        case "graph":
            if case .text(let source) = SourceText.decode(path: "F.navgraph", bytes: bytes) {
                Self.expectPlaced(GraphLoader.load(source: source).diagnostics, input)
            }
        case "scenario", "check":
            var files: [String: String] = [:]
            if target == "scenario" {
                files = ["/p/Graphs/CleanStore.navgraph": cleanStore, "/p/Scenarios/f.scenario": ""]
            }
            let fileSystem = MemoryFileSystem(files)
            let cut = target == "check" ? (bytes.firstIndex(of: 0) ?? bytes.count) : 0
            if target == "check" {
                try fileSystem.replace("/p/Graphs/G.navgraph", with: Array(bytes[..<cut]))
                try fileSystem.replace("/p/Scenarios/s.scenario", with: Array(bytes[min(cut + 1, bytes.count)...]))
            } else {
                try fileSystem.replace("/p/Scenarios/f.scenario", with: bytes)
            }
            let report = CheckRun.run(
                CheckRun.Options(paths: [], recordMode: .never, currentDirectory: "/p", coverage: target == "check"),
                in: fileSystem)
            Self.expectPlaced(report.diagnostics + report.scenarios.flatMap(\.failures), input)
        case "storyboard", "swift":
            let name = target == "swift" ? "/p/App/ListOrdersRouter.swift" : "/p/App/Main.storyboard"
            let fileSystem = MemoryFileSystem([:])
            try fileSystem.replace(name, with: bytes)
            let result = AppImport.run(
                AppImport.Options(paths: ["App"], name: "App", currentDirectory: "/p"), in: fileSystem)
            Self.expectPlaced(result.diagnostics, input)
            if let graph = result.graph {
                // What the importer writes, navsim reads back.
                #expect(GraphLoader.load(source: SourceText(path: "App.navgraph", string: graph)).graph != nil)
            }
        default:
            Issue.record("unknown fuzz target folder '\(target)'")
        }
    }
}
