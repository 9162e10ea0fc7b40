/// Reads navigation written in code, wherever it is: a view controller's own actions and
/// callbacks (`instantiateViewController` / `X()` / `X.make()` then `pushViewController`,
/// `present`, `show`, pops, `dismiss`, `selectedIndex`), and coordinators and flows — objects
/// that build and push scenes in methods a view controller calls through a stored reference, a
/// delegate protocol they conform to, or a closure they stored in its property, child
/// coordinators' `start()` included.
///
/// Each site's source is the view controller on screen: the one whose method (an action, a
/// table-view callback: a method no code in the sources calls), or property whose value builds
/// a control with its action (`lazy var aboutButton = UIBarButtonItem(…, primaryAction:
/// UIAction { … })`), starts the chain of calls that reaches the navigation. A closure a
/// property is declared with (`lazy var onLogout = { … }`) runs where it is called. Calls are followed by type — a local's, a parameter's, a property's
/// declared type, each conforming type of a protocol — at most `followDepth` deep, each call
/// once per starting method, so cycles end and the work stays linear in the code's size.
/// Values travel with the calls: what a coordinator passes is read back to the source's fields
/// (`didSelect(items[indexPath.row])` → `item` → `items[selection]`), or written as a comment.
///
/// Route names (`trigger: .code(name:)`): the name of the method (or property) the navigation
/// call is in, or, when that is a UIKit callback (`tableView(_:didSelectRowAt:)`, `viewDidLoad`), a
/// coordinator's `start`, a closure assigned to a property or a wrapper handed the view controller it shows
/// (`router.push(module)`), the nearest caller's that is not; when there is none,
/// the destination scene's name (`Detail`), else the action (`pop`, `dismiss`, `tab`). When
/// one source has two sites of the same name, each is suffixed with its destination scene or action.
enum CodeNavigationReader: PatternReader {
    /// Navigation in code no view controller's method leads to (and not launch code's).
    static let untriggered = DiagnosticID("code-navigation-untriggered")

    /// How many calls deep a chain from a view controller is followed.
    static let followDepth = 10

    /// A call followed from one source: where it is, what it runs on which class of `self`,
    /// and the classes it is handed. (Written as a string, the node was printed through
    /// reflection: a sixth of a 551-file app's import.)
    private struct FollowedCall: Hashable {
        var origin: ImportOrigin
        var node: CodeCallGraph.Node
        var selfType: String
        var handed: String
        /// The screen it runs on, when not the source (`Visit.shownOn`).
        var shownOn: String?
    }

    /// A method or closure to read with what its caller passed, and how it was reached.
    private struct Visit {
        var node: CodeCallGraph.Node
        /// The type of `self` in it.
        var owner: String
        var bindings: [String: CodeBodyWalker.Value]
        var path: [CodeCallGraph.Node]
        /// For each node of `path`, the view controller classes its caller handed it.
        var handed: [Set<String>]
        var calledFrom: [ImportOrigin]
        /// Why what it reaches may not run from the source (a restarted `start()` choosing by a flag).
        var undecided: String? = nil
        /// The flow chosen, when a step was dispatched among several on the way.
        var alternative: Alternative? = nil
        /// When the code runs in a child coordinator built on the way without being handed any
        /// object (or in its own stored objects): where it was built. Navigation it does on what
        /// it holds is on its own navigation controller, not the source's.
        var ownStack: ImportOrigin? = nil
        /// When the code was handed such a child's object to present (`router.present(module)`):
        /// where it was built, and the method that handed it.
        var presenting: (origin: ImportOrigin, by: String)? = nil
        /// The stored property of `owner` that holds the source view controller: the closure the
        /// chain runs was set on the object it holds, and the source called it.
        var sourceAlias: String? = nil
        /// The launch flags known when it runs (`LaunchFlags`).
        var flags = LaunchFlags.State()
        /// The undecided branches the calls that reached it are under, from the start.
        var arms: [CodeBodyWalker.Arm] = []
        /// Whether a call that reached it is under an `if` or a `switch` the walk could not decide.
        var branched = false
        /// The screen the code runs on when not the chain's source: a closure the coordinator
        /// subscribed to the buttons of a navigation controller built around that screen.
        var shownOn: String? = nil
    }

    /// One of the flows a step was dispatched among: sites reached through different flows of
    /// one dispatch are alternatives (one runs), not navigations that all happen.
    private struct Alternative {
        /// The dispatch: where the step is emitted.
        var dispatch: ImportOrigin
        /// The flow's type.
        var flow: String
        /// Whether the flow was kept only because no flow shows the source.
        var guessed: Bool
        /// Whether the "flows" are view controllers conforming to the protocol of a call made on
        /// a delegate (`delegate?.editorDidCancel()`), or closures set on the property a call runs
        /// (`onSave?()`): the one that runs is the one the object holds, set by whatever showed
        /// the source.
        var delegated = false
    }

    /// A site found, with what settles it: its route's name, the flow it was dispatched to, and,
    /// for a child coordinator's, the child's navigation controller it runs on or presents.
    private struct Entry {
        var site: NavigationSite
        var base: String?
        var alternative: Alternative?
        /// Made on the navigation controller of the child built there.
        var stack: ImportOrigin?
        /// Presents what the child built there holds (its navigation controller), by the method named.
        var presents: (origin: ImportOrigin, by: String)?
        /// The child's stored property it is made on or presents (`Navigation.held`).
        var held: String? = nil
        /// The chain it was reached by: the starting method, then each method called.
        var path: [CodeCallGraph.Node] = []
        /// The undecided branches it is under, from the start of the chain.
        var arms: [CodeBodyWalker.Arm] = []
    }

