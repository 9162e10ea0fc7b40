/// Finds the Clean Swift (VIP) scenes in an app's Swift files: each scene's data store, which
/// initialisers run `setup()`, its router's `routeToX` methods with what each branch does, where
/// code calls them, whether `prepare(for:sender:)` hands segues to the router, and the unwind
/// actions it implements.
///
/// A scene is named after its view controller class without `ViewController` (the storyboard
/// import's rule); `XRouter` and `XDataStore` belong to scene `X`, or a router to the type of its
/// `viewController` property. What it cannot read is a warning with the code it saw.
///
/// As a `PatternReader`, it hands the routes over as navigation sites: a route's segue branch
/// completes the storyboard segue its name matches, its branch without a segue is a route taken
/// from code where code calls it, and an unwind action is the destination of the unwinds that
/// name it.
struct CleanSwiftReader: PatternReader {
    /// A view controller with a router or data store whose initialisers never call `setup()`.
    static let setupNotFound = DiagnosticID("setup-not-found")
    /// A view controller that calls `setup()` or its configurator from `viewDidLoad`.
    static let setupWhenViewLoads = DiagnosticID("setup-when-view-loads")

    private let index: SwiftTypeIndex
    private var scenes: [String: SwiftScene] = [:]
    private var order: [String] = []
    private var diagnostics: [Diagnostic] = []
    /// Functions whose body holds the reflective dispatch, `"routeTo\(…)WithSegue:"`.
    private var dispatchHelpers: Set<String> = []
    /// Data-store protocols named unlike their scene, by protocol: the scene of the router whose
    /// `dataStore` property has that type (`ProfileRouter`'s `var dataStore: ShowContactDataStore?`).
    private var dataStoreScenes: [String: String] = [:]
    /// View controller classes a function of the sources builds and wires an interactor into
    /// (`let view = ProfileViewController(); view.interactor = interactor`), by class: the first
    /// such function, a module builder doing what `setup()` does.
    private var builders: [String: ImportOrigin] = [:]

    /// A router handles a segue, but its view controller's `prepare(for:sender:)` never calls it.
    static let undispatchedSegue = DiagnosticID("undispatched-segue")

    /// The scenes of `index`, in the order their first type is declared, their routes and
    /// unwind actions as sites, and warnings.
    static func read(_ index: SwiftTypeIndex) -> PatternFindings {
        var reader = CleanSwiftReader(index: index)
        reader.run()
        var findings = PatternFindings(diagnostics: reader.diagnostics)
        for scene in reader.order.compactMap({ reader.scenes[$0] }) {
            findings.scenes.append(scene)
            let sites = Self.sites(of: scene)
            findings.sites += sites.sites
            findings.diagnostics += sites.diagnostics
        }
        return findings
    }

    /// The routes and unwind actions of `scene` as sites. Scenes are named by class in sites: a
    /// router without a view controller class stands for the class its scene name gives.
    private static func sites(of scene: SwiftScene) -> (sites: [NavigationSite], diagnostics: [Diagnostic]) {
        let className = scene.className ?? scene.name
        var sites: [NavigationSite] = []
        var diagnostics: [Diagnostic] = []
        for route in scene.routes {
            if let branch = route.withSegue {
                var site = site(route, branch, trigger: .segue(identifier: route.name), source: className)
                site.obtained = .segue
                if scene.dispatch == nil {
                    site.inert = "never called: no prepare(for:sender:) calls the router"
                    diagnostics.append(
                        Diagnostic(
                            file: route.origin.file, position: route.origin.position, severity: .warning,
                            id: undispatchedSegue,
                            message:
                                "\(route.method) handles segue '\(route.name)', but \(className) has no prepare(for:sender:) that calls the router: its data is never passed"
                        ))
                }
                sites.append(site)
            }
            let withoutSegue = route.withoutSegue ?? route.withSegue
            guard let branch = withoutSegue else { continue }
            if let performed = branch.performedSegue, !route.calls.isEmpty {
                var site = NavigationSite(
                    trigger: .segue(identifier: performed), source: className, obtained: .segue, origin: route.origin,
                    method: route.method)
                site.calledFrom = route.calls
                sites.append(site)
                continue
            }
            var site = site(route, branch, trigger: .code(name: route.name), source: className)
            if route.calls.isEmpty {
                // Kept for a route no segue covers either: the merger writes it as a comment.
                let content = [route.withoutSegue, route.withSegue].compactMap { $0 }.first {
                    !$0.navigation.isEmpty || !$0.passes.isEmpty || $0.destination != nil
                }
                site = Self.site(route, content ?? branch, trigger: .code(name: route.name), source: className)
                site.inert =
                    route.takesSegue
                    ? "no segue from \(scene.name) has identifier '\(route.name)' and no code calls it without one"
                    : "no code calls it"
            }
            sites.append(site)
        }
        for action in scene.unwindActions {
            sites.append(
                NavigationSite(
                    trigger: .unwindAction(name: action.name), source: nil, destination: className, obtained: .found,
                    passes: action.passes, origin: action.origin, method: action.name))
        }
        return (sites, diagnostics)
    }

