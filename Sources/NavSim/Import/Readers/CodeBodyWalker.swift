/// Reads one method's (or closure's) code for `CodeNavigationReader`: what its names stand for
/// (a view controller being built or found, an object of a type the sources declare, data of
/// the source scene), the navigation calls it makes with their destination, style and passes,
/// and the calls it makes into other code, with what each argument is. Blocks, closures passed
/// as arguments and `case` bodies are read in order; a closure assigned to another object's
/// property is recorded in the call graph instead, as code that object runs. A property's value
/// is read as a body (`CodeCallGraph.propertyValue(of:in:)`), its controls' action closures in
/// order; a property whose value is one closure records that closure as the property's.
struct CodeBodyWalker {
    /// What a name stands for.
    enum Value {
        /// A view controller: being built, or found.
        case controller(Controller)
        /// An object of a type (a coordinator, a presenter, `UIAlertController`).
        case instance(String)
        /// An object built by an initialiser the sources do not declare — a struct's memberwise
        /// one, or a framework base class's (`FeedsModule(view: view, input: model, output:
        /// model)` for a `BaseModule<Input, Output>` subclass) — with what each labelled argument
        /// handed it: its fields, by label.
        case object(String, fields: [String: Value])
        /// Data: the DSL expression it is in the source scene, or nil when that cannot be said.
        case data(String?)
        /// The selected row (`indexPath` in `didSelectRowAt`).
        case selection
        /// A tuple's elements (`(coordinator, module)` a factory returns).
        case tuple([Value])
        /// A case of an enum the sources declare (`AppStep.detail(id)`): a step a flow dispatches on.
        case choice(type: String, name: String, values: [Value])

        /// The view controller, when it is one.
        var controller: Controller? { if case .controller(let value) = self { return value } else { return nil } }

        /// The type of the object, when it is one.
        var objectType: String? {
            switch self {
            case .instance(let type), .object(let type, _): return type
            case .controller, .data, .selection, .tuple, .choice: return nil
            }
        }
    }

    /// A view controller the code builds or finds, and what it sets on it.
    struct Controller {
        /// Its class; nil when the code does not say (`instantiateViewController` without a cast).
        var className: String?
        /// The storyboard identifier it is instantiated by, when the code gives one as a literal.
        var storyboardIdentifier: String?
        /// The storyboard whose initial view controller it is (`instantiateInitialViewController()`).
        var initialOf: String?
        /// How it is obtained.
        var obtained: NavigationSite.Obtained
        /// What is assigned to it, in order.
        var passes: [ImportedPass] = []
        /// `modalPresentationStyle`, as written after the `.`.
        var style: String?
        /// Whether a `UINavigationController` is built around it.
        var wrapsInNavigation = false
        /// Set when it is found below the top of a stack
        /// (`navigation.viewControllers[navigation.viewControllers.count - 2] as? X`): the names of
        /// that navigation controller's chain (`self.` dropped). A pop on it lands on this one.
        var belowTopOf: [String]? = nil
        /// Set when it is the value of a property or parameter declared as a protocol that one view
        /// controller conforms to (`weak var delegate: EditorDelegate?`): the protocol. A call on
        /// it (`guard let delegate = delegate …; delegate.editorDidCancel()`) is a call through the
        /// protocol, followed as `delegate?.editorDidCancel()` is, not a setter of a destination.
        var conformedProtocol: String? = nil
    }

    /// A navigation call.
    struct Navigation {
        /// What UIKit is asked to do.
        var action: Route.Action
        /// The destination; nil for a pop, a dismiss or a tab switch the code names no class for.
        var destination: Controller?
        /// Whether `navigationController!` or `tabBarController!` is forced on the way.
        var forced: Bool
        /// Where the call is.
        var origin: ImportOrigin
        /// The call as written.
        var swift: String
        /// More for the site's comment: `selectedIndex = 1`.
        var note: String?
        /// The branch condition it is under, when the walk cannot tell whether it holds.
        var condition: Condition? = nil
        /// The tab position a `selectedIndex = 1` writes, when it is a number.
        var tabIndex: Int? = nil
        /// Whether it is made on `self` or one of its stored properties (`router.…`, `navigationController.…`).
        var onSelf = false
        /// The stored property of `self` it concerns: the navigation controller a push or a new
        /// stack is made on, or the one a presentation presents (`presenter.present(navigationController, …)`).
        var held: String? = nil
        /// For a pop: the view controller the code found below the top of the same stack and
        /// handed data before popping (`previous.viewModel.add(source)`); the pop lands on it
        /// when it is of the class the code cast it to.
        var revealed: Controller? = nil
        /// The undecided branches it is under, in this code.
        var arms: [Arm] = []
        /// The screen it runs on when it is in a closure subscribed to the buttons of a navigation
        /// controller built around that screen (`shownOn`).
        var shownOn: String? = nil
        /// Set for `addChild(d)` on `self` (UIKit's containment API): `destination` becomes a
        /// child of the view controller the code runs in, no navigation; `action` is then `.show`,
        /// the child being on screen with its parent.
        var addsChild = false
    }

    /// One branch of an `if`, a `guard` or a `switch` the walk cannot decide: the statement (its
    /// file and first token) and which of its branches (`if`'s blocks in order, `guard`'s `else`
    /// as 1 and what follows the `guard` as 0, `switch`'s cases in order). Two pieces of code
    /// under different branches of one statement never run in one pass through it.
    struct Arm: Hashable {
        /// The branching statement.
        var point: Int
        /// The file it is in.
        var file: Int
        /// Which branch.
        var branch: Int

        /// The `point` of the closures subscribed to streams the walk reads in place
        /// (`button.rx.tap.subscribe(onNext: { … })`), each its own branch (its opening brace):
        /// code that runs on an event of its own, later than the code that subscribes it.
        static let handlers = -1

        /// Whether code under `first` runs in a subscribed closure (`handlers`) that code under
        /// `second` is not in: it runs on its own event, never before `second` on the same one.
        static func inOtherHandler(_ first: [Arm], _ second: [Arm]) -> Bool {
            first.contains { $0.point == handlers && !second.contains($0) }
        }

        /// Whether code under `first` and code under `second` exclude each other: both are under
        /// one branching statement, in different branches.
        static func exclusive(_ first: [Arm], _ second: [Arm]) -> Bool {
            first.contains { mine in
                second.contains { $0.point == mine.point && $0.file == mine.file && $0.branch != mine.branch }
            }
        }
    }

    /// The condition of an `if` or the subject of a `switch` the walk cannot evaluate: every
    /// branch is read, and what is in them runs only when the condition says so.
    struct Condition {
        /// The condition or subject as written.
        var swift: String
        /// Where.
        var origin: ImportOrigin
    }

    /// A call into other code of the app.
    struct CallOut {
        /// What it can run.
        var targets: [CodeCallGraph.Target]
        /// For a step emitted to the methods that switch over its enum rather than a call the
        /// code names, every such method: the reader keeps the flows that show the source scene.
        var dispatchedAmong: [CodeCallGraph.Target] = []
        /// Its arguments, in order.
        var arguments: [Value]
        /// Where it is.
        var origin: ImportOrigin
        /// The branch condition it is under, when the walk cannot tell whether it holds.
        var condition: Condition? = nil
        /// Whether it is made on `self` or one of its stored properties.
        var onSelf = false
        /// When it is made on an object this code built without handing it any object (`let
        /// (child, module) = factory.makeChild()`, `Child()`): where that object was built. Its
        /// navigation controller is not the source's.
        var freshReceiver: ImportOrigin? = nil
        /// Where the objects among its arguments that this code built so were built.
        var freshArguments: [ImportOrigin] = []
        /// The object it is made on, when this code wrote fields on it (`Value.object`): `self`
        /// in the code it runs.
        var receiver: Value? = nil
        /// The launch flags known where it is made (`LaunchFlags`).
        var flags = LaunchFlags.State()
        /// The undecided branches it is under, in this code.
        var arms: [Arm] = []
        /// The screen it runs on, as `Navigation.shownOn`.
        var shownOn: String? = nil
    }

    /// What the code's names start as.
    struct Frame {
        /// The type of `self`: the type whose code it is, or the subclass it was called on.
        var owner: String
        /// Whether `owner` is the view controller on screen, whose properties are the source's
        /// fields, or an object built with it (`ScreenCompanions`), some of whose are.
        var ownsSource: Bool
        /// Parameters, as the caller passed them.
        var bindings: [String: Value]
        /// The stored property of `owner` that holds the view controller on screen, and its class:
        /// the object whose closure property started the code (`signUp?.onTermsTap = { … }`,
        /// called by the sign-up screen) is the one the property holds.
        var sourceAlias: (property: String, source: String)? = nil
        /// Whether `owner` is the source's Clean Swift router (the type of the view controller's
        /// `router` property, or a class conforming to it): its `dataStore` is the source's store.
        var routesSource = false
        /// When `owner` is an object built with the screen, not the screen: the fields of it that
        /// are the scene's stores (a field another declares first is that one's).
        var ownedFields: Set<String>? = nil
        /// When `owner` is an object built with another scene than the source (a completion the
        /// list's interactor handed the flow, run from the editor's chain): that scene's view
        /// controller class and the fields of `owner` that are its stores. What the code writes
        /// into them is written into that scene (`Result.writes`).
        var writesInto: (scene: String, fields: Set<String>)? = nil
        /// The launch flags known when the code starts (`LaunchFlags`): the branches they decide
        /// are the only ones read.
        var flags = LaunchFlags.State()
        /// When the chain runs from a screen built by another's chain that handed it a closure
        /// (`CodeNavigationReader`'s forwarding): that other screen's stores, by the class that
        /// holds them (its view controller, the objects built with it). What its objects' code
        /// reads of them is the copy the screen on top holds (`capturedStore(_:)`): they cannot
        /// change while it covers them.
        var capturedFrom: [String: Set<String>]? = nil
    }

    /// What was read.
    struct Result {
        /// Navigation calls, in order.
        var navigations: [Navigation] = []
        /// Calls into the app's code, in order.
        var calls: [CallOut] = []
        /// What could not be read.
        var diagnostics: [Diagnostic] = []
        /// The values of its `return` statements, when asked for (`evaluating`).
        var returns: [Value] = []
        /// What it writes into the stores of `Frame.writesInto`'s scene, by that scene's class:
        /// the passes of a pop back to it, with the undecided branches each is under.
        var writes: [(scene: String, pass: ImportedPass, arms: [Arm])] = []
        /// The closures it handed on to be run later that captured the selection or the
        /// selected element's key (`handOn(closure:)`): each one's place in the call graph, and
        /// what those names stand for when it runs from the screen it was handed to.
        var handedCaptures: [(place: Int, bindings: [String: Value])] = []
        /// The closures it stores in a property (`coordinator.finishFlow = { … }`), by file and
        /// body, with the launch flags known where each is stored.
        var storedClosures: [(file: Int, body: Range<Int>, flags: LaunchFlags.State)] = []
        /// Whether it handed on a closure to be run later (`storeClosureArguments(_:targets:)`).
        var handsOnClosure = false
    }

    /// A navigation call whose destination's class the code does not say.
    static let destinationUnknown = DiagnosticID("code-destination-unknown")

    /// How many functions deep a value is read from what they return (a factory calling a factory).
    static let evaluationDepth = 4

    private var graph: CodeCallGraph
    private let file: Int
    private let frame: Frame
    private let recording: Bool
    private var bindings: [String: Value]
    /// The declared types of the function's parameters, `?` and generic arguments removed.
    private var parameterTypes: [String: String] = [:]
    private var result = Result()
    private var depth = 0
    /// How many closures deep the walk is: a `return` in a closure is not the function's.
    private var closureDepth = 0
    /// The parameters of the closures the walk is in (`{ [weak self] isLoggedIn in … }`): locals
    /// whose values the walk does not know, which shadow a launch flag of the same name.
    private var closureParameters: Set<String> = []
    /// The undecided branches the statement being walked is under.
    private var arms: [Arm] = []
    /// While walking a closure subscribed to a stream of a navigation controller built around a
    /// screen (`Observable.of(navigation.closeTapped, navigation.backTapped).merge().subscribe
    /// { … }`): that screen, the one on top when its buttons are tapped.
    private var shownOn: String?
    /// The innermost branch condition being walked that the walk cannot evaluate.
    private var condition: Condition?
    /// The launch flags known at the statement being walked.
    private var flags: LaunchFlags.State
    /// How many blocks deep the walk is in code that may not run (a branch not decided, a loop):
    /// a flag written there is unknown after it.
    private var uncertain = 0
    /// Set when a `guard` the flags decide has left the function: nothing after it runs.
    private var halted = false
    /// The code walked: its tokens (a flag written outside them may change on a call).
    private let body: Range<Int>
    /// Locals holding an object this code built without handing it any object, and where.
    private var fresh: [String: ImportOrigin] = [:]
    /// Where closures passed to a function that stores them open: code run later, not here.
    private var stored: Set<Int> = []
    /// The view controller class whose navigation item the value being read is set on
    /// (`list.navigationItem.rightBarButtonItem = …`).
    private var barButtonHost: String?
    /// Loops over `enumerated()` being walked, by their element's name: the index's name and
    /// the list (`for (i, item) in list.enumerated()`).
    private var enumerations: [String: (index: String, list: String)] = [:]
    /// Locals holding a view controller's navigation item (`if let item = navigation.navigationBar
    /// .items?[0]`), by name: the view controller's class.
    private var navigationItems: [String: String] = [:]
    /// The arguments of a call that sets a bar button on a navigation item
    /// (`item.setRightBarButton(UIBarButtonItem(…), animated: false)`), and that item's view controller.
    private var barButtonCall: (arguments: Range<Int>, host: String)?
    /// How many functions deep this walk reads what a function returns; 0 for a walk of code run.
    private let nesting: Int
    /// Locals holding the data store of a view controller being built — the object assigned to
    /// its `interactor` or its router's `dataStore` (`view.interactor = interactor`) — by name:
    /// the local holding that view controller. What is written on them is passed into it.
    private var wiredStores: [String: String] = [:]
    /// What is written on locals holding an object of a class before it is wired into a view
    /// controller (`interactor.user = user`, then `view.interactor = interactor`), in order.
    private var objectWrites: [String: [ImportedPass]] = [:]
    /// The fields this code writes on an object of a class the sources declare, by the local or
    /// the stored property of `self` that holds it (`module.user = contact`, `router.dataStore =
    /// self`): the object carries them where it is handed (`Value.object`), so code that reads
    /// them back in another call (`dataStore?.user`) reads what was written.
    private var writtenFields: [String: [String: Value]] = [:]

    /// Reads `node`'s code in `frame`. With `recording`, closures assigned to properties and view
    /// controllers assigned to UIKit-typed properties are added to `graph`. With `nesting` above
    /// 0, the walk reads what the code returns (`Result.returns`), for a caller's value.
    static func walk(
        _ node: CodeCallGraph.Node, frame: Frame, graph: inout CodeCallGraph, recording: Bool, nesting: Int = 0
    ) -> Result {
        let file: Int
        let body: Range<Int>
        var bindings = frame.bindings
        switch node {
        case .method:
            guard let member = graph.member(node), let code = graph.code(of: member) else { return Result() }
            (file, body) = (member.file, code)
            let source = graph.index.files[file]
            for parameter in member.declaration.parameters where bindings[parameter.name] == nil {
                bindings[parameter.name] = defaultValue(typed: source.text(parameter.type), graph: graph)
            }
        case .closure(let place):
            let closure = graph.closures[place]
            (file, body) = (closure.file, closure.body)
        }
        var walker = CodeBodyWalker(
            graph: graph, file: file, frame: frame, recording: recording, bindings: bindings, nesting: nesting,
            body: body)
        if case .closure(let place) = node { walker.closureParameters = Set(graph.closures[place].parameters) }
        if graph.storesClosure(node), let member = graph.member(node) {
            // `lazy var onLogout = { … }`: the property's closure, run where it is called.
            if recording {
                walker.record(
                    closure: body.lowerBound, host: frame.owner, property: member.declaration.name, declared: true)
            }
            graph = walker.graph
            return walker.result
        }
        if let member = graph.member(node) {
            let declaring = graph.index.files[member.file]
            for parameter in member.declaration.parameters {
                walker.parameterTypes[parameter.name] = CodeCallGraph.bareType(declaring.text(parameter.type))
            }
        }
        if nesting > 0 { walker.walkReturning(body) } else { walker.walk(body) }
        graph = walker.graph
        return walker.result
    }

    /// What a parameter of `type` stands for when no caller says.
    private static func defaultValue(typed type: String, graph: CodeCallGraph) -> Value {
        guard let bare = graph.valueType(type) else { return .data(nil) }
        if bare == "IndexPath" { return .selection }
        if graph.isViewController(bare) {
            return .controller(Controller(className: graph.isUIKitBase(bare) ? nil : bare, obtained: .found))
        }
        if let className = graph.soleViewController(conformingTo: bare) {
            return .controller(Controller(className: className, obtained: .found, conformedProtocol: bare))
        }
        return graph.index.kind(of: bare) == nil ? .data(nil) : .instance(bare)
    }

    private init(
        graph: CodeCallGraph, file: Int, frame: Frame, recording: Bool, bindings: [String: Value], nesting: Int,
        body: Range<Int>
    ) {
        self.flags = frame.flags
        self.body = body
        self.graph = graph
        self.file = file
        self.frame = frame
        self.recording = recording
        self.bindings = bindings
        self.nesting = nesting
        source = graph.index.files[file]
        tokens = source.tokens
    }

    /// The file walked and its tokens, held from the start: read through `graph` (whose index
    /// never changes) at every token, the file was copied out of the index each time.
    private let source: SwiftSourceFile
    private let tokens: [SwiftToken]

    // MARK: - Statements

    private static let blockKeywords: Set<String> = [
        "if", "guard", "while", "for", "switch", "else", "do", "repeat", "catch", "defer",
    ]

    /// Walks the statements of a block; of an undecided `switch`'s body (`switchAt`, the
    /// statement's first token), each case's statements under its own branch (`Arm`).
    private mutating func walk(_ range: Range<Int>, switchAt point: Int? = nil) {
        guard depth < RouteBodyReader.blockDepthLimit else { return }
        depth += 1
        // A `guard` marks what follows it in the block (`Arm`), up to the block's end.
        let outerArms = arms.count
        defer {
            depth -= 1
            arms.removeSubrange(outerArms...)
        }
        var branch = -1
        for statement in source.statements(in: range) where !halted {
            let first = tokens[statement.lowerBound]
            if let point, first.isIdentifier("case") || first.isIdentifier("default") {
                branch += 1
                arms.removeSubrange(outerArms...)
                arms.append(Arm(point: point, file: file, branch: branch))
            }
            visit(statement)
        }
    }

    /// Walks a function's body for what it returns: its `return` statements', or the value of a
    /// body that is one expression (`func make() -> ListViewController { ListViewController() }`).
    private mutating func walkReturning(_ body: Range<Int>) {
        let statements = source.statements(in: body)
        if statements.count == 1, let only = statements.first, let first = only.first,
            !["return", "let", "var", "throw"].contains(tokens[first].text),
            !Self.blockKeywords.contains(tokens[first].text),
            source.topLevelEquals(in: only) == nil
        {
            result.returns.append(evaluate(only))
        }
        walk(body)
    }