    /// Navigation sites in `index`'s code.
    static func read(_ index: SwiftTypeIndex) -> PatternFindings {
        var graph = CodeCallGraph(index: index)
        var nodes: [CodeCallGraph.Node] = []
        // A Clean Swift router's code is `CleanSwiftReader`'s (see `CodeCallGraph.functions`).
        // A property's value that is code (a control built with its action, a closure stored in
        // it) is read as a method's body, whatever the type: what is not followed is warned. A
        // view controller's initialiser that adds a child (a custom container's first) too.
        for name in index.names {
            let router = index.isRouter(name)
            for (place, member) in index.members(of: name).enumerated()
            where member.declaration.kind == .function
                && (!router || CodeCallGraph.readsRouterMethod(member.declaration.name))
                || member.declaration.kind == .variable
                || member.declaration.kind == .initializer && !router && index.isViewController(name)
                    && addsChild(member, index: index)
            {
                if graph.code(of: member) != nil { nodes.append(.method(type: name, member: place)) }
            }
        }
        // Pass 0: methods that register closures with a dependency container (`register(X.self)
        // { … }`), so that pass 1 reads `resolve(X.self)` as what they build wherever it comes.
        for node in nodes where registers(node, graph: graph) {
            let frame = CodeBodyWalker.Frame(owner: graph.owner(of: node), ownsSource: false, bindings: [:])
            _ = CodeBodyWalker.walk(node, frame: frame, graph: &graph, recording: true)
        }
        // Pass 1: every method once, without callers: closures stored in properties, view
        // controllers assigned to UIKit-typed properties, which code calls which, and where
        // navigation is written.
        var calls: [CodeCallGraph.Node: [CodeCallGraph.Node]] = [:]
        var called: Set<CodeCallGraph.Node> = []
        // Each node that navigates, with its first navigation call (quoted when it is not followed).
        var navigating: [(node: CodeCallGraph.Node, first: CodeBodyWalker.Navigation)] = []
        var pending = nodes
        var closuresRead = 0
        while !pending.isEmpty {
            for node in pending {
                let frame = CodeBodyWalker.Frame(owner: graph.owner(of: node), ownsSource: false, bindings: [:])
                let walk = CodeBodyWalker.walk(node, frame: frame, graph: &graph, recording: true)
                let targets = walk.calls.flatMap(\.targets).map(\.node)
                calls[node] = targets
                // A view's code runs when the user touches it: a view controller method only a view
                // calls (`delegate?.didTapSave()` from its custom view) is still where a chain starts.
                if !isViewCode(node, graph: graph) { called.formUnion(targets) }
                if let first = walk.navigations.first { navigating.append((node, first)) }
            }
            pending = (closuresRead..<graph.closures.count).map(CodeCallGraph.Node.closure)
            closuresRead = graph.closures.count
        }
        // The launch flags each closure a coordinator stores runs with, from its `start()` at launch.
        let closureFlags = RestartFlagStates.states(graph: &graph)
        // Pass 2: from each view controller method UIKit calls, follow the calls.
        var findings = PatternFindings()
        var reached: Set<CodeCallGraph.Node> = []
        var seenDiagnostics: Set<String> = []
        var sites: [Entry] = []
        // A view controller's methods UIKit calls, then the methods of other objects its controls'
        // target–actions run (`UIBarButtonItem(…, target: coordinator, action: …)`).
        // A method of an app's base view controller runs in every subclass that does not
        // override it: it starts a chain from the base class and from each such subclass.
        let inheritors = Inheritors(index: graph.index)
        // A view controller's method that only another screen's control runs (the presenter's
        // `dismissEditor` on the editor's Cancel button) is that screen's action, not its own.
        // An `@IBAction` is wired in a storyboard to its own screen's control as well.
        let elsewhere = Set(
            graph.targetActions.filter {
                $0.target.selfType != $0.source && graph.isViewController($0.target.selfType)
                    && graph.member($0.target.node)?.declaration.modifiers.contains("@IBAction") != true
            }
            .map(\.target.node))
        let uikitCalled = nodes.filter {
            !called.contains($0) && !elsewhere.contains($0) && isUIKitCalled($0, graph: graph)
        }
        // A screen's own control running a method no code calls starts its chain once, as the
        // method UIKit calls; one its code calls too starts from the control as well.
        let started = Set(uikitCalled)
        let starts =
            uikitCalled
            .flatMap { node in
                let owner = graph.owner(of: node)
                let name = graph.member(node)?.declaration.signature
                return ([owner] + inheritors.running(name, of: owner)).map {
                    (node: node, source: $0, owner: $0, calledFrom: [ImportOrigin]())
                }
            }
            + graph.targetActions.filter({ !($0.target.selfType == $0.source && started.contains($0.target.node)) })
            .flatMap { action in
                let name = graph.member(action.target.node)?.declaration.signature
                let sources =
                    action.target.selfType == action.source
                    ? [action.source] + inheritors.running(name, of: action.source) : [action.source]
                return sources.map {
                    (
                        node: action.target.node, source: $0,
                        owner: action.target.selfType == action.source ? $0 : action.target.selfType,
                        calledFrom: [action.origin]
                    )
                }
            }
            + providerTouches(nodes, graph: graph)
        var companions: [String: [String: Set<String>]] = [:]
        // Each object built with a scene, and the scene: what it writes runs into that scene.
        var companionScenes: [String: (scene: String, fields: Set<String>)]?
        // A closure handed on with a screen's selection captured is known once the chain that
        // handed it on is read; the chains are read again when one is found after another
        // chain may have run it (docs/import.md, "Values a closure captured").
        var capturesKnown = -1
        // The screen a chain that handed on a closure showed, by the screen that chain started
        // from: the closure, run from the screen shown, reads what that screen captured — its
        // row (`capturedSelection`) and its stores (`Frame.capturedFrom`), copied one hop further.
        var forwards: [String: String] = [:]
        var forwarding: [(shows: [Int], from: String, to: String)] = []
        var forwardedSelection: Set<String> = []
        var capturedFields: [String: [String: Set<String>]] = [:]
        let firstDiagnostic = findings.diagnostics.count
        while capturesKnown < graph.capturedSelections.count + forwards.count {
            capturesKnown = graph.capturedSelections.count + forwards.count
            (sites, reached, seenDiagnostics) = ([], [], [])
            (forwarding, forwardedSelection) = ([], [])
            findings.diagnostics.removeSubrange(firstDiagnostic...)
            for start in starts {
                let source = start.source
                let firstSite = sites.count
                // A provider's touch callback reports to its delegate: the screen holding it.
                let fromProvider =
                    !graph.isViewController(start.owner)
                    && touchCallbacks.contains(graph.member(start.node)?.declaration.signature ?? "")
                var handsOnClosure = false
                var writes: [(scene: String, pass: ImportedPass, arms: [CodeBodyWalker.Arm])] = []
                var handed: [(place: Int, bindings: [String: CodeBodyWalker.Value])] = []
                var queue = [
                    Visit(
                        node: start.node, owner: start.owner, bindings: [:], path: [start.node], handed: [[]],
                        calledFrom: start.calledFrom)
                ]
                var followed: Set<FollowedCall> = []
                var next = 0
                while next < queue.count {
                    let visit = queue[next]
                    next += 1
                    reached.insert(visit.node)
                    // The interactor or presenter built with the screen holds some of its stores.
                    if companions[source] == nil {
                        companions[source] = ScreenCompanions.ownedFields(of: source, index: graph.index)
                    }
                    let owned = visit.owner == source ? nil : companions[source]?[visit.owner]
                    var frame = CodeBodyWalker.Frame(
                        owner: visit.owner, ownsSource: visit.owner == source || owned != nil, bindings: visit.bindings,
                        routesSource: graph.isRouter(visit.owner, of: source), ownedFields: owned)
                    frame.sourceAlias = visit.sourceAlias.map { ($0, source) }
                    frame.flags = visit.flags
                    if case .closure(let place) = visit.node, let stored = closureFlags[place] {
                        // What the chain set on the way is newer than what held where the closure was stored.
                        frame.flags = visit.flags.refined(by: stored)
                    }
                    if case .closure(let place) = visit.node, let captured = graph.capturedSelections[place],
                        captured.scene == source || captured.scene == forwards[source]
                    {
                        frame.bindings.merge(captured.bindings) { mine, _ in mine }
                        if captured.scene != source { forwardedSelection.insert(source) }
                    }
                    if let below = forwards[source] {
                        if capturedFields[below] == nil {
                            capturedFields[below] = Self.storesHeld(by: below, graph: graph)
                        }
                        frame.capturedFrom = capturedFields[below]
                    }
                    if !frame.ownsSource {
                        if companionScenes == nil {
                            companionScenes = Self.companionScenes(graph: graph, companions: &companions)
                        }
                        frame.writesInto = companionScenes?[visit.owner].flatMap { $0.scene == source ? nil : $0 }
                    }
                    let walk = CodeBodyWalker.walk(visit.node, frame: frame, graph: &graph, recording: false)
                    writes += walk.writes.map { ($0.scene, $0.pass, visit.arms + $0.arms) }
                    handsOnClosure = handsOnClosure || walk.handsOnClosure
                    handed += walk.handedCaptures
                    for navigation in walk.navigations {
                        // A root switch under a branch not decided (`switch presentType` in a
                        // router's generic `presentView`) is reached from every screen that calls
                        // the method, most of which never take it: `LaunchRootReader`'s by-name
                        // reading of it stands (docs/import.md, "Scenes named by enum cases").
                        if navigation.action == .setRoot, visit.branched || navigation.condition != nil { continue }
                        var entry = site(
                            navigation, visit: visit, source: navigation.shownOn ?? visit.shownOn ?? source,
                            graph: graph)
                        entry.site.undecided =
                            visit.undecided ?? restarted(navigation.condition, in: visit, graph: graph)
                            ?? entry.site.undecided
                        let unknown =
                            navigation.destination?.className == nil
                            && navigation.destination?.storyboardIdentifier == nil
                        sites.append(
                            Entry(
                                site: entry.site, base: entry.base, alternative: visit.alternative,
                                stack: navigation.onSelf ? visit.ownStack : nil,
                                presents: navigation.action == .present && unknown ? visit.presenting : nil,
                                held: navigation.held, path: visit.path, arms: visit.arms + navigation.arms))
                    }
                    for diagnostic in walk.diagnostics
                    where seenDiagnostics.insert("\(diagnostic.file):\(diagnostic.position):\(diagnostic.message)")
                        .inserted
                    {
                        findings.diagnostics.append(diagnostic)
                    }
                    guard visit.path.count <= followDepth else { continue }
                    for call in walk.calls {
                        // A call is followed once per object it is made on and view controller classes
                        // it is handed (a router's `push(_:)` given each scene), so the work stays bounded.
                        let handed = call.arguments.map(Self.signature).joined(separator: ",")
                        // A call through a protocol several view controllers conform to, or of a
                        // closure property several places set, runs the one the object holds (its
                        // delegate, the closure set on it): of those that name the source's class, if any.
                        let delegated =
                            call.dispatchedAmong.isEmpty && call.targets.count > 1
                            && (call.targets.allSatisfy { graph.isViewController($0.selfType) }
                                || call.targets.allSatisfy { if case .closure = $0.node { true } else { false } })
                        // A provider's touch callback's `delegate?.cellTapped(at:)` runs the screen
                        // holding the provider, when it is among them (`provider.delegate = self`);
                        // Only the screen holding it: a screen that holds one of its class for
                        // another use (counting its items) does not handle the touch.
                        let touchedOwn =
                            fromProvider && visit.path.count == 1 && !call.targets.isEmpty
                            && call.targets.allSatisfy { graph.isViewController($0.selfType) }
                        let own = touchedOwn ? call.targets.first { $0.selfType == source } : nil
                        if touchedOwn, own == nil { continue }
                        let among = own.map { [$0] } ?? (delegated ? call.targets : call.dispatchedAmong)
                        let showing = own.map { [$0] } ?? graph.showing(source, among: among)
                        for target in call.targets
                        where (showing.isEmpty || showing.contains(target))
                            && followed.insert(
                                FollowedCall(
                                    origin: call.origin, node: target.node, selfType: target.selfType, handed: handed,
                                    shownOn: call.shownOn ?? visit.shownOn)
                            ).inserted
                        {
                            let alternative =
                                visit.alternative
                                ?? (among.count < 2
                                    ? nil
                                    : Alternative(
                                        dispatch: call.origin,
                                        flow: delegated ? held(target, graph: graph) : graph.owner(of: target.node),
                                        guessed: showing.isEmpty, delegated: delegated))
                            queue.append(
                                Visit(
                                    node: target.node, owner: target.selfType,
                                    bindings: bindings(of: target.node, call.arguments, graph: graph).merging(
                                        call.receiver.map { ["self": $0] } ?? [:]
                                    ) { $1 },
                                    path: visit.path + [target.node],
                                    handed: visit.handed + [
                                        Set(call.arguments.compactMap { $0.controller?.className })
                                    ],
                                    calledFrom: visit.calledFrom + [call.origin],
                                    undecided: visit.undecided ?? restarted(call.condition, in: visit, graph: graph),
                                    alternative: alternative,
                                    ownStack: call.freshReceiver ?? (call.onSelf ? visit.ownStack : nil),
                                    presenting: call.freshArguments.first.map {
                                        ($0, graph.member(visit.node)?.declaration.name ?? "present")
                                    } ?? (call.onSelf ? visit.presenting : nil),
                                    sourceAlias: sourceAlias(
                                        of: target, call: call, visit: visit, source: source, graph: graph),
                                    // A stored property's flag is the object's: known on a call to itself only.
                                    flags: LaunchFlags.State(
                                        values: call.flags.values.filter { !$0.key.isInstanceProperty || call.onSelf }),
                                    arms: visit.arms + call.arms, branched: visit.branched || call.condition != nil,
                                    shownOn: call.shownOn ?? visit.shownOn))
                        }
                    }
                }
                // A write into a scene's store on the way is passed by the pops back to that scene
                // the same action makes (the completion runs before the flow's `popToViewController`),
                // on a path through the code where the write happens: not by a pop in a branch the
                // write's branch excludes (a cancel that pops without the completion).
                for place in firstSite..<sites.count where sites[place].site.action == .popTo {
                    for write in writes
                    where write.scene == sites[place].site.destination
                        && !CodeBodyWalker.Arm.exclusive(write.arms, sites[place].arms)
                    {
                        if !sites[place].site.passes.contains(write.pass) {
                            sites[place].site.passes.append(write.pass)
                        }
                    }
                }
                handOn(handed, to: firstSite..<sites.count, of: &sites, graph: &graph)
                if handsOnClosure, let shown = Self.shownScene(in: firstSite..<sites.count, of: sites),
                    shown.scene != source
                {
                    if forwards[shown.scene] == nil { forwards[shown.scene] = source }
                    if forwards[shown.scene] == source { forwarding.append((shown.shows, source, shown.scene)) }
                }
            }
        }
        carryCaptures(forwarding, selection: forwardedSelection, fields: capturedFields, into: &sites)
        findings.sites = named(distinct(settled(placed(afterLeaving(sites)))))
        let launch = launchCode(nodes, calls: calls, graph: graph)
        for (node, first) in navigating where !reached.contains(node) && !launch.contains(node) {
            if let unread = unreadPropertyValue(node, navigating: first, graph: graph) {
                findings.diagnostics.append(unread)
                continue
            }
            let member = graph.member(node)
            let place = member.map { graph.index.origin($0.declaration.position, file: $0.file) }
            let label = member.map { "\(graph.owner(of: node)).\($0.declaration.signature)" } ?? "closure"
            guard let place else { continue }
            findings.diagnostics.append(
                Diagnostic(
                    file: place.file, position: place.position, severity: .warning, id: untriggered,
                    message: "'\(label)' navigates, but no view controller's action leads to it; it is not imported"))
        }
        return findings
    }

