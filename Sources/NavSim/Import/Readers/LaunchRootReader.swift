/// Reads what an app's launch code puts in the window when no storyboard does:
/// `window.rootViewController = …` in `scene(_:willConnectTo:options:)` or
/// `application(_:didFinishLaunchingWithOptions:)`, and in what they call (an app coordinator's
/// `start()`, a `makeRootViewController()` helper, a `UITabBarController` subclass whose
/// `viewDidLoad` sets its tabs). Locals are followed as the code builds them: a navigation
/// controller given its root by `init(rootViewController:)`, `viewControllers = [x]`,
/// `setViewControllers` or a first `pushViewController`; a tab bar controller given its tabs.
///
/// The first root assignment launch code reaches is the app's `LaunchFinding`; every other
/// assignment of the window's root (a login screen replaced by the main tabs) is a `setRoot`
/// navigation site, from the view controller whose code leads there (its own method, or a
/// method that calls the assigning one, one or two calls back). A root the code builds out of
/// what this reader cannot follow is a warning quoting it, never a guess.
struct LaunchRootReader: PatternReader {
    /// Launch code whose window root (or a tab of it) is built by code the reader cannot follow.
    static let unreadLaunchRoot = DiagnosticID("unread-launch-root")

    /// What a name stands for while launch code runs, as far as the reader can tell.
    private enum Object {
        /// A view controller of this class, built this way.
        case scene(String, NavigationSite.Obtained)
        /// A navigation controller and its root, once the code gives it one.
        case navigation(root: Int?)
        /// A tab bar controller and its tabs, once the code sets them.
        case tabs([Int]?)
        /// `instantiateViewController(withIdentifier:)` before a cast names its class.
        case instantiated
        /// The storyboard's initial view controller: the storyboard's `start` already.
        case storyboardInitial
        /// The app's window.
        case window
        /// An instance of a type the sources declare (an app coordinator), with its properties.
        case instance(type: String, properties: [String: Int])
        /// Something else.
        case unknown
    }

    /// Where a method runs: its file, its locals and `self`.
    private struct Frame {
        var file: Int
        var type: String?
        var selfObject: Int?
        var locals: [String: Int] = [:]
        var returned: Int?
    }

    /// A `….rootViewController = value` the walk reached.
    private struct RootAssignment {
        var object: Int
        var file: Int
        var token: Int
        var origin: ImportOrigin
        var swift: String
        /// The innermost `if`, `guard`, `switch` or loop the assignment runs under; nil when the
        /// code runs it whatever happens.
        var condition: ImportOrigin?
    }

    private let index: SwiftTypeIndex
    private var objects: [Object] = []
    /// The Swift each object was built from, for warnings.
    private var texts: [String] = []
    private var assignments: [RootAssignment] = []
    /// Methods being walked, `Type.signature`, so that recursion stops.
    private var stack: [String] = []
    /// A method name whose callers are sought, and the view controller classes found owning a
    /// closure that calls it (`login.onDone = { self.showMain() }`).
    private var closureProbe: (name: String, owners: [String])?
    private var diagnostics: [Diagnostic] = []
    /// The conditions (`if`, `guard … else`, `switch`, loops) around the code being walked, outermost first.
    private var conditions: [ImportOrigin] = []
    /// Containers whose root or tabs were set under a condition, and the innermost one.
    private var chosenUnder: [Int: ImportOrigin] = [:]
    /// How deep blocks, expressions and property values nest in the walk so far.
    private var depth = 0
    /// The object each `Type.shared`-style static property holds, built once (`singleton(_:_:)`).
    private var singletons: [String: Int] = [:]
    /// How deep they may nest before the rest is not read.
    private static let depthLimit = RouteBodyReader.blockDepthLimit

    private init(index: SwiftTypeIndex) { self.index = index }

    /// The launch root of `index`'s app and the other root assignments as `setRoot` sites.
    static func read(_ index: SwiftTypeIndex) -> PatternFindings {
        var reader = LaunchRootReader(index: index)
        var findings = PatternFindings()
        let launch = reader.launch()
        if let launch {
            if let finding = reader.finding(launch) {
                findings.launches.append(finding)
            } else if launch.condition == nil, !reader.isStoryboardInitial(launch.object) {
                findings.unreadLaunch = launch.origin
            }
        }
        findings.sites = reader.rootSwitches(excluding: launch)
        findings.diagnostics = reader.diagnostics
        return findings
    }

