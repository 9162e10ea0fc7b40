import Foundation
import Testing

@testable import NavSim

/// The import always loads: whatever it cannot resolve is a comment with a warning, never a
/// graph `navsim check` rejects. Checked on every fixture app the repository holds (each app
/// of `Fixtures/SwiftApps`, and each storyboard app of `Fixtures/Storyboards`, whole).
@Suite struct ImportAlwaysLoadsTests {
    static let fixtures = packageRoot + "/Tests/NavSimTests/Fixtures"

    /// Every app folder: each folder of `SwiftApps` (and each app below `LaunchRoots`), each
    /// `owner__name` folder of `Storyboards`.
    static var apps: [String] {
        func folders(_ path: String) -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).sorted().filter { name in
                var isFolder: ObjCBool = false
                return FileManager.default.fileExists(atPath: path + "/" + name, isDirectory: &isFolder)
                    && isFolder.boolValue
            }.map { path + "/" + $0 }
        }
        let swiftApps = folders(fixtures + "/SwiftApps").flatMap { app in
            app.hasSuffix("/LaunchRoots") || app.hasSuffix("/ReadingEdges") ? folders(app) : [app]
        }
        return (swiftApps + folders(fixtures + "/Storyboards")).map { String($0.dropFirst(fixtures.count + 1)) }
    }

    @Test(arguments: apps) func theImportLoadsWithoutAnError(_ app: String) throws {
        let result = AppImport.run(
            AppImport.Options(paths: [Self.fixtures + "/" + app], name: "App", currentDirectory: packageRoot))
        let text = try #require(
            result.graph, "\(app): no graph: \(result.diagnostics.filter { $0.severity == .error })")
        let loaded = GraphLoader.load(source: SourceText(path: "App.navgraph", string: text))
        #expect(
            !loaded.diagnostics.containsErrors,
            "\(app): \(loaded.diagnostics.filter { $0.severity == .error }.map(\.message))")
        #expect(loaded.usableGraph != nil)
        // The import's own errors are about its inputs (a bad file), never about its output.
        #expect(!result.diagnostics.contains { $0.severity == .error && $0.file == "<imported graph>" }, "\(app)")
    }
}
