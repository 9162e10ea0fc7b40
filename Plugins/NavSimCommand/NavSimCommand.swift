import Foundation
import PackagePlugin

/// `swift package navsim ARGUMENTS…`: runs the `navsim` command, built from source, in the root of
/// the package that depends on navsim, with nothing installed. Writing goldens and `init`'s files
/// needs `--allow-writing-to-package-directory`.
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
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw Failed(status: process.terminationStatus) }
    }
}