    // MARK: - Launch

    /// The first root assignment of the scene delegate's launch method, else the app delegate's.
    private mutating func launch() -> RootAssignment? {
        for (name, label) in [("scene", "willConnectTo"), ("application", "didFinishLaunchingWithOptions")] {
            for type in index.names {
                for member in index.members(of: type) where member.declaration.kind == .function {
                    let declaration = member.declaration
                    guard declaration.name == name, declaration.parameters.contains(where: { $0.label == label }),
                        let body = declaration.body
                    else { continue }
                    assignments = []
                    var frame = Frame(file: member.file, type: type, selfObject: newInstance(of: type))
                    walk(body, &frame)
                    // A root set under a condition anywhere in launch code makes the first one conditional too.
                    if var first = assignments.first {
                        first.condition = first.condition ?? assignments.lazy.compactMap(\.condition).first
                        return first
                    }
                }
            }
        }
        return nil
    }

    /// The finding for `assignment`, or nil (with a warning when the code is not understood).
    private mutating func finding(_ assignment: RootAssignment) -> LaunchFinding? {
        if isStoryboardInitial(assignment.object) { return nil }
        guard let (root, obtained) = launchRoot(assignment.object, assignment, depth: 0) else {
            warn(
                assignment.origin,
                "cannot tell which view controller '\(assignment.swift)' puts in the window; no 'start' is read from launch code"
            )
            return nil
        }
        return LaunchFinding(
            root: root, obtained: obtained, origin: assignment.origin, condition: assignment.condition,
            contentCondition: contentCondition(assignment.object, depth: 0))
    }

    private func isStoryboardInitial(_ object: Int) -> Bool {
        if case .storyboardInitial = objects[object] { return true }
        return false
    }

    /// `object` as a launch root, and how its first scene is built; tabs the code does not say
    /// are left out with a warning.
    private mutating func launchRoot(_ object: Int, _ assignment: RootAssignment, depth: Int) -> (
        LaunchRoot, NavigationSite.Obtained
    )? {
        guard depth < 16 else { return nil }
        switch objects[object] {
        case .scene(let className, let obtained):
            return (.scene(className), obtained)
        case .navigation(let root):
            guard let root, let (inner, obtained) = launchRoot(root, assignment, depth: depth + 1) else { return nil }
            return (.navigation(inner), obtained)
        case .tabs(let children):
            var roots: [(LaunchRoot, NavigationSite.Obtained)] = []
            for child in children ?? [] {
                if let root = launchRoot(child, assignment, depth: depth + 1) {
                    roots.append(root)
                } else {
                    warn(
                        assignment.origin,
                        "cannot tell which view controller the tab '\(texts[child])' shows; the tab is left out")
                }
            }
            guard let first = roots.first else { return nil }
            return (.tabs(roots.map(\.0)), first.1)
        default:
            return nil
        }
    }

    // MARK: - Root switches

    /// Every root assignment but `launch`, as a `setRoot` site from the view controllers whose
    /// code leads to it.
    private mutating func rootSwitches(excluding launch: RootAssignment?) -> [NavigationSite] {
        var sites: [NavigationSite] = []
        for type in index.names {
            for member in index.members(of: type) {
                let declaration = member.declaration
                guard declaration.kind == .function || declaration.kind == .initializer, let body = declaration.body,
                    Self.assignsRoot(body, in: index.files[member.file])
                else { continue }
                assignments = []
                var frame = Frame(file: member.file, type: type, selfObject: newInstance(of: type))
                walk(body, &frame)
                let own = assignments.filter { $0.file == member.file && body.contains($0.token) }
                for assignment in own where !(assignment.file == launch?.file && assignment.token == launch?.token) {
                    sites += rootSwitch(assignment, method: declaration, type: type)
                }
            }
        }
        return sites
    }

    private mutating func rootSwitch(_ assignment: RootAssignment, method: SwiftDeclaration, type: String)
        -> [NavigationSite]
    {
        if case .storyboardInitial = objects[assignment.object] { return [] }
        let destination = content(assignment.object, depth: 0)
        let (sources, calls) = sources(of: method, in: type)
        let name = destination.map { ImportNames.typeName($0.className) } ?? method.name
        return (sources.isEmpty ? [nil] : sources.map(Optional.some)).map { source in
            var site = NavigationSite(
                trigger: .code(name: name), source: source, destination: destination?.className,
                obtained: destination?.obtained ?? .initializer, action: .setRoot, origin: assignment.origin,
                method: method.signature)
            site.wrapsInNavigation = destination?.wrapped ?? false
            site.calledFrom = calls
            return site
        }
    }

