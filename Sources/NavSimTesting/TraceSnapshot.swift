import NavSim

/// One trace snapshot: where its golden lives and how a comparison turns out, as a message.
/// The core of `assertTraceSnapshot`, without reporting, so it can be tested directly.
struct TraceSnapshot {
    /// What the assertion reports.
    enum Verdict: Equatable {
        /// The trace matched its golden.
        case passed
        /// The golden was written; the assertion passes (a warning under Swift Testing).
        case recorded(message: String)
        /// The assertion fails with this message.
        case failed(message: String)
    }

    /// The snapshot's name: the golden's file name without `.trace`.
    let name: String
    /// The golden's path: `__Snapshots__/<TestFile>/<name>.trace` beside the test file.
    let goldenPath: String

    /// The snapshot `name` of the test file at `testFilePath` (an absolute `#filePath`).
    init(name: String, testFilePath: String) {
        self.name = name
        let parts = testFilePath.split(separator: "/", omittingEmptySubsequences: false)
        let folder = parts.dropLast().joined(separator: "/")
        var testFile = parts.last.map(String.init) ?? testFilePath
        if let dot = testFile.lastIndex(of: "."), dot != testFile.startIndex { testFile = String(testFile[..<dot]) }
        goldenPath = (folder.isEmpty ? "" : folder + "/") + "__Snapshots__/\(testFile)/\(name).trace"
    }

    /// The failure message of a replay that did not pass, or nil when it passed.
    static func failureMessage(of result: ReplayResult) -> String? {
        guard !result.failures.isEmpty else { return nil }
        let count = result.failures.count
        var lines = ["scenario '\(result.scenario.title)' failed with \(count) failure\(count == 1 ? "" : "s")"]
        lines += result.failures.map(DiagnosticFormatter.plain)
        return lines.joined(separator: "\n")
    }

    /// Why `name` cannot be a snapshot name, or nil when it can.
    static func problem(withName name: String) -> String? {
        if name.isEmpty { return "snapshot name is empty" }
        if name == "." || name == ".." || name.contains("/") || name.contains("\0") {
            return "snapshot name '\(name)' must be a plain file name, without '/'"
        }
        return nil
    }

    /// Compares `trace` with the golden under `record`, or the mode `environment` resolves to.
    /// The trace of a replay that failed (`replayFailed`) is not a golden to keep: as in
    /// `navsim check`, mode `missing` does not record it (`all` and `failed` do, when asked).
    func verdict(for trace: String, record: RecordMode?, environment: [String: String], replayFailed: Bool = false)
        -> Verdict
    {
        if let problem = Self.problem(withName: name) { return .failed(message: problem) }
        let mode: RecordMode
        if let record {
            mode = record
        } else {
            switch RecordMode.resolve(flag: nil, environment: environment) {
            case .success(let resolved): mode = resolved
            case .failure(let error): return .failed(message: error.message)
            }
        }
        let effectiveMode: RecordMode = replayFailed && mode == .missing ? .never : mode
        let comparison: GoldenFile.Comparison
        do {
            comparison = try GoldenFile(path: goldenPath).compareNotingFormat(trace, mode: effectiveMode)
        } catch {
            return .failed(message: "trace snapshot '\(name)': \(error.message) (\(goldenPath))")
        }
        switch comparison.outcome {
        case .matched where comparison.positions == .kept:
            // An old golden still passes, with a warning saying how to bring it up to date.
            return .recorded(
                message:
                    "trace snapshot '\(name)' matched, but its golden \(goldenPath) holds source positions (the old format)\n"
                    + "remove them: NAVSIM_RECORD=all swift test, or pass record: .all")
        case .matched:
            return .passed
        case .recorded(let diff):
            let verb = diff == nil && comparison.positions == nil ? "recorded" : "re-recorded"
            let why = comparison.positions == .removed ? ", source positions removed (the old format)" : ""
            return .recorded(
                message: "\(verb) trace snapshot '\(name)' at \(goldenPath) (record mode '\(mode.rawValue)')\(why)")
        case .mismatch(let diff, let rerecorded):
            let headline =
                rerecorded
                ? "trace snapshot '\(name)' did not match its golden, which was rewritten (record mode 'failed'); run the tests again"
                : "trace snapshot '\(name)' does not match its golden \(goldenPath)"
            let advice =
                rerecorded
                ? "golden: \(goldenPath)"
                : "if the new trace is right, re-record it: NAVSIM_RECORD=failed swift test, or pass record: .failed"
            return .failed(message: headline + "\n\n" + diff.description + "\n" + advice)
        case .missing where effectiveMode != mode:
            return .failed(
                message:
                    "no golden trace for snapshot '\(name)' at \(goldenPath); it is not recorded while the scenario fails\n"
                    + "fix it, or record it anyway: NAVSIM_RECORD=all swift test, or pass record: .all")
        case .missing:
            let why = record == nil && RecordMode.isCI(environment) ? " (CI is set, so nothing is recorded)" : ""
            return .failed(
                message: "no golden trace for snapshot '\(name)' at \(goldenPath); record mode is 'never'\(why)\n"
                    + "record it: NAVSIM_RECORD=missing swift test, or pass record: .missing")
        }
    }
}
