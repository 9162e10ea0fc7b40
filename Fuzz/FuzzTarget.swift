// libFuzzer entry point for navsim, compiled together with Sources/NavSim by Scripts/fuzz.sh
// (`swiftc -sanitize=fuzzer,address`), so it reaches the internal `FileSystem` the pipeline reads
// through. One binary holds every target; the environment variable NAVSIM_FUZZ_TARGET picks one:
//
//   graph       the graph parser and checker, on the input as a .navgraph
//   scenario    the scenario parser, checker and replay, on the input as a .scenario of CleanStore
//   storyboard  `navsim import` of the input as a .storyboard
//   swift       `navsim import` of the input as a Clean Swift .swift file, beside CleanStore's
//   plist       `navsim import` of the input as the app's Info.plist, beside a storyboard
//   check       a whole `navsim check` of a project whose graph and scenario are the input, cut
//               in two at its first NUL byte (a golden is compared, never written)

import Foundation

/// A file system in memory: the fuzzer's input as files, nothing on disk.
final class FuzzFileSystem: FileSystem, @unchecked Sendable {
    var files: [String: [UInt8]]

    init(_ files: [String: [UInt8]]) { self.files = files }

    func kind(of path: String) -> FileKind? {
        if files[path] != nil { return .file }
        return files.keys.contains { $0.hasPrefix(path + "/") } ? .directory : nil
    }

    func contents(of path: String, limit: Int) throws(FileSystemFailure) -> [UInt8]? {
        if kind(of: path) == .directory { throw FileSystemFailure(message: "it is a directory") }
        return files[path].map { Array($0.prefix(limit)) }
    }

    func entries(under folder: String, skipping skip: (String) -> Bool) -> [String] {
        let prefix = folder + "/"
        var found: Set<String> = []
        for path in files.keys where path.hasPrefix(prefix) {
            let parts = path.dropFirst(prefix.count).split(separator: "/").map(String.init)
            let cut = parts.firstIndex(where: skip) ?? parts.count
            for end in stride(from: 1, through: cut, by: 1) { found.insert(parts[..<end].joined(separator: "/")) }
        }
        return found.sorted()
    }

    func replace(_ path: String, with bytes: [UInt8]) throws(FileSystemFailure) {
        throw FileSystemFailure(message: "the fuzzer writes no file")
    }
}

/// The shipped CleanStore graph and Swift folder, read once: the fixed half of some targets.
enum FuzzFixtures {
    static let root = ProcessInfo.processInfo.environment["NAVSIM_ROOT"] ?? FileManager.default.currentDirectoryPath
    static let cleanStore = [UInt8](
        (try? Data(contentsOf: URL(fileURLWithPath: root + "/Graphs/CleanStore.navgraph"))) ?? Data())
    static let target = ProcessInfo.processInfo.environment["NAVSIM_FUZZ_TARGET"] ?? "graph"
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    switch FuzzFixtures.target {
    case "graph":
        if case .text(let source) = SourceText.decode(path: "F.navgraph", bytes: bytes) {
            _ = GraphLoader.load(source: source)
        }
    case "scenario":
        let files = FuzzFileSystem([
            "/p/Graphs/CleanStore.navgraph": FuzzFixtures.cleanStore, "/p/Scenarios/f.scenario": bytes,
        ])
        _ = CheckRun.run(
            CheckRun.Options(paths: ["Scenarios/f.scenario"], recordMode: .never, currentDirectory: "/p"), in: files)
    case "storyboard":
        let files = FuzzFileSystem(["/p/App/Main.storyboard": bytes])
        _ = AppImport.run(AppImport.Options(paths: ["App"], name: "App", currentDirectory: "/p"), in: files)
    case "plist":
        let storyboard = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch" initialViewController="a">
            <scenes><scene sceneID="s"><objects><viewController id="a" customClass="OrdersViewController" sceneMemberID="viewController"/></objects></scene></scenes>
            </document>
            """
        let files = FuzzFileSystem(["/p/App/Info.plist": bytes, "/p/App/Orders.storyboard": Array(storyboard.utf8)])
        _ = AppImport.run(AppImport.Options(paths: ["App"], name: "App", currentDirectory: "/p"), in: files)
    case "swift":
        let files = FuzzFileSystem(["/p/App/ListOrdersRouter.swift": bytes])
        _ = AppImport.run(AppImport.Options(paths: ["App"], name: "App", currentDirectory: "/p"), in: files)
    case "check":
        let cut = bytes.firstIndex(of: 0) ?? bytes.count
        let files = FuzzFileSystem([
            "/p/Graphs/G.navgraph": Array(bytes[..<cut]),
            "/p/Scenarios/s.scenario": Array(bytes[min(cut + 1, bytes.count)...]),
        ])
        _ = CheckRun.run(
            CheckRun.Options(paths: [], recordMode: .never, currentDirectory: "/p", coverage: true), in: files)
    default:
        fatalError("unknown NAVSIM_FUZZ_TARGET \(FuzzFixtures.target)")
    }
    return 0
}
