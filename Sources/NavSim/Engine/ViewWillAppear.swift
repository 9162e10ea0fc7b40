/// `viewWillAppear`, as far as navigation sees it: what happens to each scene that comes into the
/// window after a hop (`Hierarchy.newlyAppearing`), bottom-most first, in this order:
/// 1. the first time, its view loads and its embed segues run;
/// 2. again after it had left the window, its selected row is cleared, as `UITableViewController`
///    does (`clearsSelectionOnViewWillAppear`), unless the scene `keepsSelection`;
/// 3. its `appear` lines run (the reload its `viewWillAppear` does);
/// 4. its `!` fields are checked, as its display code reads them (a nil one crashes);
/// 5. its embedded children appear the same way.
///
/// A presenter a sheet is dismissed from never left the window, so none of this happens to it.
///
/// Then, once everything has appeared, the `onFirstAppear` routes of what appeared for the first
/// time run, each a hop of its own (its `viewDidAppear`): first a container's around a scene that
/// appeared (outermost first; its view loads then), then the scene's, in declaration order. One
/// that is taken inside `firstAppearNestingLimit` others (a loop of routes that build their own
/// source) stops the action with a violation instead.
struct ViewWillAppear {
    let runner: HopRunner
    private var program: Program { runner.program }

    func run(_ trigger: HopRunner.Trigger, _ app: inout AppState, _ log: inout ActionLog) {
        guard !app.crashed else { return }
        var firstAppearing: [Int] = []
        app.hierarchy.lookAtWindow()
        // Nearly every hop brings one scene in: read in place. Several are listed in a copy,
        // which what appears cannot change.
        if app.hierarchy.newlyAppearingCount == 1 {
            guard comeIn(app.hierarchy.newlyAppearing(at: 0), trigger, &firstAppearing, &app, &log) else { return }
        } else {
            for id in app.hierarchy.newlyAppearing {
                guard comeIn(id, trigger, &firstAppearing, &app, &log) else { return }
            }
        }
        if !firstAppearing.isEmpty { runFirstAppearRoutes(of: firstAppearing, &app, &log) }
    }

    /// Scene `id` comes into the window: the containers around it load, then it appears.
    /// Returns false when the app crashed.
    private func comeIn(
        _ id: Int, _ trigger: HopRunner.Trigger, _ firstAppearing: inout [Int], _ app: inout AppState,
        _ log: inout ActionLog
    ) -> Bool {
        loadContainers(around: id, into: &firstAppearing, &app)
        appear(id, trigger, &firstAppearing, &app, &log)
        return !app.crashed
    }

    /// The containers around `id` whose own code runs when they first appear (only those start
    /// unloaded), loaded now and listed outermost first.
    /// Each one loaded is inserted where the walk started in `list`, so the outermost comes
    /// first; nearly always none is (containers load once), and nothing is allocated or appended.
    private func loadContainers(around id: Int, into list: inout [Int], _ app: inout AppState) {
        let start = list.count
        var current = app.hierarchy.nodes[id].parent
        while current >= 0 {
            if app.hierarchy.loadView(current) { list.insert(current, at: start) }
            current = app.hierarchy.nodes[current].parent
        }
    }

    /// `viewDidAppear`'s first run: each `onFirstAppear` route of `ids`, from each that is still
    /// in the hierarchy when its turn comes (an earlier one may have replaced the window's root).
    private func runFirstAppearRoutes(of ids: [Int], _ app: inout AppState, _ log: inout ActionLog) {
        for id in ids {
            let target: Program.Target
            switch app.hierarchy.nodes[id].kind {
            case .scene(let index): target = .scene(index)
            case .navigation(let index): target = .navigation(index)
            case .tabs(let index): target = .tabs(index)
            }
            for route in program.appearRoutes[target] ?? [] {
                guard !app.crashed else { return }
                // Removed by an earlier one: only this source runs nothing.
                guard app.hierarchy.nodes[id].live, app.hierarchy.levelIndex(of: id) != nil else { break }
                guard log.firstAppearNesting < Self.firstAppearNestingLimit else {
                    let violation = log.violation(
                        .firstAppearLoop(
                            route: route.route.name.text, source: program.instance(id, in: app.hierarchy),
                            nesting: log.firstAppearNesting),
                        step: 1, stops: true, route: route.route.name.text, graphLine: route.route.position.line)
                    log.record(violation, on: nil, orHop: nil)
                    app.crashed = true
                    return
                }
                log.firstAppearNesting += 1
                log.tookFirstAppearRoute(line: route.line)
                runner.take(route: route, from: id, &app, &log)
                log.firstAppearNesting -= 1
            }
        }
    }

    /// How many `onFirstAppear` routes may run inside one another in one action: a graph the
    /// checker rejects (`first-appear-loop`) would otherwise build instances without end.
    static let firstAppearNestingLimit = 16

