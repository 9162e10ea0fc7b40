/// What taking one hop did.
struct HopResult {
    /// The navigation was performed (so the top scene may appear).
    var navigated = false
    /// It started an animated transition (push, present, pop, dismiss, unwind): a second tap now
    /// lands during it.
    var transition = false
    /// Which transition it started, when it started one: what a route issued during it meets
    /// (`tap A then B`).
    var transitionKind: Transition?
    /// The view controller built at step 1, when it stayed in the hierarchy.
    var built: Int?
    /// The hop's index among the action's recorded hops.
    var hop: Int?
}

/// An animated transition a hop started, as a route issued during it meets it.
enum Transition {
    /// A push or a pop animates in a navigation controller.
    case push, pop
    /// A presentation, or a dismissal, animates.
    case presentation, dismissal
}

/// Applies a `HopOperation`, the one place every hop goes through: opens the hop, obtains the
/// destination (step 1), unwraps the data stores and runs the `pass` lines (step 2), performs the
/// navigation the operation planned (step 3: the operation decides, with UIKit's rules for it,
/// what happens and what UIKit drops or logs; the runner applies the plan and records it), then
/// closes the hop and lets the new top scene appear. An early exit cannot leave a hop open: steps
/// run in `steps(…)`, and `take` closes whatever it returns.
struct HopRunner {
    let program: Program

    /// Takes a hop. `duringTransition`: the first tap's transition is still running;
    /// `secondTap`: this is the second hop of `tap X twice`.
    @discardableResult
    func take(
        _ operation: some HopOperation, duringTransition: Bool = false, secondTap: Bool = false,
        onFirstAppear: Bool = false, _ app: inout AppState, _ log: inout ActionLog
    ) -> HopResult {
        if let refusal = operation.refusal(program, app.hierarchy) {
            log.fail(refusal)
            return HopResult()
        }
        let header = operation.header(program, app.hierarchy)
        // Asked first: passing the hierarchy costs a hop that records nothing its arrays' retains.
        let hop = log.recordsTrace ? log.open(header, program, app.hierarchy) : nil
        hop?.fact.isSecondTap = secondTap
        hop?.fact.isOnFirstAppear = onFirstAppear
        var result = steps(operation, header, duringTransition, hop, &app, &log)
        result.hop = log.close(hop, hierarchyAfter: program.snapshot(app.hierarchy))
        if result.navigated, operation.appearsAfter {
            appear(Trigger(hop: result.hop, words: header.words), &app, &log)
        }
        // The header and the trigger hold the words uncounted; the launch injection's words are
        // its operation's own, so the operation lives until their last read above, whatever the
        // optimiser does with the caller's temporary.
        withExtendedLifetime(operation) {}
        return result
    }

    private func steps(
        _ operation: some HopOperation, _ header: HopHeader, _ duringTransition: Bool, _ hop: HopDraft?,
        _ app: inout AppState, _ log: inout ActionLog
    ) -> HopResult {
        func instance(_ id: Int) -> Instance { program.instance(id, in: app.hierarchy) }
        // 1. get
        let destination: Int
        var built: Int?
        switch operation.destination(program, app.hierarchy, duringTransition: duringTransition) {
        case .refused(let reason):
            log.fail(reason)
            return HopResult()
        case .missing(let missing, let reason, let stops, let symptom):
            hop?.fact.destination = .missing(missing)
            self.raise(reason, step: 1, stops: stops, symptom: symptom, header, hop, &app, &log)
            return HopResult()
        case .skipped(let missing, let reason):
            hop?.fact.destination = .missing(missing)
            self.raise(reason, step: 1, stops: false, symptom: .silent, header, hop, &app, &log)
            return HopResult()
        case .build(let target, let via):
            built = build(target, via: via, &app)
            destination = app.hierarchy.descend(built!)
            hop?.fact.destination = .built(
                instance(built!), receiver: instance(destination), via: via,
                store: storeState(destination, app.hierarchy))
        case .found(let found, let place):
            destination = found
            hop?.fact.destination = .found(instance(found), at: place)
            if let expected = operation.expected, program.name(of: app.hierarchy.nodes[found].kind) != expected.name {
                raise(
                    .foundOther(
                        route: header.route, found: instance(found), at: place, wanted: expected.name,
                        wantedKind: expected.kind, module: program.module), step: 1, stops: true, header, hop, &app,
                    &log)
                return HopResult()
            }
        case .injected(let receiver, let container):
            destination = receiver
            hop?.fact.destination = .injected(
                instance(receiver), container: container, store: storeState(receiver, app.hierarchy))
        }
        var result = passAndNavigate(operation, header, duringTransition, destination, built, hop, &app, &log)
        if let built, !result.navigated {
            app.hierarchy.discard(built)
        } else {
            result.built = built
        }
        return result
    }

