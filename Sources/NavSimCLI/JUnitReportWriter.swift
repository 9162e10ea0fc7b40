import NavSim

/// Writes a check report as JUnit XML: one `<testcase>` per scenario, plus one per file whose
/// diagnostics hold errors, so CI servers show load errors as failures too.
enum JUnitReportWriter {
    static func document(for report: CheckReport) -> String {
        var cases: [String] = []
        var failures = 0
        let errorFiles = orderedUnique(report.diagnostics.filter { $0.severity == .error }.map(\.file))
        for file in errorFiles {
            let errors = report.diagnostics.filter { $0.file == file && $0.severity == .error }
            let body = errors.map { DiagnosticFormatter.plain($0) }.joined(separator: "\n")
            failures += 1
            cases.append(
                "    <testcase classname=\"navsim.files\" name=\"\(escape(file))\">\n"
                    + "      <failure message=\"\(escape("\(errors.count) error(s)"))\">\(escape(body))</failure>\n"
                    + "    </testcase>")
        }
        for scenario in report.scenarios {
            let className = "navsim." + scenario.file
            var lines = "    <testcase classname=\"\(escape(className))\" name=\"\(escape(scenario.name))\">"
            if scenario.status == .failed {
                failures += 1
                var details = scenario.failures.map { DiagnosticFormatter.plain($0) }
                if let diff = scenario.diff { details.append(diff) }
                let summary = scenario.failures.first?.message ?? "golden trace \(scenario.golden.name)"
                lines +=
                    "\n      <failure message=\"\(escape(summary))\">\(escape(details.joined(separator: "\n")))</failure>\n    "
            }
            lines += "</testcase>"
            cases.append(lines)
        }
        let total = cases.count
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="navsim" tests="\(total)" failures="\(failures)" errors="0">
              <testsuite name="navsim check" tests="\(total)" failures="\(failures)" errors="0" skipped="0">
            \(cases.joined(separator: "\n"))
              </testsuite>
            </testsuites>

            """
    }

    static func orderedUnique(_ items: [String]) -> [String] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0).inserted }
    }

    /// Escapes text for XML attributes and content; drops characters XML 1.0 cannot carry.
    static func escape(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
