import Testing
@testable import NavSimTesting

@Suite struct SnapshotPlaceholderTests {}
