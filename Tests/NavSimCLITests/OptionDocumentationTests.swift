import Foundation
import Testing

@testable import NavSimCLI

/// The help and the docs list the options `CommandSpec.all` declares, no more and no fewer, and
/// every navsim command line the docs show uses its options rightly.
@Suite struct OptionDocumentationTests {
    /// The `--x` options named in `text` (`-h` is not one).
    static func options(in text: String) -> Set<String> {
        Set(text.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
    }

    @Test func eachCommandsUsageAndHelpListExactlyItsOptions() {
        for spec in CommandSpec.all {
            let declared = Set(spec.options.map(\.name))
            let help = HelpText.help(for: spec.name)
            let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
            #expect(lines[0] == "usage: navsim \(spec.synopsis)")
            #expect(Self.options(in: String(lines[0])) == declared, "\(spec.name)'s usage line")
            let listed = lines.drop { $0 != "OPTIONS:" }.filter { $0.hasPrefix("  --") }
                .map { String($0.dropFirst(2).prefix { $0 != " " }) }
            #expect(listed == spec.options.map(\.name), "\(spec.name)'s help lists its options in order")
            for alias in spec.options.flatMap(\.aliases) { #expect(help.contains(alias)) }
        }
    }

    @Test func theOverallHelpListsEveryCommandAndEverySpelling() {
        let help = HelpText.usage()
        let optionSection = help.components(separatedBy: "\nOPTIONS:\n")[1]
        for spec in CommandSpec.all {
            #expect(help.contains("\n  \(spec.name) \(spec.operands.synopsis) "), "\(spec.name) in COMMANDS")
            for option in spec.options + CommandSpec.programOptions {
                for spelling in option.spellings { #expect(optionSection.contains(spelling), "\(spelling)") }
            }
        }
        let everyName = Set((CommandSpec.all.flatMap(\.options) + CommandSpec.programOptions).map(\.name))
        let everySpelling = Set((CommandSpec.all.flatMap(\.options) + CommandSpec.programOptions).flatMap(\.spellings))
        #expect(Self.options(in: optionSection.components(separatedBy: "\n\n")[0]).isSubset(of: everySpelling))
        #expect(everyName.isSubset(of: Self.options(in: optionSection)))
    }

    static let packageRoot = DocumentedOutputTests.packageRoot

    static func read(_ path: String) throws -> String {
        try String(contentsOfFile: packageRoot + "/" + path, encoding: .utf8)
    }

    static func docs() throws -> [(path: String, text: String)] {
        let names = try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/docs").filter {
            $0.hasSuffix(".md")
        }
        return try (["README.md"] + names.sorted().map { "docs/" + $0 }).map { ($0, try read($0)) }
    }

    @Test func theReadmesTableOfCommandsIsTheTable() throws {
        let readme = try Self.read("README.md")
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `navsim ") }
            .map {
                String($0.dropFirst("| `navsim ".count).prefix { $0 != "`" }).replacingOccurrences(of: "\\|", with: "|")
            }
        #expect(rows == CommandSpec.all.map(\.ownSynopsis))
    }

    @Test func theReadmeNamesEveryOptionAndSpelling() throws {
        let readme = try Self.read("README.md")
        for option in CommandSpec.all.flatMap(\.options) + CommandSpec.programOptions {
            for spelling in option.spellings {
                let word = try Regex("(^|[^a-z-])" + NSRegularExpression.escapedPattern(for: spelling) + "(?![a-z-])")
                #expect(readme.contains(word), "\(spelling)")
            }
        }
    }

    /// Options of other programs the docs name: `swift package`'s, `swift build`'s and `swift test`'s,
    /// git's, valgrind's, `navsim-bench`'s and `Benchmarks/run.sh`'s, and Mermaid's `--o` arrow.
    static let otherProgramsOptions: Set = [
        "--allow-writing-to-package-directory", "--product", "--package-path", "--global", "--add", "--tool",
        "--toggle-collect", "--style", "--trace", "--quick", "--o", "--filter",
    ]

    /// Every option the README and the docs name is one the table declares, or another program's:
    /// with `theReadmeNamesEveryOptionAndSpelling`, the docs name exactly the table's options.
    @Test func theDocsNameNoOptionTheTableLacks() throws {
        let declared = Set((CommandSpec.all.flatMap(\.options) + CommandSpec.programOptions).flatMap(\.spellings))
        for (path, text) in try Self.docs() {
            let named = text.matches(of: /(?:^|[\s`(\['"|])(--[a-z][a-z-]*)/.anchorsMatchLineEndings())
                .map { String($0.output.1) }
            for option in Set(named).subtracting(declared).subtracting(Self.otherProgramsOptions).sorted() {
                Issue.record("\(path) names \(option), which no command declares")
            }
        }
    }

    /// `navsim …` command lines in the docs' code: fenced blocks, and inline spans that are not
    /// synopses (no `[`, `…` or `COMMAND`).
    static func commandLines(in text: String) -> [[String]] {
        var found: [String] = []
        var fenced = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                fenced.toggle()
                continue
            }
            if fenced {
                found.append(String(line))
            } else {
                found += line.matches(of: /`(navsim [^`]*)`/).map { String($0.output.1) }
            }
        }
        return found.compactMap { line -> [String]? in
            guard
                let start = line.range(
                    of: #"(^|[ /])navsim (check|trace|import|explore|graph|init|diff|help)\b"#,
                    options: .regularExpression)
            else { return nil }
            var rest = line[start.lowerBound...].drop { $0 == " " || $0 == "/" }.dropFirst("navsim ".count)
            if let end = rest.firstIndex(where: { "#>|;)".contains($0) }) { rest = rest[..<end] }
            if rest.contains("-->") || rest.contains("[") || rest.contains("…") || rest.contains("COMMAND") {
                return nil
            }
            return rest.split(separator: " ").map(String.init)
        }
    }

    /// A mention of a command or an option in prose (`navsim graph`, `init --from`) lacks its
    /// operand or value; any other error is an option the docs use wrongly.
    @Test func everyCommandLineTheDocsShowParses() throws {
        var count = 0
        for (path, text) in try Self.docs() {
            for arguments in Self.commandLines(in: text) {
                count += 1
                if case .failure(let error) = CommandLineOptions.parse(arguments),
                    error.kind != .missingOperand, error.kind != .missingValue
                {
                    Issue.record("\(path): 'navsim \(arguments.joined(separator: " "))': \(error)")
                }
            }
        }
        #expect(count > 20, "the scan finds the docs' command lines")
    }
}
