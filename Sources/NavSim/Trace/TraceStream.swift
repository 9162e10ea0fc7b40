/// A route trace written while the replay runs: the header first, then each block as its record
/// arrives (the launch and the steps, in the order the replay makes them), then the closing
/// lines. `TraceRenderer.render` writes a finished replay through the same blocks.
///
/// Given the golden it is expected to equal, it compares each block with the golden as it is
/// written and keeps nothing while they agree: those bytes are the golden's. From the first
/// block that differs it keeps the trace (the golden's agreeing prefix, then every block), which
/// a diff and a recording need. So checking a long scenario against its golden holds the golden
/// and one block, never a second copy of the trace. That first block, or the one before it when
/// the golden's version of that one goes on longer, is where the trace differs (`difference`).
struct TraceStream {
    private let scenario: Scenario
    private let graphFile: String
    private let startLine: Int?
    private let layout: TraceRenderer.Layout
    private let limit: Int
    /// The block being written, emptied for the next (one text, its storage reused).
    private let block = TraceText()
    /// The golden, while every block so far agrees with it; nil once one does not (or with no golden).
    private var expected: [UInt8]?
    /// How many bytes of `expected` the blocks so far equal.
    private var agreed = 0
    /// The trace so far, once it no longer agrees with the golden (or with no golden).
    private var kept: [UInt8] = []
    private var overflowed = false
    /// The block being written and the one before it, as a difference would be reported at.
    private var current = TraceDifference(block: .header, line: 1)
    private var previous: TraceDifference?
    /// Where the trace first differs from the golden; nil while they agree, or with no golden.
    private(set) var difference: TraceDifference?
    /// How many blocks the trace will have (the header, the launch, a block per step, the
    /// footer) and how many are written: `kept` grows to the size they foretell.
    private let blocksExpected: Int
    private var blocksWritten = 0

    /// Starts a trace of `scenario` against the graph in `graphFile` (`graphName` empty: the
    /// name the scenario's `graph` line gives), expected to equal `golden` (UTF-8, LF line
    /// endings) when there is one; it stops growing past `limit` bytes.
    init(
        _ scenario: Scenario, graphName: String, graphFile: String, startLine: Int?,
        layout: TraceRenderer.Layout = .golden, limit: Int, expecting golden: [UInt8]? = nil
    ) {
        self.scenario = scenario
        self.graphFile = graphFile
        self.startLine = startLine
        self.layout = layout
        self.limit = limit
        blocksExpected = scenario.steps.count + 3
        expected = golden
        current = TraceDifference(block: .header, line: scenario.titlePosition.line)
        var text = block
        TraceRenderer.renderHeader(scenario, graphName: graphName, graphFile: graphFile, layout: layout, into: &text)
        flush()
    }

    /// The launch block.
    mutating func add(launch record: StepRecord) {
        let (graphFile, startLine, layout) = (graphFile, startLine, layout)
        enter(TraceDifference(block: .launch, line: scenario.graph.position.line))
        write { text in
            TraceRenderer.renderLaunch(record, graphFile: graphFile, startLine: startLine, layout: layout, into: &text)
        }
    }

    /// A step's block.
    mutating func add(_ record: StepRecord) {
        let (scenarioFile, graphFile, layout) = (scenario.file, graphFile, layout)
        enter(
            TraceDifference(
                block: .step(record.number), line: record.step?.position.line ?? scenario.titlePosition.line))
        write { text in
            TraceRenderer.renderStep(
                record, scenarioFile: scenarioFile, graphFile: graphFile, layout: layout, into: &text)
        }
    }

    /// The closing lines.
    mutating func finish(stop: ReplayStop?, failures: [Diagnostic]) {
        let (scenario, layout) = (scenario, layout)
        enter(TraceDifference(block: .footer, line: scenario.titlePosition.line))
        write { text in
            TraceRenderer.renderFooter(scenario, stop: stop, failures: failures, layout: layout, into: &text)
        }
        // A golden that goes on after the trace's last line differs at its end.
        if let expected, agreed < expected.count, difference == nil { difference = current }
    }

    /// Starts a block: the one written before it becomes `previous`.
    private mutating func enter(_ next: TraceDifference) {
        guard expected != nil else { return }
        previous = current
        current = next
    }

    /// The whole trace, or nil when it grew past the limit. Equal to the golden, it is the
    /// golden's own storage.
    var text: [UInt8]? {
        guard !overflowed else { return nil }
        guard let expected else { return kept }
        return agreed == expected.count ? expected : Array(expected[..<agreed])
    }

    private mutating func write(_ body: (inout TraceText) -> Void) {
        guard !overflowed else { return }
        block.blank()
        var text = block
        body(&text)
        flush()
    }

    /// Grows `kept` to what the blocks so far foretell for the whole trace (their average size
    /// times the blocks expected, and an eighth more), at most the limit: a 30 MB trace doubling
    /// its array from nothing copied 60 MB and touched as many pages again. Never less than
    /// doubling, so a trace that outgrows the estimate still grows geometrically.
    private mutating func reserveForTheRest(adding more: Int) {
        let average = (kept.count + more) / blocksWritten
        let (product, overflow) = average.multipliedReportingOverflow(by: blocksExpected)
        let capped = overflow ? limit : min(product, limit)
        let foretold = capped + min(capped / 8, limit - capped)
        kept.reserveCapacity(max(kept.count + more, kept.capacity * 2, foretold))
    }

    /// Hands the block on: compared with the golden while they agree, else kept.
    private mutating func flush() {
        blocksWritten += 1
        defer { block.removeAll() }
        if let golden = expected {
            let end = agreed + block.count
            if end <= golden.count, block.withBytes({ GoldenFile.sameBytes(golden[agreed..<end], $0) }) {
                agreed = end
                return
            }
            // A block starts with its blank line: when the golden has something else there, the
            // golden's previous block goes on longer, and that block is where they differ.
            let continuesPrevious =
                agreed < golden.count && block.withBytes { $0.first == 0x0A && golden[agreed] != 0x0A }
            difference = continuesPrevious ? (previous ?? current) : current
            kept = Array(golden[..<agreed])
            expected = nil
        }
        if kept.count + block.count > kept.capacity { reserveForTheRest(adding: block.count) }
        block.withBytes { kept.append(contentsOf: $0) }
        if kept.count > limit {
            overflowed = true
            kept = []
        }
    }
}
