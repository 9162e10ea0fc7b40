// swift-tools-version:6.0
// navsim: simulate an iOS app's navigation graph and test its routes without a device.
// Toolchain only — no package dependencies, so navsim can sit in any app's test setup.
import PackageDescription

let package = Package(
    name: "navsim",
    products: [
        .library(name: "NavSim", targets: ["NavSim"]),
        .library(name: "NavSimTesting", targets: ["NavSimTesting"]),
        .executable(name: "navsim", targets: ["navsim"]),
        // `swift package navsim check` in a package that depends on navsim, with nothing installed.
        .plugin(name: "NavSimCommand", targets: ["NavSimCommand"]),
    ],
    targets: [
        // Source text → syntax → model → engine → trace → golden comparison. Never prints.
        .target(name: "NavSim"),
        // Golden-trace assertions for users' own Swift Testing and XCTest suites.
        .target(name: "NavSimTesting", dependencies: ["NavSim"]),
        // The command line as a library: `run(arguments, environment, …) -> exit code`, tested in-process.
        .target(name: "NavSimCLI", dependencies: ["NavSim"]),
        // A few lines over NavSimCLI.
        .executableTarget(name: "navsim", dependencies: ["NavSimCLI"]),
        // No declared permission, so reading commands need no flag; a command that writes asks for
        // `--allow-writing-to-package-directory` itself, which SwiftPM honours undeclared.
        .plugin(
            name: "NavSimCommand",
            capability: .command(
                intent: .custom(
                    verb: "navsim",
                    description: "Run navsim (check, trace, explore, graph, diff, import, init) in this package")),
            dependencies: ["navsim"]),
        // Release-build benchmarks: replay hops per second, and the import of a synthetic Clean Swift app
        // (`swift run -c release navsim-bench [import]`); not a product.
        .executableTarget(name: "navsim-bench", dependencies: ["NavSim"]),
        .testTarget(name: "NavSimTests", dependencies: ["NavSim", "NavSimTesting"], exclude: ["Fixtures"]),
        // The `navsim graph` goldens are read through #filePath, not bundled.
        .testTarget(name: "NavSimCLITests", dependencies: ["NavSimCLI", "NavSim"], exclude: ["Goldens"]),
        // Only the public API (no @testable import), as a user's own tests would use it.
        .testTarget(name: "NavSimAPITests", dependencies: ["NavSim"]),
        // Its goldens are found through #filePath, not bundled: excluded so SwiftPM does not warn.
        .testTarget(name: "NavSimTestingTests", dependencies: ["NavSimTesting", "NavSim"], exclude: ["__Snapshots__"]),
    ],
    swiftLanguageModes: [.v6]
)
