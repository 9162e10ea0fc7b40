import Foundation
import NavSim
import XCTest

@testable import NavSimTesting

/// `assertTraceSnapshot` from an XCTest suite: failures go through `XCTFail`.
final class AssertTraceSnapshotXCTests: XCTestCase {
    func testMatchesTheCommittedGolden() {
        assertTraceSnapshot(of: Fixtures.editOrder, named: "edit-order", record: .never)
    }

    func testRecordsAMissingGolden() throws {
        let folder = try Fixtures.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let snapshot = TraceSnapshot(name: "new", testFilePath: folder + "/AssertTraceSnapshotXCTests.swift")
        guard case .recorded = snapshot.verdict(for: Fixtures.editOrder, record: .missing, environment: [:]) else {
            return XCTFail("not recorded")
        }
        XCTAssertEqual(FileManager.default.contents(atPath: snapshot.goldenPath), Data(Fixtures.editOrder.utf8))
    }

    /// `XCTExpectFailure` does not exist on Linux, so the failure is checked as the message the
    /// assertion would report.
    func testAMismatchFailsWithTheDiff() throws {
        let filePath = "\(#filePath)"
        let snapshot = TraceSnapshot(name: "edit-order", testFilePath: filePath)
        let verdict = snapshot.verdict(for: Fixtures.editOrderChanged, record: .never, environment: [:])
        XCTAssertEqual(
            verdict,
            .failed(
                message: """
                    trace snapshot 'edit-order' does not match its golden \(snapshot.goldenPath)

                    --- golden
                    +++ actual
                    @@ -1,6 +1,6 @@
                     step 6  tap EditOrder
                       route     EditOrder  ShowOrder#2 -> CreateOrder  segue show
                       1 get     CreateOrder#3 from storyboard, data store wired
                    -  2 pass    orderToEdit = {id: "b2", name: "Bob", total: 7}
                    +  2 pass    orderToEdit = {id: "b2", name: "Bob", total: 9}
                       3 nav     push onto Main, performed by the segue
                       now       Main[ListOrders#1, ShowOrder#2, CreateOrder#3]

                    if the new trace is right, re-record it: NAVSIM_RECORD=failed swift test, or pass record: .failed
                    """))
        XCTAssertTrue(
            snapshot.goldenPath.hasSuffix(
                "/NavSimTestingTests/__Snapshots__/AssertTraceSnapshotXCTests/edit-order.trace"))
    }
}
