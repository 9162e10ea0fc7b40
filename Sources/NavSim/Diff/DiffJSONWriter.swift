/// Writes a `DiffRun.Report` as JSON for tools: the files, the verdict, every change and every
/// consequence. Keys are in a fixed order, so the document is deterministic.
public enum DiffJSONWriter {
    /// The JSON document, ending with a newline.
    public static func write(_ report: DiffRun.Report) -> String {
        var members: [(String, String)] = [
            ("old", string(report.oldFile)), ("new", string(report.newFile)),
            ("verdict", report.verdict.map { string($0.rawValue) } ?? "null"),
            ("errors", array(report.diagnostics.map { string(DiagnosticFormatter(colors: false).format($0)) })),
        ]
        if let comparison = report.comparison {
            members += [
                ("oldGraph", string(comparison.oldName)), ("newGraph", string(comparison.newName)),
                (
                    "scenes",
                    array(
                        comparison.scenes.map {
                            object([
                                ("name", string($0.name)), ("status", string($0.status.rawValue)),
                                ("fields", array($0.fields.map(field))), ("changes", array($0.changes.map(change))),
                            ])
                        })
                ),
                (
                    "sharedStores",
                    array(
                        comparison.sharedStores.map {
                            object([
                                ("name", string($0.name)), ("status", string($0.status.rawValue)),
                                ("fields", array($0.fields.map(field))),
                            ])
                        })
                ),
                (
                    "containers",
                    array(
                        comparison.containers.map {
                            object([
                                ("name", string($0.name)), ("status", string($0.status.rawValue)),
                                ("changes", array($0.changes.map(change))),
                            ])
                        })
                ),
                (
                    "routes",
                    array(
                        comparison.routes.map {
                            object([
                                ("name", string($0.name)), ("source", string($0.source)),
                                ("destination", string($0.destination)), ("status", string($0.status.rawValue)),
                                ("changes", array($0.changes.map(change))),
                            ])
                        })
                ),
                ("start", comparison.start.map(change) ?? "null"),
            ]
        }
        if let consequences = report.consequences {
            members += [
                ("explored", consequences.explored ? "true" : "false"),
                ("newViolations", array(consequences.newViolations.map(finding))),
                ("fixedViolations", array(consequences.fixedViolations.map(finding))),
                ("unreachableScenes", array(consequences.unreachableScenes.map(string))),
                (
                    "unreachableRoutes",
                    array(
                        consequences.unreachableRoutes.map {
                            object([("source", string($0.source)), ("name", string($0.name))])
                        })
                ),
                ("scenariosReplayed", String(consequences.scenariosReplayed)),
                (
                    "scenarios",
                    array(
                        consequences.scenarios.map {
                            object([
                                ("file", string($0.file)), ("title", string($0.title)),
                                ("line", $0.line.map(String.init) ?? "null"), ("old", optional($0.old)),
                                ("new", optional($0.new)), ("runsOnOld", $0.runsOnOld ? "true" : "false"),
                                ("runsOnNew", $0.runsOnNew ? "true" : "false"),
                            ])
                        })
                ),
            ]
        }
        return object(members) + "\n"
    }

    static func field(_ field: GraphComparison.FieldChange) -> String {
        object([
            ("name", string(field.name)), ("status", string(field.status.rawValue)), ("old", optional(field.old)),
            ("new", optional(field.new)), ("nilabilityChanged", field.nilabilityChanged ? "true" : "false"),
            ("passedBy", array(field.passedBy.map(string))),
        ])
    }

    static func change(_ change: GraphComparison.Change) -> String {
        object([("aspect", string(change.aspect)), ("old", optional(change.old)), ("new", optional(change.new))])
    }

    static func finding(_ finding: DiffConsequences.Finding) -> String {
        object([
            ("id", string(finding.id)), ("route", optional(finding.route)), ("steps", array(finding.steps.map(string))),
            ("givenFrom", optional(finding.givenFrom)), ("reason", string(finding.reason)),
            ("message", optional(finding.message)), ("scenario", optional(finding.scenario)),
        ])
    }

    static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { string($0.0) + ":" + $0.1 }.joined(separator: ",") + "}"
    }

    static func array(_ items: [String]) -> String { "[" + items.joined(separator: ",") + "]" }

    static func optional(_ text: String?) -> String { text.map(string) ?? "null" }

    /// `text` as a JSON string: `"`, `\` and control characters escaped.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
