import NavSimTesting
import Testing

@testable import NavSim

/// A snapshot names its view controllers through a table: the replay's, or its own when built
/// from a tree. The tree is what counts.
@Suite struct HierarchySnapshotTests {
    static let graph = """
        graph Snap
        scene A
        scene B
        scene C
        navigation Main root A
        navigation Sheet root C
        tabs Home [Main, Other]
        navigation Other root B
        start Home
        segue Open: A -> B show
        segue Present: B -> Sheet present
        """

    @Test func aReplaySnapshotEqualsTheSameTreeBuiltByHandAndHashesAlike() throws {
        let result = try replayScenario(
            graph: Self.graph, scenario: "scenario \"test\"\ngraph Snap\ntap Open\ntap Present\n")
        let replayed = result.steps.last!.hierarchyAfter
        let byHand = HierarchySnapshot(levels: [
            .tabs(
                Instance.tabs("Home"),
                children: [
                    .navigation(
                        Instance.navigation("Main"),
                        stack: [
                            .scene(Instance.scene("A", 1), embedded: []), .scene(Instance.scene("B", 3), embedded: []),
                        ]),
                    .navigation(Instance.navigation("Other"), stack: [.scene(Instance.scene("B", 2), embedded: [])]),
                ], selected: 0),
            .navigation(Instance.navigation("Sheet"), stack: [.scene(Instance.scene("C", 4), embedded: [])]),
        ])
        #expect(
            replayed.description == byHand.description, "tabs are built in order, then the pushed and presented scenes")
        #expect(replayed == byHand)
        #expect(replayed.hashValue == byHand.hashValue)
        #expect(replayed.levels == byHand.levels)
        #expect(HierarchySnapshot(levels: replayed.levels) == replayed)
    }

    @Test func treesThatDifferInANameANumberOrTheSelectedTabDiffer() {
        func tree(_ scene: String, _ number: Int, selected: Int) -> HierarchySnapshot {
            HierarchySnapshot(levels: [
                .tabs(
                    Instance.tabs("Home"),
                    children: [
                        .navigation(
                            Instance.navigation("Main"), stack: [.scene(Instance.scene(scene, number), embedded: [])]),
                        .navigation(Instance.navigation("Other"), stack: []),
                    ], selected: selected)
            ])
        }
        let base = tree("A", 1, selected: 0)
        #expect(base == tree("A", 1, selected: 0))
        #expect(base != tree("B", 1, selected: 0))
        #expect(base != tree("A", 2, selected: 0))
        #expect(base != tree("A", 1, selected: 1))
        #expect(HierarchySnapshot(levels: []).isEmpty && HierarchySnapshot(levels: []) != base)
    }

    @Test func theLineBreakScanFindsEveryBreakAtEveryPlaceOfAWord() {
        let breaks: [String] = ["\n", "\r", "\u{0B}", "\u{0C}", "\u{85}", "\u{2028}", "\u{2029}"]
        for length in 0..<20 {
            let plain = String(repeating: "x", count: length)
            #expect(Array(plain.utf8).withUnsafeBufferPointer { !TraceText.mayHoldLineBreak($0) })
            for place in 0...length {
                for lineBreak in breaks {
                    var text = plain
                    text.insert(contentsOf: lineBreak, at: text.index(text.startIndex, offsetBy: place))
                    #expect(Array(text.utf8).withUnsafeBufferPointer { TraceText.mayHoldLineBreak($0) })
                }
            }
        }
    }

    @Test func aLineBreakInAnyTextIsEscapedAndOthersAreCopied() {
        let text = TraceText()
        text.labelled("l", "a long text of more than eight bytes\u{2028}and after", indent: false)
        text.labelled("l", "café au lait, with no break at all", indent: false)
        #expect(
            String(decoding: text.bytes, as: UTF8.self)
                == "l         a long text of more than eight bytes\\nand after\nl         café au lait, with no break at all\n"
        )
    }

    @Test(arguments: [0, 7, 9, 10, 42, 99, 100, 1_000_000, Int.max])
    func aDecimalIsWrittenAsItsDescription(_ value: Int) {
        let text = TraceText()
        text.writeASCII("#")
        text.writeDecimal(value)
        #expect(String(decoding: text.bytes, as: UTF8.self) == "#" + String(value))
    }
}
