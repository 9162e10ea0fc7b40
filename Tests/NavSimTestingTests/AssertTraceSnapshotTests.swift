import Foundation
import NavSim
import Testing

@testable import NavSimTesting

@Suite struct AssertTraceSnapshotTests {
    @Test func matchesTheCommittedGolden() {
        assertTraceSnapshot(of: Fixtures.editOrder, named: "edit-order", record: .never)
    }

    @Test func matchesAGoldenWithCRLFLineEndings() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let snapshot = TraceSnapshot(name: "crlf", testFilePath: folder + "/CRLFTests.swift")
        try FileManager.default.createDirectory(
            atPath: folder + "/__Snapshots__/CRLFTests", withIntermediateDirectories: true)
        try Data(Fixtures.editOrder.replacingOccurrences(of: "\n", with: "\r\n").utf8)
            .write(to: URL(fileURLWithPath: snapshot.goldenPath))
        #expect(snapshot.verdict(for: Fixtures.editOrder, record: .never, environment: [:]) == .passed)
    }

    @Test func failsOnAMismatchWithADiffAndHowToReRecord() {
        withKnownIssue {
            assertTraceSnapshot(of: Fixtures.editOrderChanged, named: "edit-order", record: .never)
        } matching: { issue in
            let text = issue.comments.map(\.rawValue).joined()
            return text.contains("trace snapshot 'edit-order' does not match its golden")
                && text.contains("-  2 pass    orderToEdit = {id: \"b2\", name: \"Bob\", total: 7}")
                && text.contains("+  2 pass    orderToEdit = {id: \"b2\", name: \"Bob\", total: 9}")
                && text.contains("NAVSIM_RECORD=failed swift test")
                && issue.sourceLocation?.fileName == "AssertTraceSnapshotTests.swift"
        }
    }

    @Test func failsWhenNeverModeFindsNoGolden() {
        withKnownIssue {
            assertTraceSnapshot(of: Fixtures.editOrder, named: "not-recorded", record: .never)
        } matching: { issue in
            issue.comments.map(\.rawValue).joined().hasPrefix("no golden trace for snapshot 'not-recorded'")
        }
        #expect(
            !FileManager.default.fileExists(
                atPath: TraceSnapshot(name: "not-recorded", testFilePath: #filePath).goldenPath))
    }

    @Test func recordsAMissingGoldenAndPasses() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let snapshot = TraceSnapshot(name: "new", testFilePath: folder + "/Deep/UserFlowTests.swift")
        #expect(snapshot.goldenPath == folder + "/Deep/__Snapshots__/UserFlowTests/new.trace")
        let verdict = snapshot.verdict(for: Fixtures.editOrder, record: nil, environment: [:])
        #expect(
            verdict
                == .recorded(message: "recorded trace snapshot 'new' at \(snapshot.goldenPath) (record mode 'missing')")
        )
        #expect(FileManager.default.contents(atPath: snapshot.goldenPath) == Data(Fixtures.editOrder.utf8))
        #expect(snapshot.verdict(for: Fixtures.editOrder, record: nil, environment: [:]) == .passed)
        // Reported as a warning, which does not fail the test.
        FailureReporter.report(
            verdict, at: FailureReporter.Location(fileID: #fileID, filePath: #filePath, line: #line, column: #column))
    }

    @Test func aFailingReplaysGoldenIsNotRecordedInMissingMode() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let snapshot = TraceSnapshot(name: "failing", testFilePath: folder + "/FailingTests.swift")
        let verdict = snapshot.verdict(for: Fixtures.editOrder, record: .missing, environment: [:], replayFailed: true)
        guard case .failed(let message) = verdict else {
            Issue.record("expected a failure, got \(verdict)")
            return
        }
        #expect(message.contains("not recorded while the scenario fails") && message.contains("record: .all"))
        #expect(!FileManager.default.fileExists(atPath: snapshot.goldenPath))
        // Asked for, it is recorded.
        #expect(
            snapshot.verdict(for: Fixtures.editOrder, record: .all, environment: [:], replayFailed: true)
                == .recorded(message: "recorded trace snapshot 'failing' at \(snapshot.goldenPath) (record mode 'all')")
        )
        #expect(FileManager.default.fileExists(atPath: snapshot.goldenPath))
    }

    @Test func resolvesTheModeFromTheEnvironment() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let snapshot = TraceSnapshot(name: "ci", testFilePath: folder + "/CITests.swift")
        #expect(
            snapshot.verdict(for: Fixtures.editOrder, record: nil, environment: ["CI": "true"])
                == .failed(
                    message:
                        "no golden trace for snapshot 'ci' at \(snapshot.goldenPath); record mode is 'never' (CI is set, so nothing is recorded)\n"
                        + "record it: NAVSIM_RECORD=missing swift test, or pass record: .missing"))
        #expect(!FileManager.default.fileExists(atPath: snapshot.goldenPath))
        #expect(
            snapshot.verdict(for: Fixtures.editOrder, record: nil, environment: ["NAVSIM_RECORD": "sometimes"])
                == .failed(
                    message:
                        "invalid record mode 'sometimes' in NAVSIM_RECORD; expected 'missing', 'all', 'failed' or 'never'"
                ))
        // An explicit mode wins over the environment.
        #expect(
            snapshot.verdict(for: Fixtures.editOrder, record: .missing, environment: ["CI": "true"]).isRecorded)
    }

    @Test func failedModeRewritesAndStillFails() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let snapshot = TraceSnapshot(name: "flow", testFilePath: folder + "/FlowTests.swift")
        _ = snapshot.verdict(for: Fixtures.editOrder, record: .missing, environment: [:])
        let verdict = snapshot.verdict(
            for: Fixtures.editOrderChanged, record: nil, environment: ["NAVSIM_RECORD": "failed"])
        guard case .failed(let message) = verdict else {
            Issue.record("passed: \(verdict)")
            return
        }
        #expect(message.hasPrefix("trace snapshot 'flow' did not match its golden, which was rewritten"))
        #expect(snapshot.verdict(for: Fixtures.editOrderChanged, record: .never, environment: [:]) == .passed)
    }

    @Test func rejectsNamesThatAreNotFileNames() {
        for name in ["", "a/b", "..", "."] {
            guard
                case .failed = TraceSnapshot(name: name, testFilePath: "/tmp/X.swift").verdict(
                    for: "", record: .never, environment: [:])
            else {
                Issue.record("accepted snapshot name '\(name)'")
                continue
            }
        }
    }
}

