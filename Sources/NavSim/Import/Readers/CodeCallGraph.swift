/// The app's methods and closures as a call graph, for `CodeNavigationReader`: which code a
/// call can run (a method of the receiver's type, of a protocol's conforming types, a closure
/// another type stored in a property), looked up in tables built once, so following calls
/// costs a dictionary look-up a call whatever the app's size.
struct CodeCallGraph {
    /// Code that can be called: a function of a type, or a closure stored in a property.
    enum Node: Hashable {
        /// A function: the type it is a member of (or of an extension of), and its declaration's
        /// place in `SwiftTypeIndex.members(of:)` of that type. Also a property whose value is
        /// code (`propertyValue(of:in:)`): run when the property is first read, its controls'
        /// actions on a user's tap.
        case method(type: String, member: Int)
        /// A closure assigned to a property (`vc.onSelect = { … }`): its place in `closures`.
        case closure(Int)
    }

    /// Code a call can run, and the class of `self` it runs with: the receiver's type, which is
    /// a subclass of the method's own type when the method is inherited, so `start(with:)`
    /// called in `BaseCoordinator.start()` runs the subclass's override.
    struct Target: Hashable {
        /// The code.
        var node: Node
        /// The type of `self` in it.
        var selfType: String
    }

    /// A closure assigned to another object's property: `vc.onSelect = { [weak self] item in … }`.
    struct Closure {
        /// The type whose property holds it (`ListViewController`).
        var host: String
        /// The property (`onSelect`).
        var property: String
        /// The type whose code assigns it: its `self`.
        var owner: String
        /// The file and the tokens of its body, after `in`.
        var file: Int
        /// The body.
        var body: Range<Int>
        /// Its parameters' names, in order (`item`).
        var parameters: [String]
        /// Where it is assigned.
        var origin: ImportOrigin
        /// The stored property of `owner` holding the object it is set on (`signUp` in
        /// `signUp?.onTermsTap = { … }`), when it is set on one.
        var receiver: String? = nil
        /// Whether it is the value the property is declared with (`lazy var onLogout = { … }`).
        var declared = false
    }

    /// The sources.
    let index: SwiftTypeIndex
    /// The app's launch flags (`LaunchFlags`): what a restarted `start()` chooses by.
    let flags: LaunchFlags
    /// Each type's members, extensions' included, as `SwiftTypeIndex.members(of:)` lists them.
    private var members: [String: [SwiftTypeIndex.Member]] { tables.members }
    /// Function members by type, then by name: `(place in members(of:), member)`.
    private var functions: [String: [String: [(Int, SwiftTypeIndex.Member)]]] { tables.functions }
    /// The names of all those functions, whatever their type: most calls a walk meets (`filter`,
    /// `super.init`, UIKit's) name none, and are answered without a look-up for each candidate type.
    private var functionNames: Set<String> { tables.functionNames }
    /// Functions declared without a body (a protocol's requirements) by type, then by name.
    private var requirements: [String: [String: SwiftTypeIndex.Member]] { tables.requirements }
    /// Variable members by type, then by name.
    private var properties: [String: [String: SwiftTypeIndex.Member]] { tables.properties }
    /// For each protocol (or class), the types that name it in their inheritance clause, in
    /// declaration order.
    private var conformers: [String: [String]] { tables.conformers }
    /// For each type, the protocols with functions it adopts (`readExtendedProtocols(of:)`).
    private var extendedProtocols: [String: [String]] { tables.extendedProtocols }
    /// Closures assigned to properties, in the order they were found.
    private(set) var closures: [Closure] = []
    /// The closures handed on with a screen's selection captured (`CodeBodyWalker.capturedKey`),
    /// by place in `closures`: the view controller class of the screen shown with them, which
    /// holds that selection as its `capturedSelection`, and what the names captured stand for
    /// when they run from that screen's chain.
    var capturedSelections: [Int: (scene: String, bindings: [String: CodeBodyWalker.Value])] = [:]
    /// Closures by host type and property.
    private var closuresByProperty: [String: [Int]] = [:]
    /// The properties any closure or method was assigned to, whatever the host: most calls a walk
    /// meets name none, and are answered without a key made and looked up for every host type.
    private var closureProperties: Set<String> = []
    /// Methods assigned to a closure property (`viewModel.onSelect = showDetail`), by host type
    /// and property.
    private var references: [String: [Target]] = [:]
    /// View controller classes assigned to a property typed only as a UIKit base class
    /// (`weak var viewController: UIViewController?` set to a `ListViewController`), by
    /// `Type.property`.
    private var assignedClasses: [String: [String]] = [:]

    /// Methods of objects other than view controllers that a control's target–action runs, with
    /// the view controller that shows the control and where the control is made.
    private(set) var targetActions: [(source: String, target: Target, origin: ImportOrigin)] = []

    /// Closures registered with a dependency container for a type (`register(X.self) { … }`), by type.
    private var registered: [String: [(file: Int, open: Int, owner: String)]] = [:]