    private mutating func visit(_ statement: Range<Int>) {
        var start = statement.lowerBound
        var returns = false
        while start < statement.upperBound,
            ["return", "try", "await", "throw"].contains(tokens[start].text) || tokens[start].isPunctuation("?")
                || tokens[start].isPunctuation("!")
        {
            returns = returns || tokens[start].isIdentifier("return")
            start += 1
        }
        guard start < statement.upperBound else { return }
        let range = start..<statement.upperBound
        if returns, nesting > 0, closureDepth == 0 { result.returns.append(evaluate(range)) }
        let first = tokens[start]
        if first.isIdentifier("case") || first.isIdentifier("default") {
            // A `case …:` label: what follows its colon.
            var colon = start
            while colon < range.upperBound, !tokens[colon].isPunctuation(":") { colon = source.after(colon) }
            if colon + 1 < range.upperBound { walk((colon + 1)..<range.upperBound) }
        } else if first.isIdentifier("switch"), let open = range.first(where: { tokens[$0].isPunctuation("{") }),
            open > start + 1, case .choice(_, let name, let values) = evaluate((start + 1)..<open)
        {
            walkCases((open + 1)..<min(source.partners[open], range.upperBound), choosing: name, values: values)
        } else if first.isIdentifier("switch"), let chosen = flagCase(range) {
            for statement in source.statements(in: chosen) { visit(statement) }
        } else if first.kind == .identifier, Self.blockKeywords.contains(first.text) {
            var cursor = start + 1
            var condition = cursor
            let outer = self.condition
            var undecided = false
            var branch = 0
            defer { self.condition = outer }
            // Whether every branch before the one being read is known not to run.
            var skipped = true
            // The flags known before the statement: each branch starts from them (its condition is
            // read only when the branches before did not run); after it, what all the ways
            // through it agree on.
            let entry = flags
            var exits: LaunchFlags.State?
            defer { flags = exits ?? entry }
            while cursor < range.upperBound {
                if tokens[cursor].isPunctuation("{") {
                    flags = entry
                    var known = first.isIdentifier("if") ? literalTruth(condition..<cursor) : nil
                    if known == nil, first.isIdentifier("if") { known = caseTruth(condition..<cursor) }
                    if known == nil, first.isIdentifier("if") { known = castTruth(condition..<cursor) }
                    if known == nil, first.isIdentifier("if"), skipped, condition + 1 == cursor,
                        tokens[condition].isIdentifier("else"), branch > 0
                    {
                        // A plain `else` after branches the caller's arguments ruled out.
                        known = true
                    }
                    if known == nil { known = flagTruth(condition..<cursor, of: first, afterSkipping: skipped) }
                    if known != false { skipped = false }
                    // A loop's element is a name of its body only: a later `if item.id == id`
                    // (another loop's element, an `if let`) must not find this loop.
                    let outerLoops = enumerations
                    // `for (i, item) in list.enumerated() where item.id == id`, or an `if` on it inside.
                    let matched =
                        first.isIdentifier("for") && condition == start + 1
                        ? bindLoop(condition..<cursor) : first.isIdentifier("if") ? bindMatch(condition..<cursor) : []
                    defer {
                        for name in matched { bindings[name.name] = name.value }
                        enumerations = outerLoops
                    }
                    bindConditions(condition..<cursor)
                    if known == nil, !undecided, first.isIdentifier("if") || first.isIdentifier("switch"),
                        condition < cursor
                    {
                        undecided = true
                        // The first branch the walk cannot decide: what follows depends on it.
                        self.condition = Condition(
                            swift: source.text(condition..<cursor), origin: origin(tokens[condition].position))
                    }
                    let block = (cursor + 1)..<min(source.partners[cursor], range.upperBound)
                    if known == nil, first.isIdentifier("if") || first.isIdentifier("guard") {
                        // `if`'s blocks are its branches in order; `guard`'s one block is its `else`.
                        arms.append(Arm(point: start, file: file, branch: first.isIdentifier("guard") ? 1 : branch))
                    }
                    let sure = known == true || first.isIdentifier("do") || first.isIdentifier("repeat")
                    if !sure { uncertain += 1 }
                    if known != false {
                        walk(block, switchAt: first.isIdentifier("switch") ? start : nil)
                    }
                    if !sure { uncertain -= 1 }
                    if known == nil, first.isIdentifier("if") || first.isIdentifier("guard") { arms.removeLast() }
                    if known != false { exits = exits.map { $0.joined(with: flags) } ?? flags }
                    if known == true, first.isIdentifier("guard") {
                        // A `guard` known to fail leaves the function there.
                        halted = true
                        return
                    }
                    if known == true { return }
                    branch += 1
                    condition = source.after(cursor)
                }
                cursor = source.after(cursor)
            }
            // No branch may have run (or, for a loop, the body not at all).
            if !first.isIdentifier("do") && !first.isIdentifier("repeat") { exits = exits?.joined(with: entry) }
            // What follows a `guard` in its block runs only when its `else` did not.
            if first.isIdentifier("guard") { arms.append(Arm(point: start, file: file, branch: 0)) }
        } else if first.isIdentifier("let") || first.isIdentifier("var") {
            bindDeclaration(range)
        } else if let equals = source.topLevelEquals(in: range) {
            assign(range.lowerBound..<equals, (equals + 1)..<range.upperBound)
        } else {
            // `.map { AppStep.done }`, `return AppStep.done`: a step handed on.
            if nesting == 0 { emit(range) }
            scan(range)
        }
    }

    /// A `switch`'s body over a step the caller named: the statements of its `case` that names
    /// it, its associated values bound to the names the pattern gives them (`case
    /// .detail(let id)`), or of `default` when none does.
    private mutating func walkCases(_ body: Range<Int>, choosing name: String, values: [Value]) {
        var groups: [(label: Range<Int>, statements: [Range<Int>])] = []
        for statement in source.statements(in: body) {
            let first = tokens[statement.lowerBound]
            if first.isIdentifier("case") || first.isIdentifier("default") {
                var colon = statement.lowerBound
                while colon < statement.upperBound, !tokens[colon].isPunctuation(":") { colon = source.after(colon) }
                groups.append((statement.lowerBound..<colon, []))
                if colon + 1 < statement.upperBound {
                    groups[groups.count - 1].statements.append((colon + 1)..<statement.upperBound)
                }
            } else if !groups.isEmpty {
                groups[groups.count - 1].statements.append(statement)
            }
        }
        let tokens = self.tokens
        func named(_ label: Range<Int>) -> Int? {
            label.first { $0 > label.lowerBound && tokens[$0].isIdentifier(name) && tokens[$0 - 1].isPunctuation(".") }
        }
        let chosen =
            groups.first { named($0.label) != nil }
            ?? groups.first { tokens[$0.label.lowerBound].isIdentifier("default") }
        if let chosen, let place = named(chosen.label) { bindPattern(after: place, in: chosen.label, to: values) }
        for statement in chosen?.statements ?? [] { visit(statement) }
    }

    /// Binds the names a case pattern gives its associated values (`.present(let scene, let
    /// style)`, `.detail(id: let id)`, `let .push(scene)`), the case's name at `place`, to `values`.
    private mutating func bindPattern(after place: Int, in pattern: Range<Int>, to values: [Value]) {
        guard place + 1 < pattern.upperBound, tokens[place + 1].isPunctuation("(") else { return }
        let close = min(source.partners[place + 1], pattern.upperBound)
        for (part, value) in zip(source.split((place + 2)..<close, on: ","), values) {
            if let last = part.last(where: { tokens[$0].kind == .identifier }), tokens[last].text != "let",
                tokens[last].text != "var"
            {
                bindings[tokens[last].text] = value
            }
        }
    }

    /// Where a condition starts after the `else` and `if` before it (`else if let x = …`).
    private func afterElseIf(_ range: Range<Int>) -> Int {
        var start = range.lowerBound
        while start < range.upperBound, tokens[start].isIdentifier("else") || tokens[start].isIdentifier("if") {
            start += 1
        }
        return start
    }

    /// How UIKit's protocols end (`UITableViewDataSource`, `UIAdaptivePresentationControllerDelegate`).
    private static let protocolSuffixes = ["Delegate", "DataSource", "Protocol", "Coordinating", "Transitioning"]

    /// `if let tabs = viewController as? UITabBarController, …` with `viewController` a view
    /// controller of a class the app declares that is not that type (nor in a navigation controller
    /// built here): false, as the cast fails. Nil for anything else.
    private mutating func castTruth(_ condition: Range<Int>) -> Bool? {
        var end = condition.upperBound
        while end > condition.lowerBound, tokens[end - 1].isIdentifier("else") { end -= 1 }
        for clause in source.split(condition.lowerBound..<end, on: ",") {
            let start = afterElseIf(clause)
            let typeIndex = clause.upperBound - 1
            guard clause.upperBound - start >= 6,
                tokens[start].isIdentifier("let") || tokens[start].isIdentifier("var"),
                tokens[start + 2].isOperator("="), tokens[typeIndex].kind == .identifier,
                let cast = (start..<typeIndex).last(where: { tokens[$0].isIdentifier("as") }), cast > start + 3,
                let built = evaluate((start + 3)..<cast).controller, !built.wrapsInNavigation,
                let className = built.className, graph.index.kind(of: className) == .class,
                !graph.isUIKitBase(className)
            else { continue }
            let type = tokens[typeIndex].text
            // The class chain and every protocol it adopts, the protocols those inherit included
            // (`SheetScreen: ModalScreen`).
            var adopted = Set(graph.index.classChain(from: className))
            var pending = Array(adopted)
            while let link = pending.popLast() {
                for name in graph.index.inherited(by: link) where adopted.insert(name).inserted { pending.append(name) }
            }
            // A framework protocol (`as? UITableViewDataSource`) may be adopted by a UIKit superclass.
            let frameworkProtocol =
                graph.index.kind(of: type) == nil && Self.protocolSuffixes.contains(where: type.hasSuffix)
            if !adopted.contains(type), !frameworkProtocol { return false }
        }
        return nil
    }

    /// `if case .push(let scene) = type` (after `if` or `else if`, one clause) with `type` a case
    /// the caller named: whether the pattern matches it, and when it does, the names it binds
    /// bound. Nil when the subject is no such case.
    private mutating func caseTruth(_ condition: Range<Int>) -> Bool? {
        let start = afterElseIf(condition)
        guard start < condition.upperBound, tokens[start].isIdentifier("case"),
            source.split(start..<condition.upperBound, on: ",").count == 1,
            let equals = source.topLevelEquals(in: (start + 1)..<condition.upperBound),
            case .choice(_, let chosen, let values) = evaluate((equals + 1)..<condition.upperBound)
        else { return nil }
        let pattern = (start + 1)..<equals
        // The case's name: the first name after a `.` (`.push`, `Transition.push`, `let .push`).
        guard let place = pattern.first(where: { $0 > pattern.lowerBound && tokens[$0 - 1].isPunctuation(".") }),
            tokens[place].kind == .identifier
        else { return nil }
        guard tokens[place].text == chosen else { return false }
        bindPattern(after: place, in: pattern, to: values)
        return true
    }

    /// What the launch flags known here (`LaunchFlags`) say of a block of `keyword` (`if`, `else
    /// if`, `else`, `guard`) whose condition is `condition`: whether the block runs, when known.
    /// A plain `else` runs when every branch before it is known not to (`skipped`); a `guard`'s
    /// `else` block is read, and ends the function, only at the function's top level.
    private func flagTruth(_ condition: Range<Int>, of keyword: SwiftToken, afterSkipping skipped: Bool) -> Bool? {
        guard !graph.flags.initial.isEmpty, !condition.isEmpty else { return nil }
        var start = condition.lowerBound
        var end = condition.upperBound
        if keyword.isIdentifier("guard") {
            guard depth == 1, closureDepth == 0, tokens[end - 1].isIdentifier("else") else { return nil }
            end -= 1
            return graph.flags.truth(start..<end, in: flagContext()).map { !$0 }
        }
        guard keyword.isIdentifier("if") else { return nil }
        if tokens[start].isIdentifier("else") {
            start += 1
            if start == end { return skipped ? true : nil }
            guard tokens[start].isIdentifier("if") else { return nil }
            start += 1
        }
        guard start < end, !tokens[start].isIdentifier("let"), !tokens[start].isIdentifier("var"),
            !tokens[start].isIdentifier("case")
        else { return nil }
        return graph.flags.truth(start..<end, in: flagContext())
    }

    /// The statements of the `case` a `switch` (the statement `range`) takes, when the launch
    /// flags known here decide its subject (`switch instructor`, `switch (shown, authorised)`).
    private func flagCase(_ range: Range<Int>) -> Range<Int>? {
        guard !graph.flags.initial.isEmpty, !flags.values.isEmpty,
            let open = range.first(where: { tokens[$0].isPunctuation("{") }), open > range.lowerBound + 1,
            let subject = graph.flags.evaluate((range.lowerBound + 1)..<open, in: flagContext())
        else { return nil }
        return graph.flags.chosenCase(
            of: subject, in: (open + 1)..<min(source.partners[open], range.upperBound), file: source)
    }

    /// The code being walked, for `LaunchFlags`: its names shadow flags; those the caller passed
    /// as `true` or `false` are known.
    private func flagContext() -> LaunchFlags.Context {
        var context = LaunchFlags.Context(file: file, owner: frame.owner, state: flags)
        for name in closureParameters { context.locals[name] = .some(nil) }
        for (name, value) in bindings {
            if case .data(let text) = value, text == "true" || text == "false" {
                context.locals[name] = .some(.bool(text == "true"))
            } else {
                context.locals[name] = .some(nil)
            }
        }
        return context
    }

    /// `flag = value` (`self?.flag = true`, `Type.flag = false`): the flag is known after it when
    /// the value is and the statement surely runs; else it is unknown.
    private mutating func writeFlag(_ left: Range<Int>, _ right: Range<Int>) {
        guard !graph.flags.initial.isEmpty, let last = left.last, tokens[last].kind == .identifier,
            bindings[tokens[last].text] == nil && !closureParameters.contains(tokens[last].text) || left.count > 1,
            let flag = graph.flags.flag(at: last, file: file, owner: frame.owner)
        else { return }
        let value = uncertain > 0 || closureDepth > 0 ? nil : graph.flags.truth(right, in: flagContext())
        flags.values[flag] = value
    }

    /// The flags known here that a call to `targets` may change: those written in a function
    /// other than this code, or in a closure it calls. A closure stored in a property is taken
    /// to run when it is called, not during other calls (`docs/import.md`, "Launch flags").
    private mutating func forgetFlagsWritten(by targets: [CodeCallGraph.Target]) {
        guard !flags.values.isEmpty else { return }
        let launchFlags = graph.flags
        let closures = graph.closures
        let called = Set(
            targets.compactMap { target -> Int? in
                if case .closure(let place) = target.node { return place } else { return nil }
            })
        let (file, body) = (self.file, self.body)
        flags.values = flags.values.filter { flag, _ in
            launchFlags.writes(
                of: flag,
                allSatisfy: { site in
                    let stored = closures.indices.filter {
                        closures[$0].file == site.file && closures[$0].body.contains(site.token)
                    }
                    if stored.contains(where: called.contains) { return false }
                    return site.file == file && body.contains(site.token) || !stored.isEmpty
                })
        }
    }

    /// Whether `if flag`, `else if !flag` holds, when the caller passed `flag` as `true` or
    /// `false`: only the branch taken is read.
    private func literalTruth(_ condition: Range<Int>) -> Bool? {
        var start = condition.lowerBound
        while start < condition.upperBound, tokens[start].isIdentifier("else") || tokens[start].isIdentifier("if") {
            start += 1
        }
        if start < condition.upperBound, tokens[start].isIdentifier("let") || tokens[start].isIdentifier("var") {
            // `if let option = option`, `if let option` with `option` passed as `nil`: not taken.
            let name = start + 1
            guard name < condition.upperBound, tokens[name].kind == .identifier else { return nil }
            let value = name + 2 < condition.upperBound && tokens[name + 1].isOperator("=") ? name + 2 : name
            guard value + 1 == condition.upperBound, case .data("nil") = bindings[tokens[value].text] else {
                return nil
            }
            return false
        }
        var end = condition.upperBound
        // `if(wrapped)`: the condition in parentheses.
        if end - start == 3, tokens[start].isPunctuation("("), source.partners[start] == end - 1 {
            start += 1
            end -= 1
        }
        let negated = start < end && tokens[start].isOperator("!")
        if negated { start += 1 }
        guard start + 1 == end, case .data(let value) = bindings[tokens[start].text],
            value == "true" || value == "false"
        else { return nil }
        return (value == "true") != negated
    }

    /// `(index, item) in list.enumerated() [where item.id == id]` after `for`: the loop is
    /// remembered by its element's name, and when its `where` matches the element's key with the
    /// key of the element the user selected, `index` is `selection` and `item` `list[selection]`
    /// for the body (the key taken as unique, as for `first(where:)`). The names it bound, with
    /// what they held before.
    private mutating func bindLoop(_ range: Range<Int>) -> [(name: String, value: Value?)] {
        let open = range.lowerBound
        guard tokens[open].isPunctuation("("), source.partners[open] < range.upperBound,
            source.partners[open] + 1 < range.upperBound, tokens[source.partners[open] + 1].isIdentifier("in")
        else { return [] }
        let names = source.split((open + 1)..<source.partners[open], on: ",").map { part in
            part.count == 1 ? tokens[part.lowerBound].text : ""
        }
        let sequence = (source.partners[open] + 2)..<range.upperBound
        let filter = sequence.first { tokens[$0].isIdentifier("where") }
        let end = filter ?? sequence.upperBound
        guard names.count == 2, end - sequence.lowerBound > 4, tokens[end - 1].isPunctuation(")"),
            tokens[end - 2].isPunctuation("("), tokens[end - 3].isIdentifier("enumerated"),
            tokens[end - 4].isPunctuation("."),
            let list = resolve(sequence.lowerBound..<(end - 4)).map({ $0.hasSubstring(Self.selectedElement) ? "" : $0 })
                ?? writtenList(sequence.lowerBound..<(end - 4)), !list.isEmpty
        else { return [] }
        enumerations[names[1]] = (index: names[0], list: list)
        guard let filter else { return [] }
        return bindMatch((filter + 1)..<range.upperBound)
    }

    /// `self.items` in a completion another scene's object handed on (`Frame.writesInto`), when
    /// `items` is one of that scene's stores: the list the loop's index is a row of, which the
    /// closure writes (`self.items[i] = edited`), though the source's store cannot read it: its
    /// elements are no value of a pass (`⟨selected⟩items`, which `withoutLookupMarks(_:)` refuses).
    private func writtenList(_ range: Range<Int>) -> String? {
        guard var chain = PathChain(range, in: source) else { return nil }
        if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
        guard chain.components.count == 1, bindings[chain.root] == nil,
            frame.writesInto?.fields.contains(chain.root) == true
        else { return nil }
        return Self.selectedElement + chain.root
    }

    /// `item.id == id` (an `if`'s condition, a `where`) with `item` the element of a loop over
    /// `enumerated()` and `id` the key of the element the user selected: the loop's index is
    /// `selection` and its element `list[selection]` where the match holds. The names it bound,
    /// with what they held before.
    private mutating func bindMatch(_ condition: Range<Int>) -> [(name: String, value: Value?)] {
        var start = condition.lowerBound
        while start < condition.upperBound, tokens[start].isIdentifier("if") || tokens[start].isIdentifier("else") {
            start += 1
        }
        let comparison = start..<condition.upperBound
        guard !comparison.contains(where: { tokens[$0].isOperator("&&") || tokens[$0].isOperator("||") }),
            source.split(comparison, on: ",").count == 1
        else { return [] }
        for (element, loop) in enumerations.sorted(by: { $0.key < $1.key }) {
            guard let (key, row) = selectedKey(comparison, element: element) else { continue }
            let before = [(name: loop.index, value: bindings[loop.index]), (name: element, value: bindings[element])]
            bindings[loop.index] = .data("\(row)⟨by \(key)⟩")
            bindings[element] = .data(loop.list + "[\(row)]⟨by \(key)⟩")
            return before
        }
        return []
    }

    /// `if let a = b, case let c = d`, `guard var …`: each binding gets its value.
    private mutating func bindConditions(_ range: Range<Int>) {
        var end = range.upperBound
        // `guard let x = y else {`: the `else` is no part of the value.
        while end > range.lowerBound, tokens[end - 1].isIdentifier("else") { end -= 1 }
        for part in source.split(range.lowerBound..<end, on: ",") {
            var start = part.lowerBound
            while start < part.upperBound, ["else", "if", "guard", "while", "case"].contains(tokens[start].text) {
                start += 1
            }
            if start < part.upperBound, tokens[start].isIdentifier("let") || tokens[start].isIdentifier("var") {
                bindDeclaration(start..<part.upperBound)
            } else if start < part.upperBound {
                scan(start..<part.upperBound)
            }
        }
    }

    /// `let name[: Type] = value`, `let (a, b) = factory()`, or `if let name` (the same name).
    private mutating func bindDeclaration(_ range: Range<Int>) {
        guard range.count > 1 else { return }
        let nameIndex = range.lowerBound + 1
        guard let equals = source.topLevelEquals(in: range) else { return }
        let valueRange = (equals + 1)..<range.upperBound
        // `guard let self = self` in a closure capturing `[weak self]`: `self` is still itself.
        if tokens[nameIndex].isIdentifier("self"), valueRange.count == 1,
            tokens[valueRange.lowerBound].isIdentifier("self")
        {
            return
        }
        var value = evaluate(valueRange)
        let built = freshlyBuilt(valueRange, value)
        if tokens[nameIndex].isPunctuation("("), case .tuple(let values) = value {
            let names = source.split((nameIndex + 1)..<min(source.partners[nameIndex], equals), on: ",")
            for (name, element) in zip(names, values) where tokens[name.lowerBound].kind == .identifier {
                bindings[tokens[name.lowerBound].text] = element
                fresh[tokens[name.lowerBound].text] = built
            }
        } else if tokens[nameIndex].kind == .identifier {
            fresh[tokens[nameIndex].text] = built
            navigationItems[tokens[nameIndex].text] = navigationItemHost(valueRange)
            // `let vc: DetailViewController = storyboard.instantiateViewController(…)`.
            if nameIndex + 2 < equals, tokens[nameIndex + 1].isPunctuation(":"), var built = value.controller,
                built.className == nil, let type = CodeCallGraph.bareType(source.text((nameIndex + 2)..<equals)),
                graph.isViewController(type), !graph.isUIKitBase(type)
            {
                built.className = type
                value = .controller(built)
            }
            bindings[tokens[nameIndex].text] = value
        }
        scan(valueRange)
    }