    /// A `navigation-in-property` warning, at its first navigation call, for `node` when it is
    /// a property's value no chain reached: a closure a property is declared with that no code
    /// the import follows calls, or a control built in a property of an object that is no view
    /// controller.
    private static func unreadPropertyValue(
        _ node: CodeCallGraph.Node, navigating first: CodeBodyWalker.Navigation, graph: CodeCallGraph
    ) -> Diagnostic? {
        let property: String
        let reason: String
        switch node {
        case .closure(let place):
            let closure = graph.closures[place]
            guard closure.declared else { return nil }
            property = closure.host + "." + closure.property
            reason = "it is a closure no code the import follows calls"
        case .method:
            guard let member = graph.member(node), member.declaration.kind == .variable else { return nil }
            property = graph.owner(of: node) + "." + member.declaration.name
            reason = "no view controller's action leads to it"
        }
        return Diagnostic(
            file: first.origin.file, position: first.origin.position, severity: .warning,
            id: SwiftImport.navigationInProperty,
            message: "navigation in the value of property '\(property)' is not imported (\(reason)): '\(first.swift)'")
    }

    /// The closures a chain handed on with the source's selection captured
    /// (`CodeBodyWalker.Result.handedCaptures`): when the chain shows one screen (a push, a show,
    /// a presentation of one view controller class), that screen is built with the selection as
    /// its `capturedSelection` (a pass of each such site), and the closures, run from its chain,
    /// read it there (`CodeCallGraph.capturedSelections`). Nothing when the chain shows none or
    /// several.
    private static func handOn(
        _ handed: [(place: Int, bindings: [String: CodeBodyWalker.Value])], to range: Range<Int>,
        of sites: inout [Entry], graph: inout CodeCallGraph
    ) {
        guard !handed.isEmpty, let (scene, shows) = shownScene(in: range, of: sites) else { return }
        for place in shows {
            let pass = ImportedPass(
                field: CodeBodyWalker.capturedSelection, expression: "selection",
                swift: "closure captured the selection", origin: sites[place].site.origin,
                note: "the row a closure handed on captured")
            if !sites[place].site.passes.contains(pass) { sites[place].site.passes.append(pass) }
        }
        for (place, bindings) in handed where graph.capturedSelections[place] == nil {
            graph.capturedSelections[place] = (scene, bindings)
        }
    }