    /// Steps 2 and 3.
    private func passAndNavigate(
        _ operation: some HopOperation, _ header: HopHeader, _ duringTransition: Bool, _ destination: Int,
        _ built: Int?, _ hop: HopDraft?, _ app: inout AppState, _ log: inout ActionLog
    ) -> HopResult {
        // `destinationVC.router!.dataStore!` at step 1, `dataStore!` of the source at step 2.
        if operation.unwrapsStores {
            guard unwrapStore(of: destination, role: .destination, header, hop, &app, &log) else { return HopResult() }
            hop?.fact.lastStep = 2
            if let source = operation.passSource {
                guard unwrapStore(of: source, role: .source, header, hop, &app, &log) else { return HopResult() }
            }
        }
        hop?.fact.lastStep = 2
        guard runPasses(operation, header, destination, hop, &app, &log) else { return HopResult() }
        // 3. navigate
        hop?.fact.lastStep = 3
        let plan = operation.navigation(
            program, app.hierarchy, destination: destination, built: built, duringTransition: duringTransition)
        guard let result = navigate(plan, operation, header, built, hop, &app, &log) else { return HopResult() }
        if let built, let again = operation.navigateAgain(program, app.hierarchy, built: built) {
            hop?.fact.navigateAgain = again.fact
            raise(again.violation, step: 3, stops: again.stops, header, hop, &app, &log)
        }
        return result
    }

    /// `router!.dataStore!`: crashes when a scene's data store is nil (its `setup` did not run
    /// for the initialiser used). Returns whether the app goes on.
    private func unwrapStore(
        of id: Int, role: Violation.StoreRole, _ header: HopHeader, _ hop: HopDraft?, _ app: inout AppState,
        _ log: inout ActionLog
    ) -> Bool {
        guard case .scene(let index) = app.hierarchy.nodes[id].kind, !app.hierarchy.hasStore(id) else {
            return true
        }
        let instance = program.instance(id, in: app.hierarchy)
        raise(
            .nilStore(
                instance, role: role, setup: program.scenes[index].scene.setup,
                initialiser: app.hierarchy.nodes[id].instantiation),
            step: role == .destination ? 1 : 2, stops: true, header, hop, &app, &log)
        return false
    }

    /// Step 2: each `pass` value is read in the source and written into the destination.
    /// Returns false when the app crashed.
    private func runPasses(
        _ operation: some HopOperation, _ header: HopHeader, _ destination: Int, _ hop: HopDraft?,
        _ app: inout AppState, _ log: inout ActionLog
    ) -> Bool {
        let source = operation.passSource
        for compiled in operation.passes {
            let value: Value
            let written: StorePath.WriteOutcome
            do {
                value = try app.stores.read(compiled, in: source, app.hierarchy, program)
            } catch {
                raise(fault: error, in: source, header, hop, &app, &log)
                return false
            }
            do {
                written = try app.stores.write(
                    value, to: compiled, in: destination, source: source, &app.hierarchy, program)
            } catch {
                raise(fault: error, in: destination, header, hop, &app, &log)
                return false
            }
            if let hop {
                let path = compiled.pass.destination.description
                if case .dropped(let drop) = written {
                    hop.fact.passed.append(PassedValue(path: path, value: value, dropped: drop))
                } else {
                    hop.fact.passed.append(PassedValue(path: path, value: value))
                }
            }
            if operation.isUnwind, value.isNull {
                raise(
                    .nilUnwindData(
                        route: header.route, field: compiled.pass.destination.description,
                        value: compiled.pass.value.description,
                        source: source.map { program.instance($0, in: app.hierarchy) }),
                    step: 2, stops: false, symptom: .silent, header, hop, &app, &log)
            }
        }
        return true
    }

