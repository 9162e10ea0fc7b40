import Testing

@testable import NavSim

/// One test per check, each with a neighbour that must not fire.
@Suite struct GraphCheckerTests {
    // MARK: graph and start

    @Test func missingGraphDeclaration() {
        let text = MarkedGraphText("1️⃣scene A\nstart A\n")
        #expect(text.findings == [text.error(GraphChecker.missingGraph, "1️⃣")])
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
        #expect(text.findings == [text.error(GraphChecker.duplicateDeclaration, "1️⃣")])
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
            text.findings == [text.error(GraphChecker.missingGraph, "1️⃣"), text.error(GraphChecker.missingStart, "1️⃣")])
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
        #expect(text.findings == [text.error(GraphParser.unknownVia, "1️⃣")])
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
        #expect(text.findings == [text.error(GraphChecker.duplicateDeclaration, "1️⃣")])
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
        #expect(text.findings == [text.error(GraphChecker.duplicateTab, "1️⃣")])
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
            text.findings == [
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
            text.findings == [text.error(GraphChecker.unknownField, "1️⃣"), text.error(GraphChecker.unknownField, "2️⃣")])
    }

    @Test func passIntoATabBarContainerHasNowhereToGo() {
        let text = MarkedGraphText(
            graphHeader + "scene A\ntabs Home [A]\nstart A\nroute R: A -> Home present via code\n  pass 1️⃣x = 1\n")
        #expect(text.findings == [text.error(GraphChecker.unknownField, "1️⃣")])
    }
}
