import Testing

@testable import NavSim

/// A check run reads and writes only through the file system it is given, and reports each
/// failure of that file system with the system's reason.
@Suite struct CheckRunFileSystemTests {
    static let graph = "graph G\nscene A\nscene B\nstart A\nsegue toB: A -> B show\n"
    static let scenario = "scenario \"to B\"\ngraph G\ntap toB\nexpect top B\n"

    private func project() -> MemoryFileSystem {
        MemoryFileSystem([
            "/p/Graphs/G.navgraph": Self.graph,
            "/p/Scenarios/go.scenario": Self.scenario,
            "/p/Scenarios/.hidden/old.scenario": "not a scenario",
        ])
    }

    private func run(_ fileSystem: MemoryFileSystem, mode: RecordMode) -> CheckReport {
        CheckRun.run(CheckRun.Options(paths: [], recordMode: mode, currentDirectory: "/p"), in: fileSystem)
    }

    @Test func readsAndRecordsThroughTheGivenFileSystem() throws {
        let fileSystem = project()
        let report = run(fileSystem, mode: .missing)
        #expect(report.diagnostics.isEmpty)
        #expect(report.scenarios.map(\.file) == ["Scenarios/go.scenario"])
        #expect(report.scenarios.map(\.golden) == [.compared(.recorded(diff: nil))])
        #expect(fileSystem.written == ["/p/Scenarios/go.trace"])
        let recorded = try #require(fileSystem.text("/p/Scenarios/go.trace"))
        #expect(recorded.hasPrefix("scenario") && recorded.contains("\"to B\""))
        // A second run matches what the first recorded and writes nothing more.
        #expect(run(fileSystem, mode: .missing).scenarios.map(\.golden) == [.compared(.matched)])
        #expect(fileSystem.written.count == 1)
    }

    @Test func aGoldenThatCannotBeReadIsAnErrorWithTheReason() {
        let fileSystem = project()
        fileSystem.failingReads["/p/Scenarios/go.trace"] = "input/output error"
        let report = run(fileSystem, mode: .missing)
        #expect(report.scenarios.map(\.golden) == [.unavailable])
        #expect(report.scenarios.map(\.status) == [.failed])
        let failure = report.scenarios.first?.failures.first
        #expect(failure?.id == CheckRun.ID.goldenUnavailable)
        #expect(failure?.file == "Scenarios/go.trace")
        #expect(failure?.message == "cannot read golden file: input/output error")
        #expect(fileSystem.written.isEmpty)
    }

    @Test func aGoldenThatCannotBeWrittenIsAnErrorWithTheReason() {
        let fileSystem = project()
        fileSystem.failingWrites["/p/Scenarios/go.trace"] = "no space left on device"
        let report = run(fileSystem, mode: .all)
        #expect(report.scenarios.map(\.golden) == [.unavailable])
        #expect(
            report.scenarios.first?.failures.map(\.message) == ["cannot write golden file: no space left on device"])
        #expect(!report.succeeded)
    }

    @Test func aSourceThatCannotBeReadIsOneDiagnosticWithTheReason() {
        let fileSystem = project()
        fileSystem.failingReads["/p/Graphs/G.navgraph"] = "permission denied"
        let report = run(fileSystem, mode: .never)
        #expect(
            report.diagnostics.map { "\($0.file):\($0.position.line) \($0.id): \($0.message)" }.contains(
                "Graphs/G.navgraph:1 unreadable-file: cannot read graph file: permission denied"))
        #expect(report.scenarios.map(\.status) == [.failed])
    }

    /// A folder that cannot be listed says why, instead of "no .navgraph or .scenario files";
    /// the folders that can be read are still checked.
    @Test func aFolderThatCannotBeReadSaysWhy() {
        let fileSystem = project()
        fileSystem.failingReads["/p/Scenarios"] = "permission denied"
        let report = run(fileSystem, mode: .never)
        #expect(report.diagnostics.map { "\($0.file) \($0.id)" } == ["Scenarios \(DiagnosticID.unreadableFolder)"])
        #expect(report.diagnostics.first?.message.hasSuffix(": permission denied") == true)
        #expect(report.scenarios.isEmpty)
    }

    /// A scenario's graph looked up by name in an unreadable `Graphs` says why it was not found.
    @Test func aGraphsFolderThatCannotBeReadSaysWhyTheGraphIsNotFound() {
        let fileSystem = MemoryFileSystem([
            "/p/Graphs/Other.navgraph": Self.graph, "/p/Scenarios/go.scenario": Self.scenario,
        ])
        fileSystem.failingReads["/p/Graphs"] = "permission denied"
        let report = CheckRun.run(
            CheckRun.Options(paths: ["Scenarios/go.scenario"], recordMode: .never, currentDirectory: "/p"),
            in: fileSystem)
        let failure = report.scenarios.first?.failures.first ?? report.diagnostics.first
        #expect(
            failure?.message.hasSuffix("cannot read folder 'Graphs': permission denied") == true,
            "\(String(describing: failure))")
    }
}
