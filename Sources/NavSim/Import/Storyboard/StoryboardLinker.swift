/// Links the storyboards of one import into an `ImportedGraph`: resolves storyboard references
/// across the files, decides what is a container, names everything, and turns each segue into
/// a declaration, reporting what it cannot turn into one.
///
/// - A `navigationController` with a root becomes `navigation`; a `tabBarController` with
///   children becomes `tabs`. Anything else is a `scene`, a split view controller included: its
///   columns (and any other relationship) become `embed`s, since they are on screen with it.
/// - A storyboard reference resolves to the view controller it names in a file of the import
///   (the one in the referencing file's folder first); a reference to a file not given stays an
///   external scene, with a warning.
/// - The window's root (`start`) is the initial view controller of the storyboard the app's
///   Info.plist names; without an Info.plist, of `Main.storyboard` when it is imported, else of
///   the first file that has one. An Info.plist that names no imported storyboard with an initial
///   view controller makes `start` a warned guess, which launch code replaces.
struct StoryboardLinker {
    /// A segue whose destination id is in no scene of its file.
    static let missingDestination = DiagnosticID("missing-destination")
    /// A storyboard reference to a file that is not imported, or to an identifier it lacks.
    static let externalScene = DiagnosticID("external-scene")
    /// A segue navsim cannot declare (from a container, or of an unknown kind).
    static let unsupportedSegue = DiagnosticID("unsupported-segue")
    /// A container imported as a scene (a navigation controller without root, a split view).
    static let containerAsScene = DiagnosticID("container-as-scene")
    /// No imported file has an initial view controller.
    static let noInitialController = DiagnosticID("no-initial-view-controller")
    /// A storyboard for macOS or watchOS, imported as if UIKit.
    static let notIOS = DiagnosticID("not-an-ios-storyboard")
    /// A `<segue>` element that is no navigation (a peek-and-pop preview), ignored.
    static let ignoredSegue = DiagnosticID("ignored-segue")
    /// The app's Info.plist names no imported storyboard with an initial view controller, so
    /// UIKit shows none: a `start` taken from a storyboard is a guess.
    static let noMainStoryboard = DiagnosticID("no-main-storyboard")

    /// What a resolved view controller is.
    enum Node: Hashable, Comparable {
        /// A view controller of imported file `file`.
        case controller(file: Int, id: String)
        /// A view controller in a storyboard that was not imported.
        case external(storyboard: String, identifier: String)
    }

    private let storyboards: [Storyboard]
    /// The app's Info.plist, when one was read: it names the storyboard UIKit shows first.
    private let infoPlist: InfoPlist?
    /// The names of the launch screens the import skipped (an Info.plist may name one).
    private let launchScreens: Set<String>
    private var controllers: [[String: Storyboard.Controller]] = []
    private var filesByName: [String: [Int]] = [:]
    private var names = ImportNames()
    private var nodeNames: [Node: String] = [:]
    /// External scenes, with the file and place of the first reference to each.
    private var externals: [Node: (file: Int, position: SourcePosition)] = [:]
    private var routeNames: [String: ImportNames] = [:]
    /// How comments name each file: its path below the folder all the imported files share.
    private var labels: [String] = []
    /// Diagnostics so far, warnings and errors.
    private(set) var diagnostics: [Diagnostic] = []

    /// Links `storyboards` (in import order); `infoPlist`, the app's, says which one's initial
    /// view controller UIKit shows, and `launchScreens` names the launch screens the import skipped.
    static func link(
        _ storyboards: [Storyboard], name: String, infoPlist: InfoPlist? = nil, launchScreens: Set<String> = []
    ) -> (graph: ImportedGraph, diagnostics: [Diagnostic]) {
        var linker = StoryboardLinker(storyboards: storyboards, infoPlist: infoPlist, launchScreens: launchScreens)
        let graph = linker.build(name: name)
        return (graph, linker.diagnostics)
    }

    private init(storyboards: [Storyboard], infoPlist: InfoPlist?, launchScreens: Set<String>) {
        self.infoPlist = infoPlist
        self.launchScreens = launchScreens
        self.storyboards = storyboards.map(ContainerStructure.withUIKitClassesAsElements)
        for (index, storyboard) in self.storyboards.enumerated() {
            var byID: [String: Storyboard.Controller] = [:]
            for controller in storyboard.controllers where byID[controller.id] == nil {
                byID[controller.id] = controller
            }
            controllers.append(byID)
            filesByName[storyboard.name, default: []].append(index)
        }
        labels = Self.labels(for: storyboards.map(\.path))
    }

