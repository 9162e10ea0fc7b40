import Testing
@testable import NavSimCLI

@Suite struct CLIPlaceholderTests {}
