/// Replays a scenario against a graph: launches the app, runs each step on a `Simulator`,
/// checks the expectations, and matches violations with the `expect violation` lines.
///
/// Rules (spec §4, and the decisions the spec leaves open):
/// - `given` lines come first; the app launches just before the first other line (or at the end
///   when there is none). A `given` after launch fails at its line and is not applied.
/// - Each step is numbered by its position among the scenario's lines, 1-based; launch is step 0
///   and its violations are reported at the scenario's `graph` line.
/// - The violations of an action (or of launch) are *expected* when an `expect violation id` line
///   follows it before the next action; one line expects every violation of that id the action
///   raised. A violation nobody expects fails the scenario (`unexpected-violation`); an
///   `expect violation` whose id the action did not raise fails too (`expected-violation-missing`).
/// - A crash stops the replay: only the `expect violation` lines right after the crashing step
///   still run. An expected crash passes; the steps after it are not run, and that is not a failure.
/// - A user action that cannot be performed (`tap` of a route not on screen, `back` with no back
///   button, `dismiss` with nothing presented, an unknown `tab`, a `set` that cannot write) fails
///   at its line and stops the replay. A failed expectation fails the scenario and the replay goes on.
public struct Replayer {
    /// Stable ids of the failures the replayer reports (the simulator's user-action failures use
    /// `Simulator.FailureID`).
    public enum FailureID {
        /// An `expect top/stack/presented/tab/value/hierarchy` that does not hold.
        public static let expectationFailed = DiagnosticID("expectation-failed")
        /// An `expect violation id` whose step did not raise it.
        public static let expectedViolationMissing = DiagnosticID("expected-violation-missing")
        /// A violation no `expect violation` line expects.
        public static let unexpectedViolation = DiagnosticID("unexpected-violation")
        /// A `given` after the app launched, or one that cannot be applied.
        public static let givenFailed = DiagnosticID("given-failed")
        /// More live view controllers than `maximumLiveViewControllers`.
        public static let tooManyViewControllers = DiagnosticID("too-many-view-controllers")
        /// A trace that would record more than `maximumRecordedViewControllers`.
        public static let traceTooLarge = DiagnosticID("trace-too-large")
    }

    /// The most view controllers alive at once. A real app has a few dozen; thousands mean a
    /// scenario that pushes in a loop, and each hop records the whole hierarchy.
    public static let maximumLiveViewControllers = 1_000
    /// The most view controllers a trace records, summed over every hop and step (each records
    /// the hierarchy after it): about 64 MiB of trace, the largest golden navsim reads.
    public static let maximumRecordedViewControllers = 4_000_000

    /// Replays `scenario` in `graph` (a graph without errors) and records everything it did.
    public static func replay(_ scenario: Scenario, in graph: Graph) -> ReplayResult {
        replay(scenario, in: graph, observe: nil)
    }

    /// Replays `scenario`, handing each record to `observe` as soon as it is made — the launch
    /// and the steps in the order a trace shows them — before the result keeps it: a trace can
    /// be written while the replay runs, and the record slimmed once it is.
    static func replay(_ scenario: Scenario, in graph: Graph, observe: ((inout StepRecord) -> Void)?) -> ReplayResult {
        var replayer = Replayer(scenario: scenario, graph: graph)
        replayer.observe = observe
        replayer.run()
        return ReplayResult(
            scenario: scenario, graphFile: graph.file,
            launch: replayer.launchRecord
                ?? StepRecord(
                    number: 0, step: nil, hops: [], notes: [], violations: [],
                    hierarchyAfter: HierarchySnapshot(levels: [])),
            steps: replayer.records, violations: replayer.violations, failures: replayer.failures,
            graphName: graph.name.text, stop: replayer.stop, startLine: graph.start?.position.line)
    }

    private let scenario: Scenario
    private(set) var simulator: Simulator
    private var records: [StepRecord] = []
    private var violations: [Violation] = []
    private var failures: [Diagnostic] = []
    private var launchRecord: StepRecord?
    private var stop: ReplayStop?
    /// The violations of the last action (or of launch), and whether a line expected each.
    private var pending: [(violation: Violation, expected: Bool)] = []
    private var lastAction = 0
    /// View controllers recorded so far, summed over every hop and step.
    private var recorded = 0
    private var observe: ((inout StepRecord) -> Void)?

    private init(scenario: Scenario, graph: Graph) {
        self.scenario = scenario
        self.simulator = Simulator(graph: graph)
        records.reserveCapacity(scenario.steps.count)
    }

