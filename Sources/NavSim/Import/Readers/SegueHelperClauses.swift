/// A `prepare(for:sender:)` that hands `segue.destination` to a helper which sets data by the
/// destination's class — a method of an `extension UIStoryboardSegue`
/// (`segue.hand(album, to: segue.destination)`) or of the view controller
/// (`configure(segue.destination)`) whose body is a list of clauses:
///
/// ```swift
/// func hand(_ item: Item?, to destination: UIViewController) {
///     if let navigation = destination as? UINavigationController { hand(item, to: navigation.viewControllers[0]) }
///     if let detail = destination as? DetailViewController { detail.item = item }
///     if let editor = destination as? EditorViewController { editor.item = item }
/// }
/// ```
///
/// Each clause that casts the destination to a view controller class is a site for the source's
/// segue to that class (or to a navigation controller around it, which the helper's own
/// recursion unwraps); the helper's other parameters stand for what the call gives them, read in
/// the caller. A clause no storyboard segue from the source reaches is dropped silently
/// (`NavigationSite.dispatchesOnClass`): the helper serves every destination.
enum SegueHelperClauses {
    /// The sites of the helper calls in `ranges` (a branch of `source`'s `prepare(for:sender:)`
    /// in file `file`, whose segue parameter is `segue`, its names having `roles`), and warnings.
    static func sites(
        in ranges: [Range<Int>], file: Int, segue: String, source: String, identifier: String?,
        roles: [String: RouteBodyReader.Role], index: SwiftTypeIndex
    ) -> (sites: [NavigationSite], diagnostics: [Diagnostic]) {
        let text = index.files[file]
        var sites: [NavigationSite] = []
        var diagnostics: [Diagnostic] = []
        for range in ranges {
            for call in SwiftCall.all(in: range, of: text) {
                guard let helper = helper(for: call, file: text, segue: segue, source: source, index: index),
                    let body = helper.declaration.body
                else { continue }
                // The parameter given `segue.destination`, and what the others stand for.
                var destination: String?
                var helperRoles: [String: RouteBodyReader.Role] = [:]
                let values = PassValueReader(index: index, roles: roles, unwinding: false)
                for (parameter, argument) in zip(helper.declaration.parameters, call.arguments) {
                    if let chain = PathChain(argument.value, in: text), chain.names == [segue, "destination"] {
                        destination = parameter.name
                    } else if let expression = values.expression(argument.value, file: file) {
                        helperRoles[parameter.name] = .known(expression)
                    }
                }
                guard let destination else { continue }
                let origin = index.origin(text.tokens[call.nameIndex].position, file: file)
                for clause in clauses(of: body, casting: destination, in: index.files[helper.file], index: index) {
                    var clauseRoles = helperRoles
                    clauseRoles[clause.name] = .destinationController
                    let read = RouteBodyReader.read(
                        [clause.body], file: helper.file, router: source, roles: clauseRoles, index: index)
                    diagnostics += read.diagnostics
                    var site = NavigationSite(
                        trigger: .segue(identifier: identifier), source: source, destination: clause.type,
                        obtained: .segue, action: nil, passes: read.branch.passes, origin: origin,
                        method: helper.declaration.signature)
                    site.dispatchesOnClass = true
                    sites.append(site)
                }
            }
        }
        return (sites, diagnostics)
    }

    /// The function `call` runs when it is a helper given the destination: a method of an
    /// extension of `UIStoryboardSegue` called on the segue, or of `source`'s class chain called
    /// on nothing or `self`.
    private static func helper(
        for call: SwiftCall, file: SwiftSourceFile, segue: String, source: String, index: SwiftTypeIndex
    ) -> SwiftTypeIndex.Member? {
        let receiver = file.text(call.receiver)
        let candidates: [SwiftTypeIndex.Member]
        if receiver == segue {
            candidates = index.members(of: "UIStoryboardSegue")
        } else if receiver.isEmpty || receiver == "self" {
            candidates = index.classChain(from: source).flatMap { index.members(of: $0) }
        } else {
            return nil
        }
        return candidates.first { member in
            member.declaration.kind == .function && member.declaration.name == call.name
                && member.declaration.body != nil && member.declaration.parameters.count == call.arguments.count
        }
    }

    /// A clause: `if let name = destination as? Type { body }`.
    private struct Clause {
        var name: String
        var type: String
        var body: Range<Int>
    }

    /// The top-level `if let x = destination as? T { … }` statements of `body` whose `T` is a view
    /// controller class of the app (UIKit's containers left out: the helper unwraps them itself).
    private static func clauses(
        of body: Range<Int>, casting destination: String, in file: SwiftSourceFile, index: SwiftTypeIndex
    ) -> [Clause] {
        let tokens = file.tokens
        var clauses: [Clause] = []
        for statement in file.statements(in: body) where tokens[statement.lowerBound].isIdentifier("if") {
            guard let open = statement.first(where: { tokens[$0].isPunctuation("{") }), file.partners[open] > open,
                open - statement.lowerBound >= 6
            else { continue }
            let head = statement.lowerBound..<open
            let start = statement.lowerBound + 1
            guard tokens[start].isIdentifier("let") || tokens[start].isIdentifier("var"),
                tokens[start + 1].kind == .identifier, tokens[start + 2].isOperator("="),
                tokens[start + 3].isIdentifier(destination), tokens[start + 4].isIdentifier("as"),
                let type = head.dropFirst(6).first(where: { tokens[$0].kind == .identifier }).map({ tokens[$0].text }),
                !type.hasPrefix("UI"), type.hasSuffix("ViewController") || index.isViewController(type)
            else { continue }
            clauses.append(Clause(name: tokens[start + 1].text, type: type, body: (open + 1)..<file.partners[open]))
        }
        return clauses
    }
}