    /// `paths` without the folders they all share (`Base.lproj/Main.storyboard` for one file is
    /// `Main.storyboard`).
    static func labels(for paths: [String]) -> [String] {
        let folders = paths.map { $0.split(separator: "/").dropLast() }
        var shared = folders.first.map(Array.init) ?? []
        for folder in folders.dropFirst() {
            shared = Array(zip(shared, folder).prefix { $0 == $1 }.map(\.0))
        }
        return paths.map { $0.split(separator: "/").dropFirst(shared.count).joined(separator: "/") }
    }

    // MARK: - Building

    private mutating func build(name: String) -> ImportedGraph {
        var graph = ImportedGraph(name: ImportNames.identifier(name), files: storyboards.map(\.path))
        for (file, storyboard) in storyboards.enumerated() {
            if !storyboard.isIOS {
                warn(
                    Self.notIOS, storyboard.path, SourcePosition(line: 1, column: 1),
                    "a '\(storyboard.runtime)' storyboard: its view controllers are imported as if they were UIKit's")
            }
            for position in storyboard.ignoredSegues {
                warn(
                    Self.ignoredSegue, storyboard.path, position,
                    "segue is no navigation (a preview or a reference); ignored")
            }
            // Resolve every segue first, so external scenes exist before names are given.
            for segue in storyboard.segues where segue.kind != "unwind" {
                _ = resolve(file: file, id: segue.destination, from: nil)
            }
            if let initial = storyboard.initialController { _ = resolve(file: file, id: initial, from: nil) }
        }
        let structure = ContainerStructure(storyboards: storyboards) { lookup(file: $0, id: $1) }
        nameNodes()
        declareNodes(structure, into: &graph)
        for (file, storyboard) in storyboards.enumerated() {
            for segue in storyboard.segues { declare(segue, file: file, structure: structure, into: &graph) }
        }
        let start = startChoice()
        graph.start = start?.node.flatMap { nodeNames[$0] }
        graph.guessedStart = start?.guess
        graph.startComment = start?.comment ?? ""
        graph.mainStoryboard = mainStoryboardSummary()
        return graph
    }

    /// Names controllers in file and document order, then external scenes by target.
    private mutating func nameNodes() {
        for (file, storyboard) in storyboards.enumerated() {
            for controller in storyboard.controllers where controller.reference == nil {
                let node = Node.controller(file: file, id: controller.id)
                guard nodeNames[node] == nil else { continue }
                nodeNames[node] = names.claim(
                    ImportNames.sceneName(
                        customClass: controller.customClass, storyboardIdentifier: controller.storyboardIdentifier,
                        element: controller.element, id: controller.id))
            }
        }
        for node in externals.keys.sorted() {
            guard case .external(let storyboard, let identifier) = node else { continue }
            nodeNames[node] = names.claim(identifier.isEmpty ? storyboard : identifier)
        }
    }

    /// Declares every node: containers, scenes, external scenes, and the embeds of a scene's
    /// relationships.
    private mutating func declareNodes(_ structure: ContainerStructure, into graph: inout ImportedGraph) {
        for (file, storyboard) in storyboards.enumerated() {
            for controller in storyboard.controllers where controller.reference == nil {
                let node = Node.controller(file: file, id: controller.id)
                guard let name = nodeNames[node] else { continue }
                let comment = Self.describe(controller, label: labels[file])
                let initialOf = storyboard.initialController == controller.id ? storyboard.name : nil
                switch structure.kinds[node] {
                case .navigation(let root)?:
                    graph.navigations.append(
                        .init(
                            name: name, targets: [nodeNames[root]!], comment: comment,
                            className: controller.customClass, initialOf: initialOf))
                case .tabs(let children)?:
                    graph.tabs.append(
                        .init(
                            name: name, targets: children.map { nodeNames[$0]! }, comment: comment,
                            className: controller.customClass, initialOf: initialOf))
                case nil:
                    graph.scenes.append(
                        .init(
                            name: name, comment: comment, className: controller.customClass,
                            uikitClass: "UI" + controller.element.prefix(1).uppercased()
                                + controller.element.dropFirst(),
                            storyboardIdentifier: controller.storyboardIdentifier, initialOf: initialOf))
                }
            }
        }
        for node in externals.keys.sorted() {
            guard case .external(let storyboardName, let identifier) = node, let name = nodeNames[node] else {
                continue
            }
            let target = identifier.isEmpty ? "its initial view controller" : "identifier '\(identifier)'"
            let place = externals[node].map { "\(labels[$0.file]):\($0.position.line)" } ?? ""
            graph.scenes.append(
                .init(
                    name: name, comment: "external: storyboard '\(storyboardName)', \(target), not imported · \(place)",
                    isExternal: true))
        }
        for warning in structure.warnings { diagnostics.append(warning) }
    }