    private mutating func run() {
        let steps = scenario.steps
        var index = 0
        while index < steps.count {
            let step = steps[index]
            let number = index + 1
            index += 1
            if case .given(let path, let expression) = step.kind {
                given(path, expression, step: step, number: number)
                continue
            }
            if launchRecord == nil {
                launch()
                if stop != nil, !(simulator.crashed && step.kind.isExpectViolation) {
                    stop?.stepsNotRun = steps.count - index + 1
                    break
                }
            }
            if simulator.crashed {
                // Only the `expect violation` lines right after a crash still run.
                guard step.kind.isExpectViolation else {
                    stop?.stepsNotRun = steps.count - index + 1
                    break
                }
                expectViolation(step, number: number)
                continue
            }
            if step.isExpectation {
                expect(step, number: number)
                continue
            }
            act(step, number: number)
            if let stop, case .failure = stop.reason {
                self.stop?.stepsNotRun = steps.count - index
                break
            }
        }
        if launchRecord == nil { launch() }
        settlePending()
    }

    // MARK: Launch and actions

    private mutating func launch() {
        let outcome = simulator.launch(context: Simulator.StepContext(number: 0, line: scenario.graph.position.line))
        var notes: [String] = []
        if let start = simulatorStart {
            notes.append("\(start.target.text), built \(describe(start.instantiation))")
        }
        launchRecord = observed(
            StepRecord(
                number: 0, step: nil, hops: outcome.hops, notes: notes, violations: outcome.violations,
                hierarchyAfter: simulator.hierarchy,
                outcome: outcome.failure.map { .failed($0.message) } ?? .performed, appearances: outcome.appearances))
        violations += outcome.violations
        pending = outcome.violations.map { ($0, false) }
        lastAction = 0
        if let failure = outcome.failure {
            let diagnostic = Diagnostic(
                file: scenario.file, position: scenario.graph.position, severity: .error, id: failure.id,
                message: failure.message, notes: failure.notes.map { Diagnostic.Note(message: $0) })
            failures.append(diagnostic)
            stop = ReplayStop(stepNumber: 0, reason: .failure(diagnostic), stepsNotRun: 0)
        } else if let crash = outcome.violations.first(where: \.stopsReplay) {
            stop = ReplayStop(stepNumber: 0, reason: .crash(crash), stepsNotRun: 0)
        }
    }

    private var simulatorStart: Start? { simulator.graph.start }

    private func describe(_ instantiation: Instantiation) -> String {
        switch instantiation {
        case .storyboard: return "from the storyboard"
        case .code: return "in code"
        case .factory: return "by its factory"
        }
    }

    private mutating func given(_ path: Path, _ expression: Expression, step: ScenarioStep, number: Int) {
        guard launchRecord == nil else {
            fail(
                step, number: number, id: FailureID.givenFailed,
                message: "'given' must come before the first step: the app has already launched")
            return
        }
        switch simulator.applyGiven(path, expression) {
        case .success(let change):
            record(step, number: number, outcome: .ok(change.text))
        case .failure(let failure):
            fail(step, number: number, id: FailureID.givenFailed, message: failure.message)
        }
    }

    private mutating func act(_ step: ScenarioStep, number: Int) {
        settlePending()
        let context = Simulator.StepContext(number: number, line: step.position.line)
        let outcome: Simulator.Outcome
        switch step.kind {
        case .select(let row): outcome = simulator.select(row, context: context)
        case .tap(let route, let twice): outcome = simulator.tap(route.text, twice: twice, context: context)
        case .tapThen(let first, let second):
            outcome = simulator.tap(first.text, then: second.text, context: context)
        case .fire(let route, let scene): outcome = simulator.fire(route.text, from: scene.text, context: context)
        case .back: outcome = simulator.back(context: context)
        case .dismiss: outcome = simulator.dismiss(context: context)
        case .tab(let name): outcome = simulator.selectTab(name.text, context: context)
        case .set(let path, let expression): outcome = simulator.set(path, to: expression, context: context)
        default: return
        }
        lastAction = number
        violations += outcome.violations
        recorded += simulator.liveViewControllers * (outcome.hops.count + 1)
        pending = outcome.violations.map { ($0, false) }
        let result: StepRecord.Outcome
        if let failure = outcome.failure {
            result = .failed(failure.message)
            let diagnostic = Diagnostic(
                file: scenario.file, position: step.position, severity: .error, id: failure.id,
                message: failure.message,
                notes: failure.notes.map { Diagnostic.Note(message: $0) } + [hierarchyNote])
            failures.append(diagnostic)
            stop = ReplayStop(stepNumber: number, reason: .failure(diagnostic), stepsNotRun: 0)
        } else if let change = outcome.change {
            result = .ok(change.text)
        } else {
            result = .performed
        }
        records.append(
            observed(
                StepRecord(
                    number: number, step: step, hops: outcome.hops, notes: outcome.failure?.notes ?? [],
                    violations: outcome.violations,
                    hierarchyAfter: simulator.hierarchy, outcome: result, appearances: outcome.appearances)))
        if stop == nil, let crash = outcome.violations.first(where: \.stopsReplay) {
            stop = ReplayStop(stepNumber: number, reason: .crash(crash), stepsNotRun: 0)
        }
        if stop == nil { enforceLimits(step, number: number) }
    }

