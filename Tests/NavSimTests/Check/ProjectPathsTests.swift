import Foundation
import Testing

@testable import NavSim

/// Path arithmetic: normalising, and whether a path is inside a project, as written and with
/// its links followed.
@Suite struct ProjectPathsTests {
    @Test func normalisingNeverClimbsAboveTheRoot() {
        #expect(ProjectPaths.normalized("/a/b/../../../../etc/passwd") == "/etc/passwd")
        #expect(ProjectPaths.normalized("a/../../b") == "../b")
        #expect(ProjectPaths.normalized("/a//b/./c/") == "/a/b/c")
    }

    @Test func insideIsAWholeFolderPrefix() {
        let files = MemoryFileSystem(["/p/Graphs/G.navgraph": "", "/pp/x.trace": ""])
        #expect(ProjectPaths.isInside("/p/Scenarios/new.trace", root: "/p", in: files))
        #expect(ProjectPaths.isInside("/p/Graphs/G.navgraph", root: "/p/", in: files))
        #expect(!ProjectPaths.isInside("/pp/x.trace", root: "/p", in: files), "a sibling sharing a prefix is outside")
        #expect(!ProjectPaths.isInside("/p/../q/x.trace", root: "/p", in: files))
        #expect(ProjectPaths.isInside("/anything", root: "/", in: files))
    }

    @Test func aLinkOutOfTheProjectIsOutside() throws {
        let folder = try TemporaryFolder()
        let project = folder.path + "/p"
        try FileManager.default.createDirectory(atPath: project + "/Scenarios", withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: folder.path + "/outside", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: project + "/Scenarios/out", withDestinationPath: folder.path + "/outside")
        try FileManager.default.createSymbolicLink(
            atPath: project + "/Scenarios/in", withDestinationPath: project + "/Scenarios")
        let disk = LocalFileSystem()
        #expect(!ProjectPaths.isInside(project + "/Scenarios/out/x.trace", root: project, in: disk))
        #expect(!ProjectPaths.isInside(project + "/Scenarios/out/new/deeper/x.trace", root: project, in: disk))
        #expect(ProjectPaths.isInside(project + "/Scenarios/in/x.trace", root: project, in: disk))
        #expect(disk.isSymbolicLink(project + "/Scenarios/out"))
        #expect(!disk.isSymbolicLink(project + "/Scenarios"))
    }
}
