import Foundation
import Testing

@testable import NavSim

@Suite struct GoldenFileTests {
    static let trace = "step 1  tap ShowOrder\n  now       Main[ListOrders#1, ShowOrder#2]\n"
    static let changed = "step 1  tap ShowOrder\n  now       Main[ListOrders#1, ShowOrder#3]\n"

    @Test func missingModeRecordsAnAbsentGoldenInNewFolders() throws {
        let folder = try TemporaryFolder()
        let golden = GoldenFile(path: folder.path + "/Scenarios/deep/a.trace")
        #expect(try golden.compare(Self.trace, mode: .missing) == .recorded(diff: nil))
        #expect(folder.read("Scenarios/deep/a.trace") == Self.trace)
        #expect(try golden.compare(Self.trace, mode: .missing) == .matched)
        #expect(!GoldenOutcome.recorded(diff: nil).isFailure)
    }

    @Test func missingModeReportsAMismatchWithoutWriting() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.trace, to: "a.trace")
        let outcome = try GoldenFile(path: folder.path + "/a.trace").compare(Self.changed, mode: .missing)
        #expect(outcome == .mismatch(diff: UnifiedDiff(golden: Self.trace, actual: Self.changed), rerecorded: false))
        #expect(outcome.isFailure)
        #expect(folder.read("a.trace") == Self.trace)
        guard case .mismatch(let diff, _) = outcome else { return }
        #expect(
            diff.description == """
                --- golden
                +++ actual
                @@ -1,2 +1,2 @@
                 step 1  tap ShowOrder
                -  now       Main[ListOrders#1, ShowOrder#2]
                +  now       Main[ListOrders#1, ShowOrder#3]

                """)
    }

    @Test func neverModeNeverWrites() throws {
        let folder = try TemporaryFolder()
        let golden = GoldenFile(path: folder.path + "/sub/a.trace")
        #expect(try golden.compare(Self.trace, mode: .never) == .missing)
        #expect(GoldenOutcome.missing.isFailure)
        #expect(try folder.contents() == [])  // not even the parent folder
        try FileManager.default.createDirectory(atPath: folder.path + "/sub", withIntermediateDirectories: false)
        try folder.write(Self.trace, to: "sub/a.trace")
        #expect(try golden.compare(Self.changed, mode: .never).name == "mismatch")
        #expect(folder.read("sub/a.trace") == Self.trace)
        #expect(try golden.compare(Self.trace, mode: .never) == .matched)
    }

    @Test func ciDefaultsToNeverRecording() throws {
        let folder = try TemporaryFolder()
        let mode = try RecordMode.resolve(flag: nil, environment: ["CI": "true"]).get()
        #expect(try GoldenFile(path: folder.path + "/a.trace").compare(Self.trace, mode: mode) == .missing)
        #expect(try folder.contents() == [])
    }

    @Test func allModeRewritesWhatDiffersAndPasses() throws {
        let folder = try TemporaryFolder()
        let golden = GoldenFile(path: folder.path + "/a.trace")
        #expect(try golden.compare(Self.trace, mode: .all) == .recorded(diff: nil))
        #expect(try golden.compare(Self.trace, mode: .all) == .matched)
        let outcome = try golden.compare(Self.changed, mode: .all)
        #expect(outcome == .recorded(diff: UnifiedDiff(golden: Self.trace, actual: Self.changed)))
        #expect(!outcome.isFailure)
        #expect(folder.read("a.trace") == Self.changed)
    }

    @Test func failedModeRewritesAMismatchAndStillFails() throws {
        let folder = try TemporaryFolder()
        let golden = GoldenFile(path: folder.path + "/a.trace")
        #expect(try golden.compare(Self.trace, mode: .failed) == .recorded(diff: nil))
        let outcome = try golden.compare(Self.changed, mode: .failed)
        #expect(outcome == .mismatch(diff: UnifiedDiff(golden: Self.trace, actual: Self.changed), rerecorded: true))
        #expect(outcome.isFailure)
        #expect(folder.read("a.trace") == Self.changed)
        #expect(try golden.compare(Self.changed, mode: .failed) == .matched)
    }

    @Test func aCRLFGoldenMatchesAndIsNotRewritten() throws {
        let folder = try TemporaryFolder()
        let crlf = Self.trace.replacingOccurrences("\n", with: "\r\n")
        try folder.write(crlf, to: "a.trace")
        #expect(try GoldenFile(path: folder.path + "/a.trace").compare(Self.trace, mode: .all) == .matched)
        #expect(folder.read("a.trace") == crlf)
        #expect(GoldenFile.normalizingLineEndings("a\r\nb\rc\n\r\n") == "a\nb\nc\n\n")
    }

    @Test func writesAtomicallyLeavingNoTemporaryFiles() throws {
        let folder = try TemporaryFolder()
        let golden = GoldenFile(path: folder.path + "/a.trace")
        for mode in [RecordMode.missing, .all, .failed] {
            _ = try golden.compare(Self.trace + "\(mode)\n", mode: mode)
            _ = try golden.compare(Self.changed + "\(mode)\n", mode: mode)
        }
        #expect(try folder.contents() == ["a.trace"])
    }

    @Test func aFailedWriteKeepsTheOldGoldenAndLeavesNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.trace, to: "a.trace")
        // A golden path that is a folder cannot be replaced by a file.
        try FileManager.default.createDirectory(atPath: folder.path + "/b.trace", withIntermediateDirectories: false)
        #expect(throws: GoldenFileError.self) {
            try GoldenFile(path: folder.path + "/b.trace").compare(Self.trace, mode: .all)
        }
        do {
            _ = try GoldenFile(path: folder.path + "/b.trace").compare(Self.trace, mode: .all)
        } catch {
            #expect(error.message == "cannot read golden file: it is a directory")
        }
        // A parent that is a file: creating the folder fails, nothing is left behind.
        do {
            _ = try GoldenFile(path: folder.path + "/a.trace/c.trace").compare(Self.trace, mode: .missing)
            Issue.record("wrote below a file")
        } catch {
            #expect(error.message.hasPrefix("cannot "))
        }
        #expect(try folder.contents() == ["a.trace", "b.trace"])
        #expect(folder.read("a.trace") == Self.trace)
        // A rename that fails after the temporary file was written removes the temporary file.
        try folder.write("x", to: "b.trace/inside")
        #expect(throws: FileSystemFailure.self) {
            try LocalFileSystem().replace(folder.path + "/b.trace", with: Array("y".utf8))
        }
        #expect(try folder.contents() == ["a.trace", "b.trace"])
        #expect(try folder.contents(of: "b.trace") == ["inside"])
    }

    @Test func namesTheGoldenOfAScenario() {
        #expect(
            GoldenFile(scenarioPath: "Scenarios/cleanstore/edit-order.scenario").path
                == "Scenarios/cleanstore/edit-order.trace")
        #expect(GoldenFile(scenarioPath: "x").path == "x.trace")
    }

    @Test func outcomesHaveTheSpecsNames() {
        let diff = UnifiedDiff(golden: "a", actual: "b")
        #expect(
            [GoldenOutcome.matched, .recorded(diff: nil), .mismatch(diff: diff, rerecorded: true), .missing].map(\.name)
                == ["matched", "recorded", "mismatch", "missing"])
    }
}