    /// The view controller a root shows first: a scene, a navigation controller's root, the
    /// first tab.
    private func content(_ object: Int, depth: Int) -> (
        className: String, obtained: NavigationSite.Obtained, wrapped: Bool
    )? {
        guard depth < 16 else { return nil }
        switch objects[object] {
        case .scene(let className, let obtained): return (className, obtained, false)
        case .navigation(let root?): return content(root, depth: depth + 1).map { ($0.className, $0.obtained, true) }
        case .tabs(let children?): return children.first.flatMap { content($0, depth: depth + 1) }
        default: return nil
        }
    }

    /// The view controller classes whose code leads to `method` of `type`: `type` itself, or
    /// the view controllers that call it (or call a method that calls it, or own a closure that
    /// does); and where those calls are.
    private mutating func sources(of method: SwiftDeclaration, in type: String) -> ([String], [ImportOrigin]) {
        if index.isViewController(type) { return ([type], []) }
        var found: [String] = []
        var calls: [ImportOrigin] = []
        var targets = [method.name]
        for _ in 0..<2 {
            var next: [String] = []
            for callerType in index.names {
                for member in index.members(of: callerType) {
                    guard let body = member.declaration.body else { continue }
                    let file = index.files[member.file]
                    let matching = SwiftCall.all(in: body, of: file).filter { targets.contains($0.name) }
                    guard let call = matching.first else { continue }
                    calls.append(index.origin(file.tokens[call.nameIndex].position, file: member.file))
                    if index.isViewController(callerType) {
                        if !found.contains(callerType) { found.append(callerType) }
                        continue
                    }
                    closureProbe = (call.name, [])
                    assignments = []
                    var frame = Frame(file: member.file, type: callerType, selfObject: newInstance(of: callerType))
                    walk(body, &frame)
                    let owners = closureProbe?.owners ?? []
                    closureProbe = nil
                    found += owners.filter { !found.contains($0) }
                    if owners.isEmpty, member.declaration.kind == .function { next.append(member.declaration.name) }
                }
            }
            guard found.isEmpty, !next.isEmpty else { break }
            targets = next
        }
        return (found, calls)
    }

    /// Whether `body` assigns something's `rootViewController`.
    private static func assignsRoot(_ body: Range<Int>, in file: SwiftSourceFile) -> Bool {
        body.dropLast().contains { index in
            file.tokens[index].isIdentifier("rootViewController") && file.tokens[index + 1].isOperator("=") && index > 0
                && file.tokens[index - 1].isPunctuation(".")
        }
    }

    // MARK: - Statements

    private mutating func walk(_ range: Range<Int>, _ frame: inout Frame) {
        let file = index.files[frame.file]
        guard depth < Self.depthLimit else { return }
        depth += 1
        defer { depth -= 1 }
        for statement in file.statements(in: range) {
            visit(statement, &frame)
            if frame.returned != nil { return }
        }
    }

    private mutating func visit(_ statement: Range<Int>, _ frame: inout Frame) {
        let file = index.files[frame.file]
        let tokens = file.tokens
        var start = statement.lowerBound
        while start < statement.upperBound,
            ["try", "await", "_"].contains(tokens[start].text) || tokens[start].isOperator("=")
        {
            start += 1
        }
        guard start < statement.upperBound else { return }
        let first = tokens[start]
        if ["if", "guard", "else", "switch", "for", "while", "do", "defer", "repeat"].contains(first.text),
            first.kind == .identifier
        {
            bindConditions(start..<statement.upperBound, &frame)
            // `do`'s own block, `defer` and `repeat` always run, and so does an `if` that only unwraps
            // (`if let windowScene = scene as? UIWindowScene`); the rest only when a condition holds.
            let always =
                ["do", "defer", "repeat"].contains(first.text)
                    || first.text == "if" && onlyUnwraps(start..<statement.upperBound, in: file) ? 1 : 0
            walkBlocks(
                start..<statement.upperBound, always: always, condition: index.origin(first.position, file: frame.file),
                &frame)
            return
        }
        if first.isIdentifier("return") {
            if start + 1 < statement.upperBound {
                frame.returned = evaluate((start + 1)..<statement.upperBound, &frame)
            }
            return
        }
        if first.isIdentifier("let") || first.isIdentifier("var"), start + 1 < statement.upperBound {
            let name = tokens[start + 1].text
            if let equals = file.topLevelEquals(in: start..<statement.upperBound) {
                frame.locals[name] = evaluate((equals + 1)..<statement.upperBound, &frame)
            }
            return
        }
        if let equals = file.topLevelEquals(in: start..<statement.upperBound) {
            assign(start..<equals, (equals + 1)..<statement.upperBound, &frame)
            return
        }
        _ = evaluate(start..<statement.upperBound, &frame)
        // A trailing closure (`DispatchQueue.main.async { … }`) runs too.
        if let last = statement.last, tokens[last].isPunctuation("}"), file.partners[last] >= statement.lowerBound {
            walk((file.partners[last] + 1)..<last, &frame)
        }
    }

