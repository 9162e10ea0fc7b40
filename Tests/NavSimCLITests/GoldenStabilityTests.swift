import Foundation
import Testing

@testable import NavSimCLI

/// Goldens hold behaviour, not source positions: a comment and a blank line added at the top of
/// every shipped graph and scenario, in a copy of the project, change no golden.
@Suite struct GoldenStabilityTests {
    /// The package's own folder.
    static let packageRoot: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    /// Every file under the package's `folder`, as paths relative to the package, sorted.
    static func files(under folder: String) -> [String] {
        let base = packageRoot + "/" + folder
        guard let walker = FileManager.default.enumerator(atPath: base) else { return [] }
        var found: [String] = []
        while let path = walker.nextObject() as? String {
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: base + "/" + path, isDirectory: &isFolder), !isFolder.boolValue {
                found.append(folder + "/" + path)
            }
        }
        return found.sorted()
    }

    @Test func aCommentAtTheTopOfEveryGraphAndScenarioChangesNoGolden() throws {
        let shipped = ["Graphs", "Scenarios", "docs/examples"].flatMap(Self.files(under:))
        let project = try TemporaryProject()
        var originals: [String: String] = [:]
        var edited = 0
        for path in shipped {
            let text = shippedFile(path)
            originals[path] = text
            if path.hasSuffix(".navgraph") || path.hasSuffix(".scenario") {
                try project.write(path, "# a comment added at the top, and a blank line\n\n" + text)
                edited += 1
            } else {
                try project.write(path, text)
            }
        }
        let traces = shipped.filter { $0.hasSuffix(".trace") }
        #expect(
            edited > 50 && traces.count > 35,
            "every shipped graph and scenario: \(edited) files, \(traces.count) goldens")

        // The positions did move: `navsim trace` prints the step's new line.
        let trace = project.run(["trace", "Scenarios/CleanStore/edit-order.scenario"])
        let step6 = trace.output.split(separator: "\n").first { $0.hasPrefix("step 6  tap EditOrder ") }
        #expect(step6?.hasSuffix("  Scenarios/CleanStore/edit-order.scenario:12") == true, "was line 10")

        let environment = ["CI": "true"]
        let check = project.run(["check"], environment: environment)
        let scenarios = shipped.filter { $0.hasPrefix("Scenarios/") && $0.hasSuffix(".scenario") }.count
        #expect(check.code == 0, "\(check.output)")
        #expect(check.output.hasSuffix("\(scenarios) scenarios: \(scenarios) passed, 0 failed\n"))
        #expect(!check.output.contains("warning"), "no golden in the old format: \(check.output)")
        let imported = project.run(["check", "docs/examples/imported-edit-order.scenario"], environment: environment)
        #expect(imported.code == 0, "\(imported.output)")
        #expect(imported.output.hasSuffix("1 scenario: 1 passed, 0 failed\n"))

        for path in traces {
            #expect(project.read(path) == originals[path], "\(path) changed")
        }
    }
}
