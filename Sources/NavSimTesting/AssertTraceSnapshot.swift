import Foundation
import NavSim

/// Asserts that `trace` matches its golden file, `__Snapshots__/<TestFile>/<name>.trace` beside
/// the calling test file, under Swift Testing or XCTest.
///
/// The record mode is `record` when given, else `NAVSIM_RECORD`, else `never` when `CI` is set
/// and `missing` otherwise (spec §5). A mismatch fails the test with a unified diff and says how
/// to re-record. A recorded golden passes, as in `navsim check`: Swift Testing shows a warning,
/// XCTest stays silent. Commit the `__Snapshots__` folder.
///
/// ```swift
/// @Test func editOrder() {
///     assertTraceSnapshot(of: trace, named: "edit-order")
/// }
/// ```
public func assertTraceSnapshot(
    of trace: String,
    named name: String,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let snapshot = TraceSnapshot(name: name, testFilePath: "\(filePath)")
    let verdict = snapshot.verdict(for: trace, record: record, environment: ProcessInfo.processInfo.environment)
    FailureReporter.report(
        verdict, at: FailureReporter.Location(fileID: fileID, filePath: filePath, line: line, column: column))
}

/// Asserts that a replay passed and that its trace (`TraceRenderer.render`) matches its golden.
///
/// A scenario that failed (an expectation, an unexpected violation) fails the test even when
/// the trace matches, as in `navsim check`, and mode `missing` does not record its golden; to
/// snapshot a failing replay on purpose, pass `record: .all`, or `TraceRenderer.render(result)`
/// to the `String` overload.
///
/// ```swift
/// @Test func editOrder() throws {
///     let result = try replayScenario("Scenarios/cleanstore/edit-order.scenario")
///     assertTraceSnapshot(of: result, named: "edit-order")
/// }
/// ```
public func assertTraceSnapshot(
    of result: ReplayResult,
    named name: String,
    record: RecordMode? = nil,
    fileID: StaticString = #fileID,
    filePath: StaticString = #filePath,
    line: UInt = #line,
    column: UInt = #column
) {
    let location = FailureReporter.Location(fileID: fileID, filePath: filePath, line: line, column: column)
    let failure = TraceSnapshot.failureMessage(of: result)
    if let failure { FailureReporter.report(.failed(message: failure), at: location) }
    let snapshot = TraceSnapshot(name: name, testFilePath: "\(filePath)")
    let trace = TraceRenderer.render(result)
    FailureReporter.report(
        snapshot.verdict(
            for: trace, record: record, environment: ProcessInfo.processInfo.environment, replayFailed: failure != nil),
        at: location)
}