    /// The one screen the sites in `range` show (pushes, shows, presentations of one view
    /// controller class), and those sites; nil when they show none or several.
    private static func shownScene(in range: Range<Int>, of sites: [Entry]) -> (scene: String, shows: [Int])? {
        let shows = range.filter { [.push, .show, .showDetail, .present].contains(sites[$0].site.action) }
        let scenes = Set(shows.compactMap { sites[$0].site.destination })
        guard scenes.count == 1, let scene = scenes.first, shows.allSatisfy({ sites[$0].site.destination != nil })
        else { return nil }
        return (scene, shows)
    }

    /// The stores of view controller `name`'s scene, by the class that holds them: the view
    /// controller's stored properties that are data (`MVCSceneStores`), and the fields of the
    /// objects built with it (`ScreenCompanions`).
    private static func storesHeld(by name: String, graph: CodeCallGraph) -> [String: Set<String>] {
        var result = ScreenCompanions.ownedFields(of: name, index: graph.index)
        result[name] = Set(MVCSceneStores.scene(of: name, index: graph.index).scene.stores.map(\.name))
        return result
    }

    /// The copies a screen shown by a chain that handed on a closure needs, passed by that
    /// chain's sites that show it (docs/import.md, "Values a closure captured"): the row the
    /// screen below captured, when a closure it captured it in ran from the screen shown
    /// (`pass capturedSelection = capturedSelection`), and each store of the screen below that
    /// code run from the screen shown read (`pass capturedStudent = student`).
    private static func carryCaptures(
        _ forwarding: [(shows: [Int], from: String, to: String)], selection: Set<String>,
        fields: [String: [String: Set<String>]], into sites: inout [Entry]
    ) {
        for (shows, below, shown) in forwarding {
            var copies: [(field: String, expression: String, note: String)] = []
            if selection.contains(shown) {
                copies.append(
                    (
                        CodeBodyWalker.capturedSelection, CodeBodyWalker.capturedSelection,
                        "the row a closure handed on captured, carried on"
                    ))
            }
            let held = (fields[below] ?? [:]).values.reduce(into: Set<String>()) { $0.formUnion($1) }
            var read: Set<String> = []
            for entry in sites where entry.site.source == shown {
                for pass in entry.site.passes {
                    for word in (pass.expression ?? "").split(whereSeparator: {
                        !$0.isLetter && !$0.isNumber && $0 != "_"
                    })
                    where word.hasPrefix("captured") {
                        read.formUnion(held.filter { CodeBodyWalker.capturedStore($0) == word })
                    }
                }
            }
            for field in read.sorted() {
                copies.append((CodeBodyWalker.capturedStore(field), field, "what a closure handed on captured of it"))
            }
            for place in shows {
                for copy in copies {
                    let pass = ImportedPass(
                        field: copy.field, expression: copy.expression, swift: "closure captured \(copy.expression)",
                        origin: sites[place].site.origin, note: copy.note)
                    if !sites[place].site.passes.contains(pass) { sites[place].site.passes.append(pass) }
                }
            }
        }
    }