    /// Declares one segue of file `file`.
    private mutating func declare(
        _ segue: Storyboard.Segue, file: Int, structure: ContainerStructure, into graph: inout ImportedGraph
    ) {
        let path = storyboards[file].path
        let label = labels[file]
        let sourceNode = Node.controller(file: file, id: segue.source)
        guard let source = nodeNames[sourceNode] else { return }
        if segue.kind == "unwind" {
            let selector = segue.unwindAction ?? ""
            graph.unwinds.append(
                .init(
                    // Two unwinds with one action from a scene (two buttons, two identifiers) are
                    // two routes: the second is `action_2`, as segue names are made unique.
                    action: routeName(ImportNames.unwindName(selector: selector), source: source), selector: selector,
                    source: source, comment: "action \(selector) · \(label):\(segue.position.line)", file: path,
                    position: segue.position))
            return
        }
        if segue.kind == "relationship", !structure.embeds(segue, from: sourceNode) { return }
        if structure.kinds[sourceNode] != nil {
            warn(
                Self.unsupportedSegue, path, segue.position,
                "a '\(segue.kind)' segue from container '\(source)': navsim routes start at scenes; not imported")
            return
        }
        if segue.kind == "relationship" {
            guard let destination = resolve(file: file, id: segue.destination, from: segue.position) else { return }
            graph.routes.append(
                .init(
                    name: routeName(segue.relationship ?? "child", source: source),
                    source: source, destination: nodeNames[destination]!, kind: .embed,
                    comment: "relationship '\(segue.relationship ?? "")' · \(label):\(segue.position.line)"))
            return
        }
        guard let kind = Self.segueKinds[segue.kind] else {
            warn(Self.unsupportedSegue, path, segue.position, "unknown segue kind '\(segue.kind)'; not imported")
            return
        }
        guard let destinationNode = resolve(file: file, id: segue.destination, from: segue.position),
            let destination = nodeNames[destinationNode]
        else { return }
        var comment = segue.identifier.map { "identifier '\($0)'" } ?? "no identifier"
        if let style = segue.presentationStyle ?? presentationStyle(of: destinationNode) {
            comment += " · style \(style)"
        }
        if let customClass = segue.customClass { comment += " · class \(customClass)" }
        comment += " · \(label):\(segue.position.line)"
        let name = routeName(
            segue.identifier ?? "\(source)To\(shownDestination(destinationNode, structure) ?? destination)",
            source: source)
        var route = ImportedGraph.Route(
            name: name, source: source, destination: destination, kind: kind, comment: comment,
            identifier: segue.identifier)
        if let style = segue.presentationStyle ?? presentationStyle(of: destinationNode), kind != .segue(.push),
            kind != .embed,
            PresentationStyle(rawValue: style) != nil
        {
            route.lines.append(ImportedGraph.Line(content: .style(style)))
        }
        graph.routes.append(route)
    }

    /// Storyboard segue kinds and the graph's.
    static let segueKinds: [String: ImportedGraph.Route.Kind] = [
        "show": .segue(.show), "showDetail": .segue(.showDetail), "presentation": .segue(.present),
        "popoverPresentation": .segue(.popover), "push": .segue(.push), "modal": .segue(.modal),
        "custom": .segue(.custom),
        "embed": .embed,
    ]

    // MARK: - Resolution

    /// What an id of a file stands for.
    enum Lookup {
        /// An imported view controller.
        case node(Node)
        /// A view controller outside the import: the reference's position, and why.
        case external(Node, at: SourcePosition, file: Int, why: String)
        /// No view controller of the file has the id.
        case missing
    }