    /// Where `range` builds an object (or a tuple of them) by a call handed no object — data,
    /// or nothing: `factory.makeChildBox()`, `ChildCoordinator()`. Such an object's navigation
    /// controller is its own, not the one of the code that built it.
    private mutating func freshlyBuilt(_ range: Range<Int>, _ value: Value) -> ImportOrigin? {
        switch value {
        case .instance, .object, .tuple: break
        case .controller, .data, .selection, .choice: return nil
        }
        var start = range.lowerBound
        while start < range.upperBound, ["try", "await"].contains(tokens[start].text) { start += 1 }
        guard
            let call = SwiftCall.all(in: start..<range.upperBound, of: source).first(where: { call in
                call.end == range.upperBound
                    && (call.receiver.isEmpty ? call.nameIndex : call.receiver.lowerBound) == start
            })
        else { return nil }
        for argument in call.arguments where holdsNavigation(evaluate(argument.value)) { return nil }
        if call.receiver.isEmpty, initializerTakesNavigation(of: call.name, labels: call.arguments.map(\.label)) {
            return nil
        }
        return origin(tokens[call.nameIndex].position)
    }

    /// Whether an initialiser of `type` the sources declare, taking `labels`, has a parameter
    /// typed as a navigation controller (`init(navigationController: UINavigationController,
    /// event: Event)`): handed one, even a value the walk cannot type (a helper's optional), the
    /// object pushes on it. (A view controller handed in may be one it presents over, and a
    /// child presenting over the tab bar has a stack of its own.)
    private func initializerTakesNavigation(of type: String, labels: [String?]) -> Bool {
        guard graph.index.kind(of: type) == .class || graph.index.kind(of: type) == .struct else { return false }
        return graph.index.classChain(from: type).contains { link in
            graph.index.members(of: link).contains { member in
                let declaration = member.declaration
                guard declaration.kind == .initializer,
                    declaration.parameters.map({ $0.label == "_" ? nil : $0.label }) == labels
                else { return false }
                let file = graph.index.files[member.file]
                return declaration.parameters.contains { parameter in
                    CodeCallGraph.bareType(file.text(parameter.type))?.hasSuffix("NavigationController") ?? false
                }
            }
        }
    }

    /// Whether `value` is or holds what navigation is done on: a view controller, a navigation
    /// controller, a window, a router holding one.
    private func holdsNavigation(_ value: Value) -> Bool {
        switch value {
        case .controller: return true
        case .instance(let type): return graph.holdsNavigation(type)
        case .object(let type, let fields):
            return graph.holdsNavigation(type) || fields.values.contains(where: holdsNavigation)
        case .tuple(let values): return values.contains(where: holdsNavigation)
        case .data, .selection, .choice: return false
        }
    }

    /// Whether the receiver `range` is `self`, nothing, or a stored property of `self` no local shadows.
    private func isOnSelf(_ range: Range<Int>) -> Bool {
        guard !range.isEmpty else { return true }
        guard var chain = PathChain(range, in: source) else { return false }
        if chain.root == "self" {
            if chain.components.count == 1 { return true }
            chain.components.removeFirst()
        }
        return bindings[chain.root] == nil && graph.property(chain.root, of: frame.owner) != nil
    }

    /// The view controller class whose navigation item `range` holds: `navigationItem`,
    /// `list.navigationItem`, a navigation controller's `navigationBar.topItem` (its top view
    /// controller: the last this code put on it) or `navigationBar.items?[0]` (its root: the
    /// first, when this code set its stack, or pushed first onto one it made empty), or a local
    /// bound to one of these.
    private func navigationItemHost(_ range: Range<Int>) -> String? {
        guard var chain = PathChain(range, in: source) else { return nil }
        if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
        let names = chain.names
        var host: String?
        if names.count == 1, let item = navigationItems[names[0]] {
            host = item
        } else if let place = names.firstIndex(of: "navigationItem"), place == names.count - 1 {
            host = place == 0 ? frame.owner : place == 1 ? bindings[chain.root]?.controller?.className : nil
        } else if let place = names.firstIndex(of: "navigationBar"), place >= 1 {
            let rest = Array(chain.components.dropFirst(place + 1))
            let top = rest == [.name("topItem")]
            let root =
                rest.count == 2 && rest[0] == .name("items")
                && {
                    if case .index(let inside) = rest[1] { return source.text(inside) == "0" } else { return false }
                }()
            guard top || root else { return nil }
            host = stackHost(Array(names.prefix(place)), root: root)
        }
        return host.flatMap { graph.isViewController($0) && !graph.isUIKitBase($0) ? $0 : nil }
    }

    /// The view controller class at the root (or top) of the navigation controller `names` holds:
    /// one built around a view controller here (`UINavigationController(rootViewController: list)`),
    /// or a stored one whose stack this code set or, made empty, pushed onto first.
    private func stackHost(_ names: [String], root: Bool) -> String? {
        if names.count == 1, let built = bindings[names[0]]?.controller, built.wrapsInNavigation {
            return root || !result.navigations.contains(where: { $0.held == names[0] }) ? built.className : nil
        }
        guard names.count == 1, bindings[names[0]] == nil, let member = graph.property(names[0], of: frame.owner)
        else { return nil }
        let onIt = result.navigations.filter { $0.held == names[0] && [.push, .setStack].contains($0.action) }
        guard let first = onIt.first else { return nil }
        if !root { return onIt.last?.destination?.className }
        let file = graph.index.files[member.file]
        let madeEmpty =
            member.declaration.initialValue.map { file.text($0).hasSuffix("NavigationController()") } ?? false
        return first.action == .setStack || madeEmpty ? first.destination?.className : nil
    }

    /// The stored property of `self` that `range` names alone (`navigationController`,
    /// `self.navigationController`), when no local shadows it.
    private func storedProperty(_ range: Range<Int>) -> String? {
        guard var chain = PathChain(range, in: source) else { return nil }
        if chain.root == "self", chain.components.count == 2 { chain.components.removeFirst() }
        guard chain.components.count == 1, bindings[chain.root] == nil,
            graph.property(chain.root, of: frame.owner) != nil
        else { return nil }
        return chain.root
    }

    // MARK: - Assignments

    /// Properties of a view controller that are no data: set on a destination, never a pass.
    private static let uikitProperties: Set<String> = [
        "title", "delegate", "modalTransitionStyle", "hidesBottomBarWhenPushed", "navigationItem", "view",
        "transitioningDelegate", "preferredContentSize", "popoverPresentationController", "isModalInPresentation",
        "tabBarItem", "definesPresentationContext", "providesPresentationContextTransitionStyle", "coordinator",
    ]

    private mutating func assign(_ left: Range<Int>, _ right: Range<Int>) {
        writeFlag(left, right)
        guard var chain = PathChain(left, in: source) else { return scan(right) }
        if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
        let names = chain.names
        let position = tokens[left.lowerBound].position
        if let target = frame.writesInto, target.fields.contains(chain.root), bindings[chain.root] == nil,
            right.isEmpty || !tokens[right.lowerBound].isPunctuation("{")
        {
            // `self.songs[index] = edited` in a completion another scene's object handed on: a
            // write into that scene's store, read in the source's (a subscript it cannot read
            // makes the pass a comment).
            var written = Controller(className: target.scene, obtained: .found)
            if let field = chain.path(from: 0, subscriptText: resolve) {
                pass(field, right, at: position, into: &written)
            } else {
                let field = chain.path(from: 0) { self.source.text($0) } ?? source.text(left)
                written.passes.append(
                    ImportedPass(field: field, expression: nil, swift: source.text(right), origin: origin(position)))
            }
            result.writes += written.passes.map { (target.scene, $0, arms) }
            return scan(right)
        }
        // `tabBarController?.selectedIndex = 1`, or `selectedIndex = 1` in a tab bar controller's
        // own subclass, which selects its own tab.
        let ownTab = names.count == 1 && graph.index.containerBase(of: frame.owner) == "UITabBarController"
        if names.contains("selectedIndex") || names.contains("selectedViewController"), names.count > 1 || ownTab {
            let destination = names.last == "selectedViewController" ? evaluate(right).controller : nil
            var navigation = Navigation(
                action: .tab, destination: destination, forced: forces(left), origin: origin(position),
                swift: source.text(left.lowerBound..<right.upperBound),
                note: "\(names.last ?? "") = \(source.text(right))", condition: condition)
            if names.last == "selectedIndex", right.count == 1 {
                navigation.tabIndex = Int(tokens[right.lowerBound].text)
            }
            noteNavigation(navigation)
            return scan(right)
        }
        if names.count > 1, names.last == "rootViewController", isWindow(Array(names.dropLast())),
            case let built = evaluate(right).controller,
            built?.className.map({ graph.index.containerBase(of: $0) == nil }) ?? true
        {
            // `window.rootViewController = viewController` in code a screen's action runs: a root
            // switch from that screen, its class read with the caller's arguments
            // (`scene.viewController()` with the case it named); `CodeNavigationReader` drops it
            // under a branch not decided. `SwiftImport` weighs it against `LaunchRootReader`'s
            // reading of the same assignment, which alone reads a tab bar or navigation controller
            // subclass as the scene it shows first.
            noteNavigation(
                Navigation(
                    action: .setRoot, destination: built, forced: false, origin: origin(position),
                    swift: source.text(left.lowerBound..<right.upperBound), note: nil, condition: condition))
            return scan(right)
        }
        if names.last == "viewControllers", !right.isEmpty, tokens[right.lowerBound].isPunctuation("["),
            isNavigationController(Array(names.dropLast())),
            let last = source.split((right.lowerBound + 1)..<max(right.lowerBound + 1, right.upperBound - 1), on: ",")
                .last
        {
            // `navigationController.viewControllers = [list]`: `setViewControllers` written as an assignment.
            let built = evaluate(last).controller
            if built?.className == nil, built?.storyboardIdentifier == nil, built?.initialOf == nil {
                warn(
                    Self.destinationUnknown, at: position,
                    "cannot tell which view controller '\(source.text(left.lowerBound..<right.upperBound))' shows; the route has no destination"
                )
            }
            noteNavigation(
                Navigation(
                    action: .setStack, destination: built, forced: forces(left), origin: origin(position),
                    swift: source.text(left.lowerBound..<right.upperBound), note: nil, condition: condition,
                    onSelf: isOnSelf(left.lowerBound..<max(left.lowerBound, left.upperBound - 2)),
                    held: names.count == 2 && bindings[names[0]] == nil
                        && graph.property(names[0], of: frame.owner) != nil
                        ? names[0] : nil))
            return scan(right)
        }
        if !right.isEmpty, tokens[right.lowerBound].isPunctuation("{"), let property = names.last {
            // A closure stored in a property: code the property's owner runs later.
            let host = names.count == 1 ? frame.owner : pathType(Array(names.dropLast()))
            // `signUp?.onTermsTap = { … }`: the object that runs it is the one `signUp` holds.
            let receiver =
                names.count == 2 && parameterTypes[names[0]] == nil && graph.property(names[0], of: frame.owner) != nil
                ? names[0] : nil
            if recording, let host {
                record(closure: right.lowerBound, host: host, property: property, receiver: receiver)
            }
            result.storedClosures.append((file, closureSignature(right.lowerBound).body, flags))
            return
        }
        if let property = names.last, let method = methodReference(right) {
            // `viewModel.onSelect = showDetail`: the method is what the property runs.
            let host = names.count == 1 ? frame.owner : pathType(Array(names.dropLast()))
            if recording, let host {
                graph.add(reference: method, owner: frame.owner, host: host, property: property)
            }
            return
        }
        if let host = navigationItemHost(left.lowerBound..<max(left.lowerBound, left.upperBound - 2)) {
            // `list.navigationItem.rightBarButtonItem = UIBarButtonItem(…, target: …, action: …)`,
            // `navigation.navigationBar.topItem?.leftBarButtonItem = …`.
            let outer = barButtonHost
            barButtonHost = host
            defer { barButtonHost = outer }
            return scan(right)
        }
        if names.count == 2, fresh[chain.root] != nil, holdsNavigation(evaluate(right)) {
            // `child.navigationController = navigationController`: handed ours after all.
            fresh[chain.root] = nil
        }
        if names.count > 1, case .controller = bindings[chain.root],
            ["interactor", "dataStore"].contains(names[names.count - 1]), right.count == 1,
            tokens[right.lowerBound].kind == .identifier,
            case .instance(let type) = bindings[tokens[right.lowerBound].text],
            graph.index.kind(of: type) == .class
        {
            // `view.interactor = interactor`, `view.router?.dataStore = interactor`: a module
            // builder wiring the scene's data store; what it writes on it is passed into the scene.
            let store = tokens[right.lowerBound].text
            wiredStores[store] = chain.root
            if case .controller(var built) = bindings[chain.root] {
                built.passes += objectWrites.removeValue(forKey: store) ?? []
                bindings[chain.root] = .controller(built)
            }
            return
        }
        if names.count > 1, let holder = wiredStores[chain.root], case .controller(var built) = bindings[holder] {
            let field = chain.path(from: 1) { self.resolve($0) ?? self.source.text($0) } ?? names[1]
            pass(field, right, at: position, into: &built)
            bindings[holder] = .controller(built)
            return scan(right)
        }
        if names.count == 2, chain.components.count == 2, writesObjectField(chain.root) {
            writtenFields[chain.root, default: [:]][names[1]] = evaluate(right)
        }
        if names.count > 1, case .instance(let type) = bindings[chain.root], graph.index.kind(of: type) == .class {
            // Kept in case the object is wired into a view controller as its data store later.
            var written = Controller(className: nil, obtained: .found)
            let field = chain.path(from: 1) { self.resolve($0) ?? self.source.text($0) } ?? names[1]
            pass(field, right, at: position, into: &written)
            objectWrites[chain.root, default: []] += written.passes
        }
        if names.count > 1, case .controller(var built) = bindings[chain.root] {
            if names[1] == "modalPresentationStyle" {
                built.style = presentationStyle(right)
            } else if !Self.uikitProperties.contains(names[1]) {
                let field = chain.path(from: 1) { self.resolve($0) ?? self.source.text($0) } ?? names[1]
                pass(field, right, at: position, into: &built)
            }
            bindings[chain.root] = .controller(built)
        } else if recording, names.count == 2, let className = evaluate(right).controller?.className,
            let host = hostType(of: chain.root)
        {
            graph.noteAssignment(className, to: names[1], of: host)
        } else if names.count == 1, chain.components.count == 1 {
            // `signUpView = factory.makeSignUp()`: the object the local or property now holds.
            let value = evaluate(right)
            switch value {
            case .controller, .instance, .object, .tuple, .choice: bindings[names[0]] = value
            case .data, .selection: break
            }
        }
        scan(right)
    }

    /// The associated values of the case `name` of `type` written with its arguments opening at
    /// `open` (past `range`: none): in the order the case declares them when it labels them all,
    /// each argument by its label and each one left out its default (`.present(scene: .timer)`
    /// against `case present(scene: Scene, style: UIModalPresentationStyle = .fullScreen,
    /// wrapped: Bool = false)`: `.timer`, `.fullScreen`, `false`); else as written, by position.
    private mutating func caseValues(of type: String, _ name: String, _ open: Int, in range: Range<Int>) -> [Value] {
        let parts =
            open < range.upperBound
            ? source.split((open + 1)..<min(source.partners[open], range.upperBound), on: ",") : []
        let tokens = self.tokens
        let labelled = parts.map { part in
            part.count > 2 && tokens[part.lowerBound].kind == .identifier
                && tokens[part.lowerBound + 1].isPunctuation(":")
                ? (label: Optional(tokens[part.lowerBound].text), value: (part.lowerBound + 2)..<part.upperBound)
                : (label: nil, value: part)
        }
        guard let declared = graph.caseDeclaration(name, of: type, labels: labelled.map(\.label)) else {
            return labelled.map { evaluate($0.value) }
        }
        let file = graph.index.files[declared.file]
        var remaining = labelled[...]
        return declared.declaration.parameters.map { parameter in
            if let first = remaining.first, first.label ?? "_" == parameter.label {
                remaining = remaining.dropFirst()
                return evaluate(first.value)
            }
            // Left out: its default, when it is a literal or a case (`false`, `.fullScreen`).
            guard let written = parameter.defaultValue(in: file) else { return .data(nil) }
            let text = written.map { file.tokens[$0].text }
            if text.count == 1, ["true", "false", "nil"].contains(text[0]) { return .data(text[0]) }
            if text.count == 2, text[0] == "." { return .choice(type: "", name: text[1], values: []) }
            return .data(nil)
        }
    }

    /// The style a `modalPresentationStyle = …` assignment writes, as written after the `.`:
    /// `.fullScreen`, or a name bound to a case the caller named (`case .present(let scene, let
    /// style)` with `.present(scene: .settings, presentationStyle: .formSheet)`); nil for a name
    /// whose value the walk does not know.
    private mutating func presentationStyle(_ right: Range<Int>) -> String? {
        if right.count == 1, tokens[right.lowerBound].kind == .identifier {
            guard case .choice(_, let name, _) = evaluate(right) else { return nil }
            return name
        }
        return tokens[right].last { $0.kind == .identifier }?.text
    }

    /// Whether the chain `names` (`self.` dropped) holds a window: its last name says so
    /// (`window`, `appWindow`), or its declared type is `UIWindow`.
    private func isWindow(_ names: [String]) -> Bool {
        guard let last = names.last else { return false }
        return last.lowercased().hasSuffix("window") || pathType(names) == "UIWindow"
    }

    /// Whether the chain `names` (`self.` dropped) holds a navigation controller: a name or a
    /// declared type that says so; an empty chain is `self`, when it is one.
    private func isNavigationController(_ names: [String]) -> Bool {
        guard let last = names.last else { return frame.owner.hasSuffix("NavigationController") }
        if last.hasSuffix("navigationController") || last.hasSuffix("NavigationController") { return true }
        let type = names.count == 1 ? hostType(of: last) : pathType(names)
        return type?.hasSuffix("NavigationController") == true
    }

    /// The method of `self` that `range` names without calling it (`showDetail`, `self.showDetail`).
    private func methodReference(_ range: Range<Int>) -> CodeCallGraph.Node? {
        guard var chain = PathChain(range, in: source) else { return nil }
        if chain.root == "self", chain.components.count == 2 { chain.components.removeFirst() }
        guard chain.components.count == 1, bindings[chain.root] == nil,
            graph.property(chain.root, of: frame.owner) == nil
        else { return nil }
        return graph.functions(named: chain.root, labels: nil, on: frame.owner).first?.node
    }

    /// What the chain `names` holds when it reads fields of an object built with them
    /// (`module.view`, `module.output` of a `.object`), nil when it reads no such field.
    /// Whether `name` holds an object of a class the sources declare that is no view controller:
    /// a local or parameter bound to one, or a stored property of `self` typed as one.
    private func writesObjectField(_ name: String) -> Bool {
        let type: String?
        switch bindings[name] {
        case .instance(let bound), .object(let bound, _): type = bound
        case nil: type = graph.property(name, of: frame.owner).flatMap { graph.declaredType(of: $0, in: frame.owner) }
        default: type = nil
        }
        if case .object(let bound, _)? = bindings[name], graph.index.kind(of: bound) == .struct {
            // A local copy of a record (`guard var edited = …`, then `edited.age = newAge`).
            return true
        }
        guard let type, graph.index.kind(of: type) == .class else { return false }
        return !graph.isViewController(type)
    }

    /// `value` with the fields this code wrote on the object `name` holds, when it wrote any.
    private func withWrittenFields(_ value: Value, of name: String) -> Value {
        guard let written = writtenFields[name] else { return value }
        switch value {
        case .instance(let type): return .object(type, fields: written)
        case .object(let type, let fields): return .object(type, fields: fields.merging(written) { $1 })
        default: return value
        }
    }