    /// Each class built with a view controller's scene (`ScreenCompanions`) and the view
    /// controller class of that scene, with the fields of it that are the scene's stores; the
    /// first scene found keeps a class two scenes build. `companions` caches each scene's
    /// companions, as the chains from each source read them.
    private static func companionScenes(
        graph: CodeCallGraph, companions: inout [String: [String: Set<String>]]
    ) -> [String: (scene: String, fields: Set<String>)] {
        var result: [String: (scene: String, fields: Set<String>)] = [:]
        for name in graph.index.names where graph.isViewController(name) && graph.index.kind(of: name) == .class {
            if companions[name] == nil { companions[name] = ScreenCompanions.ownedFields(of: name, index: graph.index) }
            for (companion, fields) in (companions[name] ?? [:]).sorted(by: { $0.key < $1.key })
            where result[companion] == nil && !fields.isEmpty {
                result[companion] = (name, fields)
            }
        }
        return result
    }

    /// The stored property holding the source view controller in the code `target` runs: the
    /// one a closure the source calls on itself was set on (`signUp?.onTermsTap = { … }`, run by
    /// `onTermsTap?()` in the sign-up screen), kept through the calls its owner makes on itself.
    private static func sourceAlias(
        of target: CodeCallGraph.Target, call: CodeBodyWalker.CallOut, visit: Visit, source: String,
        graph: CodeCallGraph
    ) -> String? {
        guard call.onSelf else { return nil }
        if visit.owner == source, case .closure(let place) = target.node { return graph.closures[place].receiver }
        return target.selfType == visit.owner ? visit.sourceAlias : nil
    }

    /// Whether `node`'s body calls `register(`: a dependency container's registration.
    private static func registers(_ node: CodeCallGraph.Node, graph: CodeCallGraph) -> Bool {
        guard let member = graph.member(node), let body = member.declaration.body else { return false }
        let tokens = graph.index.files[member.file].tokens
        return body.contains { place in
            place + 1 < body.upperBound && tokens[place].isIdentifier("register")
                && tokens[place + 1].isPunctuation("(")
        }
    }

    /// Whether `member`'s body calls `addChild(`.
    private static func addsChild(_ member: SwiftTypeIndex.Member, index: SwiftTypeIndex) -> Bool {
        guard let body = member.declaration.body else { return false }
        let tokens = index.files[member.file].tokens
        return body.contains { place in
            place + 1 < body.upperBound && tokens[place].isIdentifier("addChild")
                && tokens[place + 1].isPunctuation("(")
        }
    }

    /// The class a value names, for telling calls apart: a view controller's, an object's type.
    private static func signature(_ value: CodeBodyWalker.Value) -> String {
        switch value {
        case .controller(let built): return built.className ?? "?"
        case .instance(let type), .object(let type, _): return type
        case .tuple(let values): return "(" + values.map(signature).joined(separator: ",") + ")"
        case .choice(let type, let name, let values):
            // `.present(scene: .timer, wrapped: false)` and `.present(scene: .shopping, wrapped:
            // true)` take different ways through the method that switches over them.
            guard !values.isEmpty else { return type + "." + name }
            let each = values.map { value in
                if case .data(let text?) = value, text == "true" || text == "false" { return text }
                return signature(value)
            }
            return type + "." + name + "(" + each.joined(separator: ",") + ")"
        case .data, .selection: return ""
        }
    }

    /// Whether UIKit may call `node`: an instance method of a view controller class the app
    /// declares. A method an app adds to UIKit's own class (`extension UIViewController { func
    /// presentOnTop(_:) }`) runs only when the app's code calls it, from the screen that does:
    /// it starts no chain, and UIKit's class is no scene. A property's value is such a method
    /// (`lazy var aboutButton = UIBarButtonItem(…, primaryAction: UIAction { … })`: the action
    /// runs on the user's tap), unless it stores a closure, which runs where it is called.
    private static func isUIKitCalled(_ node: CodeCallGraph.Node, graph: CodeCallGraph) -> Bool {
        guard let declaration = graph.member(node)?.declaration, !graph.storesClosure(node) else { return false }
        let owner = graph.owner(of: node)
        if graph.index.containerBase(of: owner) != nil {
            // A control a container's property builds runs on a user's tap, as one its appearance
            // code sets up: its routes are `container-action-route` comments.
            return declaration.kind == .variable || containerAppearance.contains(declaration.name)
        }
        return graph.isViewController(owner) && graph.index.kind(of: owner) == .class
            && !declaration.modifiers.contains("static") && !declaration.modifiers.contains("class")
    }

    /// The methods of a `UITabBarController` or `UINavigationController` subclass UIKit calls as
    /// it loads and appears, in the order their `onFirstAppear` routes are written: navigation
    /// there is the container's own, run when it first appears (a route `onFirstAppear` from the
    /// container; its other methods start no chain). A `present` from `viewDidLoad` is refused
    /// by UIKit and written as a comment; code the others run on every appearance is imported as
    /// running once (`docs/import.md`).
    static let containerAppearanceOrder = [
        "viewDidLoad", "viewWillAppear", "viewDidAppear", "viewWillLayoutSubviews", "viewDidLayoutSubviews",
    ]
    private static let containerAppearance = Set(containerAppearanceOrder)

    /// A view controller's methods that run once, as it is made and its view loads: a child it
    /// adds there (`addChild`) is on screen with it from the first, an `embed`.
    private static let childLoading: Set<String> = ["init", "awakeFromNib", "loadView", "viewDidLoad"]

    /// Where a chain of calls starts: the code, the screen it runs from, the type of `self` in it,
    /// and the calls that led there (a control's target–action).
    private typealias ChainStart = (node: CodeCallGraph.Node, source: String, owner: String, calledFrom: [ImportOrigin])

    /// UIKit's delegate callbacks for the user's touch on a row or an item (docs/import.md,
    /// "Table and collection providers").
    private static let touchCallbacks: Set<String> = [
        "tableView(_:didSelectRowAt:)", "collectionView(_:didSelectItemAt:)",
        "tableView(_:accessoryButtonTappedForRowWith:)",
    ]

