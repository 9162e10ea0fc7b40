import Testing

@testable import NavSim

/// Errors of the scenario parser, with their positions marked in the source by `1️⃣`, `2️⃣`, ….
@Suite struct ScenarioParserErrorTests {
    struct Expected {
        var marker: String
        var id: DiagnosticID
        var message: String
        var notes: [String] = []
    }

    /// Parses `marked` and expects exactly `expected`, in order, at the marked positions.
    static func check(
        _ marked: String, _ expected: [Expected], sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let source = MarkedSource(marked)
        let diagnostics = ScenarioParser.parse(source.source()).diagnostics
        #expect(
            diagnostics.map { "\($0.position) \($0.id): \($0.message)" }
                == expected.map { "\(source[$0.marker]) \($0.id): \($0.message)" },
            sourceLocation: sourceLocation)
        #expect(
            diagnostics.map { $0.notes.map(\.message) } == expected.map(\.notes), sourceLocation: sourceLocation)
        #expect(
            diagnostics.allSatisfy { $0.severity == .error && $0.file == "test.scenario" },
            sourceLocation: sourceLocation)
    }

    @Test func reportsEveryBadLineOfAFileAtOnce() {
        Self.check(
            """
            scenario "t"
            graph G
            1️⃣tapp ShowOrder
            select 2️⃣-1
            tap 3️⃣"ShowOrder"
            tap ShowOrder 4️⃣twise
            back 5️⃣now
            6️⃣  dismiss
            tab7️⃣
            expect top ShowOrder
            """,
            [
                Expected(
                    marker: "1", id: ScenarioParser.unknownStep, message: "unknown step 'tapp'",
                    notes: ["did you mean 'tap'?"]),
                Expected(
                    marker: "2", id: ScenarioParser.invalidRow,
                    message: "expected a row number after 'select' (a whole number, 0 or more), found '-'"),
                Expected(marker: "3", id: DiagnosticID.expectedName, message: "expected a route name after 'tap'"),
                Expected(
                    marker: "4", id: DiagnosticID.unexpectedToken, message: "unexpected 'twise' after the route name"),
                Expected(marker: "5", id: DiagnosticID.unexpectedToken, message: "unexpected 'now' after 'back'"),
                Expected(
                    marker: "6", id: ScenarioParser.unexpectedIndentation,
                    message: "unexpected indentation; every scenario line starts at column 1"),
                Expected(marker: "7", id: DiagnosticID.expectedName, message: "expected a tab's name after 'tab'"),
            ])
        // `tab` with no name: the error sits at the end of its line.
        let source = MarkedSource("scenario \"t\"\ngraph G\ntab1️⃣\n")
        #expect(ScenarioParser.parse(source.source()).diagnostics.map(\.position) == [source["1"]])
    }

    @Test func rejectsGivenAfterTheFirstStep() {
        Self.check(
            """
            scenario "t"
            graph G
            given A.x = 1
            select 0
            1️⃣given A.y = 2
            """,
            [
                Expected(
                    marker: "1", id: ScenarioParser.givenAfterStep,
                    message: "'given' sets starting values, so it must come before the first step",
                    notes: ["the first step is here"])
            ])
        let diagnostics = ScenarioParser.parse(
            SourceText(path: "p", string: "scenario \"t\"\ngraph G\nback\ngiven A.x = 1\n")
        ).diagnostics
        #expect(diagnostics.first?.notes.first?.position == SourcePosition(line: 3, column: 1))
        #expect(diagnostics.first?.notes.first?.file == "p")
    }

    @Test func rejectsPathsAsValuesAndPathsWithoutFields() {
        Self.check(
            """
            scenario "t"
            graph G
            given A.x = 1️⃣Bob
            set A.x = [1, 2️⃣B.y]
            expect A.x == 3️⃣none
            set A.list[4️⃣i] = 1
            given 5️⃣A.x.y = 1
            set A 6️⃣= 1
            expect 7️⃣A[0] == 1
            given 8️⃣"A".x = 1
            """,
            [
                Expected(
                    marker: "1", id: ScenarioParser.valueNotConstant,
                    message: "scenario values are constants, but 'Bob' reads a path",
                    notes: [#"write text in double quotes: "Bob""#]),
                Expected(
                    marker: "2", id: ScenarioParser.valueNotConstant,
                    message: "scenario values are constants, but 'B.y' reads a path"),
                Expected(
                    marker: "3", id: ScenarioParser.valueNotConstant,
                    message: "scenario values are constants, but 'none' reads a path",
                    notes: [#"write text in double quotes: "none""#]),
                Expected(
                    marker: "4", id: ScenarioParser.valueNotConstant,
                    message: "scenario values are constants, but 'i' reads a path",
                    notes: [#"write text in double quotes: "i""#]),
                Expected(
                    marker: "5", id: ScenarioParser.givenNotAField,
                    message: "a 'given' sets a whole field: write 'given A.x = …'"
                ),
                Expected(
                    marker: "6", id: ScenarioParser.expectedField,
                    message: "expected a field after 'A': write 'A.field'"),
                Expected(
                    marker: "7", id: ScenarioParser.expectedField,
                    message: "expected a field after 'A': write 'A.field'"),
                Expected(
                    marker: "8", id: DiagnosticID.expectedName,
                    message: #"expected 'Scene.field' after 'given', found string "A""#),
            ])
    }

    @Test func explainsAssignmentAndComparisonMixUps() {
        Self.check(
            """
            scenario "t"
            graph G
            set A.x 1️⃣== 1
            expect A.x 2️⃣= 1
            expect A.x 3️⃣1
            """,
            [
                Expected(
                    marker: "1", id: DiagnosticID.expectedToken, message: "expected '=' after the path of a 'set'",
                    notes: ["'==' compares, in 'expect'; 'set' assigns with '='"]),
                Expected(
                    marker: "2", id: DiagnosticID.expectedToken,
                    message: "expected '==' after the path of an expectation",
                    notes: ["'=' assigns, in 'set' and 'given'; 'expect' compares with '=='"]),
                Expected(
                    marker: "3", id: DiagnosticID.expectedToken,
                    message: "expected '==' after the path of an expectation"),
            ])
    }

    @Test func reportsBadExpectations() {
        Self.check(
            """
            scenario "t"
            graph G
            expect 1️⃣topp ShowOrder
            expect 2️⃣banana split
            expect 3️⃣"x"
            expect stack 4️⃣ListOrders
            expect stack [5️⃣]
            expect stack [A, B6️⃣
            expect presented 7️⃣[A]
            expect violation 8️⃣double-presentaton
            expect violation 9️⃣crash
            """,
            [
                Expected(
                    marker: "1", id: ScenarioParser.unknownExpectation, message: "unknown expectation 'topp'",
                    notes: ["did you mean 'top'?"]),
                Expected(
                    marker: "2", id: ScenarioParser.unknownExpectation, message: "unknown expectation 'banana'",
                    notes: [
                        "expectations are 'top', 'stack', 'presented', 'tab', 'hierarchy', 'violation', 'cannot', 'presenter', 'alive', 'released', 'Scene.field =='"
                    ]),
                Expected(
                    marker: "3", id: ScenarioParser.unknownExpectation,
                    message: #"expected what to expect after 'expect', found string "x""#,
                    notes: [
                        "expectations are 'top', 'stack', 'presented', 'tab', 'hierarchy', 'violation', 'cannot', 'presenter', 'alive', 'released', 'Scene.field =='"
                    ]),
                Expected(marker: "4", id: DiagnosticID.expectedToken, message: "expected '[' after 'expect stack'"),
                Expected(
                    marker: "5", id: ScenarioParser.emptyStack,
                    message: "a navigation stack holds at least its root scene",
                    notes: ["list the stack bottom first: 'expect stack [Root, Top]'"]),
                Expected(marker: "6", id: DiagnosticID.expectedToken, message: "expected ']' to close the stack"),
                Expected(
                    marker: "7", id: DiagnosticID.expectedName,
                    message: "expected a scene name or 'none' after 'expect presented'"),
                Expected(
                    marker: "8", id: ScenarioParser.unknownViolation, message: "unknown violation 'double-presentaton'",
                    notes: ["did you mean 'double-presentation'?"]),
                Expected(
                    marker: "9", id: ScenarioParser.unknownViolation, message: "unknown violation 'crash'",
                    notes: [
                        "violations are 'double-presentation', 'nil-data-store', 'missing-unwind-data', 'unwind-target-not-found', 'destination-mismatch', 'no-navigation-controller', 'index-out-of-range', 'navigation-ignored', 'navigation-controller-pushed', 'missing-constructor-argument'"
                    ]),
            ])
    }

    @Test func violationIDsAreWrittenWithoutBlanks() {
        Self.check(
            """
            scenario "t"
            graph G
            expect violation 1️⃣double - presentation
            """,
            [
                Expected(
                    marker: "1", id: ScenarioParser.unknownViolation,
                    message: "write the violation id without blanks, like 'double-presentation'")
            ])
    }

    @Test func reportsBadHierarchies() {
        Self.check(
            """
            scenario "t"
            graph G
            expect hierarchy 1️⃣Home{A[X], B[Y]}
            expect hierarchy Home{*A[X], 2️⃣*B[Y]}
            expect hierarchy Main[ListOrders3️⃣#1, ShowOrder#2]
            expect hierarchy Main[A, 4️⃣]
            expect hierarchy Main[A] > 5️⃣
            expect hierarchy Main[A(B6️⃣]
            expect hierarchy Main[A] 7️⃣Other
            expect hierarchy 8️⃣
            """,
            [
                Expected(
                    marker: "1", id: HierarchyPatternParser.selectedTabCount,
                    message: "tabs 'Home' need their selected child marked with '*'",
                    notes: ["for example 'Home{*First[A], Second[B]}'"]),
                Expected(
                    marker: "2", id: HierarchyPatternParser.selectedTabCount,
                    message: "tabs 'Home' have more than one selected child; mark only one with '*'"),
                Expected(
                    marker: "3", id: ScenarioParser.instanceNumber,
                    message: "'expect hierarchy' takes scene names without instance numbers",
                    notes: ["'#' starts a comment, so the rest of the line is ignored"]),
                Expected(
                    marker: "4", id: DiagnosticID.expectedName,
                    message: "expected a scene or container name in the hierarchy"),
                Expected(
                    marker: "5", id: DiagnosticID.expectedName,
                    message: "expected a scene or container name in the hierarchy"),
                Expected(
                    marker: "6", id: DiagnosticID.expectedToken,
                    message: "expected ')' to close the embedded children of 'A'"),
                Expected(
                    marker: "7", id: DiagnosticID.unexpectedToken, message: "unexpected 'Other' after the hierarchy"),
                Expected(
                    marker: "8", id: DiagnosticID.expectedName,
                    message: "expected a scene or container name in the hierarchy"),
            ])
    }

    @Test func limitsHierarchyNesting() {
        let deep = String(repeating: "A[", count: 70) + "B" + String(repeating: "]", count: 70)
        let diagnostics = ScenarioParser.parse(
            SourceText(path: "p", string: "scenario \"t\"\ngraph G\nexpect hierarchy \(deep)\n")
        ).diagnostics
        #expect(diagnostics.map(\.id) == [DiagnosticID.nestingTooDeep])
    }

    @Test func reportsHeaderErrors() {
        Self.check(
            """
            scenario 1️⃣Title
            graph 2️⃣[x]
            """,
            [
                Expected(
                    marker: "1", id: DiagnosticID.expectedToken,
                    message: "expected the scenario's title in double quotes, found 'Title'"),
                Expected(
                    marker: "2", id: DiagnosticID.expectedName,
                    message: #"expected a graph name or a "path.navgraph" after 'graph', found '['"#),
            ])
    }

    @Test func rejectsAnEmptyTitle() {
        Self.check(
            """
            scenario 1️⃣""
            graph G
            """,
            [Expected(marker: "1", id: DiagnosticID.expectedToken, message: "the scenario's title is empty")])
    }

    @Test func addsNothingToALexicalError() {
        Self.check(
            """
            scenario "t"
            graph G
            tap A 1️⃣$ B
            set A.x = 2️⃣"open
            expect A.x == 3️⃣1abc
            """,
            [
                Expected(marker: "1", id: DiagnosticID.unexpectedCharacter, message: "unexpected character '$'"),
                Expected(
                    marker: "2", id: DiagnosticID.unterminatedString, message: "unterminated string literal",
                    notes: ["add a closing '\"' before the end of the line"]),
                Expected(marker: "3", id: DiagnosticID.invalidLiteral, message: "'1abc' is not a valid number"),
            ])
        let scenario = ScenarioParser.parse(
            SourceText(path: "p", string: "scenario \"t\"\ngraph G\ntap A $\nback\n")
        ).scenario
        #expect(scenario?.steps.map(\.text) == ["back"])
    }

    @Test func stillReturnsTheScenarioWithoutItsBadLines() {
        let loaded = ScenarioParser.parse(
            SourceText(path: "p", string: "scenario \"t\"\ngraph G\ntap A\nfly away\nexpect top B\n"))
        let (scenario, diagnostics) = (loaded.scenario, loaded.diagnostics)
        #expect(diagnostics.count == 1)
        #expect(scenario?.steps.map(\.text) == ["tap A", "expect top B"])
    }
}