    /// Step 3: applies the operation's plan to the hierarchy and records what it did. Nil when no
    /// navigation happened.
    private func navigate(
        _ plan: NavigationPlan, _ operation: some HopOperation, _ header: HopHeader, _ built: Int?, _ hop: HopDraft?,
        _ app: inout AppState, _ log: inout ActionLog
    ) -> HopResult? {
        func instance(_ id: Int) -> Instance { program.instance(id, in: app.hierarchy) }
        /// How the hop names the tab at `position` of `tabs`.
        func tabNamed(_ tabs: Int, _ position: Int) -> Instance {
            operation.tab(app.hierarchy.children(of: tabs).at(position), program, app.hierarchy)
        }
        let by = operation.performer
        var kind: Transition?
        switch plan {
        case .crash(let reason, let navigation):
            hop?.fact.navigation = navigation
            raise(reason, step: 3, stops: true, header, hop, &app, &log)
            return nil
        case .dropped(let reason, let navigation):
            hop?.fact.navigation = navigation
            raise(reason, step: 3, stops: false, header, hop, &app, &log)
            return nil
        case .skipped(let reason, let navigation, let symptom):
            hop?.fact.navigation = navigation
            raise(reason, step: 3, stops: false, symptom: symptom, header, hop, &app, &log)
            return nil
        case .push(let navigation):
            app.hierarchy.push(built!, onto: navigation)
            hop?.fact.navigation = .push(onto: instance(navigation), by: by)
            kind = .push
        case .pushDuringPush(let navigation, let logged):
            app.hierarchy.push(built!, onto: navigation)
            hop?.fact.navigation = .pushedDuringPush(onto: instance(navigation), by: by)
            kind = .push
            raise(logged, step: 3, stops: false, header, hop, &app, &log)
        case .present(let presenter, let style):
            app.hierarchy.present(built!, style: style, by: presenter)
            hop?.fact.navigation = .present(over: instance(presenter), style: style, by: by)
            kind = .presentation
        case .pop(let navigation, let keeping):
            let popped = app.hierarchy.pop(navigation, keeping: keeping)
            hop?.fact.navigation = .pop(popped.map(instance), off: instance(navigation), by: by)
            kind = .pop
        case .alreadyTop(let top, let navigation):
            hop?.fact.navigation = .alreadyTop(instance(top), of: instance(navigation))
        case .dismiss(let level):
            let root = app.hierarchy.levels[level]
            app.hierarchy.dismiss(fromLevel: level)
            hop?.fact.navigation = .dismiss(instance(root), by: by)
            kind = .dismissal
        case .selectTab(let tabs, let position):
            let named = tabNamed(tabs, position)
            app.hierarchy.selectTab(tabs, position)
            hop?.fact.navigation = .selectTab(named, of: instance(tabs), by: by)
            return HopResult(navigated: true)
        case .tabAlreadySelected(let tabs, let position):
            hop?.fact.navigation = .tabAlreadySelected(tabNamed(tabs, position), of: instance(tabs))
            return HopResult(navigated: true)
        case .reselectTab(let tab, let popsToRoot):
            let popped = popsToRoot ? app.hierarchy.pop(tab, keeping: 1) : []
            hop?.fact.navigation = .reselectTab(
                program.name(of: app.hierarchy.nodes[tab].kind), popped: popped.map(instance))
            return HopResult(navigated: true)
        case .unwind(let destination):
            let steps = app.hierarchy.unwind(to: destination)
            kind = steps.contains { if case .dismiss = $0 { true } else { false } } ? .dismissal : .pop
            hop?.fact.navigation = .unwind(
                steps.map { step in
                    switch step {
                    case .dismiss(let root): return .dismiss(instance(root))
                    case .pop(let popped, let navigation): return .pop(popped.map(instance), off: instance(navigation))
                    case .selectTab(let tab): return .selectTab(instance(tab))
                    }
                })
        case .setStack(let navigation):
            let held = app.hierarchy.children(of: navigation).map(instance)
            app.hierarchy.replaceStack(navigation, with: built!)
            hop?.fact.navigation = .replaceStack(held, of: instance(navigation), by: by)
        case .setRoot:
            hop?.fact.navigation = .replaceRoot(instance(app.hierarchy.levels[0]), by: by)
            app.hierarchy.replaceWindowRoot(built!)
            return HopResult(navigated: true)
        case .embed(let parent):
            app.hierarchy.embed(built!, in: parent)
            hop?.fact.navigation = .embedded(in: instance(parent))
            return HopResult(navigated: true)
        case .injected:
            hop?.fact.navigation = .injectedAtLaunch
            return HopResult(navigated: true)
        }
        return HopResult(navigated: true, transition: true, transitionKind: kind)
    }

    // MARK: Building