    /// The touch callbacks (`tableView(_:didSelectRowAt:)`) of objects that are no view
    /// controller or view — a table's data source and delegate kept apart from its screen — each
    /// a chain's start from every view controller class with a stored property of the object's
    /// class (or of a subclass that does not override the callback): UIKit calls it on the
    /// user's touch, and the screen holding the object is on screen. The chain runs with the
    /// held class as `self`.
    private static func providerTouches(_ nodes: [CodeCallGraph.Node], graph: CodeCallGraph) -> [ChainStart] {
        // By the class declaring the callback: each view controller holding one, and the held class.
        var holders: [String: [(screen: String, held: String)]] = [:]
        for name in graph.index.names where graph.index.isViewController(name) {
            for member in graph.index.members(of: name) where member.declaration.kind == .variable {
                guard let held = graph.declaredType(of: member, in: name), graph.index.kind(of: held) == .class,
                    !graph.isViewController(held)
                else { continue }
                for link in graph.index.classChain(from: held)
                where !(holders[link] ?? []).contains(where: { $0 == (name, held) }) {
                    holders[link, default: []].append((name, held))
                }
            }
        }
        var starts: [ChainStart] = []
        for node in nodes {
            let owner = graph.owner(of: node)
            guard let holding = holders[owner], !isViewCode(node, graph: graph),
                let signature = graph.member(node)?.declaration.signature, touchCallbacks.contains(signature)
            else { continue }
            for (screen, held) in holding {
                // The class nearest the held one that declares the callback is the one UIKit runs.
                let runs = graph.index.classChain(from: held).first { link in
                    graph.index.members(of: link).contains {
                        $0.declaration.kind == .function && $0.declaration.signature == signature
                    }
                }
                if runs == owner { starts.append((node: node, source: screen, owner: held, calledFrom: [])) }
            }
        }
        return starts
    }

    /// Whether `node` is code of a view (a `UIView`, control or cell subclass, not a view controller),
    /// which runs when the user touches it.
    private static func isViewCode(_ node: CodeCallGraph.Node, graph: CodeCallGraph) -> Bool {
        let owner = graph.owner(of: node)
        guard graph.index.kind(of: owner) == .class, !graph.index.isViewController(owner) else { return false }
        return graph.index.classChain(from: owner).contains { link in
            graph.index.inherited(by: link).contains { base in
                base.hasPrefix("UI") && (base.hasSuffix("View") || base.hasSuffix("Cell") || base == "UIControl")
            }
        }
    }

    /// The parameters of `node` given the arguments of a call.
    private static func bindings(
        of node: CodeCallGraph.Node, _ arguments: [CodeBodyWalker.Value], graph: CodeCallGraph
    ) -> [String: CodeBodyWalker.Value] {
        let names: [String]
        switch node {
        case .method: names = graph.member(node)?.declaration.parameters.map(\.name) ?? []
        case .closure(let place): names = graph.closures[place].parameters
        }
        var result: [String: CodeBodyWalker.Value] = [:]
        for (name, value) in zip(names, arguments) { result[name] = value }
        return result
    }

    /// Methods launch code runs (an app or scene delegate's, what they call) and coordinators'
    /// `start`: navigation there puts the first scenes in the window, which another reader reads.
    private static func launchCode(
        _ nodes: [CodeCallGraph.Node], calls: [CodeCallGraph.Node: [CodeCallGraph.Node]], graph: CodeCallGraph
    ) -> Set<CodeCallGraph.Node> {
        var result: Set<CodeCallGraph.Node> = []
        var frontier = nodes.filter { node in
            let owner = graph.owner(of: node)
            return graph.member(node)?.declaration.name == "start"
                || graph.index.inherited(by: owner).contains {
                    $0 == "UIApplicationDelegate" || $0 == "UIWindowSceneDelegate"
                }
        }
        for _ in 0...followDepth where !frontier.isEmpty {
            frontier = frontier.filter { result.insert($0).inserted }
            frontier = frontier.flatMap { calls[$0] ?? [] }
        }
        return result
    }

    /// Why a navigation (or a call) under `condition` in `visit` may not run from the source: a
    /// coordinator's `start()` run again from a scene's action chooses its branch by state the
    /// code set elsewhere (`switch instructor`, `if isLoggedIn`), which navsim does not evaluate.
    private static func restarted(
        _ condition: CodeBodyWalker.Condition?, in visit: Visit, graph: CodeCallGraph
    ) -> String? {
        guard let condition, visit.path.count > 1, let member = graph.member(visit.node),
            member.declaration.name == "start"
        else { return nil }
        return "which branch of '\(graph.owner(of: visit.node)).\(member.declaration.signature)' runs depends on "
            + "'\(condition.swift)' (\(condition.origin.label)), which navsim does not evaluate"
    }

