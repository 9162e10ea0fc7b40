import Foundation
import Testing

/// Output must not depend on the process: Swift seeds its hashing afresh in every process, so
/// anything that lets `Set` or `Dictionary` order reach a trace, JSON or a diagnostic shows up
/// only across processes. Runs the built `navsim` twice on the shipped project and compares.
@Suite struct DeterminismTests {
    /// The `navsim` executable beside this test bundle (built by `swift build`, as CI does first).
    static var executable: String {
        let bundle = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return bundle.appendingPathComponent("navsim").path
    }

    static var packageRoot: String {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }

    /// Runs navsim in the package root with hashing left random and recording off.
    static func run(_ arguments: [String]) throws -> (code: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: packageRoot)
        var environment = ProcessInfo.processInfo.environment
        environment["SWIFT_DETERMINISTIC_HASHING"] = nil
        environment["NAVSIM_RECORD"] = nil
        environment["CI"] = "true"
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test(arguments: [
        ["check", "--format", "json"],
        ["check", "--format", "junit"],
        ["check"],
        ["trace", "Scenarios/Contacts/favorites-tab.scenario"],
        ["check", "docs/examples/CleanStoreInjectedMissingArgument.navgraph"],
        [
            "explore", "Graphs/Bugs/ContactsAddUnwindNowhere.navgraph", "--given",
            "Scenarios/Bugs/add-contact-unwinds-nowhere.scenario", "--format", "json",
        ],
        ["explore", "Graphs/StudentFlow.navgraph", "--depth", "5", "--format", "json"],
        ["check", "--coverage", "--format", "json"],
        ["graph", "Graphs/Contacts.navgraph", "--coverage", "--format", "mermaid"],
    ])
    func twoProcessesPrintTheSameBytes(_ arguments: [String]) throws {
        guard FileManager.default.isExecutableFile(atPath: Self.executable) else {
            Issue.record("no navsim executable at \(Self.executable): run 'swift build' before 'swift test'")
            return
        }
        let first = try Self.run(arguments)
        let second = try Self.run(arguments)
        #expect(!first.output.isEmpty)
        #expect(first.code == second.code)
        #expect(first.output == second.output, "navsim \(arguments.joined(separator: " ")) differs between processes")
    }
}