    /// `dataStore?.user.id` where `self` is an object handed with fields written on it
    /// (`router.dataStore = self` in the object `module`, after `module.user = contact`): the
    /// data those fields hold, read through them; nil when the chain reaches none.
    private func writtenFieldExpression(_ chain: PathChain) -> String? {
        guard case .object = bindings["self"] else { return nil }
        var value = bindings["self"]
        for (place, component) in chain.components.enumerated() {
            guard case .name(let name) = component else { return nil }
            var fields: [String: Value] = [:]
            if case .object(_, let held)? = value { fields = held }
            if place == 0, let held = fields[name] { fields[name] = withWrittenFields(held, of: name) }
            guard let next = fields[name] else { return nil }
            if case .data(let base) = next {
                guard let base, let rest = chain.path(from: place + 1, subscriptText: { _ in nil }) else { return nil }
                return rest.isEmpty ? base : base + (rest.hasPrefix("[") ? "" : ".") + rest
            }
            value = next
        }
        return nil
    }

    private func fieldValue(_ names: [String]) -> Value? {
        guard names.count > 1, var value = bindings[names[0]] else { return nil }
        for name in names.dropFirst() {
            guard case .object(_, let fields) = value, let field = fields[name] else { return nil }
            value = field
        }
        return value
    }

    /// The type of the object a member chain holds: `output.list` with `output: ListOutput` is
    /// `ListOutput`'s property `list`'s type; a field of an object built with it
    /// (`module.output`), the type of what it was handed.
    private func pathType(_ names: [String]) -> String? {
        guard let first = names.first else { return nil }
        var rest = names.dropFirst()
        var type: String
        if let host = hostType(of: first) {
            type = host
        } else if let shared = rest.first, bindings[first] == nil,
            let singleton = graph.staticPropertyType(shared, of: first)
        {
            // `SceneCoordinator.shared`: the object a type's static property holds.
            type = singleton
            rest = rest.dropFirst()
        } else {
            return nil
        }
        var value = bindings[first]
        for name in rest {
            if case .object(_, let fields) = value, let field = fields[name] {
                value = field
                guard let next = field.objectType ?? field.controller?.className else { return nil }
                type = next
                continue
            }
            value = nil
            guard let member = graph.property(name, of: type), let next = graph.declaredType(of: member, in: type)
            else { return nil }
            type = next
        }
        return type
    }

    /// The type of the object a name holds: a local, a parameter, `self` or a property of `self`.
    private func hostType(of name: String) -> String? {
        switch bindings[name] {
        case .controller(let built): return built.className
        case .instance(let type), .object(let type, _): return type
        case .data, .selection, .tuple, .choice, nil: break
        }
        if name == "self" { return frame.owner }
        return graph.property(name, of: frame.owner).flatMap { graph.declaredType(of: $0, in: frame.owner) }
    }

    private mutating func record(
        closure open: Int, host: String, property: String, receiver: String? = nil, declared: Bool = false
    ) {
        let (parameters, body) = closureSignature(open)
        graph.add(
            CodeCallGraph.Closure(
                host: host, property: property, owner: frame.owner, file: file, body: body,
                parameters: parameters, origin: origin(tokens[open].position), receiver: receiver, declared: declared))
    }

    /// The parameters' names of the closure opening at `open` (`{ [weak self] item, _ in … }`,
    /// `{ (item: Item) -> Void in … }`: the names before `in`, a capture list skipped whole, a
    /// name after `:` or `->` a type) and its statements; no parameters when it names none.
    private func closureSignature(_ open: Int) -> (parameters: [String], body: Range<Int>) {
        let close = min(source.partners[open], tokens.count)
        var parameters: [String] = []
        var cursor = open + 1
        var typed = false
        while cursor < close {
            let token = tokens[cursor]
            if token.isIdentifier("in") { return (parameters, (cursor + 1)..<close) }
            if token.startsLine && cursor != open + 1 || token.isOperator("=") || token.isIdentifier("for")
                || token.isPunctuation("{")
            {
                break
            }
            if token.isOperator("->") { typed = true }
            if token.isPunctuation("("), !typed {
                for part in source.split((cursor + 1)..<min(source.partners[cursor], close), on: ",") {
                    if let name = part.first, tokens[name].kind == .identifier || tokens[name].text == "_" {
                        parameters.append(tokens[name].text)
                    }
                }
            } else if token.kind == .identifier || token.text == "_", !typed, !tokens[cursor - 1].isPunctuation(":") {
                parameters.append(token.text)
            }
            cursor = source.after(cursor)
        }
        return ([], (open + 1)..<close)
    }

    /// Records `field = value` on the view controller `built` builds; `objects` when an object of
    /// the app's set on it is data (an assignment or a setter), not an initialiser's label.
    private mutating func pass(
        _ field: String, _ value: Range<Int>, at position: SourcePosition, into built: inout Controller,
        objects: Bool = true
    ) {
        var evaluated = evaluate(value)
        if case .object(let type, let fields) = evaluated, graph.index.kind(of: type) == .class,
            fields.keys.allSatisfy({ graph.property($0, of: type) != nil })
        {
            // An object of the app's with fields code wrote on its own properties
            // (`writtenFields`), not one a framework's initialiser was handed labels for.
            evaluated = .instance(type)
        }
        switch evaluated {
        case .controller,
            .instance(_) where tokens[value].first?.isIdentifier("self") == true:
            return  // a collaborator wired in, not data
        case .instance(let type) where graph.index.kind(of: type) == .class:
            // An object of the app's that holds no navigation (a view model) set on a field of
            // the destination is data navsim does not read: present, written `{}`. A coordinator,
            // a router or a delegate holding a view controller is a collaborator, not data.
            // An initialiser's argument label need not be a field: its constructor arguments are
            // the merger's to write.
            guard objects, !field.hasSubstring("."), !field.hasSubstring("["), !graph.holdsNavigation(type) else {
                return
            }
            built.passes.append(
                ImportedPass(
                    field: field, expression: "{}", swift: source.text(value), origin: origin(position), isObject: true)
            )
            return
        case .object(let type, _) where graph.index.structFields(type) == nil:
            return
        default:
            // A struct built field for field is the record `resolve` writes, or a comment.
            break
        }
        let swift = source.text(value)
        let (expression, note) = Self.withoutLookupMarks(resolve(value))
        let (place, placeNote) = Self.withoutLookupMarks(field)
        var pass = ImportedPass(
            field: place ?? field, expression: place == nil ? nil : expression, swift: swift, origin: origin(position))
        pass.note = note ?? placeNote
        built.passes.append(pass)
    }

    // MARK: - Calls

