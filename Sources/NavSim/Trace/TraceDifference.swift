/// Where a route trace first differs from its golden: the block it differs in, and the line of
/// the scenario file that block stands for — what a golden mismatch is reported at.
public struct TraceDifference: Hashable, Sendable {
    /// A block of a route trace.
    public enum Block: Hashable, Sendable {
        /// The header: `scenario`, `file`, `graph`.
        case header
        /// The launch block.
        case launch
        /// Step `number`'s block (1-based, as the trace numbers it).
        case step(Int)
        /// The closing lines: `stopped`, `result` and the failures.
        case footer
    }

    /// The block where the trace first differs.
    public var block: Block
    /// The scenario file's line the block stands for: the step's line, the `graph` line for the
    /// launch, the `scenario` line for the header and the closing lines.
    public var line: Int

    /// A difference in `block`, reported at the scenario's `line`.
    public init(block: Block, line: Int) {
        self.block = block
        self.line = line
    }
}