    /// A site for `branch` of `route`: its destination, how it is built, its first navigation
    /// call (a segue branch's is the router navigating on top of the segue), its passes.
    private static func site(
        _ route: SwiftScene.Route, _ branch: SwiftScene.Branch, trigger: NavigationSite.Trigger, source: String
    ) -> NavigationSite {
        let navigation = branch.navigation.first
        var site = NavigationSite(
            trigger: trigger, source: source, destination: branch.destination,
            obtained: Self.obtained(branch.via), action: navigation.flatMap { Route.Action(rawValue: $0.action) },
            forcesContainer: (navigation?.forced ?? false) || branch.forcesContainer, style: navigation?.style,
            passes: branch.passes, origin: route.origin, method: route.method)
        site.calledFrom = route.calls
        if let navigation, case .segue = trigger { site.origin = navigation.origin }
        return site
    }

    private static func obtained(_ via: String?) -> NavigationSite.Obtained {
        switch via {
        case "code": return .initializer
        case "factory": return .factory
        default: return .storyboard  // `via` unsaid: the DSL's default, and ignored for what finds its destination
        }
    }

    private init(index: SwiftTypeIndex) { self.index = index }

    private mutating func run() {
        findDispatchHelpers()
        findDataStoreScenes()
        findBuilders()
        for name in index.names {
            switch index.kind(of: name) {
            case .protocol where name.hasSuffix("DataStore") && name.count > "DataStore".count:
                readDataStore(name)
            case .class where index.isRouter(name):
                readRouter(name)
            case .class where index.isViewController(name):
                readViewController(name)
            default:
                break
            }
        }
        let found = RouteCallFinder.find(in: index, scenes: order.compactMap { scenes[$0] })
        diagnostics += found.diagnostics
        for call in found.calls {
            scene(call.scene) { scene in
                for route in scene.routes.indices where scene.routes[route].method.hasPrefix(call.method + "(") {
                    scene.routes[route].calls.append(call.origin)
                }
            }
        }
    }

    /// Edits scene `name`, created when it is new. `edit` must not touch `self`.
    private mutating func scene(_ name: String, edit: (inout SwiftScene) -> Void) {
        if scenes[name] == nil {
            scenes[name] = SwiftScene(name: name)
            order.append(name)
        }
        edit(&scenes[name]!)
    }

    private func origin(_ member: SwiftTypeIndex.Member) -> ImportOrigin {
        index.origin(member.declaration.position, file: member.file)
    }

    // MARK: - Data stores

    private mutating func readDataStore(_ name: String) {
        let sceneName = dataStoreScenes[name] ?? String(name.dropLast("DataStore".count))
        let fields = index.members(of: name).filter { $0.declaration.kind == .variable }
        let declared = index.parts[name]?.first.map(origin)
        let conformers = (index.adopters[name] ?? []).filter { index.kind(of: $0) != .protocol }
        let stores = fields.compactMap { field -> SwiftScene.Store? in
            guard let type = field.declaration.type else { return nil }
            var store = store(
                field.declaration.name, swiftType: index.files[field.file].text(type), origin: origin(field),
                source: name)
            startingValue(of: &store, in: conformers)
            return store
        }
        scene(sceneName) { scene in
            if let declared { scene.origins.append(declared) }
            scene.stores += stores
            scene.hasDataStore = true
        }
    }

