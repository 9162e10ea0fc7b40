/// A place in a source file: 1-based line and 1-based UTF-8 byte column, as compilers count them.
public struct SourcePosition: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The 1-based line number.
    public var line: Int
    /// The 1-based column, counted in UTF-8 bytes from the start of the line.
    public var column: Int

    /// Creates a position from a 1-based line and column.
    public init(line: Int, column: Int) {
        self.line = line
        self.column = column
    }

    /// Orders positions by line, then column.
    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool {
        (lhs.line, lhs.column) < (rhs.line, rhs.column)
    }

    /// `line:column`, as diagnostics print it.
    public var description: String { "\(line):\(column)" }
}