    /// Methods that switch over a parameter of an enum (or of a protocol the enum conforms to):
    /// by enum, each with its parameter's place (`navigate(to step: Step)` for `AppStep`).
    private var dispatchersByEnum: [String: [(Target, Int)]] { tables.dispatchersByEnum }
    /// Stored properties declared with the type of an enum some method switches over, by name:
    /// the enum (`let step: AppStep` in a row's model → `step` is an `AppStep`).
    private var stepFields: [String: String] { tables.stepFields }
    /// For each type, the types whose methods build one with its initialiser (`SettingsFlow(…)`
    /// in `ListFlow.showSettings()`): a child flow's parents.
    private var builders: [String: Set<String>] { tables.builders }
    /// The sources' types whose objects hold navigation (see `holdsNavigation`), found once: it is
    /// asked of every value a walk passes or stores.
    private var navigationHolders: Set<String> { tables.navigationHolders }
    /// The `valueType` of each stored property's annotation, by where the annotation is: read once,
    /// as walks ask for the type of `router` or `coordinator` in every method they read.
    private var annotatedTypes: [TypeSpot: String?] { tables.annotatedTypes }
    /// Every `x.text = …` and `x.text += …` in a type's code, by the name before `.text`: the
    /// type, the member's place in `members`, and the token `text`. `TextFieldMirrors` counts a
    /// text field's writes for each read of it, from these rather than from every token of the app.
    private var textWrites: [String: [(type: String, member: Int, token: Int)]] { tables.textWrites }

    /// The tables above, in one box: they are written only while `init(index:)` builds the graph,
    /// and every walk holds the graph and hands it back, so a copy is one reference counted, not
    /// a dozen.
    private final class Tables {
        var members: [String: [SwiftTypeIndex.Member]] = [:]
        var functions: [String: [String: [(Int, SwiftTypeIndex.Member)]]] = [:]
        var functionNames: Set<String> = []
        var requirements: [String: [String: SwiftTypeIndex.Member]] = [:]
        var properties: [String: [String: SwiftTypeIndex.Member]] = [:]
        var conformers: [String: [String]] = [:]
        var extendedProtocols: [String: [String]] = [:]
        var dispatchersByEnum: [String: [(Target, Int)]] = [:]
        var stepFields: [String: String] = [:]
        var builders: [String: Set<String>] = [:]
        var navigationHolders: Set<String> = []
        var annotatedTypes: [TypeSpot: String?] = [:]
        var textWrites: [String: [(type: String, member: Int, token: Int)]] = [:]
    }

    private let tables = Tables()

    /// Where a type annotation is: its file and tokens.
    private struct TypeSpot: Hashable {
        var file: Int
        var tokens: Range<Int>
    }

    /// Tables of `index`'s types.
    init(index: SwiftTypeIndex) {
        self.index = index
        flags = LaunchFlags(index: index)
        for name in index.names {
            // A type's tables are made apart and stored once (the names are unique): stored
            // member by member, each was two look-ups of the type's name more.
            let list = index.members(of: name)
            tables.members[name] = list
            var functions: [String: [(Int, SwiftTypeIndex.Member)]] = [:]
            var requirements: [String: SwiftTypeIndex.Member] = [:]
            var properties: [String: SwiftTypeIndex.Member] = [:]
            for (place, member) in list.enumerated() {
                let declaration = member.declaration
                if declaration.kind == .function, declaration.body != nil {
                    functions[declaration.name, default: []].append((place, member))
                    tables.functionNames.insert(declaration.name)
                } else if declaration.kind == .function {
                    if requirements[declaration.name] == nil { requirements[declaration.name] = member }
                } else if declaration.kind == .variable, !declaration.modifiers.contains("static") {
                    if properties[declaration.name] == nil { properties[declaration.name] = member }
                }
            }
            if !functions.isEmpty { tables.functions[name] = functions }
            if !requirements.isEmpty { tables.requirements[name] = requirements }
            if !properties.isEmpty { tables.properties[name] = properties }
            for parent in index.inherited(by: name) where conformers[parent]?.last != name {
                tables.conformers[parent, default: []].append(name)
            }
        }
        for name in index.names {
            readDispatchers(of: name)
            let adopted = readExtendedProtocols(of: name)
            if !adopted.isEmpty { tables.extendedProtocols[name] = adopted }
        }
        // Fields are typed with an enum some method switches over only when there is one.
        for name in index.names where !dispatchersByEnum.isEmpty {
            for (field, member) in (properties[name] ?? [:]).sorted(by: { $0.key < $1.key })
            where stepFields[field] == nil {
                guard let type = member.declaration.type,
                    let bare = Self.bareType(index.files[member.file].text(type)), dispatchersByEnum[bare] != nil
                else { continue }
                tables.stepFields[field] = bare
            }
        }
        for member in members.values.joined() where member.declaration.kind == .variable {
            guard let type = member.declaration.type else { continue }
            tables.annotatedTypes[TypeSpot(file: member.file, tokens: type)] = valueType(
                index.files[member.file].text(type))
        }
        var linksHolding: [String: Bool] = [:]
        tables.navigationHolders = Set(index.names.filter { findsNavigation($0, linksHolding: &linksHolding) })
    }