    /// `if let x = value, …` and `guard let …`: each binding gets the object of its value.
    private mutating func bindConditions(_ range: Range<Int>, _ frame: inout Frame) {
        let file = index.files[frame.file]
        let end = (range.lowerBound..<range.upperBound).first { file.tokens[$0].isPunctuation("{") } ?? range.upperBound
        for part in file.split((range.lowerBound + 1)..<end, on: ",") {
            var start = part.lowerBound
            if start < part.upperBound, file.tokens[start].isIdentifier("case") { start += 1 }
            guard start + 1 < part.upperBound,
                file.tokens[start].isIdentifier("let") || file.tokens[start].isIdentifier("var"),
                let equals = file.topLevelEquals(in: start..<part.upperBound)
            else { continue }
            frame.locals[file.tokens[start + 1].text] = evaluate((equals + 1)..<part.upperBound, &frame)
        }
    }

    /// Whether every condition of the `if` statement `range` binds an optional (`let x = value`)
    /// or checks the OS version (`#available(iOS 13, *)`, true on the systems apps run today).
    private func onlyUnwraps(_ range: Range<Int>, in file: SwiftSourceFile) -> Bool {
        let end = (range.lowerBound..<range.upperBound).first { file.tokens[$0].isPunctuation("{") } ?? range.upperBound
        let parts = file.split((range.lowerBound + 1)..<end, on: ",").filter { !$0.isEmpty }
        return !parts.isEmpty
            && parts.allSatisfy {
                let first = file.tokens[$0.lowerBound]
                return first.isIdentifier("let") || first.isIdentifier("var") || first.text == "#available"
            }
    }

    /// The blocks of an `if`, `guard`, `switch` or loop, each walked in turn: the first `always`
    /// of them as code that always runs, the others under `condition`.
    private mutating func walkBlocks(
        _ range: Range<Int>, always: Int, condition: ImportOrigin, _ frame: inout Frame
    ) {
        let file = index.files[frame.file]
        var cursor = range.lowerBound
        var block = 0
        while cursor < range.upperBound {
            if file.tokens[cursor].isPunctuation("{"), file.partners[cursor] > cursor {
                let conditional = block >= always
                block += 1
                if conditional { conditions.append(condition) }
                walk((cursor + 1)..<min(file.partners[cursor], range.upperBound), &frame)
                if conditional { conditions.removeLast() }
                // A block that returns nothing known (`guard … else { return nil }`) does not end the method.
                if let returned = frame.returned {
                    if !isUnknown(returned) { return }
                    frame.returned = nil
                }
            }
            cursor = file.after(cursor)
        }
    }

    // MARK: - Assignments