    /// Stops the replay when the hierarchy or the trace outgrows its limit: an error naming the
    /// limit, never a trace that takes gigabytes.
    private mutating func enforceLimits(_ step: ScenarioStep, number: Int) {
        let message: String
        let id: DiagnosticID
        if simulator.liveViewControllers > Self.maximumLiveViewControllers {
            id = FailureID.tooManyViewControllers
            message =
                "\(simulator.liveViewControllers) view controllers are alive, more than the \(Self.maximumLiveViewControllers) navsim models; does the scenario push in a loop?"
        } else if recorded > Self.maximumRecordedViewControllers {
            id = FailureID.traceTooLarge
            message =
                "the trace would record more than \(Self.maximumRecordedViewControllers) view controllers (each hop records the whole hierarchy); split the scenario"
        } else {
            return
        }
        let diagnostic = Diagnostic(
            file: scenario.file, position: step.position, severity: .error, id: id, message: message)
        failures.append(diagnostic)
        stop = ReplayStop(stepNumber: number, reason: .failure(diagnostic), stepsNotRun: 0)
    }

    /// Fails every violation of the last action that no `expect violation` line expected.
    private mutating func settlePending() {
        for (violation, expected) in pending where !expected {
            var message = "unexpected violation '\(violation.id.rawValue)': \(violation.message)"
            if violation.symptom != .silent { message += " (\"\(violation.uikitText)\")" }
            failures.append(
                Diagnostic(
                    file: scenario.file,
                    position: position(ofStep: violation.stepNumber), severity: .error,
                    id: FailureID.unexpectedViolation, message: message,
                    notes: [
                        Diagnostic.Note(
                            message:
                                "if this is the behaviour under test, add 'expect violation \(violation.id.rawValue)' after the step"
                        )
                    ]))
        }
        pending = []
    }

    private func position(ofStep number: Int) -> SourcePosition {
        number >= 1 && number <= scenario.steps.count ? scenario.steps[number - 1].position : scenario.graph.position
    }

    // MARK: Expectations

    mutating func expectViolation(_ step: ScenarioStep, number: Int) {
        guard case .expectViolation(let name) = step.kind else { return }
        let which = lastAction == 0 ? "launch" : "step \(lastAction)"
        var matched = false
        for index in pending.indices where pending[index].violation.id.rawValue == name.text {
            pending[index].expected = true
            matched = true
        }
        if matched {
            record(step, number: number, outcome: .ok("\(which) raised \(name.text)"))
            return
        }
        let raised = pending.map { "'\($0.violation.id.rawValue)'" }
        let found = raised.isEmpty ? "none" : raised.joined(separator: ", ")
        fail(
            step, number: number, id: FailureID.expectedViolationMissing,
            message: "expected violation '\(name.text)' at \(which), found \(found)")
    }

    mutating func check(
        _ holds: Bool, _ step: ScenarioStep, number: Int, ok: @autoclosure () -> String,
        failure: @autoclosure () -> String
    ) {
        if holds {
            record(step, number: number, outcome: .ok(ok()))
        } else {
            fail(step, number: number, id: FailureID.expectationFailed, message: failure())
        }
    }

    private var hierarchyNote: Diagnostic.Note {
        Diagnostic.Note(message: "hierarchy: \(simulator.hierarchyDescription)")
    }

    mutating func fail(_ step: ScenarioStep, number: Int, id: DiagnosticID, message: String) {
        var notes: [Diagnostic.Note] = []
        if launchRecord != nil { notes.append(hierarchyNote) }
        failures.append(
            Diagnostic(
                file: scenario.file, position: step.position, severity: .error, id: id, message: message, notes: notes))
        record(step, number: number, outcome: .failed(message))
    }

    mutating func record(_ step: ScenarioStep, number: Int, outcome: StepRecord.Outcome) {
        records.append(
            observed(
                StepRecord(
                    number: number, step: step, hops: [], notes: [], violations: [],
                    hierarchyAfter: launchRecord == nil ? HierarchySnapshot(levels: []) : simulator.hierarchy,
                    outcome: outcome)))
    }

    private func observed(_ record: consuming StepRecord) -> StepRecord {
        observe?(&record)
        return record
    }
}

extension ScenarioStep.Kind {
    /// Whether the line is `expect violation …`.
    var isExpectViolation: Bool {
        if case .expectViolation = self { return true }
        return false
    }
}
