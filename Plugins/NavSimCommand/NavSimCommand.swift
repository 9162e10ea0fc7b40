import Foundation
import PackagePlugin

/// `swift package navsim ARGUMENTS…`: runs the `navsim` command, built from source, in the root of
/// the package that depends on navsim, with nothing installed.
///
/// The plugin declares no permission, so `check`, `trace`, `explore` and `graph` run with no flag.
/// A command that writes in the package (`init`, `check --record`, `explore --out`,
/// `import --output`) needs `swift package --allow-writing-to-package-directory navsim …`, which
/// SwiftPM honours for a plugin that did not declare it. Whether it was given shows only in what
/// the plugin may do, so the plugin tries: it creates and removes a file in the package, and tells
/// `navsim` the answer (`NAVSIM_PLUGIN=writable` or `read-only`). `navsim` then refuses a command
/// that would write, naming the flag, records no golden on its own, and prints every hint as
/// `swift package navsim …`.
@main
struct NavSimCommand: CommandPlugin {
    /// A navsim run that did not succeed: `swift package` then exits non-zero too.
    struct Failed: Error, CustomStringConvertible {
        var status: Int32
        var description: String { "navsim exited with status \(status)" }
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let process = Process()
        process.executableURL = try context.tool(named: "navsim").url
        process.arguments = arguments
        process.currentDirectoryURL = context.package.directoryURL
        var environment = ProcessInfo.processInfo.environment
        environment["NAVSIM_PLUGIN"] = Self.mayWrite(in: context.package.directoryURL) ? "writable" : "read-only"
        process.environment = environment
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failed(status: process.terminationStatus) }
    }

    /// Whether the plugin may write in `folder`: a new empty file there can be created (and is
    /// removed at once). Under macOS's sandbox it cannot unless the user allowed it.
    static func mayWrite(in folder: URL) -> Bool {
        let probe = folder.appendingPathComponent(".navsim-write-check-\(ProcessInfo.processInfo.processIdentifier)")
        guard FileManager.default.createFile(atPath: probe.path, contents: nil) else { return false }
        try? FileManager.default.removeItem(at: probe)
        return true
    }
}