    private func appear(
        _ id: Int, _ trigger: HopRunner.Trigger, _ firstAppearing: inout [Int], _ app: inout AppState,
        _ log: inout ActionLog
    ) {
        guard case .scene(let index) = app.hierarchy.nodes[id].kind else { return }
        // Held without a count, as a hop holds its route (`Program.RouteInfo`): the program owns
        // it for as long as it lives. Only its lists are counted, read where a scene has any.
        unowned(unsafe) let scene = program.scenes[index]
        var created: [(child: Int, trigger: HopRunner.Trigger)] = []
        // Made at the first thing it records, and only when the trace is recorded: most scenes
        // appear without clearing or reloading anything, and naming the instance costs more
        // than the rest.
        var appearance: Draft<Appearance>?
        if app.hierarchy.loadView(id) {
            if program.appearRoutes[.scene(index)] != nil { firstAppearing.append(id) }
            // Asked first: going through even an empty list retains and releases it.
            if !scene.embeds.isEmpty {
                for embed in scene.embeds where program.routes[embed].destination != nil {
                    let route = program.routes[embed]
                    let result = runner.take(EmbedSegue(route: route, parent: id), &app, &log)
                    guard let child = result.built else { return }
                    created.append((child, HopRunner.Trigger(hop: result.hop, words: route.words)))
                }
            }
        } else if !scene.scene.keepsSelection, let row = app.hierarchy.nodes[id].selection {
            app.hierarchy.clearSelection(id)
            drafted(&appearance, id, app, log)?.fact.clearedSelection = row
        }
        if !scene.appearLines.isEmpty {
            guard reload(id, scene.appearLines, \.reloaded, trigger, &appearance, &app, &log) else { return }
        }
        if let appearance { log.record(appearance.fact, onHop: trigger.hop) }
        if !scene.requiredOnAppear.isEmpty, let store = app.hierarchy.store(of: id),
            let missing = scene.requiredOnAppear.first(where: { (store[$0.field] ?? .null).isNull })
        {
            raise(
                .nilOnAppear(program.instance(id, in: app.hierarchy), field: missing.field, type: missing.type),
                trigger, &app, &log)
            return
        }
        // Walked by its links, not through a `Children` view: a view would hold the nodes while
        // `appear` changes them, and make every change copy them.
        var child = app.hierarchy.nodes[id].firstChild
        while child >= 0 {
            let shown = app.hierarchy.descend(child)
            appear(shown, created.first { $0.child == child }?.trigger ?? trigger, &firstAppearing, &app, &log)
            if app.crashed { return }
            child = app.hierarchy.nodes[child].nextSibling
        }
    }

    /// `presentationControllerDidDismiss(_:)`: after the user swiped away a sheet, the `didDismiss`
    /// lines of the scene it revealed (the presenter's, its delegate) run in its own store. UIKit
    /// does not call it after a programmatic dismiss, so only the swipe runs them.
    func didDismiss(_ id: Int, _ trigger: HopRunner.Trigger, _ app: inout AppState, _ log: inout ActionLog) {
        guard !app.crashed, case .scene(let index) = app.hierarchy.nodes[id].kind else { return }
        let scene = program.scenes[index]
        guard !scene.didDismissLines.isEmpty else { return }
        var appearance: Draft<Appearance>?
        guard reload(id, scene.didDismissLines, \.afterSwipe, trigger, &appearance, &app, &log) else { return }
        if let appearance { log.record(appearance.fact, onHop: trigger.hop) }
    }

    /// Runs `lines` in the scene's own store (none when the store is nil: its interactor is nil
    /// too), recording what they wrote at `record`. Returns false when one traps.
    private func reload(
        _ id: Int, _ lines: [CompiledPass], _ record: WritableKeyPath<Appearance, [PassedValue]>,
        _ trigger: HopRunner.Trigger, _ appearance: inout Draft<Appearance>?, _ app: inout AppState,
        _ log: inout ActionLog
    ) -> Bool {
        guard !lines.isEmpty, app.hierarchy.hasStore(id) else { return true }
        for line in lines {
            do {
                let value = try app.stores.read(line, in: id, app.hierarchy, program)
                let written = try app.stores.write(value, to: line, in: id, source: id, &app.hierarchy, program)
                var dropped: PassedValue.Drop?
                if case .dropped(let drop) = written { dropped = drop }
                drafted(&appearance, id, app, log)?.fact[keyPath: record].append(
                    PassedValue(path: line.pass.destination.description, value: value, dropped: dropped))
            } catch {
                if let appearance = drafted(&appearance, id, app, log) {
                    log.record(appearance.fact, onHop: trigger.hop)
                }
                raise(.trap(error, in: program.instance(id, in: app.hierarchy)), trigger, &app, &log)
                return false
            }
        }
        return true
    }

    /// The appearance of `id` being recorded, made now if it is not yet; nil when the trace is
    /// not recorded.
    private func drafted(
        _ appearance: inout Draft<Appearance>?, _ id: Int, _ app: AppState, _ log: ActionLog
    ) -> Draft<Appearance>? {
        if appearance == nil, log.recordsTrace {
            appearance = Draft(Appearance(instance: program.instance(id, in: app.hierarchy)))
        }
        return appearance
    }

    /// A crash while the scene appears, recorded on the hop that made it appear.
    private func raise(
        _ reason: Violation.Reason, _ trigger: HopRunner.Trigger, _ app: inout AppState, _ log: inout ActionLog
    ) {
        let violation = log.violation(
            reason, step: 3, stops: true, route: trigger.route, graphLine: trigger.graphLine)
        log.record(violation, on: nil, orHop: trigger.hop)
        app.crashed = true
    }
}
