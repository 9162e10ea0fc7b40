import Foundation
import Testing

@testable import NavSim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The real disk behind every public entry point.
@Suite struct LocalFileSystemTests {
    let disk = LocalFileSystem()

    @Test func readsUpToTheLimitAndTellsMissingFromUnreadable() throws {
        let folder = try TemporaryFolder()
        try folder.write("abcdef", to: "a.txt")
        #expect(try disk.contents(of: folder.path + "/a.txt", limit: 4) == Array("abcd".utf8))
        #expect(try disk.contents(of: folder.path + "/a.txt", limit: .max) == Array("abcdef".utf8))
        #expect(try disk.contents(of: folder.path + "/none.txt", limit: .max) == nil)
        #expect(throws: FileSystemFailure(message: "it is a directory")) {
            try disk.contents(of: folder.path, limit: .max)
        }
        #expect(throws: FileSystemFailure(message: "not a directory")) {
            try disk.contents(of: folder.path + "/a.txt/b", limit: .max)
        }
    }

    @Test func refusesAPipeInsteadOfWaitingOnIt() throws {
        let folder = try TemporaryFolder()
        #expect(mkfifo(folder.path + "/pipe", 0o600) == 0)
        #expect(disk.kind(of: folder.path + "/pipe") == .file)
        #expect(throws: FileSystemFailure(message: "it is not a regular file")) {
            try disk.contents(of: folder.path + "/pipe", limit: .max)
        }
    }

    @Test func listsEntriesSortedAndSkipsWhatItIsTold() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/b/.hidden", withIntermediateDirectories: true)
        try folder.write("x", to: "b/.hidden/x.scenario")
        try folder.write("y", to: "b/y.scenario")
        try folder.write("z", to: "a.navgraph")
        #expect(
            try disk.entries(under: folder.path, skipping: { $0.hasPrefix(".") }) == [
                "a.navgraph", "b", "b/y.scenario",
            ])
        #expect(try disk.files(in: folder.path, withExtension: "scenario") == [folder.path + "/b/y.scenario"])
        #expect(try disk.entries(under: folder.path + "/a.navgraph", skipping: { _ in false }).isEmpty)
    }

    /// A folder without read permission says why instead of listing nothing. Root reads every
    /// folder whatever its mode, so the test does not run as root.
    @Test(.enabled(if: getuid() != 0, "root reads a folder whatever its permissions"))
    func aFolderItCannotReadSaysWhy() throws {
        let folder = try TemporaryFolder()
        try FileManager.default.createDirectory(atPath: folder.path + "/locked", withIntermediateDirectories: true)
        try folder.write("graph G\n", to: "locked/g.navgraph")
        chmod(folder.path + "/locked", 0)
        defer { chmod(folder.path + "/locked", 0o755) }
        #expect(throws: FileSystemFailure(message: "permission denied")) {
            try disk.files(in: folder.path + "/locked", withExtension: "navgraph")
        }
    }

    @Test func replacesAFileAndCreatesItsFolders() throws {
        let folder = try TemporaryFolder()
        try disk.replace(folder.path + "/new/deep/g.trace", with: Array("one".utf8))
        try disk.replace(folder.path + "/new/deep/g.trace", with: Array("two".utf8))
        #expect(folder.read("new/deep/g.trace") == "two")
        #expect(try folder.contents(of: "new/deep") == ["g.trace"])
    }
}