    /// Records `type`'s methods that switch over an enum parameter, and the types they build;
    /// and the writes of a text field's text in its members (`textWrites`).
    private func readDispatchers(of type: String) {
        for (place, member) in (members[type] ?? []).enumerated() {
            let file = index.files[member.file]
            let declaration = member.declaration
            if let body = declaration.body {
                let memberPlace = place
                let tokens = file.tokens
                for place in body.dropLast() where tokens[place].kind == .identifier {
                    let name = tokens[place].text
                    if tokens[place].isIdentifier("text"), place >= body.lowerBound + 2,
                        tokens[place - 1].isPunctuation("."),
                        tokens[place + 1].isOperator("=") || tokens[place + 1].isOperator("+="),
                        tokens[place - 2].kind == .identifier
                    {
                        tables.textWrites[tokens[place - 2].text, default: []].append((type, memberPlace, place))
                    }
                    guard tokens[place + 1].isPunctuation("("), name != type,
                        index.kind(of: name) == .class
                            || index.kind(of: name) == .struct
                    else { continue }
                    tables.builders[name, default: []].insert(type)
                }
            }
            let tokens = file.tokens
            // By index: a slice's elements are copied out one by one, each string retained.
            guard declaration.kind == .function, let body = declaration.body,
                body.contains(where: { tokens[$0].isIdentifier("switch") })
            else { continue }
            for (position, parameter) in member.declaration.parameters.enumerated() {
                guard let bare = Self.bareType(file.text(parameter.type)) else { continue }
                let enums: [String]
                switch index.kind(of: bare) {
                case .enum: enums = [bare]
                // A protocol, the sources' or a framework's (`Step`): the enums conforming to it.
                case .protocol, nil: enums = (conformers[bare] ?? []).filter { index.kind(of: $0) == .enum }
                default: enums = []
                }
                let target = Target(node: .method(type: type, member: place), selfType: type)
                for name in enums { tables.dispatchersByEnum[name, default: []].append((target, position)) }
            }
        }
    }

    /// Whether `Type.name` names a case of enum `type`: no function or property of it has the name.
    func isCase(_ name: String, of type: String) -> Bool {
        index.kind(of: type) == .enum && !(members[type] ?? []).contains { $0.declaration.name == name }
    }

