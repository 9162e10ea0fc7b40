/// The stored properties a view controller sets itself while it loads: assigned at the top level
/// of its initialisers, `awakeFromNib`, `loadView`, `viewDidLoad` or `viewWillAppear` (UIKit runs
/// them all before the view appears) or `viewDidAppear` (a value the screen sets once it is on
/// screen is no data a route passes; a read of it before then would be the app's own bug, which
/// this does not look for), or of a method of its own they call there, a few calls deep.
///
/// `var child: ChildViewController!` set by `viewDidLoad` → `configureChild()` is never nil when
/// the screen appears, whatever a route passes: the import writes it optional, not `!`. An
/// assignment under an `if`, a loop or a closure does not count (it may not run).
///
/// An initialiser that assigns a property from its own arguments (`self.item = item`,
/// `self.model = Model(item)`) is constructor injection: a route that builds the screen passes
/// the value. One that assigns it from anything else (`self.helper = Helper(tabs: tabBar)`) sets
/// it itself: no route passes it.
enum SelfLoadedFields {
    /// How the screen's loading code assigns one property.
    struct Assignment {
        /// The loading method that (directly or through calls) assigns it first: `init`,
        /// `viewDidLoad`, ….
        var method: String
        /// Whether an initialiser assigns it from an expression that reads the initialiser's own
        /// arguments (`coder` aside: the storyboard's archive is no value a route passes).
        var fromArguments: Bool
    }

    /// The methods UIKit runs on a view controller before its view appears, and as it appears.
    static let loadingMethods: Set<String> = [
        "init", "awakeFromNib", "loadView", "viewDidLoad", "viewWillAppear", "viewDidAppear",
    ]

    /// How many calls into the class's own methods are followed from a loading method.
    static let callDepth = 3

    /// Each property of `name` (or its superclasses) that its loading code assigns, with the
    /// loading method that (directly or through calls) assigns it.
    static func assigned(in name: String, index: SwiftTypeIndex) -> [String: Assignment] {
        let members = index.classChain(from: name).flatMap { index.members(of: $0) }
        let properties = Set(members.filter { $0.declaration.kind == .variable }.map(\.declaration.name))
        var methods: [String: [SwiftTypeIndex.Member]] = [:]
        for member in members where member.declaration.kind == .function && member.declaration.body != nil {
            methods[member.declaration.name, default: []].append(member)
        }
        var result: [String: Assignment] = [:]
        let entries = members.filter { member in
            member.declaration.body != nil
                && (member.declaration.kind == .initializer
                    || (member.declaration.kind == .function && loadingMethods.contains(member.declaration.name)))
        }
        for entry in entries {
            let isInitializer = entry.declaration.kind == .initializer
            let label = isInitializer ? "init" : entry.declaration.name
            // `coder` by its label: Xcode's `init?(coder aDecoder: NSCoder)` names it otherwise.
            let arguments =
                isInitializer ? Set(entry.declaration.parameters.filter { $0.label != "coder" }.map(\.name)) : []
            var visited: Set<String> = []
            var frontier = [(entry, 0)]
            while let (member, depth) = frontier.popLast() {
                // The entry's arguments are read by name in its own body only.
                let (fields, calls) = topLevel(
                    member, index: index, properties: properties, arguments: depth == 0 ? arguments : [])
                for (field, fromArguments) in fields {
                    result[field, default: Assignment(method: label, fromArguments: false)].fromArguments =
                        (result[field]?.fromArguments ?? false) || fromArguments
                }
                guard depth < callDepth else { continue }
                for call in calls where visited.insert(call).inserted {
                    frontier += (methods[call] ?? []).map { ($0, depth + 1) }
                }
            }
        }
        return result
    }

    /// The properties `member`'s body assigns (`x = …`, `self.x = …`), each with whether the
    /// assigned value reads one of `arguments`, and the names it calls (`f(…)`, `self.f(…)`), in
    /// its top-level statements and outside any block or closure of them.
    private static func topLevel(
        _ member: SwiftTypeIndex.Member, index: SwiftTypeIndex, properties: Set<String>, arguments: Set<String>
    ) -> (fields: [(name: String, fromArguments: Bool)], calls: [String]) {
        guard let body = member.declaration.body else { return ([], []) }
        let file = index.files[member.file]
        var fields: [(name: String, fromArguments: Bool)] = []
        var calls: [String] = []
        for statement in file.statements(in: body) {
            // `if`, `guard`, `for`, `switch`: no chain before their `=` (`if let x = …`), and what is
            // in their blocks may not run.
            if let equals = file.topLevelEquals(in: statement),
                let chain = PathChain(statement.lowerBound..<equals, in: file)
            {
                let names = chain.root == "self" ? Array(chain.names.dropFirst()) : chain.names
                if names.count == 1, properties.contains(names[0]) {
                    let value = (equals + 1)..<statement.upperBound
                    let fromArguments =
                        !arguments.isEmpty
                        && value.contains {
                            file.tokens[$0].kind == .identifier && arguments.contains(file.tokens[$0].text)
                        }
                    fields.append((names[0], fromArguments))
                }
            }
            for call in SwiftCall.all(in: statement, of: file)
            where call.receiver.isEmpty || file.text(call.receiver) == "self" {
                let inBlock = statement.contains { open in
                    file.tokens[open].isPunctuation("{") && open < call.nameIndex
                        && file.partners[open] > call.nameIndex
                }
                if !inBlock { calls.append(call.name) }
            }
        }
        return (fields, calls)
    }
}