    /// A data store's field starts as its implementation (the interactor) declares it: with a
    /// value the DSL can hold, `store items: [Item] = []`. A field without `?` or `!` is never
    /// constructor-injected — the interactor is made by `setup()`, with no argument — so without
    /// such a value it is written optional, the comment saying what Swift starts it as.
    private func startingValue(of store: inout SwiftScene.Store, in conformers: [String]) {
        let name = store.name
        let implementation = conformers.lazy.compactMap { conformer in
            self.index.members(of: conformer).first { $0.declaration.kind == .variable && $0.declaration.name == name }
        }.first
        let initial = implementation.flatMap { member in
            member.declaration.initialValue.map { (member, $0) }
        }
        if let (member, range) = initial {
            let file = index.files[member.file]
            if let value = SwiftLiteral.value(range, in: file)?.value, value != "nil" {
                store.initialValue = value
            } else if !store.type.hasSuffix("?"), !store.type.hasSuffix("!") {
                store.type += "?"
                store.note = "starts as \(file.text(range)), a value navsim does not hold"
            }
        } else if !store.type.hasSuffix("?"), !store.type.hasSuffix("!") {
            store.type += "?"
            store.note = "no starting value found: written optional"
        }
    }

    private func store(_ name: String, swiftType: String, origin: ImportOrigin, source: String) -> SwiftScene.Store {
        let graphType = Self.graphType(swiftType)
        return SwiftScene.Store(
            name: name, type: graphType, swiftType: graphType == swiftType ? nil : swiftType, origin: origin,
            source: source)
    }

