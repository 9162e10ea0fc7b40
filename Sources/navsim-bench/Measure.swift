// Timing for the benchmarks: best-of runs in-process, and a child process's wall time and peak
// resident memory (`wait4`'s rusage), for `navsim check` end to end.
import Foundation

/// Seconds with three decimals.
func formatted(_ seconds: Double) -> String {
    let millis = Int((seconds * 1000).rounded())
    let fraction = String(millis % 1000)
    return "\(millis / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
}

/// The seconds `duration` lasts.
func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// The shortest of `runs` timings of `body`, with the last run's result.
func best<T>(of runs: Int, _ body: () -> T) -> (seconds: Double, result: T) {
    let clock = ContinuousClock()
    var fastest = Double.infinity
    var result: T?
    for _ in 0..<max(runs, 1) {
        let start = clock.now
        result = body()
        fastest = min(fastest, seconds(clock.now - start))
    }
    return (fastest, result!)
}

/// A rate with thousands separators: `1,234,567`.
func grouped(_ value: Double) -> String {
    let digits = String(Int(value.rounded()))
    var out = ""
    for (index, digit) in digits.enumerated() {
        if index > 0, (digits.count - index) % 3 == 0 { out += "," }
        out.append(digit)
    }
    return out
}

/// What one run of a child process cost.
struct ChildRun {
    var seconds: Double
    /// Peak resident memory, in megabytes.
    var peakMegabytes: Double
    var status: Int32
}

/// Runs `arguments` (the first is the program's path) in `folder`, its output thrown away, and
/// measures wall time and peak resident memory. The shell `exec`s the program, so the memory is
/// the program's own.
func runChild(_ arguments: [String], in folder: String) -> ChildRun {
    let quoted = arguments.map { "'" + $0.replacingOccurrences(of: "'", with: "'\\''") + "'" }.joined(separator: " ")
    let command = "cd '\(folder)' && exec \(quoted) >/dev/null 2>&1"
    let argv: [UnsafeMutablePointer<CChar>?] =
        ["/bin/sh", "-c", command].map { (word: String) in strdup(word) } + [nil]
    defer { for word in argv { free(word) } }
    var pid: pid_t = 0
    let clock = ContinuousClock()
    let start = clock.now
    guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else {
        return ChildRun(seconds: 0, peakMegabytes: 0, status: -1)
    }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
    let elapsed = seconds(clock.now - start)
    // Linux reports ru_maxrss in kilobytes.
    return ChildRun(seconds: elapsed, peakMegabytes: Double(usage.ru_maxrss) / 1024, status: (status >> 8) & 0xff)
}

/// The fastest of `runs` runs of a child process (its wall time and its peak memory), `before`
/// called before each (to put the folder back as the run expects it).
func fastestChild(_ arguments: [String], in folder: String, runs: Int, before: () -> Void = {}) -> ChildRun {
    (0..<max(runs, 1)).map { _ in
        before()
        return runChild(arguments, in: folder)
    }.min { $0.seconds < $1.seconds }!
}

/// The release `navsim` beside this benchmark, or nil (with a message) when it is not built.
func builtNavsim() -> String? {
    let navsim = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent(
        "navsim"
    ).path
    guard FileManager.default.isExecutableFile(atPath: navsim) else {
        print("build navsim first (swift build -c release); \(navsim) is missing")
        return nil
    }
    return navsim
}
