/// The types of an app's Swift files by name, with their extensions: where the Swift import
/// looks up a router's helper methods, a view controller's initialisers and superclass, and
/// the members of a data-store protocol, whichever files they are spread over.
struct SwiftTypeIndex: Sendable {
    /// A declaration and the file (an index into `files`) it is in.
    struct Member: Sendable {
        /// The file's index in `files`.
        var file: Int
        /// The declaration.
        var declaration: SwiftDeclaration
    }

    /// The index's tables, in one box: the index is held by every reader, walker and evaluator
    /// and copied with them, and a copy is then one reference counted, not thirteen. Written
    /// only while `init(files:)` builds the index, before anything else can see it.
    private final class Tables: @unchecked Sendable {
        let files: [SwiftSourceFile]
        var parts: [String: [Member]] = [:]
        var names: [String] = []
        var freeFunctions: [String: [Member]] = [:]
        var adopters: [String: [String]] = [:]
        var viewControllers: Set<String> = []
        var routers: Set<String> = []
        var enumCases: Set<String> = []
        var screenBuilders: [String: [Member]] = [:]
        var memberLists: [String: [Member]] = [:]
        var kinds: [String: SwiftDeclaration.Kind] = [:]
        var inheritedLists: [String: [String]] = [:]
        var classChains: [String: [String]] = [:]
        var containerBases: [String: String] = [:]

        init(files: [SwiftSourceFile]) { self.files = files }
    }

    private let tables: Tables

    /// The files, in import order.
    var files: [SwiftSourceFile] { tables.files }
    /// Type, protocol and extension declarations by name (the last part of `A.B`), in file order.
    var parts: [String: [Member]] { tables.parts }
    /// Type names in the order they were first declared: the order scenes are found in.
    var names: [String] { tables.names }
    /// Functions declared outside any type, by name, in file order.
    var freeFunctions: [String: [Member]] { tables.freeFunctions }
    /// The types (and extensions) whose inheritance clause names a type or protocol, by that name,
    /// in the order they were first declared.
    var adopters: [String: [String]] { tables.adopters }
    /// The classes `isViewController` holds for, and the types `isRouter` holds for, decided
    /// once for the whole index: readers ask for every call they follow.
    private var viewControllers: Set<String> { tables.viewControllers }
    private var routers: Set<String> { tables.routers }
    /// The cases the sources' enums declare, by name: `.sha1` in a value is one of them.
    private var enumCases: Set<String> { tables.enumCases }
    /// The functions and initialisers that build a view controller class (call its initialiser)
    /// or are handed one (a parameter of its type), by class, in file order: where
    /// `ScreenCompanions` looks for the objects built with a screen. Found once for the index.
    var screenBuilders: [String: [Member]] { tables.screenBuilders }
    /// Each type's members, its extensions' included, in file order: gathered once, as readers
    /// ask for them of every type they look at, many times over.
    private var memberLists: [String: [Member]] { tables.memberLists }
    /// `kind(of:)`, `inherited(by:)` and `classChain(from:)` of every declared name, worked out
    /// once: readers and walks ask them for every type they meet, and each answer took a look-up
    /// per part and a new array (a chain, one per link).
    private var kinds: [String: SwiftDeclaration.Kind] { tables.kinds }
    private var inheritedLists: [String: [String]] { tables.inheritedLists }
    private var classChains: [String: [String]] { tables.classChains }
    /// `containerBase(of:)` of every declared class that has one: asked of every type a walk
    /// meets, and each answer went up the class chain.
    private var containerBases: [String: String] { tables.containerBases }