    /// A Swift type as a `store` line can write it: names, `[T]` and `[K: V]` as they are, with
    /// their `?` or `!`; anything else (generics, tuples, closures) becomes one name.
    static func graphType(_ swift: String) -> String {
        var body = Substring(swift)
        var marker = ""
        if let last = body.last, last == "?" || last == "!" {
            marker = String(last)
            body = body.dropLast()
        }
        if body.hasPrefix("Optional<"), body.hasSuffix(">") {
            return graphType(String(body.dropFirst("Optional<".count).dropLast()) + "?")
        }
        let allowed: Bool
        let bracketsBalance: Bool
        if body.utf8.allSatisfy({ $0 < 0x80 }) {
            // ASCII (nearly every type): its bytes, without a character's Unicode properties.
            var opened = 0
            var closed = 0
            allowed = body.utf8.allSatisfy { byte in
                if byte == UInt8(ascii: "[") { opened += 1 }
                if byte == UInt8(ascii: "]") { closed += 1 }
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "["), UInt8(ascii: "]"),
                    UInt8(ascii: ":"), UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: " "):
                    return true
                default: return false
                }
            }
            bracketsBalance = !allowed || opened == closed
        } else {
            allowed = body.allSatisfy { $0.isLetter || $0.isNumber || "_[]:?! ".contains($0) }
            bracketsBalance = body.filter { $0 == "[" }.count == body.filter { $0 == "]" }.count
        }
        let text = allowed && bracketsBalance && !body.isEmpty ? String(body) : ImportNames.identifier(String(body))
        return text + marker
    }

    // MARK: - View controllers

    private mutating func readViewController(_ name: String) {
        let members = index.classChain(from: name).flatMap { index.members(of: $0) }
        let own = index.members(of: name)
        let hasCleanSwiftStack =
            own.contains {
                $0.declaration.kind == .variable && ["router", "interactor"].contains($0.declaration.name)
            } || own.contains { $0.declaration.name == "setup" }
        let sceneName = ImportNames.typeName(name)
        let actions = unwindActions(in: own)
        let dispatch = dispatchOrigin(in: members)
        let injected = injectedStores(in: own, of: name)
        // Its properties as an MVC view controller's stores (defaults and markers read the same
        // way): what a pass may read or write past the data store.
        var properties = MVCSceneStores.scene(of: name, index: index).scene.stores
        for property in interactorProperties(of: own) where !properties.contains(where: { $0.name == property.name }) {
            properties.append(property)
        }
        guard hasCleanSwiftStack || !actions.isEmpty || scenes[sceneName] != nil || !injected.isEmpty else { return }
        let setup = setupFinding(name, members: members)
        if let setup, setup.setup == nil,
            members.contains(where: {
                ["viewDidLoad", "loadView"].contains($0.declaration.name) && origin($0) == setup.origin
            })
        {
            diagnostics.append(
                Diagnostic(
                    file: setup.origin.file, position: setup.origin.position, severity: .warning,
                    id: Self.setupWhenViewLoads,
                    message:
                        "\(name) wires its router and data store when its view loads: a route that reaches into its data store before then (in prepare(for:sender:) or before pushing) finds it nil; navsim takes it as wired by every initialiser"
                ))
        }
        if hasCleanSwiftStack, setup == nil, let part = index.parts[name]?.first {
            diagnostics.append(
                Diagnostic(
                    file: index.files[part.file].path, position: part.declaration.position, severity: .warning,
                    id: Self.setupNotFound,
                    message:
                        "\(name) has a router but no initialiser, awakeFromNib or factory calls setup(): its data store is never wired"
                ))
        }
        let declared = index.parts[name]?.first.map(origin)
        scene(sceneName) { scene in
            scene.className = name
            scene.hasDataStore = scene.hasDataStore || hasCleanSwiftStack
            scene.properties = properties
            if let declared { scene.origins.insert(declared, at: 0) }
            scene.unwindActions += actions
            scene.dispatch = scene.dispatch ?? dispatch
            scene.stores += injected.filter { field in !scene.stores.contains { $0.name == field.name } }
            if let setup {
                scene.setup = setup.setup
                scene.setupOrigin = setup.origin
            }
        }
    }

    /// The stored properties of the view controller's interactor — the class its `interactor`
    /// property names, or the one class conforming to the protocol it names — offered as the
    /// scene's fields: a module builder writes them (`interactor.parameters = parameters`) where
    /// no data-store protocol declares them, and a pass that writes one declares it.
    private func interactorProperties(of members: [SwiftTypeIndex.Member]) -> [SwiftScene.Store] {
        guard
            let member = members.first(where: {
                $0.declaration.kind == .variable && $0.declaration.name == "interactor"
            }),
            let type = member.declaration.type.flatMap({ CodeCallGraph.bareType(index.files[member.file].text($0)) })
        else { return [] }
        let classes =
            index.kind(of: type) == .class
            ? [type] : (index.adopters[type] ?? []).filter { index.kind(of: $0) == .class }
        guard classes.count == 1, let interactor = classes.first else { return [] }
        return MVCSceneStores.scene(of: interactor, index: index).scene.stores
    }

    /// Which initialisers call `setup()` (or a configurator): `init(coder:)` and `awakeFromNib`
    /// for storyboard-built instances, `init(nibName:bundle:)` and other initialisers for code,
    /// static methods for a factory. Nil when none does, or both initialisers do (`any`).
    private func setupFinding(_ name: String, members: [SwiftTypeIndex.Member])
        -> (setup: Scene.Setup?, origin: ImportOrigin)?
    {
        var coder: ImportOrigin?
        var code: ImportOrigin?
        var factory: ImportOrigin?
        var viewLoad: ImportOrigin?
        for member in members {
            let declaration = member.declaration
            // `init(router:)` injection wires the scene as setup() would.
            let injectsRouter =
                declaration.kind == .initializer && declaration.parameters.contains { $0.label == "router" }
            guard let body = declaration.body, injectsRouter || callsSetup(body, in: index.files[member.file]) else {
                continue
            }
            if declaration.kind == .initializer {
                if declaration.parameters.first?.label == "coder" {
                    coder = coder ?? origin(member)
                } else {
                    code = code ?? origin(member)
                }
            } else if declaration.kind == .function, declaration.name == "awakeFromNib" {
                coder = coder ?? origin(member)
            } else if declaration.kind == .function, ["viewDidLoad", "loadView"].contains(declaration.name) {
                viewLoad = viewLoad ?? origin(member)
            } else if declaration.kind == .function,
                declaration.modifiers.contains("static") || declaration.modifiers.contains("class")
            {
                factory = factory ?? origin(member)
            }
        }
        // A module builder elsewhere wiring the interactor into the instance it builds.
        factory = factory ?? builders[name]
        switch (coder, code, factory) {
        case (nil, nil, nil):
            // Wired when the view loads: every instance is, but only after a route's
            // `prepare(for:sender:)` ran. navsim's step 1 cannot say "later", so it is `any`,
            // with a warning (`setup-when-view-loads`, from `readViewController`).
            return viewLoad.map { (nil, $0) }
        case (let coder?, _?, _): return (nil, coder)
        case (let coder?, nil, _): return (.coder, coder)
        case (nil, let code?, _): return (.nib, code)
        case (nil, nil, let factory?): return (.factory, factory)
        }
    }

    private func callsSetup(_ body: Range<Int>, in file: SwiftSourceFile) -> Bool {
        SwiftCall.all(in: body, of: file).contains { call in
            call.name == "setup" || call.name.hasPrefix("configure")
                || file.text(call.receiver).hasSubstring("Configurator")
        }
    }

    /// Constructor injection: the parameters of initialisers other than UIKit's, and of static
    /// factories that return the view controller (`build(…)`), are fields that every route
    /// building the scene must pass — unless the storyboard can build it too (an
    /// `init(coder:)` that does not trap; or, for a factory that loads the class from a
    /// storyboard, UIKit's inherited one, no class of the app's chain declaring an initialiser):
    /// then each is the property it sets, read as an MVC scene's store is (`MVCSceneStores`: a
    /// default the DSL cannot write makes it optional), or optional when no property has its name.
    private func injectedStores(in members: [SwiftTypeIndex.Member], of name: String) -> [SwiftScene.Store] {
        // UIKit's initialisers, `init(coder:)` among them, when no class of the app's chain
        // declares one (an app's base class may trap in its own `init(coder:)`).
        let inheritsInitialisers = index.classChain(from: name).allSatisfy { link in
            !index.members(of: link).contains { $0.declaration.kind == .initializer }
        }
        let buildsWithCoder =
            members.contains { member in
                let declaration = member.declaration
                guard declaration.kind == .initializer, declaration.parameters.first?.label == "coder" else {
                    return false
                }
                guard let body = declaration.body else { return true }
                return !index.files[member.file].tokens[body].contains { $0.isIdentifier("fatalError") }
            }
        var stores: [SwiftScene.Store] = []
        for member in members {
            let declaration = member.declaration
            guard declaration.kind == .initializer || isFactory(declaration, of: name, in: index.files[member.file])
            else { continue }
            let labels = declaration.parameters.map(\.label)
            if labels.first == "coder" || labels.first == "nibName" { continue }
            // A factory that loads the class from a storyboard sets properties on what it loaded.
            let storyboardBuildable =
                buildsWithCoder
                || inheritsInitialisers && declaration.kind == .function
                    && declaration.body.map { body in
                        index.files[member.file].tokens[body].contains {
                            $0.isIdentifier("instantiateViewController")
                                || $0.isIdentifier("instantiateInitialViewController")
                        }
                    } ?? false
            for parameter in declaration.parameters
            where !["router", "interactor", "presenter", "coder", "nibName", "bundle"].contains(parameter.label)
                && !stores.contains(where: { $0.name == parameter.label })
            {
                let swiftType = index.files[member.file].text(parameter.type)
                var field = store(
                    parameter.label, swiftType: swiftType, origin: origin(member), source: declaration.signature)
                if storyboardBuildable {
                    if let property = members.first(where: {
                        $0.declaration.kind == .variable && $0.declaration.name == parameter.label
                    }),
                        case .success(let declared) = MVCSceneStores.store(property, owner: name, index: index)
                    {
                        // As an MVC scene's store reads it: a default the DSL cannot write
                        // (`lazy var isbn: String = unspecified()`) makes it optional.
                        field = declared
                    } else if !field.type.hasSuffix("?") && !field.type.hasSuffix("!") {
                        field.type += "?"
                    }
                }
                stores.append(field)
            }
        }
        return stores
    }

    /// Whether `declaration` is a static or class method that returns a view controller of
    /// class `name` (`Self`, the class, or an optional of either): a factory, not a helper.
    private func isFactory(_ declaration: SwiftDeclaration, of name: String, in file: SwiftSourceFile) -> Bool {
        guard declaration.kind == .function,
            declaration.modifiers.contains("static") || declaration.modifiers.contains("class"),
            let returned = declaration.type
        else { return false }
        let type = ImportNames.unmarked(file.text(returned))
        return type == name || type == "Self"
    }

    /// `@IBAction func name(_ segue: UIStoryboardSegue)`: what the action reads from `segue.source`.
    private func unwindActions(in members: [SwiftTypeIndex.Member]) -> [SwiftScene.UnwindAction] {
        members.compactMap { member -> SwiftScene.UnwindAction? in
            let declaration = member.declaration
            let file = index.files[member.file]
            guard declaration.kind == .function, declaration.modifiers.contains("@IBAction"),
                let parameter = declaration.parameters.first,
                file.text(parameter.type).hasSubstring("UIStoryboardSegue"),
                let body = declaration.body
            else { return nil }
            let read = RouteBodyReader.read(
                body, file: member.file, router: "", roles: [parameter.name: .segue], index: index, unwinding: true)
            return SwiftScene.UnwindAction(name: declaration.name, origin: origin(member), passes: read.branch.passes)
        }
    }

    // MARK: - Routers

    /// The scene router `name` belongs to: the class of its `viewController` property (of a
    /// composition, `(ChatRoomViewController & MCBrowserViewControllerDelegate)?`, the part that
    /// is a view controller), else its name without `Router`.
    private func sceneName(ofRouter name: String) -> String {
        let controllerType = index.members(of: name).first {
            $0.declaration.kind == .variable && $0.declaration.name == "viewController"
        }
        .flatMap { member in member.declaration.type.map { controllerClass(index.files[member.file].text($0)) } }
        return controllerType.map(ImportNames.typeName)
            ?? (name.hasSuffix("Router") && name.count > 6 ? String(name.dropLast(6)) : name)
    }

    /// A declared type without its marks and brackets; of a composition (`A & B`), the part that
    /// is a view controller, else the first.
    private func controllerClass(_ declared: String) -> String {
        guard declared.utf8.contains(UInt8(ascii: "&")) else { return ImportNames.unmarked(declared) }
        let parts = CodeCallGraph.compositionParts(declared)
        return parts.first(where: index.isViewController) ?? parts.first ?? ImportNames.unmarked(declared)
    }

    /// Routers (classes with `routeTo…` methods, or named `…Router`) whose `dataStore` property is
    /// typed by a data-store protocol named after no scene of theirs: that protocol is their scene's.
    /// Functions that build a view controller by an initialiser and assign its `interactor`:
    /// routers' `create(parameters:)`, builders' `build()`, outside the view controller.
    private mutating func findBuilders() {
        let functions =
            index.names.flatMap { name in index.members(of: name).filter { $0.declaration.kind == .function } }
            + index.freeFunctions.keys.sorted().flatMap { index.freeFunctions[$0] ?? [] }
        for member in functions {
            guard let body = member.declaration.body else { continue }
            let tokens = index.files[member.file].tokens
            var built: [String: String] = [:]
            for at in body where at + 4 < body.upperBound {
                if tokens[at].isIdentifier("let") || tokens[at].isIdentifier("var"),
                    tokens[at + 1].kind == .identifier, tokens[at + 2].isOperator("="),
                    tokens[at + 3].kind == .identifier, tokens[at + 4].isPunctuation("("),
                    index.isViewController(tokens[at + 3].text)
                {
                    built[tokens[at + 1].text] = tokens[at + 3].text
                } else if let className = built[tokens[at].text], tokens[at + 1].isPunctuation("."),
                    tokens[at + 2].isIdentifier("interactor"), tokens[at + 3].isOperator("="),
                    builders[className] == nil
                {
                    builders[className] = origin(member)
                }
            }
        }
    }

    private mutating func findDataStoreScenes() {
        for name in index.names
        where index.kind(of: name) == .class && (index.isRouter(name) || name.hasSuffix("Router")) {
            guard
                let member = index.members(of: name).first(where: {
                    $0.declaration.kind == .variable && $0.declaration.name == "dataStore"
                }), let type = member.declaration.type
            else { continue }
            let bare = ImportNames.unmarked(index.files[member.file].text(type))
            guard bare.hasSuffix("DataStore"), bare.count > "DataStore".count, index.kind(of: bare) == .protocol,
                dataStoreScenes[bare] == nil
            else { continue }
            let scene = sceneName(ofRouter: name)
            if scene != String(bare.dropLast("DataStore".count)) { dataStoreScenes[bare] = scene }
        }
    }

    private mutating func readRouter(_ name: String) {
        let members = index.members(of: name)
        let sceneName = sceneName(ofRouter: name)
        var routes: [SwiftScene.Route] = []
        for member in members where member.declaration.kind == .function && member.declaration.name.hasPrefix("routeTo")
        {
            routes.append(readRoute(member, router: name))
        }
        let declared = index.parts[name]?.first.map(origin)
        scene(sceneName) { scene in
            if let declared { scene.origins.append(declared) }
            scene.routes += routes
        }
    }

    private mutating func readRoute(_ member: SwiftTypeIndex.Member, router: String) -> SwiftScene.Route {
        let declaration = member.declaration
        let file = index.files[member.file]
        var routeName = String(declaration.name.dropFirst("routeTo".count))
        if routeName.hasSuffix("WithSegue") { routeName = String(routeName.dropLast("WithSegue".count)) }
        let segueParameter = declaration.parameters.first { file.text($0.type).hasSubstring("UIStoryboardSegue") }
        var route = SwiftScene.Route(
            name: routeName, method: declaration.signature, origin: origin(member), takesSegue: segueParameter != nil,
            segueIsOptional: segueParameter.map { file.text($0.type).hasSuffix("?") } ?? false)
        guard let body = declaration.body else { return route }
        var roles: [String: RouteBodyReader.Role] = [:]
        for parameter in declaration.parameters { roles[parameter.name] = .routeParameter }
        if let segueParameter { roles[segueParameter.name] = .segue }
        let branches = SegueBranches(body, segue: segueParameter?.name, in: file)
        func read(_ ranges: [Range<Int>]) -> SwiftScene.Branch {
            var combined = SwiftScene.Branch()
            for range in ranges {
                let result = RouteBodyReader.read(range, file: member.file, router: router, roles: roles, index: index)
                diagnostics += result.diagnostics
                combined.absorb(result.branch)
            }
            return combined
        }
        if segueParameter != nil { route.withSegue = read(branches.shared + branches.withSegue) }
        if segueParameter == nil || route.segueIsOptional {
            route.withoutSegue = read(branches.shared + branches.withoutSegue)
        }
        return route
    }

    // MARK: - Dispatch and calls

    private mutating func findDispatchHelpers() {
        for file in index.files {
            for (declaration, _) in file.allDeclarations where declaration.kind == .function {
                guard let body = declaration.body else { continue }
                if file.tokens[body].contains(where: Self.isReflectiveDispatch) {
                    dispatchHelpers.insert(declaration.name)
                }
            }
        }
    }

    /// `"routeTo\(identifier)WithSegue:"`: the template's `prepare(for:sender:)` selector.
    private static func isReflectiveDispatch(_ token: SwiftToken) -> Bool {
        token.kind == .string && token.isInterpolated && token.text.hasPrefix("routeTo")
    }

    /// Where the class's `prepare(for:sender:)` (its own or inherited) hands segues to the router.
    private func dispatchOrigin(in members: [SwiftTypeIndex.Member]) -> ImportOrigin? {
        for member in members where member.declaration.name == "prepare" {
            guard let body = member.declaration.body else { continue }
            let file = index.files[member.file]
            let dispatches =
                file.tokens[body].contains(where: Self.isReflectiveDispatch)
                || SwiftCall.all(in: body, of: file).contains {
                    dispatchHelpers.contains($0.name) || $0.name.hasPrefix("routeTo")
                }
            if dispatches { return origin(member) }
        }
        return nil
    }
}