    private mutating func assign(_ left: Range<Int>, _ right: Range<Int>, _ frame: inout Frame) {
        let file = index.files[frame.file]
        guard var chain = PathChain(left, in: file) else { return }
        let ofSelf = chain.root == "self"
        if ofSelf, chain.components.count > 1 { chain.components.removeFirst() }
        let names = chain.names
        if let first = right.first, file.tokens[first].isPunctuation("{"), let probe = closureProbe,
            SwiftCall.all(in: right, of: file).contains(where: { $0.name == probe.name }),
            names.count > 1, let owner = object(named: names[0], &frame), case .scene(let className, _) = objects[owner]
        {
            if !probe.owners.contains(className) { closureProbe?.owners.append(className) }
            return
        }
        if names == ["viewControllers"], let owner = frame.selfObject {
            setChildren(of: owner, to: elements(right, &frame))
            return
        }
        if names.count == 1, chain.components.count == 1 {
            let value = evaluate(right, &frame)
            if !ofSelf && frame.locals[names[0]] != nil || frame.selfObject == nil {
                frame.locals[names[0]] = value
            } else if let owner = frame.selfObject {
                setProperty(names[0], of: owner, to: value)
            }
            return
        }
        let base = chain.components.count > 1 ? baseObject(of: chain, &frame) : nil
        switch names.last {
        case "rootViewController":
            let isWindow =
                names.dropLast().contains { $0.lowercased().hasSubstring("window") }
                || base.map { if case .window = objects[$0] { true } else { false } } ?? false
            guard isWindow else { return }
            let value = evaluate(right, &frame)
            // `UIViewController()`: UIKit's own empty view controller, a placeholder (a unit-test
            // host's window, a blank screen while the app signs out) that shows no scene of the app.
            if case .scene(let className, _) = objects[value], isPlaceholder(className) { return }
            assignments.append(
                RootAssignment(
                    object: value, file: frame.file, token: left.lowerBound,
                    origin: index.origin(file.tokens[left.lowerBound].position, file: frame.file),
                    swift: file.text(left.lowerBound..<right.upperBound), condition: conditions.last))
        case "viewControllers":
            guard let base else { return }
            setChildren(of: base, to: elements(right, &frame))
        default:
            if let base, case .instance = objects[base], let last = names.last {
                setProperty(last, of: base, to: evaluate(right, &frame))
            }
        }
    }

    /// The object a chain's last name belongs to (`nav` in `nav.viewControllers`).
    private mutating func baseObject(of chain: PathChain, _ frame: inout Frame) -> Int? {
        var names = chain.names
        guard names.count == chain.components.count, names.count > 1 else { return nil }
        names.removeLast()
        guard var current = object(named: names[0], &frame) else { return nil }
        for name in names.dropFirst() {
            guard let next = property(name, of: current) else { return nil }
            current = next
        }
        return current
    }

    /// The objects of an array literal, `[home, UINavigationController(rootViewController: list)]`.
    private mutating func elements(_ range: Range<Int>, _ frame: inout Frame) -> [Int]? {
        let file = index.files[frame.file]
        guard let open = range.first, file.tokens[open].isPunctuation("["), file.partners[open] == range.upperBound - 1
        else {
            return nil
        }
        return file.split((open + 1)..<(range.upperBound - 1), on: ",").filter { !$0.isEmpty }.map {
            evaluate($0, &frame)
        }
    }

    private mutating func setChildren(of object: Int, to children: [Int]?) {
        switch objects[object] {
        case .navigation: objects[object] = .navigation(root: children?.first)
        case .tabs: objects[object] = .tabs(children)
        default: return
        }
        if let condition = conditions.last { chosenUnder[object] = condition }
    }

    /// The condition under which code gave `object`, or a container inside it, its root or tabs.
    private func contentCondition(_ object: Int, depth: Int) -> ImportOrigin? {
        guard depth < 16 else { return nil }
        if let condition = chosenUnder[object] { return condition }
        switch objects[object] {
        case .navigation(let root?): return contentCondition(root, depth: depth + 1)
        case .tabs(let children?): return children.lazy.compactMap { self.contentCondition($0, depth: depth + 1) }.first
        default: return nil
        }
    }

    // MARK: - Values

    /// The object `range` evaluates to, running the calls it makes.
    private mutating func evaluate(_ range: Range<Int>, _ frame: inout Frame) -> Int {
        let file = index.files[frame.file]
        guard depth < Self.depthLimit else { return make(.unknown, file.text(range)) }
        depth += 1
        defer { depth -= 1 }
        var range = range
        while range.count > 1,
            file.tokens[range.upperBound - 1].isPunctuation("!") || file.tokens[range.upperBound - 1].isPunctuation("?")
        {
            range = range.lowerBound..<(range.upperBound - 1)
        }
        guard let first = range.first else { return make(.unknown, "") }
        let text = file.text(range)
        if file.tokens[first].isPunctuation("("), file.partners[first] == range.upperBound - 1 {
            return evaluate((first + 1)..<(range.upperBound - 1), &frame)
        }
        if let builder = closureBuilder(in: range, of: file) {
            return evaluate(range.lowerBound..<builder, &frame)  // `X() &> { … }`, `X().then { … }`
        }
        if let castIndex = lastTopLevel("as", in: range, of: file) {
            return cast(castIndex, range, &frame)
        }
        if let call = SwiftCall.all(in: range, of: file).last(where: {
            $0.end == range.upperBound && $0.receiver.lowerBound == first
                || $0.end == range.upperBound && $0.nameIndex == first
        }) {
            return evaluateCall(call, text: text, &frame)
        }
        if let chain = PathChain(range, in: file), chain.names.count == chain.components.count {
            var names = chain.names
            if names.first == "self", names.count > 1 { names.removeFirst() }
            var start = object(named: names[0], &frame)
            if start == nil, names.count > 1, let shared = singleton(names[0], names[1]) {
                start = shared
                names.removeFirst()
            }
            if var current = start {
                for name in names.dropFirst() {
                    guard let next = property(name, of: current) else { return make(.unknown, text) }
                    current = next
                }
                return current
            }
        }
        return make(.unknown, text)
    }