extension TraceSnapshot.Verdict {
    var isRecorded: Bool { if case .recorded = self { true } else { false } }
}

/// A snapshot recorded before goldens left source positions out still passes, with a warning,
/// and `record: .all` rewrites it without them.
@Suite struct OldFormatSnapshotTests {
    @Test func anOldSnapshotPassesWithAWarningUntilRecordAllRewritesIt() throws {
        var package = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { package.deleteLastPathComponent() }
        let old = try String(
            contentsOfFile: package.path + "/Tests/NavSimCLITests/Goldens/old-format/edit-order.trace", encoding: .utf8)
        let result = try replayScenario("Scenarios/CleanStore/edit-order.scenario")
        let trace = TraceRenderer.render(result)
        #expect(trace != old)

        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let snapshot = TraceSnapshot(name: "old", testFilePath: folder + "/OldTests.swift")
        try FileManager.default.createDirectory(
            atPath: folder + "/__Snapshots__/OldTests", withIntermediateDirectories: true)
        try Data(old.utf8).write(to: URL(fileURLWithPath: snapshot.goldenPath))

        guard case .recorded(let warning) = snapshot.verdict(for: trace, record: .never, environment: [:]) else {
            Issue.record("an old snapshot that matches passes with a warning")
            return
        }
        #expect(warning.contains("holds source positions") && warning.contains("NAVSIM_RECORD=all"))
        #expect(try String(contentsOfFile: snapshot.goldenPath, encoding: .utf8) == old, "mode never writes nothing")

        guard case .recorded(let rewritten) = snapshot.verdict(for: trace, record: .all, environment: [:]) else {
            Issue.record("record: .all rewrites an old snapshot")
            return
        }
        #expect(rewritten.contains("source positions removed"))
        #expect(try String(contentsOfFile: snapshot.goldenPath, encoding: .utf8) == trace)
        #expect(snapshot.verdict(for: trace, record: .never, environment: [:]) == .passed)
    }
}
