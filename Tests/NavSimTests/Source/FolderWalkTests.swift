import Foundation
import Testing

@testable import NavSim

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The POSIX walk behind `LocalFileSystem.entries`: what it lists, in what order, and what it
/// does not follow.
@Suite struct FolderWalkTests {
    let disk = LocalFileSystem()

    /// Makes `names` (folders end in `/`) under a fresh folder, in the order given.
    func tree(_ names: [String]) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        for name in names {
            if name.hasSuffix("/") {
                try FileManager.default.createDirectory(
                    atPath: folder.path + "/" + name, withIntermediateDirectories: true)
            } else {
                try folder.write(name, to: name)
            }
        }
        return folder
    }

    @Test func listsInTheSameSortedOrderWhateverOrderTheDiskGives() throws {
        let names = ["b/", "b/z.swift", "b/a.swift", "a.swift", "B.swift", "c/d/e.swift", "b.swift"]
        let forwards = try tree(names)
        let backwards = try tree(names.reversed().filter { !$0.hasSuffix("/") })
        let expected = ["B.swift", "a.swift", "b", "b.swift", "b/a.swift", "b/z.swift", "c", "c/d", "c/d/e.swift"]
        #expect(try FolderWalk.entries(under: forwards.path, skipping: { _ in false }) == expected)
        #expect(try FolderWalk.entries(under: backwards.path, skipping: { _ in false }) == expected)
    }

    /// What Foundation's directory enumerator, which listed folders before, lists for the same
    /// tree: the fixtures, hundreds of entries, hidden ones left out with what is under them.
    @Test func listsWhatFoundationsEnumeratorListed() throws {
        let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures").path
        let root = disk.realPath(fixtures)
        var listed: [String] = []
        let enumerator = try #require(FileManager.default.enumerator(atPath: root))
        while let relative = enumerator.nextObject() as? String {
            if (relative.split(separator: "/").last ?? "").hasPrefix(".") {
                enumerator.skipDescendants()
                continue
            }
            listed.append(relative)
        }
        let walked = try FolderWalk.entries(under: root, skipping: { $0.hasPrefix(".") })
        #expect(walked.count > 400)
        #expect(walked == listed.sorted())
    }

    @Test func skipsWhatItIsToldWithEverythingUnderIt() throws {
        let folder = try tree([".hidden/sub/x.swift", ".file.swift", "build/y.swift", "Main/.git/z", "Main/m.swift"])
        #expect(
            try FolderWalk.entries(under: folder.path, skipping: { $0.hasPrefix(".") || $0 == "build" }) == [
                "Main", "Main/m.swift",
            ])
    }

    /// A link is listed, never followed: a loop of links ends, and a link to a folder outside
    /// lists nothing of it.
    @Test func listsLinksWithoutFollowingThem() throws {
        let outside = try tree(["far/away.swift"])
        let folder = try tree(["Loop/", "a.swift"])
        #expect(symlink("..", folder.path + "/Loop/up") == 0)
        #expect(symlink("../Loop", folder.path + "/Loop/again") == 0)
        #expect(symlink(outside.path, folder.path + "/outside") == 0)
        #expect(symlink("a.swift", folder.path + "/linked.swift") == 0)
        #expect(symlink("nowhere", folder.path + "/dangling.swift") == 0)
        #expect(
            try FolderWalk.entries(under: folder.path, skipping: { _ in false }) == [
                "Loop", "Loop/again", "Loop/up", "a.swift", "dangling.swift", "linked.swift", "outside",
            ])
    }

    /// The folder itself may be a link (the user named it): it is listed as its target, with
    /// paths relative to the name given.
    @Test func followsTheFolderItselfWhenItIsALink() throws {
        let target = try tree(["s/a.swift"])
        let links = try TemporaryFolder()
        #expect(symlink(target.path, links.path + "/App") == 0)
        #expect(try disk.entries(under: links.path + "/App", skipping: { _ in false }) == ["s", "s/a.swift"])
        #expect(try disk.files(in: links.path + "/App", withExtension: "swift") == [links.path + "/App/s/a.swift"])
    }

    /// Foundation's enumerator named an entry by removing the folder's path wherever it occurred
    /// in the entry's, so a folder that repeats it lost its name; the walk builds each path.
    @Test func namesAnEntryWhosePathRepeatsTheFolders() throws {
        let folder = try TemporaryFolder()
        let root = disk.realPath(folder.path)
        let repeated = "a" + root + "/F.swift"
        try folder.write("", to: repeated)
        #expect(try disk.entries(under: folder.path, skipping: { _ in false }).last == repeated)
    }

    @Test func listsTheKindsOfFilesAnImportReadsFromOneListing() throws {
        let folder = try tree(["a.swift", "Info.plist", "b/Main.storyboard", "b/c.swift", "d.txt"])
        #expect(
            try disk.files(in: folder.path, withExtensions: ["storyboard", "plist", "swift"]) == [
                [folder.path + "/b/Main.storyboard"], [folder.path + "/Info.plist"],
                [folder.path + "/a.swift", folder.path + "/b/c.swift"],
            ])
    }

    /// A folder below the first that cannot be read is listed, and nothing in it, as
    /// Foundation's enumerator did; only the first folder's failure is an error
    /// (`LocalFileSystemTests.aFolderItCannotReadSaysWhy`). Root reads every folder.
    @Test(.enabled(if: getuid() != 0, "root reads a folder whatever its permissions"))
    func listsAFolderBelowItCannotReadAsEmpty() throws {
        let folder = try tree(["locked/g.swift", "open/h.swift"])
        chmod(folder.path + "/locked", 0)
        defer { chmod(folder.path + "/locked", 0o755) }
        #expect(
            try FolderWalk.entries(under: folder.path, skipping: { _ in false }) == [
                "locked", "open", "open/h.swift",
            ])
    }
}
