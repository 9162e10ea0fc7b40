import Testing

@testable import NavSim

/// The graph checker on constructor arguments, warnings and error cascades (the rest of its
/// checks are in `GraphCheckerTests`).
@Suite struct GraphCheckerArgumentsAndWarningsTests {
    // MARK: constructor arguments

    @Test func storyboardCannotBuildASceneWithConstructorFields() {
        let text = MarkedGraphText(
            graphHeader + """
                scene A
                scene Second
                  store item: Int
                start A
                1️⃣segue S: A -> Second show
                  pass item = 1
                2️⃣route R: A -> Second push
                  pass item = 1
                3️⃣embed E: A -> Second
                route F: A -> Second push via factory
                  pass item = 1
                route Back: Second -> Second pop
                """)
        let result = text.load()
        #expect(
            result.diagnostics.found == [
                text.error(GraphChecker.missingConstructorArgument, "1️⃣"),
                text.error(GraphChecker.missingConstructorArgument, "2️⃣"),
                text.error(GraphChecker.missingConstructorArgument, "3️⃣"),
            ])
        #expect(
            result.diagnostics[0].message
                == "segue 'S' builds 'Second' from the storyboard, which can only call init(coder:), but 'item' must be passed to its initialiser"
        )
        #expect(
            result.diagnostics[0].notes.map(\.message) == [
                "build it 'via factory' or 'via code' and pass the field, mark the field '!' or '?', or write its initial value ('= …')"
            ])
    }

    @Test func factoryRouteMustPassEveryConstructorField() {
        let text = MarkedGraphText(
            graphHeader + """
                scene A
                scene Second
                  store item: Int
                  store title: String
                  store note: String?
                start A
                1️⃣route R: A -> Second push via factory
                  pass item = 1
                route Q: A -> Second present via code
                  pass item = 1
                  pass title.text = "t"
                """)
        let result = text.load()
        #expect(result.diagnostics.found == [text.error(GraphChecker.missingConstructorArgument, "1️⃣")])
        #expect(
            result.diagnostics.first?.message == "route 'R' builds 'Second' without its constructor argument 'title'")
        #expect(result.diagnostics.first?.notes.map(\.message) == ["add 'pass title = …'"])
    }

    @Test func startBuildsItsContainersAndTheirRoots() {
        let text = MarkedGraphText(
            graphHeader + """
                scene List
                  store favoritesOnly: Bool
                scene Other
                  store x: Int
                navigation ContactsTab root List
                  pass favoritesOnly = false
                navigation FavoritesTab root List
                tabs Home [ContactsTab, FavoritesTab, Other]
                1️⃣start Home via factory
                """)
        let result = text.load()
        // One error on the line; the second faulty tab is a note.
        #expect(result.diagnostics.found == [text.error(GraphChecker.missingConstructorArgument, "1️⃣")])
        #expect(
            result.diagnostics.first?.message
                == "'start' builds 'List' without its constructor argument 'favoritesOnly'")
        #expect(
            result.diagnostics.first?.notes.map(\.message) == [
                "add 'pass favoritesOnly = …' to navigation 'FavoritesTab'",
                "also: 'start' builds 'Other' without its constructor argument 'x'",
            ])
    }

    @Test func startingASceneWithConstructorFieldsDirectlyLeavesNoWayToPassThem() {
        let text = MarkedGraphText(graphHeader + "scene A\n  store x: Int\n1️⃣start A via code\n")
        let result = text.load()
        #expect(result.diagnostics.found == [text.error(GraphChecker.missingConstructorArgument, "1️⃣")])
        #expect(
            result.diagnostics.first?.notes.map(\.message) == [
                "nothing can pass arguments here: make 'A' the root of a navigation container that passes it, mark the field '!' or '?', or write its initial value ('= …')"
            ])
    }

    @Test func startFromTheStoryboardCannotBuildConstructorFields() {
        let text = MarkedGraphText(
            graphHeader + "scene A\n  store x: Int\nnavigation Main root A\n  pass x = 1\n1️⃣start Main\n")
        #expect(text.findings == [text.error(GraphChecker.missingConstructorArgument, "1️⃣")])
        // Neighbour: the same graph started via code is fine, the container's pass counts for its root.
        #expect(
            MarkedGraphText(
                graphHeader + "scene A\n  store x: Int\nnavigation Main root A\n  pass x = 1\nstart Main via code\n"
            ).load().diagnostics == [])
    }

    // MARK: initial values

    @Test func aNoMarkerFieldWithAnInitialValueIsNotInjected() {
        // Every way of building it that cannot pass arguments: a segue, an embed, a storyboard
        // route, a tab at launch; and a factory route that passes nothing.
        let text = MarkedGraphText(
            graphHeader + """
                scene A
                scene Second
                  store items: [Item] = []
                  store note: String? = "draft"
                tabs Home [A, Second]
                start Home
                segue S: A -> Second show
                embed E: A -> Second
                route R: A -> Second push
                route F: A -> Second present via factory
                route Back: Second -> Second pop
                """)
        #expect(text.load().diagnostics == [])
        // Neighbour: without its value the same field is constructor-injected again.
        let injected = MarkedGraphText(text.text.replacingOccurrences(of: "[Item] = []", with: "[Item]"))
        #expect(
            injected.findings.map(\.id) == Array(repeating: GraphChecker.missingConstructorArgument, count: 5))
    }

    @Test func aNoMarkerFieldCannotStartNil() {
        let text = MarkedGraphText(
            graphHeader + """
                scene A
                  store count: Int = 1️⃣nil
                  store maybe: Int? = nil
                  store later: Int! = nil
                shared State
                  store user: User = 2️⃣nil
                start A
                segue S: A -> A show
                  pass later = 1
                """)
        let result = text.load()
        #expect(
            result.diagnostics.found == [
                text.error(GraphChecker.nilInitialValue, "1️⃣"), text.error(GraphChecker.nilInitialValue, "2️⃣"),
            ])
        #expect(
            result.diagnostics.first?.message
                == "store field 'count' has no marker and is never nil, so it cannot start nil")
        #expect(result.usableGraph == nil)
    }

    @Test func anImplicitlyUnwrappedFieldWithAValueNeedsNoPass() {
        // `= nil` means what no value means: nothing sets it, and the warning stays.
        let text = MarkedGraphText(
            graphHeader + """
                scene A
                  store ready: Bool! = false
                  store 1️⃣later: Int! = nil
                start A
                """)
        #expect(text.findings == [text.warning(GraphChecker.unpassedField, "1️⃣")])
    }

    // MARK: warnings

    @Test func unreachableScene() {
        let text = MarkedGraphText(
            graphHeader + """
                scene A
                scene B
                scene Child
                scene 1️⃣Island
                scene Tabbed
                tabs Home [A, Tabbed]
                start Home
                segue S: A -> B show
                embed E: B -> Child
                route Back: Island -> A pop
                """)
        let result = text.load()
        #expect(result.diagnostics.found == [text.warning(GraphChecker.unreachableScene, "1️⃣")])
        #expect(
            result.diagnostics.first?.message
                == "scene 'Island' cannot be reached from 'start Home': no route or container leads to it")
        #expect(result.usableGraph != nil)
    }

    @Test func unpassedImplicitlyUnwrappedField() {
        let text = MarkedGraphText(
            graphHeader + """
                scene A
                  store 1️⃣a: Int!
                scene B
                  store b: Int!
                  store c: Int!
                  store 2️⃣d: Int!
                navigation Nav root B
                  pass b = 1
                start A
                segue S: A -> Nav show
                  pass c = 2
                """)
        let result = text.load()
        #expect(
            result.diagnostics.found == [
                text.warning(GraphChecker.unpassedField, "1️⃣"), text.warning(GraphChecker.unpassedField, "2️⃣"),
            ])
        #expect(
            result.diagnostics.first?.message
                == "'A.a' must be set before the scene appears ('!'), but no route, container or 'appear' line sets it")
    }

    @Test func indexNameInBothStoresIsAmbiguous() {
        let text = MarkedGraphText(
            graphHeader + """
                scene List
                  store rows: [Row]?
                  store student: Row?
                scene Editor
                  store student: Row?
                navigation Main root List
                start Main
                route Edit: List -> Editor push
                  pass student = rows[selection]
                route Done: Editor -> List popTo
                  pass rows[1️⃣student.id] = student
                """)
        #expect(text.findings == [text.warning(GraphChecker.ambiguousIndex, "1️⃣")])
        #expect(
            text.load().diagnostics.first?.message
                == "'student' in this index is a field of both 'List' and 'Editor'; the destination's is read")
    }

    @Test func indexNameInOneStoreIsNotAmbiguous() {
        let text = MarkedGraphText(
            graphHeader + """
                scene List
                  store rows: [Row]?
                scene Editor
                  store student: Row?
                navigation Main root List
                start Main
                route Edit: List -> Editor push
                  pass student = rows[selection]
                route Done: Editor -> List popTo
                  pass rows[student.id] = student
                  pass rows[selection] = student
                """)
        #expect(text.findings == [])
    }

    @Test func wholeGraphWarningsWaitForAnErrorFreeFile() {
        let text = MarkedGraphText(
            graphHeader + "scene A\nscene Island\n  store x: Int!\nstart A\nsegue S: A -> 1️⃣Nope show\n")
        #expect(text.findings == [text.error(GraphChecker.unknownName, "1️⃣")])
    }

    // MARK: no cascades

    @Test func unknownSourceIsReportedOnceNotForEachPass() {
        let text = MarkedGraphText(
            graphHeader + """
                scene A
                  store x: Int?
                start A
                segue S: 1️⃣Nope -> A show
                  pass x = y
                  pass zz = q
                """)
        #expect(text.findings == [text.error(GraphChecker.unknownName, "1️⃣")])
    }

    @Test func oneErrorPerRouteLine() {
        let text = MarkedGraphText(graphHeader + "scene A\nstart A\nsegue S: 1️⃣Nope -> Neither show\n")
        #expect(text.findings == [text.error(GraphChecker.unknownName, "1️⃣")])
    }

    @Test func brokenDeclarationsDoNotMakeTheirUsesUnknown() {
        let text = MarkedGraphText(
            graphHeader + """
                scene A 1️⃣B
                scene C
                  store x: Int2️⃣)
                navigation Main root A
                start Main
                segue S: A -> C show
                  pass x = 1
                route R: C -> A push via code
                """)
        #expect(
            text.findings == [
                text.error(DiagnosticID.unexpectedToken, "1️⃣"), text.error(DiagnosticID.unexpectedToken, "2️⃣"),
            ])
    }

    @Test func brokenPassLineDoesNotLookLikeAMissingArgument() {
        let text = MarkedGraphText(
            graphHeader + "scene A\nscene B\n  store x: Int\nstart A\nroute R: A -> B push via code\n  pass x = 1️⃣}\n")
        #expect(text.findings == [text.error(DiagnosticID.expectedExpression, "1️⃣")])
    }

    @Test func misspeltConstructorPassIsOneErrorNotTwo() {
        let text = MarkedGraphText(
            graphHeader + """
                scene A
                scene B
                  store item: Int
                navigation Nav root B
                  pass 1️⃣itm = 1
                start A
                route R: A -> B push via factory
                  pass 2️⃣iten = 1
                route S: A -> Nav present via factory
                """)
        #expect(
            text.findings == [text.error(GraphChecker.unknownField, "1️⃣"), text.error(GraphChecker.unknownField, "2️⃣")])
    }

    @Test func duplicateSceneFieldsAreNotCheckedAgainstEitherDeclaration() {
        let text = MarkedGraphText(
            graphHeader + "scene A\nscene 1️⃣A\n  store x: Int?\nstart A\nsegue S: A -> A show\n  pass x = x\n")
        #expect(text.findings == [text.error(GraphChecker.duplicateDeclaration, "1️⃣")])
    }

    @Test func checkingAGraphBuiltInCode() {
        let position = SourcePosition(line: 1, column: 1)
        let graph = Graph(
            name: Name("G", at: position), file: "code",
            scenes: [Scene(name: Name("A", at: SourcePosition(line: 2, column: 7)))],
            routes: [
                Route(
                    name: Name("R", at: position), source: Name("A", at: position),
                    destination: Name("B", at: SourcePosition(line: 3, column: 9)), kind: .segue(.show),
                    position: SourcePosition(line: 3, column: 1))
            ])
        #expect(GraphChecker.check(graph).map(\.id) == [GraphChecker.missingStart, GraphChecker.unknownName])
    }

    @Test func diagnosticsAreDeterministic() {
        let text = MarkedGraphText(
            graphHeader
                + (0..<30).map { "scene S\($0)\n  store f\($0): Int!\nsegue R\($0): S\($0) -> Q\($0 % 7) show\n" }
                .joined()
                + "start S0\n")
        let first = text.load().diagnostics
        for _ in 0..<5 { #expect(text.load().diagnostics == first) }
        #expect(first.count == 30)
    }
}