    /// The enum a case called `name` with no type written (`.detail` bound from `case
    /// .push(let scene)`) is of, for a call of its method `function` (`scene.viewController()`):
    /// the one enum the sources declare with both; nil when none or several do.
    func enumType(declaringCase name: String, function: String) -> String? {
        guard functionNames.contains(function), index.isEnumCase(name) else { return nil }
        let found = index.names.filter { type in
            index.kind(of: type) == .enum && functions[type]?[function] != nil
                && (members[type] ?? []).contains { $0.declaration.caseNames.contains(name) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The declaration of the case `name` of `type` (of the one enum whose case of that name takes
    /// `labels`, when `type` is empty: `.present(scene: .timer)`) whose associated values are all
    /// labelled, `parameters` holding them (`case present(scene: Scene, wrapped: Bool = false)`);
    /// nil when none or several do.
    func caseDeclaration(_ name: String, of type: String, labels: [String?]) -> SwiftTypeIndex.Member? {
        guard index.isEnumCase(name) else { return nil }
        let types = type.isEmpty ? index.names.filter { index.kind(of: $0) == .enum } : [type]
        let found = types.flatMap { type in
            (members[type] ?? []).filter { member in
                member.declaration.caseNames == [name] && !member.declaration.parameters.isEmpty
                    && Self.accepts(member, labels: labels, exactly: true, in: index)
            }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// Whether `name` is a class of the app's whose class chain inherits `UINavigationController`.
    func isNavigationControllerSubclass(_ name: String) -> Bool {
        index.kind(of: name) == .class
            && index.classChain(from: name).contains { index.inherited(by: $0).contains("UINavigationController") }
    }

    /// UIKit's view classes an app's view subclasses (a cell, a header, a control).
    private static let viewBases: Set<String> = [
        "UIView", "UIControl", "UIButton", "UIStackView", "UIScrollView", "UITableView", "UICollectionView",
        "UITableViewCell", "UICollectionViewCell", "UICollectionReusableView", "UITableViewHeaderFooterView",
    ]

    /// Whether `name` is a class of the app's whose class chain inherits one of UIKit's views.
    func isViewClass(_ name: String) -> Bool {
        index.kind(of: name) == .class
            && index.classChain(from: name).contains {
                index.inherited(by: $0).contains(where: Self.viewBases.contains)
            }
    }

    /// The type of `type`'s static property `name` (`static let shared = SceneCoordinator()`): a
    /// singleton reached as `SceneCoordinator.shared`.
    func staticPropertyType(_ name: String, of type: String) -> String? {
        guard index.kind(of: type) != nil,
            let member = (members[type] ?? []).first(where: { member in
                member.declaration.kind == .variable && member.declaration.name == name
                    && (member.declaration.modifiers.contains("static")
                        || member.declaration.modifiers.contains("class"))
            })
        else { return nil }
        return declaredType(of: member, in: type)
    }

    /// The writes of `name.text` (`= …`, `+= …`; `name.text`, `self.name.text`, `x.name.text`) in
    /// the code of the app's types, in
    /// the order of the types, their members and their tokens: each with its type, member and
    /// the token `text`.
    func textWrites(of name: String) -> [(type: String, member: SwiftTypeIndex.Member, token: Int)] {
        (textWrites[name] ?? []).map { write in (write.type, members[write.type]![write.member], write.token) }
    }

    /// The methods that switch over enum `name`'s cases, each with the parameter's place.
    func dispatchers(of name: String) -> [(Target, Int)] { dispatchersByEnum[name] ?? [] }

    /// Of the methods that switch over enum `name`, those of the types that build `child` (its
    /// parent flows), in declaration order.
    func parentDispatchers(of name: String, child: String) -> [(Target, Int)] {
        guard let parents = builders[child] else { return [] }
        return dispatchers(of: name).filter { parents.contains(owner(of: $0.0.node)) }
    }

    /// The enum a stored property named `field` is declared with, when some method switches over
    /// it (`step` for `let step: AppStep`); nil otherwise.
    func stepEnum(ofField field: String) -> String? { stepFields[field] }

    /// Of `targets`, the methods that switch over a step's enum, those of the flows that show
    /// the scene `source` — whose declarations name its class (the flow that shows a scene
    /// listens to it); empty when none does, and then every one is a candidate.
    func showing(_ source: String, among targets: [Target]) -> [Target] {
        guard targets.count > 1 else { return [] }
        return targets.filter { mentions(owner(of: $0.node), source) }
    }

    /// Whether a declaration of `type` uses the identifier `name`: a body, an initial value or a
    /// stored property's type (`private let rootViewController: CastListViewController`).
    /// Looked for when asked — only of the flows a step is dispatched among — rather than every
    /// type's identifiers gathered into sets up front, which was a twentieth of an import.
    private func mentions(_ type: String, _ name: String) -> Bool {
        (members[type] ?? []).contains { member in
            let tokens = index.files[member.file].tokens
            let declaration = member.declaration
            return [declaration.body, declaration.type, declaration.initialValue].contains { range in
                range.map { tokens[$0].contains { $0.kind == .identifier && $0.text == name } } ?? false
            }
        }
    }

    // MARK: - Types

    /// Whether `name` names a view controller class: declared as one, or a UIKit-style name
    /// (`…ViewController`) the sources do not declare, or only extend.
    func isViewController(_ name: String) -> Bool {
        guard Self.startsUppercase(name) else { return false }
        let kind = index.kind(of: name)
        if kind == nil || kind == .extension { return name.hasSuffix("ViewController") }
        // A `UITabBarController` or `UINavigationController` subclass is a view controller too.
        return index.isViewController(name) || index.containerBase(of: name) != nil
    }

    /// Whether `name` is one of UIKit's own view controller classes, which say nothing about the
    /// scene (`UIViewController`, `UITableViewController`).
    /// A UIKit class the sources only extend (`extension UIViewController: Presentable`) is one.
    func isUIKitBase(_ name: String) -> Bool {
        name.hasPrefix("UI") && !index.declares(name)
    }

    /// Whether `name`'s first character is uppercase: a letter A–Z when it is one ASCII scalar
    /// (nearly always; read from its byte), else as `Character.isUppercase` says.
    private static func startsUppercase(_ name: String) -> Bool {
        let bytes = name.utf8
        guard let byte = bytes.first else { return false }
        let second = bytes.dropFirst().first
        guard byte < 0x80, second.map({ $0 < 0x80 }) ?? true else { return name.first?.isUppercase == true }
        return byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
    }

    /// Whether `type` is the Clean Swift router of view controller class `source`: the type of
    /// its `router` property, or a class conforming to that protocol.
    func isRouter(_ type: String, of source: String) -> Bool {
        guard type != source, let member = property("router", of: source),
            let declared = declaredType(of: member, in: source)
        else { return false }
        return declared == type || index.classChain(from: type).contains { conformers[declared]?.contains($0) == true }
    }

    /// The declared property `name` of `type` or a superclass.
    func property(_ name: String, of type: String) -> SwiftTypeIndex.Member? {
        for link in index.classChain(from: type) { if let found = properties[link]?[name] { return found } }
        return nil
    }

    /// The type a property's declaration names, `?`, `!` and generic arguments removed: its
    /// annotation, the type it is initialised with (`= DetailCoordinator(…)`), or the return type
    /// of `owner`'s method it is initialised by (`lazy var alert = makeAlert()`).
    func declaredType(of member: SwiftTypeIndex.Member, in owner: String) -> String? {
        let file = index.files[member.file]
        if let type = member.declaration.type {
            return annotatedTypes[TypeSpot(file: member.file, tokens: type)] ?? valueType(file.text(type))
        }
        guard let value = member.declaration.initialValue, let first = value.first,
            file.tokens[first].kind == .identifier
        else { return nil }
        let name = file.tokens[first].text
        if name.first?.isUppercase == true { return name }
        return returnType(of: name, in: owner).flatMap { valueType($0.type) }
    }

    /// Whether a Clean Swift router's method `name` is read as code: not one of the template's
    /// (`routeTo…`, `navigateTo…`, `passDataTo…`), which `CleanSwiftReader` reads.
    static func readsRouterMethod(_ name: String) -> Bool {
        !name.hasPrefix("routeTo") && !name.hasPrefix("navigateTo") && !name.hasPrefix("passDataTo")
    }

    /// The type a value declared as `text` has, for following calls on it: `bareType`, and for
    /// a composition (`Coordinator & AuthOutput`, `(NSObjectProtocol & ListRoutingLogic)?`), the
    /// one class the sources declare that conforms to every part the app declares, else the first
    /// such part.
    func valueType(_ text: String) -> String? {
        // Most declared types are one name: only a composition is split (asked of every
        // parameter and property a walk meets, so the common case stays cheap).
        guard text.utf8.contains(UInt8(ascii: "&")) else { return Self.bareType(Self.trimmed(text[...])) }
        // Without the framework's parts when the app declares some (no class of the app lists
        // `NSObjectProtocol` among what it adopts).
        let written = Self.compositionParts(text)
        let declared = written.filter { index.kind(of: $0) != nil }
        let parts = declared.isEmpty ? written : declared
        guard parts.count > 1 else { return parts.first }
        let classes = (conformers[parts[parts.count - 1]] ?? []).filter { candidate in
            guard index.kind(of: candidate) == .class else { return false }
            let chain = index.classChain(from: candidate)
            let conformed = Set(chain + chain.flatMap(index.inherited(by:)))
            return parts.allSatisfy(conformed.contains)
        }
        return classes.count == 1 ? classes[0] : parts[0]
    }

    /// The parts of a composition as `bareType`s, without its marks and brackets
    /// (`(NSObjectProtocol & ListRoutingLogic & ListDataPassing)?`, the Clean Swift template's
    /// router); one part for any other type.
    static func compositionParts(_ text: String) -> [String] {
        var inner = Substring(ImportNames.unmarked(text)).trimmingCharacters(in: .whitespaces)[...]
        while inner.hasPrefix("("), inner.hasSuffix(")") { inner = inner.dropFirst().dropLast() }
        return topLevel(String(inner), splitOn: "&").compactMap(bareType)
    }

    /// The types of a tuple type's elements, labels dropped (`(configurator: Coordinator, toPresent:
    /// Presentable?)` → `Coordinator`, `Presentable?`); nil when `text` is no tuple.
    static func tupleElements(_ text: String) -> [String]? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard trimmed.hasPrefix("("), trimmed.hasSuffix(")"), !trimmed.hasSubstring("->") else { return nil }
        let elements = topLevel(String(trimmed.dropFirst().dropLast()), splitOn: ",").map { element in
            // `label: Type`: the type; a `:` inside brackets (a dictionary type) is no label.
            let parts = topLevel(element, splitOn: ":")
            return (parts.count == 2 ? parts[1] : element).trimmingCharacters(in: .whitespaces)
        }
        return elements.count > 1 ? elements : nil
    }

    /// `text` split at each `separator` outside brackets, parts trimmed.
    static func topLevel(_ text: String, splitOn separator: Character) -> [String] {
        var parts: [String] = []
        var start = text.startIndex
        var depth = 0
        // ASCII text (nearly every type) is gone through by bytes: character by character, the
        // parts of the compositions the call graph reads once were a thirtieth of building it.
        if let byte = separator.asciiValue, text.utf8.allSatisfy({ $0 < 0x80 }) {
            let bytes = text.utf8
            for place in bytes.indices {
                switch bytes[place] {
                case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "<"): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: ">"): depth = max(0, depth - 1)
                default: break
                }
                if bytes[place] == byte, depth == 0 {
                    parts.append(trimmed(text[start..<place]))
                    start = bytes.index(after: place)
                }
            }
            parts.append(trimmed(text[start...]))
            return parts
        }
        for place in text.indices {
            let character = text[place]
            if character == "(" || character == "[" || character == "<" { depth += 1 }
            if character == ")" || character == "]" || character == ">" { depth = max(0, depth - 1) }
            if character == separator, depth == 0 {
                parts.append(trimmed(text[start..<place]))
                start = text.index(after: place)
            }
        }
        parts.append(trimmed(text[start...]))
        return parts
    }

    /// `text` without the spaces and tabs at its ends (`trimmingCharacters(in: .whitespaces)`,
    /// without Foundation's bridging: called for every type a walk looks up).
    static func trimmed(_ text: Substring) -> String {
        // `CharacterSet.whitespaces`: the space separators and the tab.
        func isSpace(_ scalar: Unicode.Scalar) -> Bool {
            scalar == " " || scalar == "\t" || (!scalar.isASCII && scalar.properties.generalCategory == .spaceSeparator)
        }
        // Nothing to trim at two ASCII ends that are no space (nearly always): the text as it is.
        if let first = text.utf8.first, let last = text.utf8.last, first < 0x80, last < 0x80,
            first != UInt8(ascii: " "), first != UInt8(ascii: "\t"), last != UInt8(ascii: " "),
            last != UInt8(ascii: "\t")
        {
            return String(text)
        }
        let scalars = text.unicodeScalars
        guard let first = scalars.firstIndex(where: { !isSpace($0) }),
            let last = scalars.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(Substring(scalars[first...last]))
    }

    /// Whether `name` is a framework's view controller the sources do not declare, named with
    /// Apple's two-letter prefix (`MFMailComposeViewController`, `SFSafariViewController`): no
    /// scene of the app, as an alert is none.
    func isSystemController(_ name: String) -> Bool {
        let letters = Array(name.prefix(3))
        return index.kind(of: name) == nil && letters.count == 3 && letters.allSatisfy(\.isUppercase)
            && name.hasSuffix("Controller")
    }

    /// `Foo?`, `Foo!`, `any Foo`, `Foo<Bar>` → `Foo`; nil for a function or tuple type.
    static func bareType(_ text: String) -> String? {
        // An ASCII type (nearly every one) is read as bytes, from the string's own storage
        // (`withUTF8` makes it contiguous first, which a native string is already): read as
        // characters, the types of the parameters and properties the call graph and its walks
        // meet were a tenth of an import.
        var text = text
        let read = text.withUTF8(bareType(bytes:))
        return read.isASCII ? read.name : bareType(characters: Substring(text))
    }

    /// `bareType` of the UTF-8 `bytes` of a type, when they are ASCII (`isASCII` false otherwise,
    /// and no name).
    private static func bareType(bytes: UnsafeBufferPointer<UInt8>) -> (isASCII: Bool, name: String?) {
        for byte in bytes where byte >= 0x80 { return (false, nil) }
        func starts(at start: Int, with prefix: StaticString) -> Bool {
            let count = prefix.utf8CodeUnitCount
            guard bytes.count - start >= count else { return false }
            for offset in 0..<count where bytes[start + offset] != prefix.utf8Start[offset] { return false }
            return true
        }
        var start = 0
        if starts(at: start, with: "any ") { start += 4 }
        if starts(at: start, with: "some ") { start += 5 }
        var nameEnd = start
        while nameEnd < bytes.count, isNameByte(bytes[nameEnd]) { nameEnd += 1 }
        guard nameEnd > start else { return (true, nil) }
        for place in (start + 1)..<max(start + 1, bytes.count)
        where bytes[place - 1] == UInt8(ascii: "-") && bytes[place] == UInt8(ascii: ">") {
            return (true, nil)
        }
        // The last part of the dotted name, empty parts skipped.
        let dot = UInt8(ascii: ".")
        var end = nameEnd
        while end > start, bytes[end - 1] == dot { end -= 1 }
        guard end > start else { return (true, nil) }
        var first = end
        while first > start, bytes[first - 1] != dot { first -= 1 }
        return (true, String(decoding: UnsafeBufferPointer(rebasing: bytes[first..<end]), as: UTF8.self))
    }

    /// `bareType` of a type with a non-ASCII character, read character by character.
    private static func bareType(characters text: Substring) -> String? {
        var text = text
        for word in ["any ", "some "] where text.hasPrefix(word) { text = text.dropFirst(word.count) }
        let name = text.prefix(while: isNameCharacter)
        guard !name.isEmpty, !hasArrow(text.utf8) else { return nil }
        return name.split(separator: ".").last.map(String.init)
    }

    /// Whether `text` holds `->` (a function type): its bytes compared, not through Foundation's
    /// string search, which a look-up of every declared type made a tenth of the walk.
    private static func hasArrow(_ text: Substring.UTF8View) -> Bool {
        var previous: UInt8 = 0
        for byte in text {
            if previous == UInt8(ascii: "-"), byte == UInt8(ascii: ">") { return true }
            previous = byte
        }
        return false
    }

    /// Whether `character` may be part of a (dotted) type name; ASCII answered without Unicode
    /// property look-ups.
    private static func isNameCharacter(_ character: Character) -> Bool {
        if let ascii = character.asciiValue { return isNameByte(ascii) }
        return character.isLetter || character.isNumber
    }

    /// Whether the ASCII character `byte` may be part of a (dotted) type name.
    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "."):
            return true
        default: return false
        }
    }

