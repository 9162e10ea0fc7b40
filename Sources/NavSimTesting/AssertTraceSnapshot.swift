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
