import Testing

@testable import NavSim

/// One test per check, each with a neighbour that must not fire.
@Suite struct GraphCheckerTests {
    /// Loads `text` and returns what it reports.
    func findings(_ text: MarkedGraphText) -> [GraphFinding] { text.load().diagnostics.found }

    // MARK: graph and start

    @Test func missingGraphDeclaration() {
        let text = MarkedGraphText("1️⃣scene A\nstart A\n")
        #expect(findings(text) == [text.error(GraphChecker.missingGraph, "1️⃣")])
        #expect(text.load().graph?.name.text == "")
    }

    @Test func graphDeclaredAfterAnotherDeclaration() {
        let text = MarkedGraphText("1️⃣scene A\ngraph 2️⃣G\nstart A\n")
        let result = text.load()
        #expect(result.diagnostics.found == [text.error(GraphChecker.missingGraph, "1️⃣")])
        #expect(
            result.diagnostics.first?.notes == [
                Diagnostic.Note(message: "'graph' is declared here", file: "test.navgraph", position: text["2️⃣"])
            ])
        // Neighbour: graph first is fine.
        #expect(MarkedGraphText("graph G\nscene A\nstart A\n").load().diagnostics == [])
    }

    @Test func secondGraphDeclaration() {
        let text = MarkedGraphText("graph G\ngraph 1️⃣H\nscene A\nstart A\n")
        #expect(findings(text) == [text.error(GraphChecker.duplicateDeclaration, "1️⃣")])
    }

    @Test func missingStartIsReportedAtTheGraphLine() {
        let text = MarkedGraphText("# header\n1️⃣graph G\nscene A\n")
        let result = text.load()
        #expect(result.diagnostics.found == [text.error(GraphChecker.missingStart, "1️⃣")])
        #expect(
            result.diagnostics.first?.message
                == "missing 'start' declaration: which container or scene is the window's root?")
    }

    @Test func missingStartWithoutGraphIsAt1x1() {
        let text = MarkedGraphText("1️⃣scene A\n")
        #expect(
            findings(text) == [text.error(GraphChecker.missingGraph, "1️⃣"), text.error(GraphChecker.missingStart, "1️⃣")])
    }

    @Test func secondStart() {
        let text = MarkedGraphText(graphHeader + "scene A\nscene B\nstart A\n1️⃣start B\n  pass\n")
        let result = text.load()
        #expect(result.diagnostics.found.first == text.error(GraphChecker.duplicateStart, "1️⃣"))
        #expect(result.diagnostics.first?.notes.first?.position == SourcePosition(line: 4, column: 1))
        #expect(result.graph?.start?.target.text == "A")
    }

    @Test func brokenStartLineSuppressesMissingStart() {
        let text = MarkedGraphText(graphHeader + "scene A\nstart A via 1️⃣boat\n")
        #expect(findings(text) == [text.error(GraphParser.unknownVia, "1️⃣")])
    }

    // MARK: names

    @Test func duplicateDeclarationPointsAtTheFirst() {
        let text = MarkedGraphText(graphHeader + "scene 1️⃣A\nstart A\nnavigation 2️⃣A root A\nshared 3️⃣A\n")
        let result = text.load()
        #expect(
            result.diagnostics.found == [
                text.error(GraphChecker.duplicateDeclaration, "2️⃣"), text.error(GraphChecker.duplicateDeclaration, "3️⃣"),
            ])
        #expect(
            result.diagnostics.map(\.message) == [
                "'A' is already declared as a scene", "'A' is already declared as a scene",
            ])
        #expect(
            result.diagnostics[0].notes == [
                Diagnostic.Note(message: "'A' is first declared here", file: "test.navgraph", position: text["1️⃣"])
            ])
    }

    @Test func duplicateStoreField() {
        let text = MarkedGraphText(
            graphHeader + "scene A\n  store x: Int?\n  store 1️⃣x: Int!\nscene B\n  store x: Int?\nstart A\n")
        // Neighbour: the same field name in another scene is fine.
        #expect(findings(text) == [text.error(GraphChecker.duplicateDeclaration, "1️⃣")])
    }

    @Test func unknownNameSuggestsTheClosestOfTheRightKind() {
        let text = MarkedGraphText(
            graphHeader + """
                scene ListOrders
                scene ShowOrder
                navigation Main root 1️⃣ListOrder
                start 2️⃣Mains
                segue S: ListOrders -> 3️⃣ShowOrdr show
                segue T: 4️⃣Nowhere -> ShowOrder show
                """)
        let result = text.load()
        #expect(
            result.diagnostics.found == [
                text.error(GraphChecker.unknownName, "1️⃣"), text.error(GraphChecker.unknownName, "2️⃣"),
                text.error(GraphChecker.unknownName, "3️⃣"), text.error(GraphChecker.unknownName, "4️⃣"),
            ])
        #expect(
            result.diagnostics.map(\.message) == [
                "unknown scene 'ListOrder'", "unknown scene or container 'Mains'",
                "unknown scene or container 'ShowOrdr'",
                "unknown scene 'Nowhere'",
            ])
        #expect(
            result.diagnostics.map { $0.notes.map(\.message) } == [
                ["did you mean 'ListOrders'?"], ["did you mean 'Main'?"], ["did you mean 'ShowOrder'?"], [],
            ])
    }

    @Test func namesMayBeUsedBeforeTheyAreDeclared() {
        let text = MarkedGraphText(
            graphHeader + "start Main\nnavigation Main root A\nsegue S: A -> B show\nscene A\nscene B\n")
        #expect(text.load().diagnostics == [])
    }

    @Test func wrongKindOfName() {
        let text = MarkedGraphText(
            graphHeader + """
                shared State
                scene A
                scene B
                navigation Main root A
                navigation Inner root 1️⃣Main
                tabs Home [Main, 2️⃣Home]
                start 3️⃣State
                segue S: 4️⃣Main -> B show
                unwind done: B -> 5️⃣Main
                route R: A -> 6️⃣State push
                """)
        let result = text.load()
        #expect(
            result.diagnostics.found == [
                text.error(GraphChecker.wrongKindOfName, "1️⃣"), text.error(GraphChecker.wrongKindOfName, "2️⃣"),
                text.error(GraphChecker.wrongKindOfName, "3️⃣"), text.error(GraphChecker.wrongKindOfName, "4️⃣"),
                text.error(GraphChecker.wrongKindOfName, "5️⃣"), text.error(GraphChecker.wrongKindOfName, "6️⃣"),
            ])
        #expect(
            result.diagnostics[4].message
                == "'Main' is a navigation container, but an unwind destination must be a scene")
    }

    @Test func routesMayLeadIntoContainers() {
        let text = MarkedGraphText(
            graphHeader + """
                scene A
                scene Editor
                  store draft: Int?
                navigation EditNav root Editor
                tabs Home [A]
                start A
                segue Edit: A -> EditNav present
                  pass draft = 1
                route Main: A -> Home present via code
                """)
        #expect(text.load().diagnostics == [])
    }

    @Test func duplicateTab() {
        let text = MarkedGraphText(graphHeader + "scene A\nscene B\ntabs Home [A, B, 1️⃣A]\nstart Home\n")
        #expect(findings(text) == [text.error(GraphChecker.duplicateTab, "1️⃣")])
    }

    // MARK: routes

    @Test func duplicateRouteOnOneSource() {
        let text = MarkedGraphText(
            graphHeader + """
                scene A
                scene B
                start A
                segue Go: A -> B show
                route 1️⃣Go: A -> B push
                route Go: B -> A pop
                """)
        // Neighbour: 'Go' on B as well is fine (CleanStore has ShowOrder on two sources).
        let result = text.load()
        #expect(result.diagnostics.found == [text.error(GraphChecker.duplicateRoute, "1️⃣")])
        #expect(result.diagnostics.first?.notes.first?.position == SourcePosition(line: 5, column: 7))
    }

    @Test func navigateOnlyUnderSegues() {
        let text = MarkedGraphText(
            graphHeader + """
                scene A
                scene B
                start A
                segue S: A -> B show
                  navigate push
                route R: A -> B push
                  1️⃣navigate push
                unwind u: B -> A
                  2️⃣navigate dismiss
                """)
        #expect(
            findings(text) == [
                text.error(GraphChecker.navigateNotOnSegue, "1️⃣"), text.error(GraphChecker.navigateNotOnSegue, "2️⃣"),
            ])
    }

    // MARK: fields

    @Test func passWritesAFieldTheDestinationLacks() {
        let text = MarkedGraphText(
            graphHeader + """
                scene A
                  store items: [Int]?
                scene B
                  store item: Int!
                navigation Nav root B
                start A
                segue S: A -> B show
                  pass item = items[selection]
                  pass 1️⃣iten = items[0]
                segue T: A -> Nav show
                  pass item = items[0]
                  pass 2️⃣nope = items[0]
                """)
        let result = text.load()
        #expect(
            result.diagnostics.found == [
                text.error(GraphChecker.unknownField, "1️⃣"), text.error(GraphChecker.unknownField, "2️⃣"),
            ])
        #expect(
            result.diagnostics.map(\.message) == [
                "'B' has no store field 'iten' to pass into",
                "'B', the root of 'Nav', has no store field 'nope' to pass into",
            ])
        #expect(result.diagnostics[0].notes.map(\.message) == ["did you mean 'item'?"])
    }

    @Test func passReadsAFieldTheSourceLacks() {
        let text = MarkedGraphText(
            graphHeader + """
                shared State
                  store favorites: [Int]?
                scene A
                  store items: [Int]?
                scene B
                  store item: Int?
                  store list: [Int]?
                start A
                segue S: A -> B show
                  pass item = 1️⃣itms[selection]
                  pass item = items[2️⃣selecton]
                  pass item = State.3️⃣favorits[0]
                  pass item = 4️⃣State
                  pass item = items[selection].deeper.fields.are.not.typed
                  pass item = State.favorites[selection]
                  pass list[selection] = items[0]
                  pass list[5️⃣row] = items[0]
                  pass State.favorites = items
                """)
        let result = text.load()
        #expect(
            result.diagnostics.found == [
                text.error(GraphChecker.unknownField, "1️⃣"), text.error(GraphChecker.unknownField, "2️⃣"),
                text.error(GraphChecker.unknownField, "3️⃣"), text.error(GraphChecker.unknownField, "4️⃣"),
                text.error(GraphChecker.unknownField, "5️⃣"),
            ])
        #expect(
            result.diagnostics.map(\.message) == [
                "'A' has no store field 'itms' to read", "'A' has no store field 'selecton' to read",
                "shared store 'State' has no field 'favorits'",
                "'State' is a shared store; read one of its fields, as in 'State.field'",
                "'A' has no store field 'row' to read",
            ])
        #expect(
            result.diagnostics.prefix(3).map { $0.notes.map(\.message) } == [
                ["did you mean 'items'?"], ["did you mean 'selection'?"], ["did you mean 'favorites'?"],
            ])
    }

    @Test func navigationPassReadsOnlySharedStoresAndLiterals() {
        let text = MarkedGraphText(
            graphHeader + """
                shared State
                  store contacts: [Int]?
                scene List
                  store contacts: [Int]?
                  store favoritesOnly: Bool?
                navigation Tab root List
                  pass favoritesOnly = true
                  pass contacts = State.contacts
                  pass contacts = 1️⃣contacts
                  pass contacts = [2️⃣selection]
                start Tab
                """)
        #expect(
            findings(text) == [text.error(GraphChecker.unknownField, "1️⃣"), text.error(GraphChecker.unknownField, "2️⃣")])
    }

    @Test func passIntoATabBarContainerHasNowhereToGo() {
        let text = MarkedGraphText(
            graphHeader + "scene A\ntabs Home [A]\nstart A\nroute R: A -> Home present via code\n  pass 1️⃣x = 1\n")
        #expect(findings(text) == [text.error(GraphChecker.unknownField, "1️⃣")])
    }

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
                "build it 'via factory' or 'via code' and pass the field, or mark the field '!' or '?'"
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
                "nothing can pass arguments here: make 'A' the root of a navigation container that passes it, or mark the field '!' or '?'"
            ])
    }

    @Test func startFromTheStoryboardCannotBuildConstructorFields() {
        let text = MarkedGraphText(
            graphHeader + "scene A\n  store x: Int\nnavigation Main root A\n  pass x = 1\n1️⃣start Main\n")
        #expect(findings(text) == [text.error(GraphChecker.missingConstructorArgument, "1️⃣")])
        // Neighbour: the same graph started via code is fine, the container's pass counts for its root.
        #expect(
            MarkedGraphText(
                graphHeader + "scene A\n  store x: Int\nnavigation Main root A\n  pass x = 1\nstart Main via code\n"
            ).load().diagnostics == [])
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
                == "'A.a' must be set before the scene appears ('!'), but no route or container passes it")
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
        #expect(findings(text) == [text.warning(GraphChecker.ambiguousIndex, "1️⃣")])
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
        #expect(findings(text) == [])
    }

    @Test func wholeGraphWarningsWaitForAnErrorFreeFile() {
        let text = MarkedGraphText(
            graphHeader + "scene A\nscene Island\n  store x: Int!\nstart A\nsegue S: A -> 1️⃣Nope show\n")
        #expect(findings(text) == [text.error(GraphChecker.unknownName, "1️⃣")])
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
        #expect(findings(text) == [text.error(GraphChecker.unknownName, "1️⃣")])
    }

    @Test func oneErrorPerRouteLine() {
        let text = MarkedGraphText(graphHeader + "scene A\nstart A\nsegue S: 1️⃣Nope -> Neither show\n")
        #expect(findings(text) == [text.error(GraphChecker.unknownName, "1️⃣")])
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
        #expect(findings(text) == [text.error(DiagnosticID.unexpectedToken, "1️⃣"), text.error(DiagnosticID.unexpectedToken, "2️⃣")])
    }

    @Test func brokenPassLineDoesNotLookLikeAMissingArgument() {
        let text = MarkedGraphText(
            graphHeader + "scene A\nscene B\n  store x: Int\nstart A\nroute R: A -> B push via code\n  pass x = 1️⃣}\n")
        #expect(findings(text) == [text.error(DiagnosticID.expectedExpression, "1️⃣")])
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
            findings(text) == [text.error(GraphChecker.unknownField, "1️⃣"), text.error(GraphChecker.unknownField, "2️⃣")])
    }

    @Test func duplicateSceneFieldsAreNotCheckedAgainstEitherDeclaration() {
        let text = MarkedGraphText(
            graphHeader + "scene A\nscene 1️⃣A\n  store x: Int?\nstart A\nsegue S: A -> A show\n  pass x = x\n")
        #expect(findings(text) == [text.error(GraphChecker.duplicateDeclaration, "1️⃣")])
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