    /// The one view controller class code assigns to `type`'s `property`, when its declared type
    /// says only `UIViewController`.
    func assignedClass(_ property: String, of type: String) -> String? {
        for link in index.classChain(from: type) {
            if let classes = assignedClasses[link + "." + property] { return classes.count == 1 ? classes[0] : nil }
        }
        return nil
    }

    /// Notes that code assigns a `className` view controller to `type`'s `property`.
    mutating func noteAssignment(_ className: String, to property: String, of type: String) {
        let key = type + "." + property
        if assignedClasses[key]?.contains(className) != true { assignedClasses[key, default: []].append(className) }
    }

    // MARK: - Functions

    /// The declaration `node` names, when it is a method.
    func member(_ node: Node) -> SwiftTypeIndex.Member? {
        guard case .method(let type, let place) = node else { return nil }
        let members = members[type] ?? []
        return place < members.count ? members[place] : nil
    }

    /// The code of a property's value that is read as a body, as a method's is: a stored
    /// instance property's initial value (its observers left out) holding a closure or a
    /// `#selector` — a control built with its action (`lazy var aboutButton =
    /// UIBarButtonItem(title: "About", primaryAction: UIAction { … })`), a closure run once to
    /// build one (`lazy var closeButton: UIButton = { …; return button }()`), or a closure
    /// stored to be called (`lazy var onLogout = { … }`, `storesClosure(_:)`). Nil for any other
    /// declaration: a computed property's getter, a static property's value.
    static func propertyValue(of declaration: SwiftDeclaration, in file: SwiftSourceFile) -> Range<Int>? {
        guard declaration.kind == .variable, !declaration.modifiers.contains("static"),
            !declaration.modifiers.contains("class"), let initial = declaration.initialValue
        else { return nil }
        let value = file.withoutObservers(initial)
        let tokens = file.tokens
        guard value.contains(where: { tokens[$0].isPunctuation("{") || tokens[$0].text == "#selector" }) else {
            return nil
        }
        return value
    }