    /// Reads the calls in `range` outside braces, then each closure in it, in order.
    private mutating func scan(_ range: Range<Int>) {
        var groups: [Range<Int>] = []
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if tokens[cursor].isPunctuation("{") {
                let close = min(source.partners[cursor], range.upperBound)
                groups.append(cursor..<close)
                cursor = close + 1
            } else {
                cursor += 1
            }
        }
        let calls = SwiftCall.all(in: range, of: source)
        for call in calls where !groups.contains(where: { $0.contains(call.nameIndex) }) {
            handle(call)
        }
        for group in groups where !stored.contains(group.lowerBound) {
            if let (host, property) = subscribedStream(group.lowerBound, calls: calls) {
                // Code the stream runs when it emits, not now: the property's closure.
                stored.insert(group.lowerBound)
                if recording { record(closure: group.lowerBound, host: host, property: property) }
                continue
            }
            let (parameters, body) = closureSignature(group.lowerBound)
            if let name = parameters.first, let owner = unretainedOwner(of: group.lowerBound, calls: calls) {
                bindings[name] = owner
            } else if parameters.count == 1, let root = childRoot(handedWith: group.lowerBound, calls: calls) {
                bindings[parameters[0]] = root
            }
            closureDepth += 1
            let outerParameters = closureParameters
            closureParameters.formUnion(parameters)
            // A closure subscribed to a stream (`button.rx.tap.subscribe(onNext: { … })`) runs on
            // its own event: not after what precedes it here, nor before what follows.
            let dot = subscription(group.lowerBound, calls: calls)
            if dot != nil { arms.append(Arm(point: Arm.handlers, file: file, branch: group.lowerBound)) }
            let outerShownOn = shownOn
            if let dot, let screen = wrappedScreen(subscribedOn: dot) { shownOn = screen }
            walk(body)
            shownOn = outerShownOn
            if dot != nil { arms.removeLast() }
            closureParameters = outerParameters
            closureDepth -= 1
        }
    }

    /// Calls that subscribe a closure to the stream they are made on: Rx's `subscribe(onNext:)`,
    /// `bind(onNext:)`, `drive(onNext:)`, `emit(onNext:)` (or with a trailing closure), Combine's `sink`.
    private static let subscribing: Set<String> = ["subscribe", "bind", "drive", "emit", "sink"]
    /// Labels of the closure a subscription runs for each value (nil: a trailing or unlabelled closure).
    private static let subscribedLabels: Set<String?> = [nil, "onNext", "receiveValue", "onSuccess"]
    /// Words that start a statement before an expression: not part of a chain.
    private static let statementWords: Set<String> = ["return", "try", "await", "let", "var", "in", "else", "_"]
    /// Calls that put a value into a stream held in a property: Rx subjects' `onNext`, relays'
    /// `accept`, Combine subjects' `send`.
    private static let feeding: Set<String> = ["onNext", "accept", "send"]
    /// Calls that connect one stream to another held in a property: `bind(to:)`, `drive(_:)`, `emit(to:)`.
    private static let connecting: Set<String> = ["bind", "drive", "emit"]

    /// When the closure opening at `open` is subscribed to the stream a call is made on
    /// (`stream.bind { … }`, `stream.subscribe(onNext: { … })`), the `.` before that call.
    private func subscription(_ open: Int, calls: ArraySlice<SwiftCall>) -> Int? {
        var dot: Int?
        if open >= 2, tokens[open - 1].kind == .identifier, Self.subscribing.contains(tokens[open - 1].text),
            tokens[open - 2].isPunctuation(".")
        {
            dot = open - 2  // `stream.bind { … }`
        } else if let call = calls.last(where: { call in
            Self.subscribing.contains(call.name)
                && (call.end == open
                    || call.arguments.contains {
                        $0.value.lowerBound == open && Self.subscribedLabels.contains($0.label)
                    })
        }), call.nameIndex > 0, tokens[call.nameIndex - 1].isPunctuation(".") {
            dot = call.nameIndex - 1  // `stream.subscribe(onNext: { … })`
        }
        return dot
    }

    /// When the closure opening at `open` is subscribed to a stream held in a property the
    /// sources declare (`viewModel.picked.subscribe(onNext: { … })`, `output.selected.map { … }
    /// .drive(onNext: { … })`), that property and the type declaring it. A stream of UIKit's
    /// (`button.rx.tap`), or of a view of the app's, is none: its closure runs on the user's
    /// touch, read in place.
    private func subscribedStream(_ open: Int, calls: ArraySlice<SwiftCall>) -> (host: String, property: String)? {
        guard let dot = subscription(open, calls: calls), let receiver = subscribed(before: dot) else { return nil }
        // A stream a view of the app holds (`profileView.editTapped`, a relay its button feeds) runs
        // on the user's touch in that view, as UIKit's do: read in place.
        guard let (host, property) = streamProperty(receiver), !graph.isViewClass(host) else { return nil }
        return (host, property)
    }

    /// The chain a subscription is made on, the `.` before its call at `dot`: back over lines
    /// that start with `.`.
    private func subscribed(before dot: Int) -> Range<Int>? {
        var start = dot

        while start > 0, !tokens[start].startsLine || tokens[start].isPunctuation(".") {
            let previous = tokens[start - 1]
            if previous.isPunctuation(")") || previous.isPunctuation("]") || previous.isPunctuation("}") {
                guard source.partners[start - 1] >= 0, source.partners[start - 1] < start - 1 else { return nil }
                start = source.partners[start - 1]
            } else if previous.isPunctuation(".") || previous.isPunctuation("?") || previous.isPunctuation("!")
                || previous.kind == .identifier && !Self.statementWords.contains(previous.text)
            {
                start -= 1
            } else {
                break
            }
        }
        return start..<dot
    }

    /// The screen a navigation controller built around it holds, when the stream subscribed at
    /// `dot` is one of that navigation controller's (`navigation.closeTapped`, or several merged:
    /// `Observable.of(navigation.closeTapped, navigation.backTapped).merge()`).
    private func wrappedScreen(subscribedOn dot: Int) -> String? {
        guard let receiver = subscribed(before: dot) else { return nil }
        for place in receiver
        where tokens[place].kind == .identifier
            && (place == receiver.lowerBound || !tokens[place - 1].isPunctuation("."))
        {
            if let built = bindings[tokens[place].text]?.controller, built.wrapsInNavigation, let name = built.className
            {
                return name
            }
        }
        return nil
    }

    /// The property a stream expression starts from (`viewModel.output.picked` in
    /// `viewModel.output.picked.map { … }.distinctUntilChanged()`) and the type declaring it,
    /// when the sources declare both.
    private func streamProperty(_ range: Range<Int>) -> (host: String, property: String)? {
        var end = range.upperBound
        if let bracket = range.first(where: { tokens[$0].isPunctuation("(") || tokens[$0].isPunctuation("{") }) {
            // Up to the `.` before the first operator's name.
            end = bracket - 1
            while end > range.lowerBound, !tokens[end].isPunctuation(".") { end -= 1 }
        }
        guard var chain = PathChain(range.lowerBound..<end, in: source),
            !chain.components.contains(where: { if case .index = $0 { true } else { false } })
        else { return nil }
        if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
        let names = chain.names
        guard let property = names.last,
            let host = names.count == 1 ? frame.owner : pathType(Array(names.dropLast())),
            !graph.isUIKitBase(host), graph.index.kind(of: host) != nil, graph.property(property, of: host) != nil
        else { return nil }
        return (host, property)
    }

    /// The closures subscribed to the stream `call` puts a value into (`picked.onNext(item)`,
    /// `relay.accept(item)`, `tap.bind(to: viewModel.picked)`), with what each is handed.
    private mutating func streamSubscribers(_ call: SwiftCall) -> (targets: [CodeCallGraph.Target], value: Value)? {
        if Self.feeding.contains(call.name), call.arguments.count <= 1,
            let (host, property) = streamProperty(call.receiver)
        {
            let targets = graph.closures(in: property, of: host)
            return targets.isEmpty ? nil : (targets, call.arguments.first.map { evaluate($0.value) } ?? .data(nil))
        }
        if Self.connecting.contains(call.name), call.arguments.count == 1, let argument = call.arguments.first,
            [nil, "to"].contains(argument.label), let (host, property) = streamProperty(argument.value)
        {
            let targets = graph.closures(in: property, of: host)
            return targets.isEmpty ? nil : (targets, .data(nil))
        }
        return nil
    }

    /// What an Rx subscription hands its closure first, when it is an object the code names:
    /// `tap.withUnretained(self).bind { owner, _ in … }`, `tap.subscribe(with: self, onNext: { owner, _ in … })`.
    private mutating func unretainedOwner(of open: Int, calls: ArraySlice<SwiftCall>) -> Value? {
        for call in calls.reversed() {
            if call.name == "withUnretained", call.end <= open, let object = call.arguments.first {
                return evaluate(object.value)
            }
            if let object = call.argument("with"),
                call.end == open || call.arguments.contains(where: { $0.value.contains(open) })
            {
                return evaluate(object.value)
            }
        }
        return nil
    }

    /// What a closure handed to a call beside a child flow is called with: the flow's `root`
    /// (`Flows.use(settingsFlow, when: .created) { root in present(root, …) }`, `settingsFlow`
    /// declaring `var root: Presentable { rootViewController }`). The root is the child's
    /// stored property the `root` property names (or `root` itself, when stored), as a view
    /// controller or an object; nil when no argument of the call is such an object.
    private mutating func childRoot(handedWith open: Int, calls: ArraySlice<SwiftCall>) -> Value? {
        guard
            let call = calls.last(where: { call in
                call.end == open || call.arguments.contains(where: { $0.value.contains(open) })
            })
        else { return nil }
        for argument in call.arguments where !argument.value.contains(open) {
            guard case .instance(let type) = evaluate(argument.value), let root = graph.property("root", of: type)
            else { continue }
            let declaring = graph.index.files[root.file]
            // `var root: Presentable { return self.rootViewController }`: the stored property it returns.
            if let body = root.declaration.body,
                let named = body.reversed().first(where: { declaring.tokens[$0].kind == .identifier }),
                let stored = graph.property(declaring.tokens[named].text, of: type),
                case .controller(var built)? = propertyValue(stored, named: declaring.tokens[named].text, of: type)
            {
                // `private let rootViewController = OptionsViewController()`: the child built it.
                let file = graph.index.files[stored.file]
                if let value = stored.declaration.initialValue, value.count > 1,
                    file.tokens[value.lowerBound].text == built.className,
                    file.tokens[value.lowerBound + 1].isPunctuation("(")
                {
                    built.obtained = .initializer
                }
                return .controller(built)
            }
            if let value = propertyValue(root, named: "root", of: type) { return value }
        }
        return nil
    }

    /// Navigation item methods that set bar buttons.
    private static let barButtonSetters: Set<String> = [
        "setRightBarButton", "setLeftBarButton", "setRightBarButtonItems", "setLeftBarButtonItems",
    ]

    private mutating func handle(_ call: SwiftCall) {
        if Self.barButtonSetters.contains(call.name), let host = navigationItemHost(call.receiver),
            let first = call.arguments.first, let last = call.arguments.last
        {
            barButtonCall = (first.value.lowerBound..<last.value.upperBound, host)
        }
        if recording {
            targetAction(call)
            registration(call)
        }
        if let action = Self.navigationCalls[call.name], navigate(action, call) { return }
        if call.name == "addChild", addChild(call) { return }
        let receiver = PathChain(call.receiver, in: source)
        // A call on a view controller being built sets data on it; on one found (`guard let
        // list = navigationController?.viewControllers.first as? ListViewController`), it may
        // also be its callback (`list.renameDidFinish()`, which pops): followed below as well. On
        // a delegate (`conformedProtocol`), it is only followed.
        if let receiver, receiver.components.count == 1, case .controller(var built) = bindings[receiver.root],
            built.conformedProtocol == nil
        {
            setter(call, on: &built)
            bindings[receiver.root] = .controller(built)
            if built.obtained != .found { return }
        }
        if let receiver, receiver.components.count == 1, let type = bindings[receiver.root]?.objectType,
            let (name, companion) = screen(holding: type)
        {
            // `editor.edit(student: s)` on the interactor built with the screen: a pass to the
            // screen, read from the setter's body (`self.editingStudent = student`).
            guard case .controller(var built) = bindings[name] else { return }
            setter(call, on: &built, declaredBy: companion)
            bindings[name] = .controller(built)
            return
        }
        if let receiver, receiver.components.count == 2, receiver.names.count == 2, receiver.root != "self",
            case .controller(var built) = bindings[receiver.root]
        {
            // `previous.viewModel.addNewSource(source: source)`: data handed to the object a
            // view controller holds. The call is followed below as well, as any call is.
            handOver(call, toField: receiver.names[1], of: &built)
            bindings[receiver.root] = .controller(built)
        }
        let labels = call.arguments.map(\.label)
        var targets: [CodeCallGraph.Target] = []
        var type: String?
        if call.receiver.isEmpty || receiver.map({ $0.names == ["self"] }) == true {
            type = frame.owner
        } else if let receiver, receiver.components.count == 1, receiver.root.first?.isUppercase == true,
            graph.index.kind(of: receiver.root) != nil
        {
            // `Factory.build(…)`: a static function of a type the sources declare.
            type = receiver.root
        } else if let receiver, !receiver.components.contains(where: { if case .index = $0 { true } else { false } }) {
            // `coordinator?.show()`, `self.viewModel.output.select()`: the chain's declared types.
            type = pathType(receiver.root == "self" ? Array(receiver.names.dropFirst()) : receiver.names)
        } else if receiver == nil {
            // `Flow().show()`, `makeFlow().show()`: what the receiver's expression is.
            switch evaluate(call.receiver) {
            case .instance(let value), .object(let value, _): type = value
            case .controller(let value): type = value.className
            case .data, .selection, .tuple, .choice: break
            }
        }
        if let type {
            targets = graph.functions(named: call.name, labels: labels, on: type)
            if targets.isEmpty { targets = graph.closures(in: call.name, of: type) }
        }
        if targets.isEmpty, let (started, child) = coordinated(call) {
            // `coordinate(to: child)`: the child's `start()`, run on the child.
            noteCall(
                CallOut(
                    targets: started, arguments: [], origin: origin(tokens[call.nameIndex].position),
                    condition: condition, freshReceiver: child.count == 1 ? fresh[tokens[child.lowerBound].text] : nil))
            return
        }
        if targets.isEmpty, let (subscribers, value) = streamSubscribers(call) {
            noteCall(
                CallOut(
                    targets: subscribers, arguments: [value], origin: origin(tokens[call.nameIndex].position),
                    condition: condition, onSelf: isOnSelf(call.receiver)))
            return
        }
        storeClosureArguments(call, targets: targets.isEmpty ? initializers(called: call) : targets)
        // `steps.accept(AppStep.detail(id))`: a step handed on, to whatever switches over it;
        // `.end(forwardToParentFlowWithStep: AppStep.done)`: to the flows that built this one.
        for argument in call.arguments {
            emit(
                argument.value, toParent: argument.label?.lowercased().hasSubstring("parent") == true,
                besides: targets.map(\.node))
        }
        guard !targets.isEmpty else { return }
        noteCall(
            CallOut(
                targets: targets, arguments: call.arguments.map { evaluate($0.value) },
                origin: origin(tokens[call.nameIndex].position), condition: condition, onSelf: isOnSelf(call.receiver),
                freshReceiver: receiver.flatMap { $0.components.count == 1 ? fresh[$0.root] : nil },
                freshArguments: call.arguments.compactMap { argument in
                    argument.value.count == 1 ? fresh[tokens[argument.value.lowerBound].text] : nil
                }, receiver: writtenReceiver(call), flags: closureDepth > 0 ? LaunchFlags.State() : flags))
        forgetFlagsWritten(by: targets)
    }

    /// The object `call` is made on with the fields written on it, when it is one: `self` (or no
    /// receiver) in code run on such an object, a local or a stored property of `self` this code
    /// wrote fields on, or one handed in with them.
    private mutating func writtenReceiver(_ call: SwiftCall) -> Value? {
        let value: Value?
        if call.receiver.isEmpty || PathChain(call.receiver, in: source)?.names == ["self"] {
            value = bindings["self"]
        } else if let chain = PathChain(call.receiver, in: source), chain.components.count == 1 {
            value = evaluate(call.receiver)
        } else {
            value = nil
        }
        guard case .object(let type, _)? = value, graph.index.kind(of: type) == .class else { return nil }
        return value
    }

    /// `coordinate(to: child)` where the sources declare no such method (a coordinator framework's
    /// base class does: it stores the child and calls its `start()`): the `start()` of the
    /// child's type, and the child's expression.
    private mutating func coordinated(_ call: SwiftCall) -> (targets: [CodeCallGraph.Target], child: Range<Int>)? {
        guard call.name == "coordinate", call.arguments.count == 1, let child = call.arguments.first,
            child.label == "to", let type = evaluate(child.value).objectType
        else { return nil }
        let targets = graph.functions(named: "start", labels: [], on: type)
        return targets.isEmpty ? nil : (targets, child.value)
    }

    /// `UIBarButtonItem(…, target: coordinator, action: #selector(Coordinator.add))`,
    /// `button.addTarget(flow, action: #selector(next), for: .touchUpInside)`: the method runs as
    /// an action of the view controller that shows the control — the one whose code this is, or
    /// whose navigation item it is set on. A target that is the view controller itself is
    /// recorded too: its methods no code calls are actions already, but one its own code also
    /// calls (from a closure a view of it runs) is still the control's action.
    private mutating func targetAction(_ call: SwiftCall) {
        // `removeTarget(self, action: #selector(m), for: …)` takes the action off the control.
        guard call.name != "removeTarget", let action = call.argument("action")?.value, action.count >= 3,
            tokens[action.lowerBound].kind == .pound, tokens[action.lowerBound].text == "#selector",
            tokens[action.lowerBound + 1].isPunctuation("("),
            let target = call.argument("target") ?? call.arguments.first(where: { $0.label == nil })
        else { return }
        let inside = (action.lowerBound + 2)..<min(source.partners[action.lowerBound + 1], action.upperBound)
        // `#selector(Type.method(_:))`, `#selector(method)`: the last name before any `(`.
        let names = inside.prefix { !tokens[$0].isPunctuation("(") }.filter { tokens[$0].kind == .identifier }
        let setter = barButtonCall.flatMap { $0.arguments.contains(call.nameIndex) ? $0.host : nil }
        guard let method = names.last.map({ tokens[$0].text }),
            let source = setter ?? barButtonHost ?? (graph.isViewController(frame.owner) ? frame.owner : nil)
        else { return }
        let type: String?
        if target.value.count == 1, tokens[target.value.lowerBound].isIdentifier("self") {
            // `editor.navigationItem.leftBarButtonItem = UIBarButtonItem(…, target: self, action:
            // #selector(dismissEditor))`: the presenter's method, run by a control of the screen
            // it shows; on its own navigation item, its own action.
            type = frame.owner
        } else {
            switch evaluate(target.value) {
            case .instance(let value), .object(let value, _): type = value
            case .controller, .data, .selection, .tuple, .choice: type = nil
            }
        }
        guard let type, let found = graph.functions(named: method, labels: nil, on: type).first else { return }
        graph.addTargetAction(source: source, target: found, origin: origin(tokens[call.nameIndex].position))
    }

    /// `router.edit(age) { newAge, next in … }` calling a function that stores the closure it is
    /// handed (`self.completion = completion`): the closure is the code of that property, run
    /// where the property is called (`completion?(age, .done)`), not now. Recorded as such; the
    /// walk does not read it here.
    private mutating func storeClosureArguments(_ call: SwiftCall, targets: [CodeCallGraph.Target]) {
        var closures: [(open: Int, label: String?, trailing: Bool)] = call.arguments.compactMap { argument in
            source.isClosureLiteral(argument.value) ? (argument.value.lowerBound, argument.label, false) : nil
        }
        if call.end < tokens.count, tokens[call.end].isPunctuation("{") { closures.append((call.end, nil, true)) }
        guard !closures.isEmpty else { return }
        for target in targets {
            guard let parameters = graph.member(target.node)?.declaration.parameters else { continue }
            for closure in closures {
                let parameter =
                    closure.trailing ? parameters.last : parameters.first { $0.label == (closure.label ?? "_") }
                guard let parameter, let property = graph.storedProperty(parameter.name, in: target.node) else {
                    continue
                }
                stored.insert(closure.open)
                result.handsOnClosure = true
                if recording { record(closure: closure.open, host: target.selfType, property: property) }
                handOn(closure: closure.open)
            }
        }
    }

    /// The initialisers an initialiser call (`EditorViewController(onSave: { … })`, `Editor() { … }`,
    /// `Editor.init(…)`) of a class the sources declare can run: those of the nearest class of its
    /// chain that declares any, whose parameters' labels are the call's, a trailing closure taking
    /// one more, the last. A closure handed to one that stores it (`self.onSave = onSave`) is that
    /// property's closure, run when the object calls it, not where it is built.
    private func initializers(called call: SwiftCall) -> [CodeCallGraph.Target] {
        let name: String
        if call.receiver.isEmpty {
            name = call.name
        } else if call.name == "init", call.receiver.count == 1 {
            name = tokens[call.receiver.lowerBound].text
        } else {
            return []
        }
        guard name.first?.isUppercase == true, graph.index.kind(of: name) == .class else { return [] }
        let labels = call.arguments.map { $0.label ?? "_" }
        let trailing = call.end < tokens.count && tokens[call.end].isPunctuation("{")
        for link in graph.index.classChain(from: name) {
            let members = graph.index.members(of: link).enumerated().filter {
                $0.element.declaration.kind == .initializer
            }
            guard !members.isEmpty else { continue }
            // A `{` after a call whose labels take every parameter opens a block (`if x == Y(a: b) {`).
            return members.filter { _, member in
                let parameters = member.declaration.parameters.map(\.label)
                return trailing
                    ? !parameters.isEmpty && parameters.dropLast().elementsEqual(labels) : parameters == labels
            }.map { CodeCallGraph.Target(node: .method(type: link, member: $0.offset), selfType: name) }
        }
        return []
    }

    /// A closure stored for later that captured the selection or the selected element's key
    /// (`editStudent(id:)`'s `id`, read in a loop `if item.id == id`): the closure's place in
    /// the call graph, with what each such name stands for when it runs (`capturedKey(_:)`).
    private mutating func handOn(closure open: Int) {
        let (parameters, body) = closureSignature(open)
        guard
            let place = graph.closures.firstIndex(where: { $0.file == file && $0.body == body })
        else { return }
        var captured: [String: Value] = [:]
        for cursor in body where tokens[cursor].kind == .identifier && !parameters.contains(tokens[cursor].text) {
            guard cursor == body.lowerBound || !tokens[cursor - 1].isPunctuation("."),
                let value = bindings[tokens[cursor].text].flatMap(Self.capturedKey)
            else { continue }
            captured[tokens[cursor].text] = value
        }
        if !captured.isEmpty { result.handedCaptures.append((place, captured)) }
    }

    /// When `range` is a case of an enum some method switches over (`AppStep.detail(id)`), a
    /// dispatch to each such method, the step bound to the parameter it switches on. Handed to
    /// the parent (`toParent`: an argument whose label says `parent`), only the methods of the
    /// types that build this code's type hear it. A method the call runs itself (`besides`:
    /// `coordinator.transition(to: Scene.about, type: .push)`) reads the case through the call,
    /// with its other arguments, and is not dispatched to again.
    private mutating func emit(_ range: Range<Int>, toParent: Bool = false, besides called: [CodeCallGraph.Node] = []) {
        if emitField(range) { return }
        guard range.count >= 3, tokens[range.lowerBound].kind == .identifier,
            tokens[range.lowerBound + 1].isPunctuation("."),
            !graph.dispatchers(of: tokens[range.lowerBound].text).isEmpty,
            case .choice(let type, let name, let values) = evaluate(range)
        else { return }
        let dispatchers =
            toParent ? graph.parentDispatchers(of: type, child: frame.owner) : graph.dispatchers(of: type)
        dispatch(
            .choice(type: type, name: name, values: values), at: range.lowerBound,
            to: dispatchers.filter { !called.contains($0.0.node) })
    }

    /// A call out to each of `dispatchers`, `step` bound to the parameter it switches on.
    private mutating func dispatch(_ step: Value, at token: Int, to dispatchers: [(CodeCallGraph.Target, Int)]) {
        for (target, place) in dispatchers {
            var arguments = [Value](repeating: .data(nil), count: place + 1)
            arguments[place] = step
            noteCall(
                CallOut(
                    targets: [target], dispatchedAmong: dispatchers.map(\.0), arguments: arguments,
                    origin: origin(tokens[token].position), condition: condition))
        }
    }

    /// `.map { $0.step }` over the model a row was selected with: `step` is a stored property
    /// declared with an enum some method switches over, so the step is one of the cases this
    /// file writes for `step` (`Row(step: .login, title: …)`, `step: AppStep.about`), each a
    /// dispatch; their associated values are not read. False when `range` is no such field.
    private mutating func emitField(_ range: Range<Int>) -> Bool {
        guard range.count >= 3, tokens[range.upperBound - 2].isPunctuation("."),
            tokens[range.upperBound - 1].kind == .identifier,
            range.dropLast(2).allSatisfy({ tokens[$0].kind == .identifier || tokens[$0].isPunctuation(".") }),
            let type = graph.stepEnum(ofField: tokens[range.upperBound - 1].text)
        else { return false }
        let field = tokens[range.upperBound - 1].text
        let dispatchers = graph.dispatchers(of: type)
        var cases: [String] = []
        let all = source.tokens
        for place in all.indices where place + 3 < all.count && all[place].isIdentifier(field) {
            guard all[place + 1].isPunctuation(":") else { continue }
            var dot = place + 2
            if all[dot].isIdentifier(type) { dot += 1 }
            guard dot + 1 < all.count, all[dot].isPunctuation("."), all[dot + 1].kind == .identifier,
                graph.isCase(all[dot + 1].text, of: type), !cases.contains(all[dot + 1].text)
            else { continue }
            cases.append(all[dot + 1].text)
        }
        for name in cases {
            dispatch(.choice(type: type, name: name, values: []), at: range.lowerBound, to: dispatchers)
        }
        return true
    }

    /// UIKit's base classes a property holding any of the app's screens is typed as
    /// (`var currentViewController: UIViewController!`): no framework controller of its own.
    private static let anyScreen: Set<String> = [
        "UIViewController", "UITableViewController", "UICollectionViewController", "UIPageViewController",
    ]

    /// UIKit's containers: a framework controller of these kinds holds the app's scenes.
    private static let frameworkContainers = ["NavigationController", "TabBarController", "SplitViewController"]

    private static let navigationCalls: [String: Route.Action] = [
        "pushViewController": .push, "present": .present, "show": .show, "showDetailViewController": .showDetail,
        "setViewControllers": .setStack, "popViewController": .pop, "popToViewController": .popTo,
        "popToRootViewController": .popToRoot, "dismiss": .dismiss,
    ]

    /// Words in a framework type's name that say it is no screen: a progress HUD, a toast, a
    /// banner, a spinner; its `dismiss(animated:)` takes nothing off the navigation.
    private static let noScreenWords = ["HUD", "Hud", "Toast", "Banner", "Spinner", "Loader", "Progress", "Snackbar"]

    /// Reads a UIKit navigation call; false when `call` only shares its name (`presenter.present(x)`).
    private mutating func navigate(_ action: Route.Action, _ call: SwiftCall) -> Bool {
        // A router of the app's own (`navigator.present(module)`): its method is followed instead.
        let chain = PathChain(call.receiver, in: source)
        let names = chain.map { $0.root == "self" ? Array($0.names.dropFirst()) : $0.names } ?? []
        if chain != nil || call.receiver.isEmpty, let type = names.isEmpty ? frame.owner : pathType(names),
            !graph.isViewController(type),
            !graph.functions(named: call.name, labels: call.arguments.map(\.label), on: type).isEmpty
        {
            return false
        }
        // `alert.dismiss(animated:)`, `picker.dismiss(animated:)` in the picker's delegate
        // callback: what is dismissed is the framework's controller, no scene of the app.
        if Route.anyDestinationActions.contains(action), names.count == 1,
            let type = hostType(of: names[0]) ?? parameterTypes[names[0]], graph.isSystemController(type),
            !Self.frameworkContainers.contains(where: type.hasSuffix), !Self.anyScreen.contains(type)
        {
            return true
        }
        // `KRProgressHUD.dismiss()`: a method called on a type, not on a screen — UIKit's
        // navigation calls are instance methods, so a type the sources do not declare as a view
        // controller (a HUD, a banner, a logger) only shares the name.
        if names.count == 1, chain?.names.count == 1, names[0].first?.isUppercase == true,
            hostType(of: names[0]) == nil, parameterTypes[names[0]] == nil, !graph.isViewController(names[0])
        {
            return false
        }
        // `hud.dismiss(animated: true)` on a property or local that holds no screen: a class or
        // struct of the app's that is no view controller, or a framework's type whose name says
        // what it is (`ProgressHUD`, `ToastView`). A protocol (`protocol Closable:
        // UIViewController`) and any other framework type (`BottomSheet`) may be a screen.
        if Route.anyDestinationActions.contains(action), !names.isEmpty, let type = pathType(names),
            !graph.isViewController(type)
        {
            if graph.index.declares(type) {
                // The app's own class or struct that is no view controller; its protocol may be one.
                if graph.index.kind(of: type) != .protocol { return false }
            } else if Self.noScreenWords.contains(where: type.hasSubstring) {
                // A framework's type, or one the app only extends (`extension UINavigationController`).
                return false
            }
        }
        let first = call.arguments.first
        var destination: Value?
        /// A navigation controller of its own presented: its root, set elsewhere, is the destination.
        var presentsOwnStack = false
        switch action {
        case .push, .present, .show, .showDetail:
            guard let first, first.label == nil else { return false }
            if action == .show || action == .showDetail, call.arguments.count > 1, call.arguments[1].label != "sender" {
                return false
            }
            destination = evaluate(first.value)
            if action == .present, case .instance(let type) = destination, type.hasSuffix("NavigationController"),
                storedProperty(first.value) != nil
            {
                // A navigation controller of its own this object presents: its root is set elsewhere
                // (`CodeNavigationReader` pairs the two; unpaired, the route is warned about there).
                destination = .controller(Controller(className: nil, obtained: .initializer))
                presentsOwnStack = true
            }
            // An alert, a mail composer, Safari: no scene of the app.
            if destination?.objectType != nil { return true }
            if let className = destination?.controller?.className, graph.isSystemController(className) { return true }
            if destination?.controller == nil, !receiverIsUIKit(call) { return false }
        case .setStack:
            // A page view controller's `setViewControllers(_:direction:animated:completion:)`
            // turns to a page of its own: no navigation controller's stack.
            if call.arguments.contains(where: { $0.label == "direction" }) { return true }
            guard let first, tokens[first.value].first?.isPunctuation("[") == true,
                let last = source.split((first.value.lowerBound + 1)..<(first.value.upperBound - 1), on: ",").last
            else { return false }
            destination = evaluate(last)
        case .popTo:
            guard let first else { return false }
            destination = evaluate(first.value)
        default:
            // UIKit's `dismiss(animated:completion:)`, `popViewController(animated:)` and
            // `popToRootViewController(animated:)` each take `animated:`: a `dismiss()` without it
            // is some other object's method.
            guard first?.label == "animated" else { return false }
        }
        let range = call.receiver.lowerBound..<call.end
        let built = destination?.controller
        let position = tokens[call.receiver.isEmpty ? call.nameIndex : call.receiver.lowerBound].position
        if [.push, .present, .show, .showDetail, .setStack].contains(action), !presentsOwnStack,
            built?.className == nil,
            built?.storyboardIdentifier == nil, built?.initialOf == nil
        {
            warn(
                Self.destinationUnknown, at: position,
                "cannot tell which view controller '\(source.text(range))' shows; the route has no destination")
        }
        // `previous.viewModel.add(source)` before the pop: the view controller found below the
        // top of the stack it pops is handed data (the pop lands on it).
        var revealed: Controller?
        if action == .pop {
            let found = bindings.sorted { $0.key < $1.key }.compactMap(\.value.controller).filter {
                $0.belowTopOf == names && !$0.passes.isEmpty
            }
            if found.count == 1 { revealed = found[0] }
        }
        warnUnread((built?.passes ?? []) + (revealed?.passes ?? []))
        let held: String?
        switch action {
        case .push, .setStack: held = storedProperty(call.receiver)
        case .present: held = first.flatMap { storedProperty($0.value) }
        default: held = nil
        }
        noteNavigation(
            Navigation(
                action: action, destination: built, forced: forces(call.receiver), origin: origin(position),
                swift: source.text(range), note: nil, condition: condition, onSelf: isOnSelf(call.receiver),
                held: held, revealed: revealed))
        return true
    }

    /// A pass is warned about where it reaches a navigation: built elsewhere, it may never.
    private mutating func warnUnread(_ passes: [ImportedPass]) {
        for pass in passes where pass.expression == nil {
            result.diagnostics.append(
                Diagnostic(
                    file: pass.origin.file, position: pass.origin.position, severity: .warning,
                    id: RouteBodyReader.unreadPass,
                    message:
                        "cannot read the value passed to '\(pass.field)': '\(pass.swift)'; the pass is written as a comment"
                ))
        }
    }

    /// UIKit's containment API, as a container calls it on a child: no setter of the child's data.
    private static let containmentCalls: Set<String> = [
        "willMove", "didMove", "removeFromParent", "beginAppearanceTransition", "endAppearanceTransition",
    ]

    /// Reads `addChild(d)` made on `self` in a view controller's code: `d`, found as any
    /// destination is (an initialiser, a storyboard identifier with a cast, a factory, a stored
    /// property's type, a navigation controller built around it), becomes the view controller's
    /// child. False when the call is another object's or adds no view controller.
    private mutating func addChild(_ call: SwiftCall) -> Bool {
        // A tab bar or navigation controller subclass's `addChild` adds a tab or a stack's screen.
        guard call.arguments.count == 1, call.arguments[0].label == nil, graph.isViewController(frame.owner),
            graph.index.containerBase(of: frame.owner) == nil,
            call.receiver.isEmpty || PathChain(call.receiver, in: source)?.names == ["self"],
            let built = evaluate(call.arguments[0].value).controller
        else { return false }
        let range = call.receiver.lowerBound..<call.end
        let position = tokens[call.receiver.isEmpty ? call.nameIndex : call.receiver.lowerBound].position
        if built.className == nil, built.storyboardIdentifier == nil, built.initialOf == nil {
            // A property typed as UIKit's own container (`UIPageViewController`): its pages are not read.
            let chain = PathChain(call.arguments[0].value, in: source)
            let declared = chain.flatMap { pathType($0.root == "self" ? Array($0.names.dropFirst()) : $0.names) }
            var what = "cannot tell which view controller '\(source.text(range))' adds as a child"
            if let declared, declared.hasPrefix("UI") {
                what =
                    "'\(source.text(range))' adds UIKit's '\(declared)' as a child, whose content navsim does not read"
            }
            warn(Self.destinationUnknown, at: position, what + "; it is not imported")
            return true
        }
        warnUnread(built.passes)
        noteNavigation(
            Navigation(
                action: .show, destination: built, forced: false, origin: origin(position), swift: source.text(range),
                note: nil, condition: condition, onSelf: true, addsChild: true))
        return true
    }

    /// Whether a call's receiver is UIKit's: none or `self` in a view controller, a navigation
    /// controller, or a property typed as a view controller.
    private func receiverIsUIKit(_ call: SwiftCall) -> Bool {
        guard let chain = PathChain(call.receiver, in: source) else { return graph.isViewController(frame.owner) }
        if chain.names.contains(where: { $0.hasSuffix("navigationController") || $0.hasSuffix("ViewController") }) {
            return true
        }
        if chain.names == ["self"] { return graph.isViewController(frame.owner) }
        return hostType(of: chain.root).map { graph.isViewController($0) || $0.hasSuffix("NavigationController") }
            ?? false
    }

    private func forces(_ range: Range<Int>) -> Bool {
        range.contains { index in
            index + 1 < range.upperBound && tokens[index + 1].isPunctuation("!")
                && ["navigationController", "tabBarController"].contains(tokens[index].text)
        }
    }

    /// The local holding the view controller this code built whose companion (`ScreenCompanions`:
    /// the interactor or view model built with it) is of `type`, or conforms to it, with that
    /// companion's class.
    private func screen(holding type: String) -> (local: String, companion: String)? {
        for (local, value) in bindings.sorted(by: { $0.key < $1.key }) {
            guard case .controller(let built) = value, let className = built.className else { continue }
            let companions = ScreenCompanions.classes(of: className, index: graph.index)
            if let companion = companions.first(where: {
                $0 == type || graph.index.classChain(from: $0).contains { graph.index.inherited(by: $0).contains(type) }
            }) {
                return (local, companion)
            }
        }
        return nil
    }

    /// `destination.configure(with: item)`: the fields the method's body sets from its parameters;
    /// the method declared by `owner` when it is a companion's (`declaredBy`), else the
    /// destination's. Its fields the body changes from a parameter otherwise
    /// (`viewModel.location.onNext(location)`) that hold an object of the app's are passed as
    /// that object (`{}`, `objectHandedData`).
    private mutating func setter(_ call: SwiftCall, on built: inout Controller, declaredBy owner: String? = nil) {
        // UIKit's containment calls on a child added (`child.didMove(toParent: self)`) set no data.
        if owner == nil, Self.containmentCalls.contains(call.name) { return }
        let position = tokens[call.nameIndex].position
        let callText = source.text(call.receiver.lowerBound..<call.end)
        guard let className = owner ?? built.className,
            let node = graph.functions(named: call.name, labels: call.arguments.map(\.label), on: className).first?
                .node,
            let member = graph.member(node), member.declaration.body != nil
        else {
            if built.className != nil, !call.arguments.isEmpty {
                warn(RouteBodyReader.unreadPass, at: position, "cannot tell what '\(callText)' sets on the destination")
            }
            return
        }
        if assignedPasses(call, by: member, on: className, into: &built) { return }
        if owner == nil, let className = built.className {
            var handedObject = false
            for field in changedFields(by: member, of: className, from: Set(handed(call, to: member)), depth: 2) {
                handedObject = objectHandedData(field, of: className, call, into: &built) || handedObject
            }
            if handedObject { return }
        }
        if !call.arguments.isEmpty {
            warn(RouteBodyReader.unreadPass, at: position, "cannot tell what '\(callText)' sets on the destination")
        }
    }

    /// `previous.viewModel.addNewSource(source: source)`: a call on the object a view
    /// controller holds in `field`. A method of a companion (`ScreenCompanions`) that assigns its
    /// parameters to its own fields passes those fields, which are the scene's; any other method
    /// the sources declare for the object that changes its state from a parameter passes the
    /// object itself, `{}` (`objectHandedData`). Else nothing: no warning, as the call may hand
    /// no data at all (`previous.viewModel.reload()`).
    private mutating func handOver(_ call: SwiftCall, toField field: String, of built: inout Controller) {
        guard !call.arguments.isEmpty, let className = built.className, !Self.uikitProperties.contains(field),
            let property = graph.property(field, of: className),
            let type = graph.declaredType(of: property, in: className), !graph.holdsNavigation(type),
            let node = graph.functions(named: call.name, labels: call.arguments.map(\.label), on: type).first?.node,
            let member = graph.member(node), member.declaration.body != nil
        else { return }
        let companions = ScreenCompanions.classes(of: className, index: graph.index)
        if companions.contains(where: { graph.index.classChain(from: $0).contains(type) }),
            assignedPasses(call, by: member, on: type, into: &built)
        {
            return
        }
        guard !changedFields(by: member, of: type, from: Set(handed(call, to: member)), depth: 2).isEmpty else {
            return
        }
        _ = objectHandedData(field, of: className, call, into: &built)
    }

    /// The passes of `call` to `member` whose body assigns a parameter to one of its object's
    /// own fields (`self.item = item`), each added to `built`; false when it assigns none.
    private mutating func assignedPasses(
        _ call: SwiftCall, by member: SwiftTypeIndex.Member, on type: String, into built: inout Controller
    ) -> Bool {
        var arguments: [String: Range<Int>] = [:]
        for (parameter, argument) in zip(member.declaration.parameters, call.arguments) {
            arguments[parameter.name] = argument.value
        }
        return assignedPasses(
            arguments, by: member, on: type, at: tokens[call.nameIndex].position, into: &built, depth: 2)
    }

    /// The passes of a method of `type` whose body assigns a parameter to one of the object's own
    /// fields: `arguments` are the caller's values (this code's tokens) by parameter name. A call
    /// of another method of `type` handing it a parameter as it is (`set(item: item)`) is
    /// followed, `depth` methods deep.
    private mutating func assignedPasses(
        _ arguments: [String: Range<Int>], by member: SwiftTypeIndex.Member, on type: String,
        at position: SourcePosition, into built: inout Controller, depth: Int
    ) -> Bool {
        guard let body = member.declaration.body else { return false }
        let setterFile = graph.index.files[member.file]
        var found = false
        for statement in setterFile.statements(in: body) {
            if depth > 1, setterFile.topLevelEquals(in: statement) == nil,
                let inner = SwiftCall.all(in: statement, of: setterFile).first(where: { call in
                    call.end == statement.upperBound
                        && (call.receiver.isEmpty ? call.nameIndex : call.receiver.lowerBound) == statement.lowerBound
                        && (call.receiver.isEmpty || PathChain(call.receiver, in: setterFile)?.names == ["self"])
                }),
                let target = graph.functions(named: inner.name, labels: inner.arguments.map(\.label), on: type).first,
                let callee = graph.member(target.node)
            {
                // `configure(with: item)` calling `set(item: item)`: its parameters stand for ours.
                var handed: [String: Range<Int>] = [:]
                for (parameter, argument) in zip(callee.declaration.parameters, inner.arguments)
                where argument.value.count == 1 {
                    if let value = arguments[setterFile.tokens[argument.value.lowerBound].text] {
                        handed[parameter.name] = value
                    }
                }
                if !handed.isEmpty {
                    found =
                        assignedPasses(handed, by: callee, on: type, at: position, into: &built, depth: depth - 1)
                        || found
                }
                continue
            }
            guard let equals = statement.first(where: { setterFile.tokens[$0].isOperator("=") }),
                var left = PathChain(statement.lowerBound..<equals, in: setterFile),
                let right = PathChain((equals + 1)..<statement.upperBound, in: setterFile), right.components.count == 1,
                let value = arguments[right.root]
            else { continue }
            if left.root == "self", left.components.count > 1 { left.components.removeFirst() }
            guard let field = left.path(from: 0, subscriptText: { setterFile.text($0) }) else { continue }
            pass(field, value, at: position, into: &built)
            found = true
        }
        return found
    }

    /// The parameter names of `member` the arguments of `call` are handed to, by position.
    private func handed(_ call: SwiftCall, to member: SwiftTypeIndex.Member) -> [String] {
        zip(member.declaration.parameters, call.arguments).map(\.0.name)
    }

    /// `field` of view controller `className` passed as an object of the app's (`{}`): the
    /// call changed its state, with a value navsim does not read. False when the field holds no
    /// such object (data, a navigator, a type the sources do not declare).
    private mutating func objectHandedData(
        _ field: String, of className: String, _ call: SwiftCall, into built: inout Controller
    ) -> Bool {
        guard let property = graph.property(field, of: className),
            let type = graph.declaredType(of: property, in: className),
            [.class, .protocol, .actor].contains(graph.index.kind(of: type)), !graph.holdsNavigation(type),
            !built.passes.contains(where: { $0.field == field })
        else { return false }
        built.passes.append(
            ImportedPass(
                field: field, expression: "{}", swift: source.text(call.receiver.lowerBound..<call.end),
                origin: origin(tokens[call.nameIndex].position), isObject: true))
        return true
    }

    /// The stored properties of `owner` that `member`'s body changes from the values named in
    /// `handed` (its parameters, and the locals made from them): assigned a value that reads one
    /// (`self.items = items + [item]`), or the receiver of a call made for its effect — a
    /// statement of its own, its result unused — that is handed one (`allSources.accept(…)`,
    /// `items.append(item)`, `viewModel.location.onNext(location)`); through `owner`'s own
    /// methods it calls with one, `depth` calls deep. A call whose result is used
    /// (`items.contains(item)`) changes nothing.
    private func changedFields(
        by member: SwiftTypeIndex.Member, of owner: String, from handed: Set<String>, depth: Int
    ) -> [String] {
        guard let body = member.declaration.body, !handed.isEmpty else { return [] }
        let file = graph.index.files[member.file]
        let tokens = file.tokens
        var handed = handed
        var changed: [String] = []
        func reads(_ range: Range<Int>) -> Bool {
            range.contains { place in
                tokens[place].kind == .identifier && handed.contains(tokens[place].text)
                    && !(place > range.lowerBound && tokens[place - 1].isPunctuation("."))
                    && !(place + 1 < range.upperBound && tokens[place + 1].isPunctuation(":"))
            }
        }
        /// The stored property of `owner` a chain starts at, `self.` dropped.
        func field(_ range: Range<Int>) -> String? {
            guard let chain = PathChain(range, in: file) else { return nil }
            let names = chain.root == "self" ? Array(chain.names.dropFirst()) : chain.names
            guard let first = names.first, handed.contains(first) == false,
                let property = graph.property(first, of: owner), property.declaration.body == nil
            else { return nil }
            return first
        }
        func note(_ name: String) { if !changed.contains(name) { changed.append(name) } }
        for statement in Self.statements(in: body, of: file) {
            let first = tokens[statement.lowerBound]
            if first.isIdentifier("let") || first.isIdentifier("var") {
                // `let row = RssSourceViewModel(source: source)`: the local is made from it.
                if let equals = statement.first(where: { tokens[$0].isOperator("=") }),
                    reads((equals + 1)..<statement.upperBound), tokens[statement.lowerBound + 1].kind == .identifier
                {
                    handed.insert(tokens[statement.lowerBound + 1].text)
                }
                continue
            }
            if let equals = statement.first(where: { tokens[$0].isOperator("=") }) {
                if reads((equals + 1)..<statement.upperBound), let name = field(statement.lowerBound..<equals) {
                    note(name)
                }
                continue
            }
            guard
                let call = SwiftCall.all(in: statement, of: file).first(where: { call in
                    call.end == statement.upperBound
                        && (call.receiver.isEmpty ? call.nameIndex : call.receiver.lowerBound) == statement.lowerBound
                }),
                let arguments = call.arguments.first.map({ $0.value.lowerBound..<call.end }), reads(arguments)
            else { continue }
            if let name = field(call.receiver) {
                note(name)
            } else if depth > 1, call.receiver.isEmpty || PathChain(call.receiver, in: file)?.names == ["self"] {
                // `toggleSource(source: row)`: the owner's own method, handed it.
                for target in graph.functions(named: call.name, labels: call.arguments.map(\.label), on: owner) {
                    guard let callee = graph.member(target.node) else { continue }
                    let passed = zip(callee.declaration.parameters, call.arguments).filter { reads($0.1.value) }
                    for name in changedFields(
                        by: callee, of: owner, from: Set(passed.map(\.0.name)), depth: depth - 1)
                    {
                        note(name)
                    }
                }
            }
        }
        return changed
    }

    /// The statements of `body`, those inside the blocks of `if`, `guard`, `for`, `switch` and
    /// the like included (not those of closures, which may run later or not at all).
    private static func statements(in body: Range<Int>, of file: SwiftSourceFile) -> [Range<Int>] {
        var result: [Range<Int>] = []
        for statement in file.statements(in: body) {
            let first = file.tokens[statement.lowerBound]
            guard first.kind == .identifier, blockKeywords.contains(first.text) else {
                result.append(statement)
                continue
            }
            var cursor = statement.lowerBound
            while cursor < statement.upperBound {
                if file.tokens[cursor].isPunctuation("{"), file.partners[cursor] > cursor {
                    result += statements(in: (cursor + 1)..<min(file.partners[cursor], statement.upperBound), of: file)
                }
                cursor = file.after(cursor)
            }
        }
        return result
    }

    // MARK: - Values

    /// What the value in `range` is.
    private mutating func evaluate(_ range: Range<Int>) -> Value {
        var start = range.lowerBound
        while start < range.upperBound,
            ["try", "await"].contains(tokens[start].text) || tokens[start].isPunctuation("?")
                || tokens[start].isPunctuation("!")
        {
            start += 1
        }
        var end = range.upperBound
        // `guard` on a line of its own: each condition is a statement, ending in `,`.
        while end > start, tokens[end - 1].isPunctuation(",") { end -= 1 }
        // `container.resolve(X.self)!`: the value unwrapped is the value.
        while end > start + 1, tokens[end - 1].isPunctuation("!") || tokens[end - 1].isOperator("!"),
            tokens[end - 2].isPunctuation(")")
        {
            end -= 1
        }
        guard start < end else { return .data(nil) }
        let range = start..<end
        if let applied = appliedOperator(range) { return applied }
        if tokens[range.lowerBound].isPunctuation("("), source.partners[range.lowerBound] == range.upperBound - 1 {
            // `(coordinator, controller)`, `(configurator: c, toPresent: m)`: a tuple, or one value in brackets.
            let parts = source.split((range.lowerBound + 1)..<(range.upperBound - 1), on: ",").map { part in
                part.count > 2 && tokens[part.lowerBound].kind == .identifier
                    && tokens[part.lowerBound + 1].isPunctuation(":") ? (part.lowerBound + 2)..<part.upperBound : part
            }
            if parts.count == 1, let only = parts.first { return evaluate(only) }
            if parts.count > 1 { return .tuple(parts.map { evaluate($0) }) }
        }
        if let cast = lastTopLevel("as", in: range) {
            var typeIndex = cast + 1
            while typeIndex < range.upperBound, tokens[typeIndex].kind != .identifier { typeIndex += 1 }
            let inner = evaluate(range.lowerBound..<cast)
            guard typeIndex < range.upperBound, graph.isViewController(tokens[typeIndex].text) else { return inner }
            var built = inner.controller ?? Controller(className: nil, obtained: .found)
            if !graph.isUIKitBase(tokens[typeIndex].text) { built.className = tokens[typeIndex].text }
            built.belowTopOf = belowTop(range.lowerBound..<cast) ?? built.belowTopOf
            return .controller(built)
        }
        if tokens[range].contains(where: {
            $0.isIdentifier("instantiateViewController") || $0.isIdentifier("instantiateInitialViewController")
        }) {
            let call = SwiftCall.all(in: range, of: source).first { $0.name == "instantiateViewController" }
            let identifier = (call?.argument("withIdentifier") ?? call?.argument("identifier")).flatMap { argument in
                argument.value.count == 1 && tokens[argument.value.lowerBound].kind == .string
                    && !tokens[argument.value.lowerBound].isInterpolated ? tokens[argument.value.lowerBound].text : nil
            }
            var built = Controller(className: nil, storyboardIdentifier: identifier, obtained: .storyboard)
            if call == nil { built.initialOf = initialStoryboard(before: range) }
            return .controller(built)
        }
        if let test = range.first(where: { tokens[$0].isIdentifier("is") }), test + 1 < range.upperBound,
            graph.isViewController(tokens[test + 1].text)
        {
            return .controller(Controller(className: tokens[test + 1].text, obtained: .found))
        }
        if range.count == 2
            || range.count > 2 && tokens[range.lowerBound + 2].isPunctuation("(")
                && source.partners[range.lowerBound + 2] == range.upperBound - 1,
            tokens[range.lowerBound].isPunctuation("."), tokens[range.lowerBound + 1].kind == .identifier
        {
            // `.done`, `.keepEditing(age)`: a case whose enum the context says; a `switch` over it
            // takes that case's branch.
            let name = tokens[range.lowerBound + 1].text
            return .choice(type: "", name: name, values: caseValues(of: "", name, range.lowerBound + 2, in: range))
        }
        if range.count >= 3, tokens[range.lowerBound].kind == .identifier,
            tokens[range.lowerBound + 1].isPunctuation("."), tokens[range.lowerBound + 2].kind == .identifier,
            graph.isCase(tokens[range.lowerBound + 2].text, of: tokens[range.lowerBound].text),
            range.lowerBound + 3 == range.upperBound || tokens[range.lowerBound + 3].isPunctuation("(")
        {
            // `AppStep.detail(id: items[row])`: its associated values travel with it.
            let (type, name) = (tokens[range.lowerBound].text, tokens[range.lowerBound + 2].text)
            return .choice(type: type, name: name, values: caseValues(of: type, name, range.lowerBound + 3, in: range))
        }
        if let item = diffableItem(range) { return .data(item) }
        // A call, with a trailing closure or not (`ShareViewController() { [weak self] in … }`).
        if let call = SwiftCall.all(in: range, of: source).first(where: { call in
            (call.end == range.upperBound || source.isClosureLiteral(call.end..<range.upperBound))
                && (call.receiver.isEmpty ? call.nameIndex : call.receiver.lowerBound) == range.lowerBound
        }) {
            return evaluate(call: call, range)
        }
        if var chain = PathChain(range, in: source) {
            if chain.root == "self" {
                // Read for what it returns, `self` is the receiver the caller named.
                if chain.components.count == 1, let receiver = bindings["self"] { return receiver }
                if chain.components.count == 1 {
                    return graph.isViewController(frame.owner)
                        ? .controller(Controller(className: frame.owner, obtained: .found)) : .instance(frame.owner)
                }
                chain.components.removeFirst()
            }
            if chain.components.count == 1, let bound = bindings[chain.root] {
                return withWrittenFields(bound, of: chain.root)
            }
            if let field = fieldValue(chain.names) { return field }
            if chain.components.count == 1, bindings[chain.root] == nil,
                let member = graph.property(chain.root, of: frame.owner)
            {
                if let value = propertyValue(member, named: chain.root, of: frame.owner) {
                    return withWrittenFields(value, of: chain.root)
                }
            }
        }
        return .data(resolve(range))
    }

    /// `value &> { $0.delegate = self }`: an operator the sources declare that hands its left
    /// operand to the closure on its right and returns it (its return type is its first
    /// parameter's). The value is the left operand, with what the closure sets on it.
    private mutating func appliedOperator(_ range: Range<Int>) -> Value? {
        let close = range.upperBound - 1
        guard close > range.lowerBound, tokens[close].isPunctuation("}") else { return nil }
        let open = source.partners[close]
        let symbol = open - 1
        guard open > range.lowerBound + 1, open < close, tokens[symbol].kind == .operator,
            let function = graph.index.freeFunctions[tokens[symbol].text]?.first?.declaration,
            let returned = function.type, let first = function.parameters.first,
            let declaring = graph.index.freeFunctions[tokens[symbol].text]?.first.map({ graph.index.files[$0.file] }),
            declaring.text(returned).trimmingCharacters(in: .whitespaces) == declaring.text(first.type)
        else { return nil }
        let left = evaluate(range.lowerBound..<symbol)
        let (parameters, body) = closureSignature(open)
        let name = parameters.first ?? "$0"
        var nested = CodeBodyWalker(
            graph: graph, file: file, frame: frame, recording: false, bindings: bindings.merging([name: left]) { $1 },
            nesting: nesting, body: body)
        nested.closureDepth = 1
        nested.closureParameters = closureParameters.union(parameters)
        nested.walk(body)
        return nested.bindings[name] ?? left
    }

    /// `navigation.viewControllers[navigation.viewControllers.count - 2]`: the view controller
    /// below the top of a stack, the one a pop lands on. The names of the navigation
    /// controller's chain (`self.` dropped); nil for any other value.
    private func belowTop(_ range: Range<Int>) -> [String]? {
        guard let last = range.last, tokens[last].isPunctuation("]") else { return nil }
        let open = source.partners[last]
        guard open > range.lowerBound, open < last - 3, let chain = PathChain(range.lowerBound..<open, in: source),
            chain.names.last == "viewControllers", chain.names.count == chain.components.count,
            tokens[last - 1].kind == .number, tokens[last - 1].text == "2", tokens[last - 2].isOperator("-"),
            tokens[last - 3].isIdentifier("count")
        else { return nil }
        let names = Array(chain.names.dropLast())
        return names.first == "self" ? Array(names.dropFirst()) : names
    }

    /// A stored property as a view controller or an object, when its type says it is one.
    private func propertyValue(_ member: SwiftTypeIndex.Member, named name: String, of type: String) -> Value? {
        guard let declared = graph.declaredType(of: member, in: type) else { return nil }
        if graph.isViewController(declared) {
            let className = graph.isUIKitBase(declared) ? graph.assignedClass(name, of: type) : declared
            return .controller(Controller(className: className, obtained: .found))
        }
        if let className = graph.soleViewController(conformingTo: declared) {
            return .controller(Controller(className: className, obtained: .found, conformedProtocol: declared))
        }
        // An object (a coordinator, a presenter); a struct or an enum is data.
        switch graph.index.kind(of: declared) {
        case .class, .protocol, .actor: return .instance(declared)
        case nil: return declared.hasSuffix("Controller") ? .instance(declared) : nil
        default: return nil
        }
    }

    private func lastTopLevel(_ word: String, in range: Range<Int>) -> Int? {
        var found: Int?
        var cursor = range.lowerBound
        while cursor < range.upperBound {
            if tokens[cursor].isIdentifier(word) { found = cursor }
            cursor = source.after(cursor)
        }
        return found
    }

    /// A value that is a call: an initialiser, a factory, `UINavigationController(rootViewController:)`.
    private mutating func evaluate(call: SwiftCall, _ range: Range<Int>) -> Value {
        let name = call.name
        let capitalised = name.first?.isUppercase == true
        if call.receiver.isEmpty, capitalised {
            if name == "UINavigationController" || graph.isNavigationControllerSubclass(name),
                let root = call.argument("rootViewController")
            {
                // The app's subclass (`AppNavigationController(rootViewController: detail)`) too.
                var built = evaluate(root.value).controller ?? Controller(className: nil, obtained: .found)
                built.wrapsInNavigation = true
                return .controller(built)
            }
            if graph.isViewController(name), !graph.isUIKitBase(name) {
                return .controller(built(name, .initializer, call))
            }
            if let fields = memberwiseFields(name, call) { return .object(name, fields: fields) }
            return .instance(name)
        }
        if let value = selectedCell(call) ?? lookup(call) { return value }
        if let value = resolved(call) { return value }
        if name == "object", call.arguments.count == 1, call.arguments[0].label == "at", !call.receiver.isEmpty,
            case .selection = evaluate(call.arguments[0].value), let list = resolve(call.receiver)
        {
            // `fetchedResultsController.object(at: indexPath)`: the selected row's fetched object
            // (`MVCSceneStores` makes the fetched results controller a list of its objects).
            return .data(list + "[selection]")
        }
        // `T.make(…)`, `factory.build()`, `TFactory().build()`: what the function returns.
        var type: String?
        var receiver: Value?
        if call.receiver.isEmpty {
            type = frame.owner
        } else if call.receiver.count == 1, tokens[call.receiver.lowerBound].text.first?.isUppercase == true {
            // `Self.instantiate()` in a protocol extension's static factory: the conforming class.
            let name = tokens[call.receiver.lowerBound].text
            type = name == "Self" ? frame.owner : name
        } else {
            receiver = evaluate(call.receiver)
            switch receiver {
            case .instance(let value), .object(let value, _): type = value
            case .controller(let value): type = value.className ?? "UIViewController"
            case .choice(let value, let caseName, _)?:
                // `scene.viewController()` with `scene` a case the caller named: the enum's method,
                // read with `self` that case (its `switch self` takes that branch).
                type = value.isEmpty ? graph.enumType(declaringCase: caseName, function: name) : value
            default: break
            }
        }
        guard let type else { return .data(nil) }
        if receiver == nil, type == frame.owner, case .object = bindings["self"] { receiver = bindings["self"] }
        let declared = declaredValue(of: call, on: type, receiver: receiver)
        if Self.readsBody(declared, call, receiver: receiver),
            let returned = returnedValue(of: call, on: type, receiver: receiver)
        {
            // A struct the body says as data of the source (`student`) is that data.
            if case .instance(let declaredType)? = declared, graph.index.kind(of: declaredType) == .struct,
                case .data(_?) = returned
            {
                return returned
            }
            return Self.combine(declared, returned)
        }
        if let declared { return declared }
        if graph.isViewController(type), !graph.isUIKitBase(type),
            ["make", "create", "build", "instantiate", "new", "from", "load"].contains(where: name.hasPrefix)
        {
            return .controller(built(type, .factory, call))
        }
        return .data(nil)
    }

    /// What `Type(label: value, …)` hands the object it builds, when no initialiser of the type
    /// (or of its superclasses the sources declare) is in the sources: a struct's memberwise
    /// initialiser, or a framework base class's (`FeedsModule(view: view, input: model, output:
    /// model)`, `final class FeedsModule: BaseModule<FeedsInput, FeedsOutput> {}`). Each labelled
    /// argument is a field of that name; nil when an argument has no label.
    private mutating func memberwiseFields(_ name: String, _ call: SwiftCall) -> [String: Value]? {
        guard [.class, .struct].contains(graph.index.kind(of: name)), !call.arguments.isEmpty,
            call.arguments.allSatisfy({ $0.label != nil }),
            Self.labelsAreFields(call, graph.index.structFields(name))
                || !graph.index.classChain(from: name).contains(where: { link in
                    graph.index.members(of: link).contains { $0.declaration.kind == .initializer }
                })
        else { return nil }
        var fields: [String: Value] = [:]
        for argument in call.arguments {
            if let label = argument.label { fields[label] = evaluate(argument.value) }
        }
        return fields
    }

    /// Whether `call`'s labels are `fields`, each once: an initialiser of a struct written out
    /// with the labels of its memberwise one (`init(name:age:id:)` setting each field) builds
    /// the same record.
    private static func labelsAreFields(_ call: SwiftCall, _ fields: [String]?) -> Bool {
        guard let fields else { return false }
        let labels = call.arguments.compactMap(\.label)
        return labels.count == call.arguments.count && labels.count == fields.count && Set(labels) == Set(fields)
    }

    /// `Track(id: row.id, title: "Intro")` where the labels are the stored fields of a struct the
    /// sources declare: the record `{id: …, title: "Intro"}`, each argument resolved in order;
    /// nil when one cannot be.
    private func structRecord(_ range: Range<Int>) -> String? {
        guard let first = range.first, range.count >= 3, tokens[first].kind == .identifier,
            tokens[first + 1].isPunctuation("("), source.partners[first + 1] == range.upperBound - 1,
            let call = SwiftCall.all(in: range, of: source).first(where: { $0.nameIndex == first }),
            Self.labelsAreFields(call, graph.index.structFields(tokens[first].text))
        else { return nil }
        var parts: [String] = []
        for argument in call.arguments {
            guard let label = argument.label, let value = resolve(argument.value) else { return nil }
            parts.append(label + ": " + value)
        }
        return "{" + parts.joined(separator: ", ") + "}"
    }

    /// What a chain starting at an object built field for field (`edited`, `edited.title`)
    /// resolves to: the record of a struct's fields, in their declared order, or one field.
    private func objectPath(_ chain: PathChain, type: String, fields: [String: Value]) -> String? {
        guard let declared = graph.index.structFields(type) else { return nil }
        func text(_ value: Value?) -> String? {
            if case .data(let text?) = value { return text }
            return nil
        }
        guard chain.components.count > 1 else {
            var parts: [String] = []
            for name in declared {
                guard let value = text(fields[name]) else { return nil }
                parts.append(name + ": " + value)
            }
            return "{" + parts.joined(separator: ", ") + "}"
        }
        guard case .name(let name) = chain.components[1], let base = text(fields[name]),
            let rest = chain.path(from: 2, subscriptText: resolve)
        else { return nil }
        return rest.isEmpty ? base : base + (rest.hasPrefix("[") ? "" : ".") + rest
    }

    /// `titleField.text ?? ""` (or `titleField.text`, `titleField.text!`) on the screen on which
    /// the chain started, when its editing handler keeps a `String` field in sync with it
    /// (`TextFieldMirrors`): that field. A text field's `text` is never nil (`""` when empty), so
    /// a default that is a string literal is never used. A text field the screen fills only with
    /// an `Int` store as text (`TextFieldMirrors.number(filling:in:graph:)`) is that store marked
    /// as text (`numberText`): no value of a pass until `Int(…) ?? 0` reads it back
    /// (`numberRead(_:)`).
    private func mirroredText(_ range: Range<Int>) -> String? {
        guard frame.ownsSource, frame.ownedFields == nil,
            let read = TextFieldMirrors.withoutTextDefault(range, in: source)
        else { return nil }
        let names = TextFieldMirrors.names(read, in: source)
        guard names.count == 2, names[1] == "text", bindings[names[0]] == nil,
            graph.property(names[0], of: frame.owner) != nil
        else { return nil }
        if let field = TextFieldMirrors.field(mirroredBy: names[0], in: frame.owner, index: graph.index) {
            return field
        }
        return TextFieldMirrors.number(filling: names[0], in: frame.owner, graph: graph).map {
            Self.numberText + $0
        }
    }

    /// Marks a store read as the text of a text field filled with it as a number
    /// (`mirroredText(_:)`): never written in a graph.
    static let numberText = "⟨text⟩"

    /// `Int(ageField.text ?? "") ?? 0`, or `Int(text) ?? 0` with `text` bound to the field's
    /// text: the `Int` store the field was filled with, which a scenario's `set` changes as the
    /// user's typing does. Text that is no number gives the default in the app; a scenario can
    /// only type numbers into an `Int` store, so the default is not read.
    private func numberRead(_ range: Range<Int>) -> String? {
        let first = range.lowerBound
        guard range.count >= 6, tokens[first].isIdentifier("Int"), tokens[first + 1].isPunctuation("("),
            source.partners[first + 1] + 3 == range.upperBound,
            tokens[source.partners[first + 1] + 1].isOperator("??"),
            tokens[source.partners[first + 1] + 2].kind == .number,
            let text = resolve((first + 2)..<source.partners[first + 1]), text.hasPrefix(Self.numberText)
        else { return nil }
        let store = text.dropFirst(Self.numberText.count)
        return store.contains("⟨") ? nil : String(store)
    }

    /// `container.resolve(ListView.self)`: what a dependency container hands out — what the one
    /// closure registered for the type returns (`container.register(ListView.self) { _ in
    /// ListViewController() }`), else the type itself.
    private mutating func resolved(_ call: SwiftCall) -> Value? {
        guard call.name == "resolve", let type = registeredType(call) else { return nil }
        let declared = typedValue(type, obtained: .factory)
        let registrations = graph.registrations(of: type)
        guard registrations.count == 1, let registration = registrations.first, nesting < Self.evaluationDepth else {
            return declared
        }
        var copy = graph
        let file = copy.index.files[registration.file]
        guard registration.open < file.tokens.count else { return declared }
        var walker = CodeBodyWalker(
            graph: copy, file: registration.file,
            frame: Frame(owner: registration.owner, ownsSource: false, bindings: [:]), recording: false,
            bindings: [:], nesting: nesting + 1, body: registration.open..<registration.open)
        let (_, body) = walker.closureSignature(registration.open)
        walker.walkReturning(body)
        copy = walker.graph
        guard let first = walker.result.returns.first,
            walker.result.returns.dropFirst().allSatisfy({ Self.sameKind($0, first) })
        else { return declared }
        return Self.combine(nil, first)
    }

    /// `X` of a `resolve(X.self)` or `register(X.self)` call.
    private func registeredType(_ call: SwiftCall) -> String? {
        guard let first = call.arguments.first?.value, first.count == 3,
            tokens[first.lowerBound].kind == .identifier, tokens[first.lowerBound + 1].isPunctuation("."),
            tokens[first.lowerBound + 2].isIdentifier("self")
        else { return nil }
        return tokens[first.lowerBound].text
    }

    /// `container.register(ListView.self) { resolver in … }`: recorded as what resolving the type gives.
    private mutating func registration(_ call: SwiftCall) {
        guard call.name == "register", let type = registeredType(call) else { return }
        let closure =
            call.end < tokens.count && tokens[call.end].isPunctuation("{")
            ? call.end
            : call.arguments.dropFirst().first { !$0.value.isEmpty && tokens[$0.value.lowerBound].isPunctuation("{") }?
                .value.lowerBound
        guard let closure else { return }
        graph.addRegistration(of: type, file: file, open: closure, owner: frame.owner)
    }

    /// What `call` returns by the function's declared return type; nil when the sources do not
    /// declare the function.
    private mutating func declaredValue(of call: SwiftCall, on type: String, receiver: Value?) -> Value? {
        guard let (returned, storyboard) = graph.returnType(of: call.name, in: type) else { return nil }
        let obtained: NavigationSite.Obtained = storyboard ? .storyboard : .factory
        if let elements = CodeCallGraph.tupleElements(returned) {
            return .tuple(elements.map { typedValue($0, obtained: obtained) })
        }
        guard let bare = graph.valueType(returned) else { return .data(nil) }
        if bare == "UINavigationController" {
            // `static func create(…) -> UINavigationController`: the screen it wraps, which its
            // body names (`return UINavigationController(rootViewController: screen)`).
            var wrapped = Controller(className: nil, obtained: .found)
            wrapped.wrapsInNavigation = true
            return .controller(wrapped)
        }
        if graph.isUIKitBase(bare), graph.isViewController(bare) {
            // `module.toPresent() -> UIViewController?` (`return self`): the receiver's class, if it has one.
            return .controller(receiver?.controller ?? Controller(className: nil, obtained: .found))
        }
        if let className = graph.isViewController(bare) ? bare : graph.soleViewController(conformingTo: bare) {
            return .controller(built(className, obtained, call))
        }
        // A function that returns no view controller is no factory.
        return typedValue(returned, obtained: obtained)
    }

    /// A value of the declared type `text`: a view controller (of the one class conforming to
    /// a protocol), an object of a type the sources declare, or data.
    private func typedValue(_ text: String, obtained: NavigationSite.Obtained) -> Value {
        guard let bare = graph.valueType(text) else { return .data(nil) }
        if graph.isViewController(bare) {
            return .controller(Controller(className: graph.isUIKitBase(bare) ? nil : bare, obtained: obtained))
        }
        if let className = graph.soleViewController(conformingTo: bare) {
            return .controller(Controller(className: className, obtained: obtained))
        }
        return graph.index.kind(of: bare) == nil ? .data(nil) : .instance(bare)
    }

    /// Whether what a call returns is worth reading from the function's body: its declared type
    /// names no class (`-> UIViewController`, a protocol, a tuple of them), or it takes arguments
    /// the body may set on what it builds (`makeDetail(item:)` setting `detail.itemList = item`).
    private static func readsBody(_ declared: Value?, _ call: SwiftCall, receiver: Value?) -> Bool {
        switch declared {
        case .controller(let built):
            // Made on an object handed fields (`writtenFields`), its body may pass what they hold.
            if case .object? = receiver { return true }
            return built.className == nil || !call.arguments.isEmpty
        case .instance, .object, .tuple: return true
        case .data, .selection, .choice, nil: return false
        }
    }

    /// What the one function `call` runs returns, read from its body with the call's arguments
    /// bound to its parameters, at most `evaluationDepth` functions deep; nil when it is not one
    /// function with a body, or its `return`s disagree.
    private mutating func returnedValue(of call: SwiftCall, on type: String, receiver: Value?) -> Value? {
        guard nesting < Self.evaluationDepth else { return nil }
        let targets = graph.functions(named: call.name, labels: call.arguments.map(\.label), on: type)
        guard targets.count == 1, let target = targets.first, let member = graph.member(target.node) else { return nil }
        var arguments: [String: Value] = [:]
        var parameters = member.declaration.parameters[...]
        for argument in call.arguments {
            guard let place = parameters.firstIndex(where: { $0.label == (argument.label ?? "_") }) else { break }
            arguments[parameters[place].name] = evaluate(argument.value)
            parameters = parameters[(place + 1)...]
        }
        if let receiver { arguments["self"] = receiver }
        var copy = graph
        var frame = Frame(
            owner: target.selfType, ownsSource: frame.ownsSource && target.selfType == frame.owner, bindings: arguments,
            routesSource: frame.routesSource && target.selfType == frame.owner, ownedFields: frame.ownedFields)
        if !frame.ownsSource { frame.ownedFields = nil }
        frame.capturedFrom = self.frame.capturedFrom
        // A `return nil` (`guard let x = … else { return nil }`) is the call's failure, which the
        // caller's `guard let` leaves by: the value is what the other returns give.
        let returns = Self.walk(target.node, frame: frame, graph: &copy, recording: false, nesting: nesting + 1).returns
            .filter { value in
                if case .data("nil"?) = value { return false }
                return true
            }
        guard let first = returns.first else { return nil }
        return returns.dropFirst().allSatisfy { Self.sameKind($0, first) } ? first : nil
    }

    /// Whether two returned values are the same view controller class or the same type.
    private static func sameKind(_ one: Value, _ other: Value) -> Bool {
        switch (one, other) {
        case (.controller(let a), .controller(let b)): return a.className == b.className
        case (.instance(let a), .instance(let b)), (.object(let a, _), .object(let b, _)): return a == b
        case (.tuple(let a), .tuple(let b)): return a.count == b.count && zip(a, b).allSatisfy { sameKind($0, $1) }
        default: return false
        }
    }

    /// What a call returns, from its declared type and its body: the body's class and passes
    /// where it names them, obtained from the factory (or the storyboard the body reads); the
    /// declared class where the body returns `self` or an unnamed controller (`Self`-typed
    /// `instantiate()` reading the storyboard: its class, obtained from the storyboard).
    private static func combine(_ declared: Value?, _ returned: Value) -> Value {
        var returned = returned
        if case .controller(var built) = returned, built.obtained == .initializer {
            // Built by an initialiser in a factory: obtained from the factory.
            built.obtained = .factory
            returned = .controller(built)
        }
        switch (declared, returned) {
        case (.controller(let declared)?, .controller(var returned)):
            guard let className = declared.className, returned.className == nil || returned.className == className
            else { return .controller(returned) }
            if returned.obtained == .found { return .controller(declared) }
            returned.className = className
            return .controller(returned)
        case (.controller?, .instance), (.controller?, .object), (.controller?, .data), (.instance?, .data),
            (.tuple?, .data):
            return declared ?? returned
        case (.tuple(let declared)?, .tuple(let returned)) where declared.count == returned.count:
            return .tuple(zip(declared, returned).map { combine($0, $1) })
        default:
            return returned
        }
    }

    /// A view controller built by `call`; its labelled arguments (not `nibName`, `bundle`, `coder`) are passes.
    private mutating func built(_ className: String, _ obtained: NavigationSite.Obtained, _ call: SwiftCall)
        -> Controller
    {
        var value = Controller(className: className, obtained: obtained)
        for argument in call.arguments {
            // A closure handed in is code run later (`initializers(called:)`), not data.
            guard let label = argument.label, !["nibName", "bundle", "coder"].contains(label), !argument.value.isEmpty,
                !source.isClosureLiteral(argument.value)
            else { continue }
            pass(label, argument.value, at: tokens[argument.value.lowerBound].position, into: &value, objects: false)
        }
        return value
    }

    /// `range` as a DSL expression in the source scene: a literal, the selection, a path into the
    /// source view controller's properties, or a value a caller passed; nil for anything else.
    private func resolve(_ range: Range<Int>) -> String? {
        guard !range.isEmpty else { return nil }
        if range.count == 1,
            tokens[range.lowerBound].kind != .identifier
                || ["nil", "true", "false"].contains(tokens[range.lowerBound].text)
        {
            return PassValueReader(index: graph.index, roles: [:], unwinding: false).expression(range, file: file)
        }
        if let selection = castSelection(range) { return selection }
        if let item = diffableItem(range) { return item }
        if let coalesced = coalescedSourceField(range) { return coalesced }
        if let mirrored = mirroredText(range) { return mirrored }
        if let number = numberRead(range) { return number }
        if let record = structRecord(range) { return record }
        // `["userId": id]` is the record `{userId: user.id}`, `[a, b]` a list.
        if let literal = SwiftLiteral.collection(range, in: source, records: true, element: { resolve($0) }) {
            return literal
        }
        if let symbol = PassValueReader.enumCase(range, in: source, index: graph.index) { return symbol }
        guard var chain = PathChain(range, in: source) else { return nil }
        if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
        if chain.names.contains("indexPathForSelectedRow") { return "selection" }
        if frame.routesSource, chain.root == "dataStore", bindings["dataStore"] == nil, chain.components.count > 1 {
            // A Clean Swift router's `dataStore?.user.id`: the source's store is its data store.
            return chain.path(from: 1, subscriptText: resolve)
        }
        switch bindings[chain.root] {
        case .data(let base):
            guard let base, let rest = chain.path(from: 1, subscriptText: resolve) else { return nil }
            return rest.isEmpty ? base : base + (rest.hasPrefix("[") ? "" : ".") + rest
        case .selection:
            let rest = chain.names.dropFirst()
            return rest.isEmpty || rest == ["row"] || rest == ["item"] ? "selection" : nil
        case .object(let type, let fields):
            return objectPath(chain, type: type, fields: fields)
        case .controller, .instance, .tuple, .choice:
            return nil
        case nil:
            if let written = writtenFieldExpression(chain) { return written }
            if !frame.ownsSource, frame.capturedFrom?[frame.owner]?.contains(chain.root) == true,
                let rest = chain.path(from: 1, subscriptText: resolve)
            {
                // `self.student` in the name editor's code, run from the age editor's chain.
                let copy = Self.capturedStore(chain.root)
                return rest.isEmpty ? copy : copy + (rest.hasPrefix("[") ? "" : ".") + rest
            }
            if let alias = frame.sourceAlias, chain.root == alias.property, chain.components.count > 1,
                graph.property(chain.names[1], of: alias.source) != nil
            {
                // `self.signUp?.accepted` where `signUp` holds the screen on which the chain started.
                return chain.path(from: 1, subscriptText: resolve)
            }
            guard frame.ownsSource, frame.ownedFields.map({ $0.contains(chain.root) }) ?? true,
                graph.property(chain.root, of: frame.owner) != nil
            else { return nil }
            return chain.path(from: 0, subscriptText: resolve)
        }
    }

    /// `signUp?.accepted ?? false` where `signUp` holds the screen on screen and `accepted` is a
    /// field of it never nil (declared without `?` or `!`): the default is never used, so the
    /// value is the field.
    private func coalescedSourceField(_ range: Range<Int>) -> String? {
        guard let alias = frame.sourceAlias else { return nil }
        var cursor = range.lowerBound
        var operatorIndex: Int?
        while cursor < range.upperBound {
            if tokens[cursor].isOperator("??") {
                operatorIndex = cursor
                break
            }
            cursor = source.after(cursor)
        }
        guard let operatorIndex, var chain = PathChain(range.lowerBound..<operatorIndex, in: source) else { return nil }
        if chain.root == "self", chain.components.count > 1 { chain.components.removeFirst() }
        let names = chain.names
        guard names.count == 2, names[0] == alias.property, bindings[names[0]] == nil,
            let member = graph.property(names[1], of: alias.source)
        else { return nil }
        let declaring = graph.index.files[member.file]
        let type = member.declaration.type.map { declaring.text($0) }
        let initial = member.declaration.initialValue.map { declaring.text($0) }
        guard type.map({ !$0.hasSuffix("?") && !$0.hasSuffix("!") }) ?? (initial != nil && initial != "nil")
        else { return nil }
        return names[1]
    }

    /// What stands for the element the user selected, whose list the code does not say: the model
    /// of the cell at the selected row (`tableView.cellForRow(at: indexPath)`). Never written
    /// in a graph: only a lookup by its key (`lookup(_:)`) turns it into a path.
    static let selectedElement = "⟨selected⟩"

    /// A resolved path without the marks of the lookups it was read through
    /// (`dataSource[selection]⟨by id⟩` → `dataSource[selection]`, with the comment's words); nil
    /// when it still stands for the selected element of no known list.
    static func withoutLookupMarks(_ text: String?) -> (text: String?, note: String?) {
        guard var text else { return (nil, nil) }
        // Every mark starts with `⟨`: a path without one (most of them) is as it was, and is not
        // searched three times over.
        guard text.unicodeScalars.contains("⟨") else { return (text, nil) }
        guard !text.hasSubstring(selectedElement), !text.hasSubstring(numberText) else { return (nil, nil) }
        var note: String?
        while let open = text.range(of: "⟨by "), let close = text[open.upperBound...].firstIndex(of: "⟩") {
            note = "read from a lookup by '\(text[open.upperBound..<close])'"
            text = String(text[..<open.lowerBound] + text[text.index(after: close)...])
        }
        return (text, note)
    }

    /// `tableView.cellForRow(at: indexPath)`, `collectionView.cellForItem(at: indexPath)` in the
    /// selection's callback: the cell the user tapped, holding the selected element.
    private mutating func selectedCell(_ call: SwiftCall) -> Value? {
        guard call.name == "cellForRow" || call.name == "cellForItem", let row = call.argument("at"),
            case .selection = evaluate(row.value)
        else { return nil }
        return .data(Self.selectedElement)
    }

    /// `list.first(where: { $0.id == id })` (or `{ student in student.id == id }`, `firstIndex`)
    /// where `id` is the key of the element the user selected (`items[selection].id`, or the
    /// tapped cell's model's `id`): that element, `list[selection]` — the key taken as unique, as
    /// `Identifiable` has it (docs/import.md, "Elements looked up by key").
    private mutating func lookup(_ call: SwiftCall) -> Value? {
        guard call.name == "first" || call.name == "firstIndex", call.arguments.count == 1,
            let closure = call.argument("where"), let open = closure.value.first, tokens[open].isPunctuation("{"),
            let list = resolve(call.receiver).map({ $0.hasSubstring(Self.selectedElement) ? "" : $0 })
                ?? writtenList(call.receiver), !list.isEmpty
        else { return nil }
        let signature = closureSignature(open)
        var body = signature.body
        if let first = body.first, tokens[first].isIdentifier("return") { body = (first + 1)..<body.upperBound }
        guard let (key, row) = selectedKey(body, element: signature.parameters.first ?? "$0") else { return nil }
        // The key rides with the value to the pass that writes it, whose comment says so.
        return .data((call.name == "first" ? list + "[\(row)]" : row) + "⟨by \(key)⟩")
    }

    /// The key `element.key == selected.key` compares (either way round), when `selected` is
    /// the element the user selected (`items[selection]`, the tapped cell's model), and the row
    /// that element is at in the source's store: `selection`, or `capturedSelection` for a key a
    /// closure captured where another screen's row was selected (`capturedKey(_:)`).
    private mutating func selectedKey(_ comparison: Range<Int>, element: String) -> (key: String, row: String)? {
        guard let equals = comparison.first(where: { tokens[$0].isOperator("==") }) else { return nil }
        let sides = [comparison.lowerBound..<equals, (equals + 1)..<comparison.upperBound]
        for (mine, theirs) in [(sides[0], sides[1]), (sides[1], sides[0])] {
            guard let chain = PathChain(mine, in: source), chain.root == element, chain.components.count == 2,
                let key = chain.names.last, case .data(let selected?) = evaluate(theirs),
                let (found, row) = Self.selectedKey(in: selected), found == key
            else { continue }
            return (key, row)
        }
        return nil
    }

    /// The key `text` reads of the element the user selected (`items[selection].id`, the
    /// tapped cell's model's `id`), and the row that element is at: `selection`, or
    /// `capturedSelection` for a key bound by `capturedKey(_:)`.
    static func selectedKey(in text: String) -> (key: String, row: String)? {
        guard let dot = text.lastIndex(of: "."), !text[text.index(after: dot)...].isEmpty,
            text[text.index(after: dot)...].allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" })
        else { return nil }
        let key = String(text[text.index(after: dot)...])
        let base = text[..<dot]
        if base == selectedElement + "[" + capturedSelection + "]" { return (key, capturedSelection) }
        guard base.hasPrefix(selectedElement) || base.hasSuffix("[selection]") else { return nil }
        return (key, "selection")
    }

    /// The store of the screen on top holding the copy of `field`, a store of the screen below
    /// it whose chain built it and handed it a closure (`Frame.capturedFrom`):
    /// `capturedStudent` for `student`.
    static func capturedStore(_ field: String) -> String {
        "captured" + field.prefix(1).uppercased() + field.dropFirst()
    }

    /// The store of a scene holding the row selected on the screen that built it, when a
    /// closure handed on to it captured that row or its element's key (docs/import.md,
    /// "Values a closure captured").
    static let capturedSelection = "capturedSelection"

    /// What a name a closure captured stands for when the closure runs from the chain of the
    /// screen it was handed to, when it held the selection (`indexPath.row`) or the key of the
    /// selected element (`items[selection].id`) where the closure was made: the row is that
    /// screen's `capturedSelection`; the key stands for nothing a pass can write, only for a
    /// lookup or a loop matching it (`selectedKey(in:)`). Nil for any other value.
    static func capturedKey(_ value: Value) -> Value? {
        switch value {
        case .data("selection"?): return .data(capturedSelection)
        case .data(let text?):
            guard let (key, row) = selectedKey(in: text), row == "selection" else { return nil }
            return .data(selectedElement + "[" + capturedSelection + "]." + key)
        default: return nil
        }
    }

    /// `(indexPath as NSIndexPath).row`: a cast changes no value, so the selected row it reads
    /// is the selection.
    private func castSelection(_ range: Range<Int>) -> String? {
        let open = range.lowerBound
        guard tokens[open].isPunctuation("("), source.partners[open] + 3 == range.upperBound,
            tokens[source.partners[open] + 1].isPunctuation("."),
            ["row", "item"].contains(tokens[range.upperBound - 1].text),
            open + 3 < source.partners[open], tokens[open + 1].kind == .identifier, tokens[open + 2].isIdentifier("as"),
            case .selection = bindings[tokens[open + 1].text]
        else { return nil }
        return "selection"
    }

    /// `dataSource.itemIdentifier(for: indexPath)` with the selection's index path (UIKit's
    /// diffable data source): the selected item of the one list the source's code appends to its
    /// snapshots (`snapshot.appendItems(films)`), `films[selection]`. A sorted or reversed copy
    /// (`films.sorted(by: …)`) holds the same items in another order and is read as the list:
    /// the selection picks by position in it, an approximation of which item. A helper's
    /// parameter (`createSnapshot(from films: [Film])`) is what the screen's own calls hand it.
    /// Nil when the code appends several lists, or one that is no path of the screen's
    /// properties.
    private func diffableItem(_ range: Range<Int>) -> String? {
        guard frame.ownsSource, let call = SwiftCall.all(in: range, of: source).last, call.name == "itemIdentifier",
            call.end == range.upperBound,
            (call.receiver.isEmpty ? call.nameIndex : call.receiver.lowerBound) == range.lowerBound,
            let row = call.argument("for"), resolve(row.value) == "selection"
        else { return nil }
        // One data source, the one asked: every snapshot the screen applies or reads goes to it,
        // and it is handed to no other object (which could fill it from a list of its own).
        let dataSource = Self.strippedSelf(source.text(call.receiver))
        var lists: Set<String?> = []
        for member in graph.index.members(of: frame.owner) {
            guard let body = member.declaration.body else { continue }
            let file = graph.index.files[member.file]
            for other in SwiftCall.all(in: body, of: file) {
                if ["apply", "itemIdentifier", "snapshot", "indexPath"].contains(other.name),
                    Self.strippedSelf(file.text(other.receiver)) != dataSource
                {
                    return nil
                }
                if other.arguments.contains(where: { Self.strippedSelf(file.text($0.value)) == dataSource }) {
                    return nil
                }
                if other.name == "appendItems", let items = other.arguments.first, items.label == nil {
                    lists.insert(ownList(items.value, of: member, calledOnce: false))
                }
            }
        }
        guard lists.count == 1, let list = lists.first ?? nil else { return nil }
        return list + "[selection]"
    }

    /// Whether the name at `at` is a closure's parameter: a list of names (with `_`, `,`, `(`,
    /// `)`, `:` and types between) that reaches `in` on its line (`{ posts in`, `{ (rows, _) in`).
    private func isClosureParameter(_ at: Int, in body: Range<Int>, of file: SwiftSourceFile) -> Bool {
        let tokens = file.tokens
        var next = at + 1
        while next < body.upperBound, tokens[next].position.line == tokens[at].position.line {
            if tokens[next].isIdentifier("in") { return true }
            guard
                tokens[next].kind == .identifier || tokens[next].isPunctuation(",") || tokens[next].isPunctuation(")")
                    || tokens[next].isPunctuation("(") || tokens[next].isPunctuation(":")
            else { return false }
            next += 1
        }
        return false
    }

    /// `text` without a leading `self.` (or `self?.`, `self!.`).
    private static func strippedSelf(_ text: String) -> String {
        for prefix in ["self.", "self?.", "self!."] where text.hasPrefix(prefix) {
            return String(text.dropFirst(prefix.count))
        }
        return text
    }

    /// `value`, in `member`'s body, as a path of the owner's properties, a sorted, reversed or
    /// filtered copy read as the list (its items are the list's); a local is what the body
    /// assigns it, and a parameter of `member` what the owner's calls to it hand it, when they
    /// agree (one call deep: `calledOnce`; `depth` bounds the locals followed). Nil for anything
    /// else.
    private func ownList(_ value: Range<Int>, of member: SwiftTypeIndex.Member, calledOnce: Bool, depth: Int = 0)
        -> String?
    {
        let file = graph.index.files[member.file]
        let tokens = file.tokens
        var value = value
        // `films.sorted(by: …)`, `films.filter { … }`: the list the copy is made of.
        var cursor = value.lowerBound
        while cursor + 2 < value.upperBound {
            if tokens[cursor].isPunctuation("."), ["sorted", "reversed", "filter"].contains(tokens[cursor + 1].text),
                tokens[cursor + 2].isPunctuation("(") || tokens[cursor + 2].isPunctuation("{"),
                file.after(cursor + 2) == value.upperBound
                    || file.after(cursor + 2) < value.upperBound && tokens[file.after(cursor + 2)].isPunctuation("{")
                        && file.after(file.after(cursor + 2)) == value.upperBound
            {
                value = value.lowerBound..<cursor
                break
            }
            cursor = file.after(cursor)
        }
        guard var chain = PathChain(value, in: file), depth < 4 else { return nil }
        // `self.films`, `self!.films`: the property, whatever local shares its name.
        let onSelf = tokens[value.lowerBound].isIdentifier("self") && chain.components.count > 1
        if onSelf { chain.components.removeFirst() }
        guard chain.components.allSatisfy({ if case .name = $0 { true } else { false } }) else { return nil }
        let root = chain.root
        guard let body = member.declaration.body else { return nil }
        if !onSelf, chain.components.count == 1, !member.declaration.parameters.contains(where: { $0.name == root }),
            let assigned = assignments(to: root, in: body, of: file)
        {
            // A local: every value the body gives it.
            let lists = Set(assigned.map { ownList($0, of: member, calledOnce: calledOnce, depth: depth + 1) })
            return lists.count == 1 ? lists.first ?? nil : nil
        }
        guard let parameter = member.declaration.parameters.first(where: { $0.name == root }) else {
            return graph.property(root, of: frame.owner) != nil ? chain.names.joined(separator: ".") : nil
        }
        guard !calledOnce, chain.components.count == 1 else { return nil }
        var handed: Set<String?> = []
        for caller in graph.index.members(of: frame.owner) {
            guard let callerBody = caller.declaration.body else { continue }
            let callerFile = graph.index.files[caller.file]
            for call in SwiftCall.all(in: callerBody, of: callerFile) where call.name == member.declaration.name {
                guard ["", "self", "self?", "self!"].contains(callerFile.text(call.receiver)),
                    let argument = call.arguments.first(where: { ($0.label ?? "_") == parameter.label })
                else { continue }
                handed.insert(ownList(argument.value, of: caller, calledOnce: true, depth: depth + 1))
            }
        }
        return handed.count == 1 ? handed.first ?? nil : nil
    }

    /// The values `body` gives the local `name` (`let name = x`, `name = y`, each to the end of
    /// its line), or nil when it declares no such local; none when the name is changed in place
    /// or is a closure's or a loop's own (no one list it is known to hold).
    private func assignments(to name: String, in body: Range<Int>, of file: SwiftSourceFile) -> [Range<Int>]? {
        let tokens = file.tokens
        var declared = false
        var values: [Range<Int>] = []
        for at in body where at + 2 < body.upperBound && tokens[at].isIdentifier(name) {
            let before = at > body.lowerBound ? tokens[at - 1] : nil
            if before?.isIdentifier("let") == true || before?.isIdentifier("var") == true { declared = true }
            // Changed in place (`rows += nearby`, `rows.append(contentsOf: nearby)`), or a closure's
            // or a loop's own name for something else (`{ posts in`, `for post in`): not one list.
            if tokens[at + 1].isOperator("+=")
                || tokens[at + 1].isPunctuation(".") && tokens[at + 2].text.hasPrefix("append")
                || before?.isIdentifier("for") == true || isClosureParameter(at, in: body, of: file)
            {
                return []
            }
            guard tokens[at + 1].isOperator("="), !(before?.isPunctuation(".") ?? false) else { continue }
            var end = at + 2
            while end < body.upperBound, tokens[end].position.line == tokens[at + 1].position.line {
                end = file.after(end)
            }
            values.append((at + 2)..<min(end, body.upperBound))
        }
        return declared ? values : nil
    }

    // MARK: - Reporting

    /// A navigation call found, under the branches being walked.
    private mutating func noteNavigation(_ navigation: Navigation) {
        var navigation = navigation
        navigation.arms = arms
        navigation.shownOn = shownOn
        result.navigations.append(navigation)
    }

    /// A call into the app's code found, under the branches being walked.
    private mutating func noteCall(_ call: CallOut) {
        var call = call
        call.arms = arms
        call.shownOn = shownOn
        result.calls.append(call)
    }

    private func origin(_ position: SourcePosition) -> ImportOrigin { graph.index.origin(position, file: file) }

    private mutating func warn(_ id: DiagnosticID, at position: SourcePosition, _ message: String) {
        result.diagnostics.append(
            Diagnostic(file: source.path, position: position, severity: .warning, id: id, message: message))
    }
}

