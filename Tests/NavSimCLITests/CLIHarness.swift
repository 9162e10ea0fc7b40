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
    func run(_ arguments: [String], environment: [String: String] = [:], terminal: Bool = false) -> CLIOutcome {
        let output = Captured()
        let error = Captured()
        let context = NavSimCLI.Context(
            environment: environment, currentDirectory: root, outputIsTerminal: terminal,
            writeOutput: { output.text += $0 }, writeError: { error.text += $0 })
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

/// The shipped CleanStore graph (spec §2), read from the package's `Graphs` folder.
let cleanStoreGraph: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    let path = url.appendingPathComponent("Graphs/CleanStore.navgraph").path
    guard let data = FileManager.default.contents(atPath: path) else { fatalError("missing \(path)") }
    return String(decoding: data, as: UTF8.self)
}()

/// The scenario of spec §4.
let editOrderScenario = """
    scenario "Show an order, edit it, save it"
    graph CleanStore                    # Graphs/CleanStore.navgraph

    given ListOrders.orders = [{id: "a1", name: "Amy", total: 12.5}, {id: "b2", name: "Bob", total: 7}]

    select 1                            # the user taps row 1 in the top scene
    tap ShowOrder                       # triggers the route ShowOrder of an on-screen scene
    expect top ShowOrder
    expect ShowOrder.order.name == "Bob"
    tap EditOrder
    expect CreateOrder.orderToEdit.id == "b2"
    set CreateOrder.orderToEdit.total = 9
    tap ShowOrder                       # CreateOrder's programmatic pop route
    expect ShowOrder.order.total == 9
    back
    expect stack [ListOrders]

    """