    /// The code `member` runs: a function's body, or a property's value (`propertyValue(of:in:)`).
    func code(of member: SwiftTypeIndex.Member) -> Range<Int>? {
        member.declaration.kind == .variable
            ? Self.propertyValue(of: member.declaration, in: index.files[member.file]) : member.declaration.body
    }

    /// Whether `node` is a property whose value is one closure (`lazy var onLogout = { … }`):
    /// code stored to run where the property is called, not when it is built.
    func storesClosure(_ node: Node) -> Bool {
        guard let member = member(node), member.declaration.kind == .variable, let value = code(of: member) else {
            return false
        }
        return index.files[member.file].isClosureLiteral(value)
    }

    /// The name `node` is declared with, as a route may be named after it: a function's or a
    /// property's, or the property a closure is declared as the value of (`lazy var onLogout =
    /// { … }`); nil for a closure assigned elsewhere.
    func declaredName(of node: Node) -> String? {
        switch node {
        case .method: return member(node)?.declaration.name
        case .closure(let place): return closures[place].declared ? closures[place].property : nil
        }
    }

    /// The type whose code `node` is.
    func owner(of node: Node) -> String {
        switch node {
        case .method(let type, _): return type
        case .closure(let place): return closures[place].owner
        }
    }

    /// The functions named `name` that a call with `labels` (nil: any labels) can run on a value of
    /// `type`: its own or a superclass's, or, for a protocol (or a class others inherit from),
    /// each conforming type's; the first found in class-chain order for each. A Clean Swift
    /// router (a type with `routeTo…` methods) is never entered: `CleanSwiftReader` reads its
    /// routes, with the segue branches and dispatch that only it knows.
    func functions(named name: String, labels: [String?]?, on type: String) -> [Target] {
        guard functionNames.contains(name) else { return [] }
        var types = [type]
        if index.kind(of: type) == .protocol || index.kind(of: type) == .extension { types += conformers[type] ?? [] }
        var targets: [Target] = []
        for candidate in types where !index.isRouter(candidate) || Self.readsRouterMethod(name) {
            // The overload the labels call exactly (every parameter left out has a default: `start()`
            // in a base class that calls `start(with: nil)`, not a subclass's `start(with:)`), up the
            // chain; else the first that accepts them.
            let chain = lookupChain(from: candidate)
            for exactly in [true, false] {
                let found = chain.lazy.compactMap { link in
                    (self.functions[link]?[name] ?? []).first { function in
                        labels.map { Self.accepts(function.1, labels: $0, exactly: exactly, in: self.index) } ?? true
                    }.map { (link, $0.0) }
                }.first
                guard let (link, member) = found else { continue }
                // A protocol's extension method runs with the conforming type's `self`.
                let target = Target(node: .method(type: link, member: member), selfType: candidate)
                if !targets.contains(where: { $0.node == target.node }) { targets.append(target) }
                break
            }
        }
        return targets
    }