extension CodeBodyWalker {
    /// The storyboard `instantiateInitialViewController()` in `range` is called on, when the code
    /// names it: `UIStoryboard(name: "Settings", bundle: nil)` written there, or bound to the local
    /// it is called on earlier in the same function (`let settings = UIStoryboard(name: "Settings", …)`).
    private func initialStoryboard(before range: Range<Int>) -> String? {
        func name(after open: Int) -> String? {
            guard open + 3 < tokens.count, tokens[open].isIdentifier("UIStoryboard"),
                tokens[open + 1].isPunctuation("("),
                tokens[open + 2].isIdentifier("name"), tokens[open + 3].isPunctuation(":"), open + 4 < tokens.count,
                tokens[open + 4].kind == .string, !tokens[open + 4].isInterpolated
            else { return nil }
            return tokens[open + 4].text
        }
        if let written = range.lazy.compactMap(name(after:)).first { return written }
        guard let first = range.first, tokens[first].kind == .identifier else { return nil }
        var cursor = first - 1
        while cursor > 2, !tokens[cursor].isIdentifier("func") {
            if tokens[cursor].isIdentifier(tokens[first].text), tokens[cursor + 1].isOperator("="),
                let found = name(after: cursor + 2)
            {
                return found
            }
            cursor -= 1
        }
        return nil
    }
}