    /// `value as! X`: the object of `value`, named by `X` when only the cast says its class.
    private mutating func cast(_ cast: Int, _ range: Range<Int>, _ frame: inout Frame) -> Int {
        let file = index.files[frame.file]
        var typeIndex = cast + 1
        while typeIndex < range.upperBound, file.tokens[typeIndex].kind == .punctuation { typeIndex += 1 }
        let inner = evaluate(range.lowerBound..<cast, &frame)
        guard typeIndex < range.upperBound else { return inner }
        let type = file.tokens[typeIndex].text
        switch objects[inner] {
        case .instantiated where isViewController(type) && !isNavigation(type) && !isTabs(type):
            return make(.scene(type, .storyboard), file.text(range))
        case .unknown where isViewController(type) && !isNavigation(type) && !isTabs(type):
            return make(.scene(type, .factory), file.text(range))
        default:
            return inner
        }
    }

    private mutating func evaluateCall(_ call: SwiftCall, text: String, _ frame: inout Frame) -> Int {
        let file = index.files[frame.file]
        let receiver = call.receiver.isEmpty ? nil : call.receiver
        let receiverText = receiver.map { file.text($0) }
        switch call.name {
        case "instantiateInitialViewController": return make(.storyboardInitial, text)
        case "instantiateViewController": return make(.instantiated, text)
        case "pushViewController", "setViewControllers", "show":
            guard let argument = call.arguments.first,
                let target = receiver.map({ evaluate($0, &frame) }) ?? frame.selfObject
            else { break }
            let values =
                call.name == "setViewControllers"
                ? elements(argument.value, &frame) : [evaluate(argument.value, &frame)]
            if case .navigation(nil) = objects[target] {
                setChildren(of: target, to: values)
            } else if case .tabs = objects[target], call.name == "setViewControllers" {
                setChildren(of: target, to: values)
            }
            return make(.unknown, text)
        default:
            break
        }
        if receiver == nil || receiverText == "self" {
            if isNavigation(call.name) {
                let root = call.argument("rootViewController").map { evaluate($0.value, &frame) }
                return make(.navigation(root: root), text)
            }
            if isTabs(call.name) {
                let tabs = make(.tabs(nil), text)
                if index.kind(of: call.name) == .class { runSetup(of: call.name, on: tabs) }
                return tabs
            }
            if call.name == "UIWindow" { return make(.window, text) }
            if isViewController(call.name) {
                for argument in call.arguments { _ = evaluate(argument.value, &frame) }
                return make(.scene(call.name, .initializer), text)
            }
            if receiver == nil, let kind = index.kind(of: call.name), kind != .protocol,
                call.name.first?.isUppercase == true
            {
                let instance = newInstance(of: call.name)
                _ = follow(call, in: call.name, on: instance, methodName: "init", &frame)
                return instance
            }
            if let type = frame.type,
                let value = follow(call, in: type, on: frame.selfObject, methodName: call.name, &frame)
            {
                return value
            }
            return make(.unknown, text)
        }
        guard let receiver, let receiverText else { return make(.unknown, text) }
        // `Type.make(…)`: a factory of a view controller class, or a static method to follow.
        if file.tokens[receiver.lowerBound].text.first?.isUppercase == true, receiver.count == 1 {
            let type = receiverText
            if let value = follow(call, in: type, on: nil, methodName: call.name, &frame), !isUnknown(value) {
                if case .scene(let className, _) = objects[value] { return make(.scene(className, .factory), text) }
                return value
            }
            if isViewController(type), !isNavigation(type), !isTabs(type) { return make(.scene(type, .factory), text) }
            return make(.unknown, text)
        }
        let target = evaluate(receiver, &frame)
        if case .instance(let type, _) = objects[target],
            let value = follow(call, in: type, on: target, methodName: call.name, &frame)
        {
            return value
        }
        return make(.unknown, text)
    }

