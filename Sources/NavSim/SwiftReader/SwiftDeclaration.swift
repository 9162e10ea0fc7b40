/// A declaration `SwiftDeclarationReader` found: a type, an extension, a protocol, a function,
/// an initialiser or a property, with where it is and, for types, its members. Code inside
/// function bodies is kept as the token range of the body, for `SwiftStatements` to read.
struct SwiftDeclaration: Sendable {
    /// What is declared.
    enum Kind: String, Sendable {
        case `class`, `struct`, `enum`, actor, `protocol`, `extension`
        case function, initializer, variable
        /// `typealias`, `subscript`, `deinit`, an enum `case`, …: known, and not read further.
        case other
    }

    /// A function's or initialiser's parameter.
    struct Parameter: Sendable {
        /// The argument label (`_` for none); the same as `name` when only one is written.
        var label: String
        /// The name the body uses.
        var name: String
        /// The type's tokens, `inout` removed.
        var type: Range<Int>
        /// Whether the type was `inout`.
        var isInout: Bool
    }

    /// The kind.
    var kind: Kind
    /// The name: a type's (an extension's extended type, `A.B` for a nested one), a function's,
    /// a property's; `init` for an initialiser.
    var name: String
    /// Where the declaration's keyword is.
    var position: SourcePosition
    /// Modifiers and attributes written before it (`private`, `static`, `@IBAction`, `@objc`).
    var modifiers: Set<String> = []
    /// A type's or extension's inheritance clause, each entry's last name (`UIViewController`,
    /// `ListOrdersDataStore`); a protocol composition's parts are separate entries.
    var inherited: [String] = []
    /// A function's or initialiser's parameters.
    var parameters: [Parameter] = []
    /// Whether an initialiser is failable (`init?`).
    var isFailable = false
    /// A property's type annotation, or a function's return type: token range.
    var type: Range<Int>?
    /// A property's initial value: token range, after `=`.
    var initialValue: Range<Int>?
    /// The tokens between a body's braces: a function's or initialiser's code, a computed
    /// property's getter, or a protocol property's `get set`.
    var body: Range<Int>?
    /// A type's, extension's or protocol's members.
    var members: [SwiftDeclaration] = []
    /// An enum `case` declaration's case names (`case a, b(Int) = …` → `a`, `b`).
    var caseNames: [String] = []

    /// Whether the declaration is a type, an extension or a protocol.
    var isTypeLike: Bool {
        switch kind {
        case .class, .struct, .enum, .actor, .protocol, .extension: return true
        default: return false
        }
    }

    /// The labels of the parameters, as Swift names the function: `routeToShowOrder(segue:)`.
    var signature: String {
        kind == .initializer || kind == .function
            ? name + "(" + parameters.map { $0.label + ":" }.joined() + ")"
            : name
    }
}