    /// The view controller that id `id` of file `file` stands for, following storyboard references.
    func lookup(file: Int, id: String, depth: Int = 0) -> Lookup {
        guard let controller = controllers[file][id] else { return .missing }
        guard let reference = controller.reference else { return .node(.controller(file: file, id: id)) }
        let external = Node.external(storyboard: reference.storyboard, identifier: reference.identifier ?? "")
        let targets = filesByName[reference.storyboard] ?? []
        let folder = ProjectPaths.parentFolder(of: storyboards[file].path)
        let target = targets.first { ProjectPaths.parentFolder(of: storyboards[$0].path) == folder } ?? targets.first
        if let target, depth < 16 {
            let resolved =
                reference.identifier.map { identifier in
                    storyboards[target].controllers.first { $0.storyboardIdentifier == identifier }?.id
                } ?? storyboards[target].initialController
            if let resolved, case .node(let node) = lookup(file: target, id: resolved, depth: depth + 1) {
                return .node(node)
            }
        }
        let why =
            target == nil
            ? "storyboard '\(reference.storyboard)' is not imported"
            : "'\(reference.storyboard)' has no \(reference.identifier.map { "view controller with identifier '\($0)'" } ?? "initial view controller")"
        return .external(external, at: controller.position, file: file, why: why)
    }

    /// `lookup`, reporting a missing id as an error at `position` (when given) and a new
    /// external scene as a warning; nil when the id is in no scene.
    mutating func resolve(file: Int, id: String, from position: SourcePosition?) -> Node? {
        switch lookup(file: file, id: id) {
        case .node(let node):
            return node
        case .external(let node, let at, let referencing, let why):
            if externals[node] == nil {
                externals[node] = (referencing, at)
                warn(Self.externalScene, storyboards[referencing].path, at, "\(why); kept as an external scene")
            }
            return node
        case .missing:
            if let position {
                diagnostics.append(
                    Diagnostic(
                        file: storyboards[file].path, position: position, severity: .error, id: Self.missingDestination,
                        message: "segue leads to '\(id)', which is no view controller in this storyboard; not imported")
                )
            }
            return nil
        }
    }

    /// `start` as the storyboards give it: the initial view controller of the storyboard the
    /// app's Info.plist names, with a comment that says so. When the Info.plist names no storyboard,
    /// or one not imported or without an initial view controller, UIKit shows no storyboard's
    /// initial view controller: `start` is then `startNode()`'s pick, always as a guess whose
    /// warning says why (launch code the Swift import reads replaces it). Without an Info.plist,
    /// `startNode()`: the main storyboard taken by its name.
    private mutating func startChoice() -> (node: Node?, guess: Diagnostic?, comment: String)? {
        guard let infoPlist else { return startNode().map { ($0.node, $0.guess, "") } }
        let why: String
        switch infoPlist.mainInterface {
        case .storyboard(let name, let key, let position):
            let named = storyboards.indices.filter { storyboards[$0].name == name }
            let place = "\(infoPlist.path):\(position.line)"
            let label = Self.labels(for: storyboards.map(\.path) + [infoPlist.path]).last ?? infoPlist.path
            if let file = named.first(where: { storyboards[$0].isIOS }) ?? named.first {
                if let id = storyboards[file].initialController, let node = resolve(file: file, id: id, from: nil) {
                    return (
                        node, nil,
                        "initial view controller of \(labels[file]), named by \(key) · \(label):\(position.line)"
                    )
                }
                why = "'\(labels[file])', which \(key) names at \(place), has no initial view controller"
            } else {
                why =
                    "\(key) names storyboard '\(name)' at \(place), which is not imported"
                    + (launchScreens.contains(name) ? " (a launch screen: it holds no navigation)" : "")
            }
        case .none(let reason, let position):
            why = "the app's Info.plist (\(infoPlist.path):\(position.line)): \(reason)"
        }
        guard let pick = startNode(), let node = pick.node, case .controller(let file, let id) = node,
            let controller = controllers[file][id]
        else { return nil }
        let guess = Diagnostic(
            file: storyboards[file].path, position: controller.position, severity: .warning, id: Self.noMainStoryboard,
            message:
                "\(why), so UIKit shows no storyboard's initial view controller: 'start' names this one, a guess; the app starts where its launch code sets the window's root"
        )
        return (node, guess, "")
    }

    /// What the summary says about the main storyboard: which one the Info.plist names, or that
    /// none was read and the storyboard's name decided; nil without storyboards or Info.plist.
    private func mainStoryboardSummary() -> String? {
        guard let infoPlist else {
            guard storyboards.contains(where: { $0.initialController != nil }) else { return nil }
            return "no Info.plist read: the main storyboard is taken by its name ('Main', else 'MainStoryboard')"
        }
        switch infoPlist.mainInterface {
        case .storyboard(let name, let key, let position):
            return "'\(name)', named by \(key) at \(infoPlist.path):\(position.line)"
        case .none(let reason, let position):
            return
                "none, says \(infoPlist.path):\(position.line): \(reason); the window's root comes from launch code"
        }
    }