    /// Whether a call with argument `labels` can call `function`: the labels are its parameters'
    /// (`_` for none) in order, the ones left out having defaults or taking a trailing closure.
    /// `exactly`: and every parameter the labels skip has a default value.
    private static func accepts(
        _ function: SwiftTypeIndex.Member, labels: [String?], exactly: Bool, in index: SwiftTypeIndex
    ) -> Bool {
        var parameters = function.declaration.parameters[...]
        var skipped: [SwiftDeclaration.Parameter] = []
        for label in labels {
            guard let place = parameters.firstIndex(where: { $0.label == (label ?? "_") }) else { return false }
            skipped += parameters[parameters.startIndex..<place]
            parameters = parameters[(place + 1)...]
        }
        guard exactly else { return true }
        let file = index.files[function.file]
        return (skipped + parameters).allSatisfy { $0.defaultValue(in: file) != nil }
    }

    /// The return type of `type`'s function `name`, as tokens' text, and whether its body
    /// instantiates from a storyboard; nil when the sources do not declare it.
    func returnType(of name: String, in type: String) -> (type: String, storyboard: Bool)? {
        for link in lookupChain(from: type) {
            guard let member = functions[link]?[name]?.first?.1 ?? requirements[link]?[name] else { continue }
            let file = index.files[member.file]
            let returned = member.declaration.type.map { file.text($0) } ?? ""
            let storyboard =
                member.declaration.body.map { body in
                    file.tokens[body].contains {
                        $0.isIdentifier("instantiateViewController")
                            || $0.isIdentifier("instantiateInitialViewController")
                    }
                } ?? false
            return (returned == "Self" ? type : returned, storyboard)
        }
        return nil
    }

    /// `type`'s class chain, then the UIKit class it ends at when the sources extend it
    /// (`extension UIViewController { func toPresent() … }`).
    private func lookupChain(from type: String) -> [String] {
        classAndUIKitChain(from: type) + (extendedProtocols[type] ?? [])
    }

