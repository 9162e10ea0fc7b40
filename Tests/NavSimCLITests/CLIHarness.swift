import Foundation

@testable import NavSimCLI

/// A throwaway project folder on disk, removed when the test ends.
final class TemporaryProject {
    let root: String

    init(files: [String: String] = [:]) throws {
        let base = FileManager.default.temporaryDirectory.appendingPathComponent("navsim-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: base, withIntermediateDirectories: true)
        root = base.path
        for (path, text) in files { try write(path, text) }
    }

    deinit { try? FileManager.default.removeItem(atPath: root) }

    func write(_ path: String, _ text: String) throws {
        try write(path, bytes: Array(text.utf8))
    }

    func write(_ path: String, bytes: [UInt8]) throws {
        let url = URL(fileURLWithPath: root).appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(bytes).write(to: url)
    }

    func read(_ path: String) -> String? {
        guard let data = FileManager.default.contents(atPath: root + "/" + path) else { return nil }
        return String(decoding: data, as: UTF8.self)
    }

    func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: root + "/" + path) }

    /// Runs the CLI in-process in this folder.
    /// `terminal`: standard output is a terminal; `errorTerminal`: standard error is one.
    func run(
        _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false,
        errorTerminal: Bool = false
    ) -> CLIOutcome {
        let output = Captured()
        let error = Captured()
        let context = NavSimCLI.Context(
            environment: environment, currentDirectory: root, outputIsTerminal: terminal,
            errorIsTerminal: errorTerminal, writeOutput: { output.text += $0 }, writeError: { error.text += $0 })
        let code = NavSimCLI.run(arguments: arguments, context: context)
        return CLIOutcome(code: code, output: output.text, error: error.text)
    }
}

final class Captured: @unchecked Sendable {
    var text = ""
}

struct CLIOutcome {
    var code: Int32
    var output: String
    var error: String
}

/// A file of the package itself (a shipped graph or scenario), read once.
func shippedFile(_ path: String) -> String {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    let absolute = url.appendingPathComponent(path).path
    guard let data = FileManager.default.contents(atPath: absolute) else { fatalError("missing \(absolute)") }
    return String(decoding: data, as: UTF8.self)
}

/// The shipped CleanStore graph (spec §2).
let cleanStoreGraph = shippedFile("Graphs/CleanStore.navgraph")

/// The shipped scenario of spec §4.
let editOrderScenario = shippedFile("Scenarios/CleanStore/edit-order.scenario")