    /// The sites with the alternatives of each dispatch settled: of the flows a step reached,
    /// one runs. Flows that navigate alike are one navigation (the first flow's sites are kept);
    /// flows that show the source and differ each show it in their own context, all kept but
    /// what one already gave; flows kept only because none shows the source, that differ, are
    /// undecided — written as comments, not as routes the app may not have.
    private static func settled(_ entries: [Entry]) -> [Entry] {
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        for (place, entry) in entries.enumerated() {
            guard let alternative = entry.alternative else { continue }
            let key = "\(entry.site.source ?? "")|\(alternative.dispatch.file):\(alternative.dispatch.position)"
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(place)
        }
        var result = entries
        var dropped: Set<Int> = []
        for key in order {
            let members = groups[key] ?? []
            var flows: [String] = []
            var signatures: [String: [String]] = [:]
            for place in members {
                let flow = entries[place].alternative?.flow ?? ""
                if signatures[flow] == nil { flows.append(flow) }
                signatures[flow, default: []].append(signature(entries[place].site))
            }
            guard flows.count > 1 else { continue }
            let first = Set(signatures[flows[0]] ?? [])
            if flows.allSatisfy({ Set(signatures[$0] ?? []) == first }) {
                dropped.formUnion(members.filter { entries[$0].alternative?.flow != flows[0] })
            } else if let alternative = entries[members[0]].alternative, alternative.guessed || alternative.delegated {
                let places = flows.map { flow in
                    let origin = members.first { entries[$0].alternative?.flow == flow }.map {
                        entries[$0].site.origin.label
                    }
                    return "\(flow) (\(origin ?? "?"))"
                }
                let reason =
                    alternative.delegated
                    ? "the call at \(alternative.dispatch.label) runs the one of these its object holds, and they "
                        + "do different things (\(places.joined(separator: ", "))); which one depends on what "
                        + "showed the source"
                    : "the flows that switch over the step emitted at \(alternative.dispatch.label) "
                        + "do different things (\(places.joined(separator: ", "))) and none shows the source; "
                        + "which one hears it is not known"
                for place in members where result[place].site.undecided == nil { result[place].site.undecided = reason }
            } else {
                var seen: Set<String> = []
                for place in members where !seen.insert(signature(entries[place].site)).inserted {
                    dropped.insert(place)
                }
            }
        }
        return result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// What a call on a delegate or a closure property may run, as an alternative's `flow`: the
    /// view controller class, or the closure by its place.
    private static func held(_ target: CodeCallGraph.Target, graph: CodeCallGraph) -> String {
        guard case .closure(let place) = target.node else { return target.selfType }
        return "the closure set at \(graph.closures[place].origin.label)"
    }

    /// Actions after which the source is no longer on screen.
    private static let leaving: Set<Route.Action> = [.dismiss, .pop, .popTo, .popToRoot]

    /// The sites with what runs after the source left the screen undecided: a handler that
    /// dismisses (or pops) and then pushes (`router.dismissModule(); showItemDetail(item)`) pushes
    /// from the scene the dismissal revealed, not from the source — which scene that is, navsim
    /// does not tell here (after pops alone, the graph may: `NavigationSite.undecidedAfterPop`).
    /// Two navigations of one chain are ordered where the chain forks: in the method that makes
    /// both, by their places in it.
    private static func afterLeaving(_ entries: [Entry]) -> [Entry] {
        var result = entries
        // The dismissals and pops, by source: a few per scene, so the look-up stays linear.
        var leavers: [String: [Int]] = [:]
        for (place, entry) in entries.enumerated() where entry.site.action.map(leaving.contains) == true {
            leavers[entry.site.source ?? "", default: []].append(place)
        }
        for (place, entry) in entries.enumerated() where result[place].site.undecided == nil {
            let before = (leavers[entry.site.source ?? ""] ?? []).map { entries[$0] }.filter { runsBefore($0, entry) }
            guard let first = before.first else { continue }
            result[place].site.undecided =
                "it runs after '\(first.site.method)' at \(first.site.origin.label) has taken "
                + "\(entry.site.source ?? "the source") off the screen; navsim does not tell which scene it starts from"
            result[place].site.undecidedAfterPop = before.allSatisfy(\.site.popsOwnStack)
        }
        return result
    }

    /// Whether `one` runs before `other` in one chain from the same starting method: where their
    /// chains fork, one method makes both, `one`'s call (or navigation) earlier in it, and not in
    /// another branch of an `if`, `guard` or `switch` than `other` (`CodeBodyWalker.Arm`), nor in
    /// a subscribed closure `other` is not in (it runs on an event of its own).
    private static func runsBefore(_ one: Entry, _ other: Entry) -> Bool {
        guard one.path.first == other.path.first, !one.path.isEmpty,
            !CodeBodyWalker.Arm.exclusive(one.arms, other.arms),
            !CodeBodyWalker.Arm.inOtherHandler(one.arms, other.arms)
        else { return false }
        // The deepest method both chains pass through by the same calls.
        var shared = 1
        while shared < one.path.count, shared < other.path.count, one.path[shared] == other.path[shared],
            one.site.calledFrom[shared - 1 + offset(one)] == other.site.calledFrom[shared - 1 + offset(other)]
        {
            shared += 1
        }
        func event(_ entry: Entry) -> ImportOrigin {
            let level = shared - 1 + offset(entry)
            return level < entry.site.calledFrom.count ? entry.site.calledFrom[level] : entry.site.origin
        }
        let (a, b) = (event(one), event(other))
        return a.file == b.file && a.position < b.position
    }

    /// How many of `entry`'s `calledFrom` come before its chain's first call: a target–action's
    /// starts with where its control is made.
    private static func offset(_ entry: Entry) -> Int { entry.site.calledFrom.count - (entry.path.count - 1) }

    /// The sites with a child coordinator's navigation placed: the first screen a child puts on
    /// its own navigation controller (`router.setRootModule(list)` in its `start()`) is the root
    /// of that navigation controller where the code that built the child presents it
    /// (`router.present(module)`): one present of the screen wrapped in a navigation controller,
    /// named after the method that presents. Anything else the child does on its own navigation
    /// controller, or all of it when nothing presents it, happens where navsim cannot tell.
    private static func placed(_ entries: [Entry]) -> [Entry] {
        var result = entries
        var dropped: Set<Int> = []
        for (place, entry) in entries.enumerated() {
            guard let presents = entry.presents,
                let root = entries.indices.first(where: { other in
                    !dropped.contains(other) && entries[other].stack == presents.origin
                        && entries[other].site.source == entry.site.source
                        && [.setStack, .push].contains(entries[other].site.action)
                        && entries[other].site.destination != nil
                })
            else { continue }
            let shown = entries[root].site
            result[place].site.destination = shown.destination
            result[place].site.obtained = shown.obtained
            result[place].site.storyboardIdentifier = shown.storyboardIdentifier
            result[place].site.passes = shown.passes
            result[place].site.wrapsInNavigation = true
            result[place].site.method += " · its root set at \(shown.origin.label)"
            result[place].base = presents.by
            dropped.insert(root)
        }
        // A child that presents its own navigation controller itself, over what it was handed
        // (`presenter.present(navigationController, …)` after `navigationController.viewControllers
        // = [editor]`): the same one present, named after the call that started the child.
        var settled: Set<Int> = []
        for (place, entry) in entries.enumerated() where !dropped.contains(place) {
            guard entry.site.action == .present, entry.site.destination == nil, entry.presents == nil,
                let stack = entry.stack, let held = entry.held,
                let root = entries.indices.first(where: { other in
                    !dropped.contains(other) && other != place && entries[other].stack == stack
                        && entries[other].held == held && entries[other].site.source == entry.site.source
                        && [.setStack, .push].contains(entries[other].site.action)
                        && entries[other].site.destination != nil
                })
            else { continue }
            let shown = entries[root].site
            result[place].site.destination = shown.destination
            result[place].site.obtained = shown.obtained
            result[place].site.storyboardIdentifier = shown.storyboardIdentifier
            result[place].site.passes = shown.passes
            result[place].site.wrapsInNavigation = true
            result[place].site.method += " · its root set at \(shown.origin.label)"
            dropped.insert(root)
            settled.insert(place)
        }
        for (place, entry) in entries.enumerated() where !dropped.contains(place) && !settled.contains(place) {
            guard let stack = entry.stack, result[place].site.undecided == nil else { continue }
            result[place].site.undecided =
                "it runs on the navigation controller of the coordinator built at \(stack.label), not the source's, "
                + "and navsim cannot tell where that one is shown"
        }
        return result.enumerated().filter { !dropped.contains($0.offset) }.map(\.element)
    }

    /// What a site does, for telling navigations apart: destination, action, style and passes.
    private static func signature(_ site: NavigationSite) -> String {
        let passes = site.passes.map { "\($0.field)=\($0.expression ?? $0.swift)" }.joined(separator: ",")
        return [
            site.destination ?? "", site.action?.rawValue ?? "", site.style ?? "", "\(site.wrapsInNavigation)", passes,
        ].joined(separator: "|")
    }

    // MARK: - Sites

    /// Method names UIKit calls: a route is not named after them.
    private static let callbacks: Set<String> = [
        "tableView", "collectionView", "pickerView", "searchBar", "textField", "scrollView", "mapView", "webView",
        "imagePickerController", "navigationController", "tabBarController", "pageViewController", "prepare",
        "awakeFromNib", "loadView", "start", "touchesBegan", "touchesEnded", "observeValue", "gestureRecognizer",
    ]

    private static func isCallback(_ name: String) -> Bool {
        callbacks.contains(name) || name.hasPrefix("viewDid") || name.hasPrefix("viewWill")
    }

    private static func site(
        _ navigation: CodeBodyWalker.Navigation, visit: Visit, source: String, graph: CodeCallGraph
    ) -> (site: NavigationSite, base: String?) {
        let destination = navigation.destination
        // A wrapper handed the view controller it shows (`router.push(module)`) names no route:
        // its caller does.
        let base = zip(visit.path, visit.handed).reversed().lazy.compactMap { node, handed -> String? in
            guard let name = graph.declaredName(of: node), !isCallback(name),
                destination?.className.map(handed.contains) != true
            else { return nil }
            return name
        }.first
        var method: String
        switch visit.node {
        case .method:
            let declaration = graph.member(visit.node)?.declaration
            method =
                declaration?.kind == .variable
                ? "value of '\(declaration?.name ?? "")'" : declaration?.signature ?? ""
        case .closure(let place): method = "closure in '\(graph.closures[place].property)'"
        }
        if let note = navigation.note { method += " · " + note }
        var site = NavigationSite(
            trigger: .code(name: ""), source: source, destination: destination?.className,
            obtained: destination?.obtained ?? .found, action: navigation.action, origin: navigation.origin,
            method: method)
        site.forcesContainer = navigation.forced
        site.storyboardIdentifier = destination?.storyboardIdentifier
        site.initialOf = destination?.initialOf
        site.style = destination?.style
        site.wrapsInNavigation = destination?.wrapsInNavigation ?? false
        site.passes = destination?.passes ?? []
        if destination == nil, let revealed = navigation.revealed, let className = revealed.className {
            site.passes = revealed.passes
            site.passesIfLandingOn = className
        }
        site.calledFrom = visit.calledFrom
        site.tabIndex = navigation.tabIndex
        // `navigationController?.popViewController(…)` in the source's own code: its own stack.
        let receiver = navigation.swift.prefix { $0 != "?" && $0 != "!" && $0 != "." }
        site.popsOwnStack =
            navigation.action == .pop && graph.owner(of: visit.node) == source
            && (receiver == "navigationController"
                || navigation.swift.hasPrefix("self.navigationController")
                    && !navigation.swift.hasPrefix("self.navigationController."))
        // A container subclass's chain runs on its own at its first appearance only when it
        // starts at its appearance code (`containerAppearance`); one a control of the container
        // starts (a bar button's target–action) runs on a user's tap.
        let start = visit.path.first ?? visit.node
        let entry = graph.member(start)?.declaration.name
        if navigation.addsChild {
            // The child is the parent's, the object whose code adds it; it is there from the
            // first when the parent's own loading code adds it.
            site.source = visit.owner
            site.action = nil
            site.childAddition =
                visit.owner == source && entry.map(childLoading.contains) == true
                ? .loading : .later(graph.member(start)?.declaration.signature ?? method)
            // One child of several the code may add (the first of a list, `if visible == nil`).
            if site.childAddition == .loading, let condition = navigation.condition {
                site.undecided =
                    "the child is added only when '\(condition.swift)' (\(condition.origin.label)) holds, "
                    + "which navsim does not evaluate"
            } else if site.childAddition == .loading, visit.branched {
                site.undecided =
                    "the child is added under a condition of the code that calls \(method), which navsim does not evaluate"
            }
            return (site, base)
        }
        if graph.index.containerBase(of: source) != nil {
            site.onFirstAppear =
                graph.index.containerBase(of: graph.owner(of: start)) != nil
                && entry.map(containerAppearance.contains) == true
            if !site.onFirstAppear {
                site.containerAction = "'\(entry ?? method)' runs when the user acts on a control the container shows"
            }
        }
        if site.onFirstAppear {
            site.appearanceMethod = entry
            // UIKit presents nothing from a view not yet in the window.
            if entry == "viewDidLoad", navigation.action == .present {
                site.refused =
                    "'present' reached from 'viewDidLoad' (\(method)) runs before the view is in the window: "
                    + "UIKit refuses it, \"Attempt to present … whose view is not in the window hierarchy!\""
            }
        }
        return (site, base)
    }

    /// The sites, each navigation call once per source and destination: five buttons of one
    /// scene that reach the same `pushViewController` are one route.
    private static func distinct(_ sites: [Entry]) -> [Entry] {
        var seen: Set<String> = []
        return sites.filter { entry in
            let site = entry.site
            let passes = site.passes.map { "\($0.field)=\($0.expression ?? $0.swift)" }.joined(separator: ",")
            return seen.insert(
                [
                    site.source ?? "", site.destination ?? "", site.action?.rawValue ?? "", site.origin.label, passes,
                ].joined(separator: "|")
            ).inserted
        }
    }

    /// The sites, named (see the type's comment).
    private static func named(_ sites: [Entry]) -> [NavigationSite] {
        func fallback(_ site: NavigationSite) -> String {
            site.destination.map(ImportNames.typeName) ?? site.action?.rawValue ?? "navigate"
        }
        let bases = sites.map { $0.base ?? fallback($0.site) }
        var counts: [String: Int] = [:]
        for (entry, base) in zip(sites, bases) { counts[(entry.site.source ?? "") + "." + base, default: 0] += 1 }
        return zip(sites, bases).map { entry, base in
            var site = entry.site
            let suffix = fallback(site)
            let name =
                counts[(site.source ?? "") + "." + base, default: 0] > 1 && base != suffix
                ? base + suffix.prefix(1).uppercased() + suffix.dropFirst() : base
            site.trigger = .code(name: name)
            return site
        }
    }
}

/// The app's view controller subclasses of each of its classes, for the methods a base class's
/// subclasses run as their own: UIKit calls the inherited `viewDidLoad`, action or selector on the
/// subclass instance on screen.
private struct Inheritors {
    let index: SwiftTypeIndex
    /// Each class's descendants that are view controllers, in the sources' order.
    private let descendants: [String: [String]]

    init(index: SwiftTypeIndex) {
        self.index = index
        var descendants: [String: [String]] = [:]
        for name in index.names where index.kind(of: name) == .class && index.isViewController(name) {
            for ancestor in index.classChain(from: name).dropFirst() { descendants[ancestor, default: []].append(name) }
        }
        self.descendants = descendants
    }

    /// The subclasses of `type` that run its function with signature `signature`: those where
    /// neither they nor a class between them and `type` declares a function of that signature.
    func running(_ signature: String?, of type: String) -> [String] {
        guard let signature else { return [] }
        return (descendants[type] ?? []).filter { name in
            index.classChain(from: name).prefix { $0 != type }.allSatisfy { link in
                !index.members(of: link).contains {
                    $0.declaration.kind == .function && $0.declaration.signature == signature
                }
            }
        }
    }
}