    /// Runs method `methodName` of `type` (with the arguments of `call`) on `instance`; what it
    /// returns, or nil when the sources have no such method or the walk goes too deep.
    private mutating func follow(
        _ call: SwiftCall, in type: String, on instance: Int?, methodName: String, _ frame: inout Frame
    ) -> Int? {
        let labels = call.arguments.map { $0.label ?? "_" }
        let candidates = index.members(of: type).filter {
            ($0.declaration.kind == .function || $0.declaration.kind == .initializer)
                && $0.declaration.name == methodName
                && $0.declaration.body != nil && $0.declaration.parameters.count == call.arguments.count
        }
        guard
            let method = candidates.first(where: { $0.declaration.parameters.map(\.label) == labels })
                ?? candidates.first,
            let body = method.declaration.body
        else { return nil }
        let key = type + "." + method.declaration.signature
        guard stack.count < RouteBodyReader.helperDepthLimit, !stack.contains(key) else { return nil }
        var callee = Frame(file: method.file, type: type, selfObject: instance)
        for (parameter, argument) in zip(method.declaration.parameters, call.arguments) {
            callee.locals[parameter.name] = evaluate(argument.value, &frame)
        }
        stack.append(key)
        let statements = index.files[method.file].statements(in: body)
        if statements.count == 1, let only = statements.first,
            !index.files[method.file].tokens[only.lowerBound].isIdentifier("return"),
            method.declaration.kind == .function, method.declaration.type != nil
        {
            callee.returned = evaluate(only, &callee)  // a single-expression body returns its value
        } else {
            walk(body, &callee)
        }
        stack.removeLast()
        if let returned = callee.returned {
            // A view controller another type's method builds and returns comes from a factory.
            guard case .scene(let className, _) = objects[returned], method.declaration.kind == .function,
                type != frame.type, !isViewController(type)
            else { return returned }
            return make(.scene(className, .factory), texts[returned])
        }
        if let type = method.declaration.type,
            let name = index.files[method.file].tokens[type].first(where: { $0.kind == .identifier })?.text,
            isViewController(name), !isNavigation(name), !isTabs(name)
        {
            return make(.scene(name, .factory), index.files[method.file].text(type))
        }
        return method.declaration.kind == .initializer ? instance : make(.unknown, "")
    }

    /// A `UITabBarController` subclass's own setup: its initialisers' and `viewDidLoad`'s code,
    /// which set its tabs.
    private mutating func runSetup(of type: String, on tabs: Int) {
        for member in index.members(of: type) where ["viewDidLoad", "init"].contains(member.declaration.name) {
            guard let body = member.declaration.body, stack.count < RouteBodyReader.helperDepthLimit else { continue }
            var frame = Frame(file: member.file, type: type, selfObject: tabs)
            stack.append(type + "." + member.declaration.signature)
            walk(body, &frame)
            stack.removeLast()
        }
    }

    // MARK: - Names and properties

    /// The object a name stands for: a local, `self`, or a property of `self`.
    private mutating func object(named name: String, _ frame: inout Frame) -> Int? {
        if let local = frame.locals[name] { return local }
        if name == "self" { return frame.selfObject }
        if let owner = frame.selfObject, let value = property(name, of: owner) { return value }
        if name.lowercased().hasSuffix("window") { return make(.window, name) }
        return nil
    }

    /// `Presenter.shared`: the object a static property of a type the sources declare holds
    /// (`static let shared = Presenter()`), one object however often launch code names it.
    private mutating func singleton(_ type: String, _ name: String) -> Int? {
        let key = type + "." + name
        if let known = singletons[key] { return known }
        guard type.first?.isUppercase == true, index.declares(type),
            let member = index.members(of: type).first(where: {
                $0.declaration.kind == .variable && $0.declaration.name == name
                    && $0.declaration.modifiers.contains("static")
            }),
            let initial = member.declaration.initialValue
        else { return nil }
        var frame = Frame(file: member.file, type: type, selfObject: nil)
        let value = evaluate(initial, &frame)
        singletons[key] = value
        return value
    }

