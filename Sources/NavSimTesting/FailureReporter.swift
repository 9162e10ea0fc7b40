import NavSim

#if canImport(Testing)
    import Testing
#endif
#if canImport(XCTest)
    import XCTest
#endif

/// Sends a snapshot verdict to the test framework that is running: Swift Testing when a test of
/// it is current, XCTest otherwise.
enum FailureReporter {
    /// Where the assertion was written.
    struct Location {
        var fileID: StaticString
        var filePath: StaticString
        var line: UInt
        var column: UInt
    }

    static func report(_ verdict: TraceSnapshot.Verdict, at location: Location) {
        switch verdict {
        case .passed:
            return
        case .recorded(let message):
            #if canImport(Testing) && compiler(>=6.3)
                if Test.current != nil {
                    Issue.record(
                        Comment(rawValue: message), severity: .warning, sourceLocation: sourceLocation(location))
                }
            #endif
            _ = message  // XCTest has no warnings: a recorded golden passes silently.
        case .failed(let message):
            #if canImport(Testing)
                if Test.current != nil {
                    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation(location))
                    return
                }
            #endif
            #if canImport(XCTest)
                XCTFail(message, file: location.filePath, line: location.line)
            #else
                fatalError(message)
            #endif
        }
    }

    #if canImport(Testing)
        static func sourceLocation(_ location: Location) -> Testing.SourceLocation {
            Testing.SourceLocation(
                fileID: "\(location.fileID)", filePath: "\(location.filePath)", line: Int(location.line),
                column: Int(location.column))
        }
    #endif
}
