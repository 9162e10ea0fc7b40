/// A `routeToX(segue:)` body cut where it tests its segue: the code that runs with a segue
/// (`if let segue = segue { … }`, `if segue != nil`, what follows `guard let segue else { … }`),
/// the code that runs without one (the `else`), and the code that runs either way. Clean Swift's
/// template navigates only without a segue; a router that navigates with one presents twice.
struct SegueBranches: Sendable {
    /// Statements that run whether or not there is a segue.
    var shared: [Range<Int>] = []
    /// Blocks that run with a segue.
    var withSegue: [Range<Int>] = []
    /// Blocks that run without one.
    var withoutSegue: [Range<Int>] = []

    /// Cuts `body` (tokens of `file`) at its first test of `segue` (the parameter's name; nil
    /// for a route that takes none: everything is shared).
    init(_ body: Range<Int>, segue: String?, in file: SwiftSourceFile) {
        guard let segue else {
            shared = [body]
            return
        }
        let tokens = file.tokens
        var found = false
        var afterGuard = false
        for statement in file.statements(in: body) {
            let first = tokens[statement.lowerBound]
            guard !found, first.isIdentifier("if") || first.isIdentifier("guard"),
                let open = (statement.lowerBound..<statement.upperBound).first(where: { tokens[$0].isPunctuation("{") }
                ),
                tokens[(statement.lowerBound + 1)..<open].contains(where: { $0.isIdentifier(segue) })
            else {
                if afterGuard {
                    withSegue.append(statement)
                } else {
                    shared.append(statement)
                }
                continue
            }
            found = true
            let condition = tokens[(statement.lowerBound + 1)..<open]
            let testsForNil =
                condition.contains { $0.isOperator("==") } && condition.contains { $0.isIdentifier("nil") }
            let thenBlock = (open + 1)..<min(file.partners[open], statement.upperBound)
            let afterThen = file.after(open)
            var elseBlock: Range<Int>?
            if afterThen < statement.upperBound, tokens[afterThen].isIdentifier("else") {
                let next = afterThen + 1
                if next < statement.upperBound, tokens[next].isPunctuation("{") {
                    elseBlock = (next + 1)..<min(file.partners[next], statement.upperBound)
                } else {
                    elseBlock = next..<statement.upperBound
                }
            }
            if first.isIdentifier("guard") {
                // `guard let segue else { … }`: the block runs without a segue, the rest with one.
                withoutSegue.append(thenBlock)
                afterGuard = true
            } else if testsForNil {
                withoutSegue.append(thenBlock)
                if let elseBlock { withSegue.append(elseBlock) }
            } else {
                withSegue.append(thenBlock)
                if let elseBlock { withoutSegue.append(elseBlock) }
            }
        }
    }
}