    /// The protocols `type`'s class chain adopts, directly or through protocols they refine,
    /// that the sources declare with functions (`extension ViewModelBased where Self:
    /// UIViewController { static func instantiate(withViewModel:) -> Self }`): their default
    /// implementations are the conforming type's methods, after its own.
    private func readExtendedProtocols(of type: String) -> [String] {
        var found: [String] = []
        var pending = index.classChain(from: type).flatMap { index.inherited(by: $0) }
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard index.kind(of: name) == .protocol, !found.contains(name) else { continue }
            found.append(name)
            pending += index.inherited(by: name)
        }
        return found.filter { functions[$0] != nil }
    }

    /// UIKit's container view controllers, subclasses of `UIViewController` whose names do not say so.
    private static let uikitContainers: Set<String> = ["UITabBarController", "UINavigationController"]

    /// `type`'s class chain, then the UIKit class it ends at when the sources extend it.
    private func classAndUIKitChain(from type: String) -> [String] {
        let chain = index.classChain(from: type)
        guard let last = chain.last else { return chain }
        if let base = index.inherited(by: last).first, index.kind(of: base) == .extension { return chain + [base] }
        // A subclass of a UIKit view controller the sources do not extend (`UITableViewController`)
        // is a `UIViewController`, whose extension's methods it has.
        let base = index.kind(of: last) == .class ? index.inherited(by: last).first : last
        if let base, index.kind(of: base) == nil, isViewController(base) || Self.uikitContainers.contains(base),
            base != "UIViewController", index.kind(of: "UIViewController") == .extension
        {
            return chain + ["UIViewController"]
        }
        return chain
    }

    // MARK: - Closures

    /// Records a closure assigned to `host`'s `property`.
    mutating func add(_ closure: Closure) {
        let key = closure.host + "." + closure.property
        // Walking the same code twice finds the same closure twice.
        if (closuresByProperty[key] ?? []).contains(where: {
            closures[$0].body == closure.body && closures[$0].file == closure.file
        }) {
            return
        }
        closuresByProperty[key, default: []].append(closures.count)
        closureProperties.insert(closure.property)
        closures.append(closure)
    }

    /// The place in `closures` of the closure whose body is `body` of file `file`, if recorded.
    func closurePlace(file: Int, body: Range<Int>) -> Int? {
        closures.firstIndex { $0.file == file && $0.body == body }
    }

    /// Records that code of type `owner` assigned its method `node` to `host`'s closure
    /// `property` (`viewModel.onSelect = showDetail`).
    mutating func add(reference node: Node, owner: String, host: String, property: String) {
        let key = host + "." + property
        let target = Target(node: node, selfType: owner)
        if references[key]?.contains(target) != true { references[key, default: []].append(target) }
        closureProperties.insert(property)
    }

    /// The closures (and methods) code assigned to `property` of `type`, of a superclass, or of a
    /// protocol they conform to (`output.onSelect = { … }` with `output: ListView`).
    func closures(in property: String, of type: String) -> [Target] {
        guard closureProperties.contains(property) else { return [] }
        let chain = index.classChain(from: type)
        let hosts = chain + chain.flatMap(index.inherited(by:))
        let literals = hosts.flatMap { closuresByProperty[$0 + "." + property] ?? [] }.map { place in
            Target(node: .closure(place), selfType: closures[place].owner)
        }
        return literals + hosts.flatMap { references[$0 + "." + property] ?? [] }
    }

    /// Whether an object of `type` holds a navigation controller, a window or a view controller,
    /// itself or in a stored property (a router wrapping a navigation controller), or, for a
    /// protocol, one of its conforming types does: handed it, an object may navigate on it.
    func holdsNavigation(_ type: String) -> Bool {
        // A type the sources do not declare has no properties they declare: only what it is counts.
        navigationHolders.contains(type) || isNavigationHolder(type)
    }

    /// Whether `name` is a navigation controller, a window or a view controller.
    private func isNavigationHolder(_ name: String) -> Bool {
        name.hasSuffix("NavigationController") || name.hasSuffix("Window") || isViewController(name)
    }

    /// `holdsNavigation(type)`, worked out from the tables. `linksHolding`: whether a class of a
    /// chain has a stored property holding navigation, by class, as found so far — every
    /// protocol's conforming types and every subclass ask it again of the same classes.
    private func findsNavigation(_ type: String, linksHolding: inout [String: Bool]) -> Bool {
        let holder = isNavigationHolder
        if holder(type) { return true }
        var types = [type]
        if [.protocol, .extension].contains(index.kind(of: type)) { types += conformers[type] ?? [] }
        return types.contains { candidate in
            index.classChain(from: candidate).contains { link in
                if let known = linksHolding[link] { return known }
                let holds = (properties[link] ?? [:]).values.contains { member in
                    declaredType(of: member, in: link).map(holder) ?? false
                }
                linksHolding[link] = holds
                return holds
            }
        }
    }

    /// Records a closure registered for `type`: the `{` at `open` in `file`, in code of `owner`.
    mutating func addRegistration(of type: String, file: Int, open: Int, owner: String) {
        guard !(registered[type] ?? []).contains(where: { $0.file == file && $0.open == open }) else { return }
        registered[type, default: []].append((file, open, owner))
    }

    /// The closures registered for `type`.
    func registrations(of type: String) -> [(file: Int, open: Int, owner: String)] { registered[type] ?? [] }

    /// Records that a control of view controller `source` runs `target` (its target–action).
    mutating func addTargetAction(source: String, target: Target, origin: ImportOrigin) {
        guard !targetActions.contains(where: { $0.source == source && $0.target == target }) else { return }
        targetActions.append((source, target, origin))
    }

    /// The property of its type that function `node` stores its parameter `name` in (`self.completion
    /// = completion`), when it does.
    func storedProperty(_ name: String, in node: Node) -> String? {
        guard let member = member(node), let body = member.declaration.body else { return nil }
        let file = index.files[member.file]
        let tokens = file.tokens
        for statement in file.statements(in: body) {
            var start = statement.lowerBound
            if statement.count > 2, tokens[start].isIdentifier("self"), tokens[start + 1].isPunctuation(".") {
                start += 2
            }
            guard start + 3 == statement.upperBound, tokens[start].kind == .identifier,
                tokens[start + 1].isOperator("="), tokens[start + 2].isIdentifier(name),
                property(tokens[start].text, of: owner(of: node)) != nil
            else { continue }
            return tokens[start].text
        }
        return nil
    }

    /// The one view controller class that conforms to protocol `name` (a factory's `-> ListView`).
    func soleViewController(conformingTo name: String) -> String? {
        guard index.kind(of: name) == .protocol else { return nil }
        let classes = (conformers[name] ?? []).filter { isViewController($0) && !isUIKitBase($0) }
        return classes.count == 1 ? classes[0] : nil
    }
}