    /// Property `name` of `owner`: as set, else its declared initial value.
    private mutating func property(_ name: String, of owner: Int) -> Int? {
        guard case .instance(let type, let properties) = objects[owner] else {
            if case .tabs = objects[owner], name == "viewControllers" { return nil }
            return nil
        }
        if let value = properties[name] { return value }
        guard
            let member = index.members(of: type).first(where: {
                $0.declaration.kind == .variable && $0.declaration.name == name
            })
        else { return nil }
        let file = index.files[member.file]
        var value: Int?
        if let initial = member.declaration.initialValue {
            var frame = Frame(file: member.file, type: type, selfObject: owner)
            value = evaluate(initial, &frame)
        } else if let type = member.declaration.type, file.text(type).hasSubstring("UIWindow") {
            value = make(.window, name)
        } else if let type = member.declaration.type,
            let typeName = file.tokens[type].first(where: { $0.kind == .identifier })?.text,
            index.kind(of: typeName) == .class || index.kind(of: typeName) == .struct, !isViewController(typeName)
        {
            // Set where the walk does not go (`application(_:willFinishLaunchingWithOptions:)`):
            // an object of its declared type, whose methods can be followed.
            value = newInstance(of: typeName)
        }
        if let value { setProperty(name, of: owner, to: value) }
        return value
    }

    private mutating func setProperty(_ name: String, of owner: Int, to value: Int) {
        if case .tabs = objects[owner], name == "viewControllers" { return }
        guard case .instance(let type, var properties) = objects[owner] else { return }
        properties[name] = value
        objects[owner] = .instance(type: type, properties: properties)
    }

    private mutating func newInstance(of type: String) -> Int {
        if isTabs(type) {
            let tabs = make(.tabs(nil), type)
            runSetup(of: type, on: tabs)
            return tabs
        }
        return make(.instance(type: type, properties: [:]), type)
    }

    private mutating func make(_ object: Object, _ text: String) -> Int {
        objects.append(object)
        texts.append(text)
        return objects.count - 1
    }

    private func isUnknown(_ object: Int) -> Bool {
        if case .unknown = objects[object] { return true }
        return false
    }

    /// Where a value configured by a closure ends: `value &> { … }`, `value.then { … }`.
    private func closureBuilder(in range: Range<Int>, of file: SwiftSourceFile) -> Int? {
        guard let last = range.last, file.tokens[last].isPunctuation("}"), file.partners[last] > range.lowerBound else {
            return nil
        }
        let open = file.partners[last]
        if file.tokens[open - 1].kind == .operator { return open - 1 }
        if open >= range.lowerBound + 2, file.tokens[open - 1].isIdentifier("then"),
            file.tokens[open - 2].isPunctuation(".")
        {
            return open - 2
        }
        return nil
    }

    private func lastTopLevel(_ word: String, in range: Range<Int>, of file: SwiftSourceFile) -> Int? {
        var cursor = range.lowerBound
        var found: Int?
        while cursor < range.upperBound {
            if file.tokens[cursor].isIdentifier(word) { found = cursor }
            cursor = file.after(cursor)
        }
        return found
    }

    // MARK: - Classes

    private func inherits(_ name: String, from base: String) -> Bool {
        name == base
            || (index.kind(of: name) == .class
                && index.classChain(from: name).contains { index.inherited(by: $0).contains(base) })
    }

    private func isNavigation(_ name: String) -> Bool { inherits(name, from: "UINavigationController") }

    private func isTabs(_ name: String) -> Bool { inherits(name, from: "UITabBarController") }

    /// Whether `name` is one of UIKit's plain view controller classes (`UIViewController`,
    /// `UITableViewController`), which the app does not declare (it may extend them): what such a
    /// root shows is empty.
    private func isPlaceholder(_ name: String) -> Bool {
        !index.declares(name)
            && ["UIViewController", "UITableViewController", "UICollectionViewController"].contains(name)
    }

    private func isViewController(_ name: String) -> Bool {
        name.first?.isUppercase == true && (name.hasSuffix("ViewController") || index.isViewController(name))
    }

    private mutating func warn(_ origin: ImportOrigin, _ message: String) {
        diagnostics.append(
            Diagnostic(
                file: origin.file, position: origin.position, severity: .warning, id: Self.unreadLaunchRoot,
                message: message))
    }
}
