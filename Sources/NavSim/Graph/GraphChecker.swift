/// Semantic checks of a parsed graph: names, duplicates, fields, constructor arguments, reachability.
public enum GraphChecker {
    /// Checks a parse result; returns the semantic diagnostics (the parser's are not repeated).
    public static func check(_ parsed: ParsedGraph) -> [Diagnostic] {
        []
    }
}