    /// Indexes `files`.
    init(files: [SwiftSourceFile]) {
        tables = Tables(files: files)
        // Each list of `adopters` as a set too: asked whether it holds a name for every type
        // declared, a list of all the app's view controllers was searched a thousand times over.
        var adopted: [String: Set<String>] = [:]
        for (index, file) in files.enumerated() {
            for (declaration, owner) in file.allDeclarations {
                if owner == nil, declaration.kind == .function {
                    tables.freeFunctions[declaration.name, default: []].append(
                        Member(file: index, declaration: declaration))
                }
                guard declaration.isTypeLike else { continue }
                let name =
                    declaration.name.utf8.contains(UInt8(ascii: "."))
                    ? declaration.name.split(separator: ".").last.map(String.init) ?? declaration.name
                    : declaration.name
                if parts[name] == nil { tables.names.append(name) }
                tables.parts[name, default: []].append(Member(file: index, declaration: declaration))
                for inherited in declaration.inherited {
                    if adopted[inherited, default: []].insert(name).inserted {
                        tables.adopters[inherited, default: []].append(name)
                    }
                }
            }
        }
        for (name, parts) in parts {
            tables.memberLists[name] = parts.flatMap { part in
                part.declaration.members.map { Member(file: part.file, declaration: $0) }
            }
            tables.kinds[name] = parts.first { $0.declaration.kind != .extension }?.declaration.kind ?? .extension
            // The type's own declaration first: a class's superclass is the first name it
            // inherits, whichever file its extensions' conformances are in.
            let declared = parts.filter { $0.declaration.kind != .extension }
            tables.inheritedLists[name] =
                (declared + parts.filter { $0.declaration.kind == .extension }).flatMap(\.declaration.inherited)
        }
        for name in names { tables.classChains[name] = chain(from: name) }
        for name in names { tables.containerBases[name] = findContainerBase(of: name) }
        tables.enumCases = Set(
            names.filter { kind(of: $0) == .enum }.flatMap { members(of: $0).flatMap(\.declaration.caseNames) })
        tables.routers = Set(
            names.filter { name in
                members(of: name).contains {
                    $0.declaration.kind == .function && $0.declaration.name.hasPrefix("routeTo")
                }
            })
        tables.viewControllers = Set(
            names.filter { name in
                kind(of: name) == .class
                    && classChain(from: name).contains { inherited(by: $0).contains { $0.hasSuffix("ViewController") } }
            })
        for (index, file) in files.enumerated() {
            for (declaration, _) in file.allDeclarations
            where declaration.kind == .function || declaration.kind == .initializer {
                guard let body = declaration.body else { continue }
                var screens: [String] = []
                for call in SwiftCall.all(in: body, of: file)
                where call.receiver.isEmpty && viewControllers.contains(call.name) && !screens.contains(call.name) {
                    screens.append(call.name)
                }
                for parameter in declaration.parameters {
                    let type = ImportNames.unmarked(file.text(parameter.type))
                    if viewControllers.contains(type), !screens.contains(type) { screens.append(type) }
                }
                for screen in screens {
                    tables.screenBuilders[screen, default: []].append(Member(file: index, declaration: declaration))
                }
            }
        }
    }

    /// The kind of the type called `name` (an extension only, if nothing else declares it).
    func kind(of name: String) -> SwiftDeclaration.Kind? { kinds[name] }

    /// Whether the sources declare a type called `name`, not only extend it (`extension
    /// UIViewController` declares nothing: the class is UIKit's).
    func declares(_ name: String) -> Bool { ![nil, .extension].contains(kind(of: name)) }

    /// The members of `name` and its extensions, in file order.
    func members(of name: String) -> [Member] { memberLists[name] ?? [] }

    /// The stored fields of struct `name`, in declaration order, when the sources declare it and
    /// it has any: the labels of its memberwise initialiser (`Track(id:title:)`), or of one
    /// written out with the same labels (`init(name:age:id:)` setting each field).
    func structFields(_ name: String) -> [String]? {
        guard kind(of: name) == .struct else { return nil }
        let fields = members(of: name).filter { member in
            member.declaration.kind == .variable && member.declaration.body == nil
                && !member.declaration.modifiers.contains("static")
        }.map(\.declaration.name)
        return fields.isEmpty ? nil : fields
    }

    /// What `name` and its extensions inherit from and conform to.
    func inherited(by name: String) -> [String] { inheritedLists[name] ?? [] }

    /// The UIKit container class `name` subclasses, `UITabBarController` or
    /// `UINavigationController` (through its superclasses the sources declare); nil for any
    /// other type. Such a subclass's own code (`viewDidAppear`) navigates from the container.
    func containerBase(of name: String) -> String? { containerBases[name] }

    /// `containerBase(of:)`, worked out from the class chains.
    private func findContainerBase(of name: String) -> String? {
        guard kind(of: name) == .class else { return nil }
        for link in classChain(from: name) {
            if let base = inherited(by: link).first(where: {
                $0 == "UITabBarController" || $0 == "UINavigationController"
            }) {
                return base
            }
        }
        return nil
    }

    /// The superclass chain of class `name` within the sources, `name` first; stops at a class
    /// the sources do not declare (`UIViewController`) and at a cycle.
    func classChain(from name: String) -> [String] { classChains[name] ?? [name] }

    /// `classChain(from:)`, worked out from `kinds` and `inheritedLists`.
    private func chain(from name: String) -> [String] {
        var chain = [name]
        var current = name
        while let next = inherited(by: current).first, kind(of: next) == .class, !chain.contains(next) {
            chain.append(next)
            current = next
        }
        return chain
    }

    /// Whether class `name`, or a superclass the sources declare, inherits from a class named
    /// `…ViewController` (`UIViewController`, `UITableViewController`, an app's base class).
    func isViewController(_ name: String) -> Bool { viewControllers.contains(name) }

    /// Whether an enum the sources declare has a case called `name`.
    func isEnumCase(_ name: String) -> Bool { enumCases.contains(name) }

    /// Whether type `name` (or an extension of it) declares `routeTo…` methods: a scene's router.
    func isRouter(_ name: String) -> Bool { routers.contains(name) }

    /// Where the declaration `member` of file `file` is, for a comment or a warning.
    func origin(_ position: SourcePosition, file: Int) -> ImportOrigin {
        ImportOrigin(file: files[file].path, position: position)
    }
}
