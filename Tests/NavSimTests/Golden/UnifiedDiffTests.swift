import Testing

@testable import NavSim

@Suite struct UnifiedDiffTests {
    static func lines(_ range: ClosedRange<Int>) -> String { range.map { "line \($0)\n" }.joined() }

    @Test func equalTextsHaveNoDiff() {
        let diff = UnifiedDiff(golden: "a\nb\n", actual: "a\nb\n")
        #expect(diff.isEmpty)
        #expect(diff.description == "")
        #expect(UnifiedDiff(golden: "", actual: "").isEmpty)
    }

    @Test func printsOneHunkWithThreeLinesOfContext() {
        let golden = Self.lines(1...10)
        let actual = golden.replacingOccurrences("line 5\n", with: "line five\n")
        #expect(
            UnifiedDiff(golden: golden, actual: actual).description == """
                --- golden
                +++ actual
                @@ -2,7 +2,7 @@
                 line 2
                 line 3
                 line 4
                -line 5
                +line five
                 line 6
                 line 7
                 line 8

                """)
    }

    @Test func numbersHunksInTheWholeTextThoughOnlyTheMiddleIsMatched() {
        let golden = Self.lines(1...20_000)
        // A change in the middle, one at the second line and a last line without a break.
        var actual = golden.replacingOccurrences("line 10000\n", with: "line ten thousand\nline extra\n")
        actual = actual.replacingOccurrences("line 2\n", with: "")
        actual = String(actual.dropLast())
        let diff = UnifiedDiff(golden: golden, actual: actual)
        #expect(diff.hunks.map(\.header) == ["@@ -1,5 +1,4 @@", "@@ -9997,7 +9996,8 @@", "@@ -19997,4 +19997,4 @@"])
        #expect(diff.hunks[1].lines.first?.text == "line 9997" && diff.hunks[1].lines.last?.text == "line 10003")
        #expect(diff.hunks[2].lines.suffix(2).map(\.kind) == [.removed, .added])
        #expect(diff.hunks[2].lines.last?.lacksLineBreak == true)
        // Equal ends longer than the context on one side only.
        let short = UnifiedDiff(golden: "a\nb\nc\nd\ne\n", actual: "a\nb\nc\nd\ne\nf\n", context: 1)
        #expect(short.hunks.map(\.header) == ["@@ -5,1 +5,2 @@"])
        #expect(short.hunks.first?.lines.map(\.text) == ["e", "f"])
    }

    @Test func separatesDistantChangesAndMergesCloseOnes() {
        let golden = Self.lines(1...20)
        var actual = golden.replacingOccurrences("line 2\n", with: "")
        actual = actual.replacingOccurrences("line 18\n", with: "line 18\nextra\n")
        let diff = UnifiedDiff(golden: golden, actual: actual)
        #expect(diff.hunks.map(\.header) == ["@@ -1,5 +1,4 @@", "@@ -16,5 +15,6 @@"])
        #expect(
            diff.description == """
                --- golden
                +++ actual
                @@ -1,5 +1,4 @@
                 line 1
                -line 2
                 line 3
                 line 4
                 line 5
                @@ -16,5 +15,6 @@
                 line 16
                 line 17
                 line 18
                +extra
                 line 19
                 line 20

                """)
        // Changes 6 unchanged lines apart share a hunk; 7 apart do not.
        let close = Self.lines(1...20).replacingOccurrences("line 3\n", with: "x\n").replacingOccurrences(
            "line 10\n", with: "y\n")
        #expect(UnifiedDiff(golden: Self.lines(1...20), actual: close).hunks.count == 1)
        let far = Self.lines(1...20).replacingOccurrences("line 3\n", with: "x\n").replacingOccurrences(
            "line 11\n", with: "y\n")
        #expect(UnifiedDiff(golden: Self.lines(1...20), actual: far).hunks.count == 2)
    }

    @Test func handlesEmptySides() {
        #expect(
            UnifiedDiff(golden: "", actual: "a\nb\n").description == """
                --- golden
                +++ actual
                @@ -0,0 +1,2 @@
                +a
                +b

                """)
        #expect(
            UnifiedDiff(golden: "a\n", actual: "").description == """
                --- golden
                +++ actual
                @@ -1,1 +0,0 @@
                -a

                """)
    }

    @Test func marksAMissingFinalLineBreak() {
        #expect(
            UnifiedDiff(golden: "a\nb\n", actual: "a\nb").description == """
                --- golden
                +++ actual
                @@ -1,2 +1,2 @@
                 a
                -b
                +b
                \\ No newline at end of file

                """)
    }

    @Test func removalsComeBeforeAdditionsAndLabelsCanChange() {
        #expect(
            UnifiedDiff(
                golden: "x\na\ny\n", actual: "x\nb\ny\n", goldenLabel: "a.trace", actualLabel: "a.trace (actual)"
            )
            .description == """
                --- a.trace
                +++ a.trace (actual)
                @@ -1,3 +1,3 @@
                 x
                -a
                +b
                 y

                """)
    }

    /// The length of a longest common subsequence, by the quadratic textbook method.
    static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var previous = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var current = [0]
            for (j, y) in b.enumerated() {
                current.append(x == y ? previous[j] + 1 : max(previous[j + 1], current[j]))
            }
            previous = current
        }
        return previous[b.count]
    }

    @Test func findsALongestCommonSubsequence() {
        var generator = SplitMix(seed: 7)
        for _ in 0..<300 {
            let a = (0..<Int(generator.next() % 30)).map { _ in Int(generator.next() % 5) }
            let b = (0..<Int(generator.next() % 30)).map { _ in Int(generator.next() % 5) }
            let matches = LineMatcher.matches(a, b)
            #expect(matches.count == Self.lcsLength(a, b), "a: \(a) b: \(b)")
            #expect(matches.allSatisfy { a[$0.0] == b[$0.1] })
            #expect(zip(matches, matches.dropFirst()).allSatisfy { $0.0 < $1.0 && $0.1 < $1.1 })
        }
    }

    @Test func isDeterministicAndFastOnLargeDifferentFiles() {
        let golden = (0..<20_000).map { "golden \($0 % 7000)\n" }.joined()
        let actual = (0..<20_000).map { "actual \($0)\n" }.joined() + golden.prefix(40_000)
        let first = UnifiedDiff(golden: golden, actual: actual)
        let second = UnifiedDiff(golden: golden, actual: actual)
        #expect(first == second)
        #expect(first.hunks.count >= 1)
        // Every line shared but in another order: the worst case for the search, still quick.
        var generator = SplitMix(seed: 1)
        var shuffled = Array(0..<2000)
        for index in shuffled.indices.reversed() {
            shuffled.swapAt(index, Int(generator.next() % UInt64(index + 1)))
        }
        let permuted = UnifiedDiff(
            golden: (0..<2000).map { "\($0)\n" }.joined(), actual: shuffled.map { "\($0)\n" }.joined())
        #expect(permuted.hunks.flatMap(\.lines).filter { $0.kind == .context }.count > 50)
    }

    /// A small deterministic random generator for property tests.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}

extension String {
    /// Replaces every occurrence of `target` (no Foundation in these tests).
    func replacingOccurrences(_ target: String, with replacement: String) -> String {
        var result = ""
        var rest = Substring(self)
        while let range = rest.range(of: target) {
            result += rest[..<range.lowerBound] + replacement
            rest = rest[range.upperBound...]
        }
        return result + rest
    }
}