    /// The initial view controller of the app's main storyboard (`mainStoryboardRank`); else of
    /// the first file with one (an iOS storyboard before a watchOS or macOS one) — a guess when several have one, since each storyboard but the
    /// main one is instantiated from code, and its entry point is a screen the app shows later —
    /// else the first view controller. A guess carries the warning that says so (the Swift
    /// import's launch code may know better, and replaces it).
    private mutating func startNode() -> (node: Node?, guess: Diagnostic?)? {
        let withInitial = storyboards.indices.filter { storyboards[$0].initialController != nil }
        let iOS = withInitial.filter { storyboards[$0].isIOS }
        let candidates = iOS.isEmpty ? withInitial : iOS
        let main = candidates.compactMap { file in Self.mainStoryboardRank(storyboards[file].name).map { (file, $0) } }
            .min { $0.1 < $1.1 }?.0
        if let preferred = main ?? candidates.first, let id = storyboards[preferred].initialController,
            let node = resolve(file: preferred, id: id, from: nil)
        {
            guard main == nil, candidates.count > 1, let controller = controllers[preferred][id] else {
                return (node, nil)
            }
            let guess = Diagnostic(
                file: storyboards[preferred].path, position: controller.position, severity: .warning,
                id: Self.noInitialController,
                message:
                    "no main storyboard ('Main.storyboard') has an initial view controller and \(candidates.count) others do: 'start' names the first one's, change it if the app starts elsewhere (its launch code may set the root)"
            )
            return (node, guess)
        }
        guard let file = storyboards.indices.first(where: { !storyboards[$0].controllers.isEmpty }),
            let first = storyboards[file].controllers.first(where: { $0.reference == nil })
        else { return nil }
        let guess = Diagnostic(
            file: storyboards[file].path, position: first.position, severity: .warning, id: Self.noInitialController,
            message:
                "no imported storyboard has an initial view controller; 'start' names the first one, change it if the app starts elsewhere"
        )
        return (.controller(file: file, id: first.id), guess)
    }

    /// How surely a storyboard of this name (without `.storyboard`) is the app's main one, the
    /// one `UIMainStoryboardFile` names: 0 for `Main` (Xcode's template since Xcode 5), 1 for
    /// `MainStoryboard` (Xcode 4's), 2 for their device variants (`Main_iPhone`,
    /// `MainStoryboard_iPad`); nil for any other name — `MainInterface` included, the storyboard
    /// of an app extension's template (share, intents UI, iMessage), never the app's.
    static func mainStoryboardRank(_ name: String) -> Int? {
        switch name {
        case "Main": 0
        case "MainStoryboard": 1
        case _ where name.hasPrefix("Main_") || name.hasPrefix("MainStoryboard_"): 2
        default: nil
        }
    }

    /// What a route to `node` is named after: a navigation container's root, else nil (the node).
    private func shownDestination(_ node: Node, _ structure: ContainerStructure) -> String? {
        guard case .navigation(let root)? = structure.kinds[node] else { return nil }
        return nodeNames[root]
    }

    private func presentationStyle(of node: Node) -> String? {
        guard case .controller(let file, let id) = node else { return nil }
        return controllers[file][id]?.presentationStyle
    }

    private static func describe(_ controller: Storyboard.Controller, label: String) -> String {
        var parts = [controller.customClass.map { "\(controller.element) \($0)" } ?? controller.element]
        if let identifier = controller.storyboardIdentifier { parts.append("identifier '\(identifier)'") }
        if let style = controller.presentationStyle { parts.append("style \(style)") }
        parts.append("\(label):\(controller.position.line)")
        return parts.joined(separator: " · ")
    }

    private mutating func warn(_ id: DiagnosticID, _ file: String, _ position: SourcePosition, _ message: String) {
        diagnostics.append(Diagnostic(file: file, position: position, severity: .warning, id: id, message: message))
    }

    /// A route name for `base` that `source` has not used yet.
    private mutating func routeName(_ base: String, source: String) -> String {
        routeNames[source, default: ImportNames()].claim(base)
    }
}