    /// Builds a scene or a container with its contents (a navigation controller's root, every
    /// tab); a scene's data store is wired only when its `setup` runs for `via`.
    func build(_ target: Program.Target, via: Instantiation, _ app: inout AppState) -> Int {
        switch target {
        case .scene(let index):
            let store = program.wiresStore(ofScene: index, via: via) ? app.stores.templates[index] : nil
            return app.hierarchy.makeScene(index, store: store, via: via)
        case .navigation(let index):
            let root = program.containers[index].root.map { build($0, via: via, &app) }
            return app.hierarchy.makeNavigation(
                index, root: root, via: via, loaded: program.appearRoutes[target] == nil)
        case .tabs(let index):
            let tabs = program.containers[index].children.map { build($0, via: via, &app) }
            return app.hierarchy.makeTabs(index, tabs: tabs, via: via, loaded: program.appearRoutes[target] == nil)
        }
    }

    private func storeState(_ id: Int, _ hierarchy: Hierarchy) -> Hop.StoreState {
        let node = hierarchy.nodes[id]
        guard case .scene(let index) = node.kind else { return .none }
        if hierarchy.store(of: id) != nil { return .wired }
        return .missing(setup: program.scenes[index].scene.setup, initialiser: node.instantiation)
    }

    // MARK: Appearance

    /// What made the top scene change: the hop, for what its appearance does and raises.
    struct Trigger {
        var hop: Int?
        /// How the hop is named, nil at launch: worded only when an appearance raises a violation.
        /// Held without a count, as `HopHeader.words` is, for the same reason: its owner outlives
        /// the action.
        unowned(unsafe) var words: HopWords?

        /// The route's name.
        var route: String? { words?.route }
        /// The line of the graph that declares the route.
        var graphLine: Int? { words?.graphLine }
    }

    /// Runs the `didDismiss` lines of `id`, revealed by the user's swipe (`ViewWillAppear`).
    func didDismiss(_ id: Int, _ trigger: Trigger, _ app: inout AppState, _ log: inout ActionLog) {
        ViewWillAppear(runner: self).didDismiss(id, trigger, &app, &log)
    }

    /// Takes `route` from `source` through the operation of its kind (an embed is taken only when
    /// its parent loads, by `ViewWillAppear`).
    @discardableResult
    func take(
        route: Program.RouteInfo, from source: Int, duringTransition: Bool = false, secondTap: Bool = false,
        _ app: inout AppState, _ log: inout ActionLog
    ) -> HopResult {
        func take(_ operation: some HopOperation) -> HopResult {
            self.take(
                operation, duringTransition: duringTransition, secondTap: secondTap,
                onFirstAppear: route.route.isOnFirstAppear, &app, &log)
        }
        switch route.route.kind {
        case .segue:
            return take(ShowPushPresent(route: route, source: source, via: .storyboard))
        case .programmatic(let action, let via):
            switch action {
            case .show, .showDetail, .push, .present:
                return take(ShowPushPresent(route: route, source: source, via: via))
            case .pop, .popTo, .popToRoot: return take(PopRoute(route: route, action: action, source: source))
            case .setStack, .setRoot:
                return take(SetStackOrRoot(route: route, action: action, source: source, via: via))
            case .dismiss: return take(DismissRoute(route: route, source: source))
            case .tab: return take(TabRoute(route: route, source: source))
            }
        case .unwind:
            return take(UnwindSegue(route: route, source: source))
        case .embed:
            return HopResult()
        }
    }

    /// Lets what came into the window appear (`ViewWillAppear`).
    func appear(_ trigger: Trigger, _ app: inout AppState, _ log: inout ActionLog) {
        ViewWillAppear(runner: self).run(trigger, &app, &log)
    }

    // MARK: Violations

    private func raise(
        _ reason: Violation.Reason, step: Int, stops: Bool, symptom: Violation.Symptom? = nil, _ header: HopHeader,
        _ hop: HopDraft?, _ app: inout AppState, _ log: inout ActionLog
    ) {
        let violation = log.violation(
            reason, step: step, stops: stops, symptom: symptom, route: header.route, graphLine: header.graphLine)
        log.record(violation, on: hop)
        if stops { app.crashed = true }
    }

    /// The violation a trap in a `pass` stands for.
    private func raise(
        fault: PathFault, in id: Int?, _ header: HopHeader, _ hop: HopDraft?, _ app: inout AppState,
        _ log: inout ActionLog
    ) {
        let place = id.map { program.instance($0, in: app.hierarchy) }
        raise(.trap(fault, in: place), step: 2, stops: true, header, hop, &app, &log)
    }
}
