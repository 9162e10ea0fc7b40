/// Finds a longest common subsequence of two sequences of line ids with Myers' O(ND) algorithm,
/// in linear space (the middle-snake bisection of Myers 1986, §4b, as in diff-match-patch).
///
/// Before the search, the common prefix and suffix are matched directly, and lines that occur on
/// one side only are set aside (they can never match), so two mostly different files cost little.
/// Deterministic: equal inputs give equal matches.
enum LineMatcher {
    /// The matched index pairs `(a, b)`, increasing in both.
    static func matches(_ a: [Int], _ b: [Int]) -> [(Int, Int)] {
        var counts: [Int: (inA: Bool, inB: Bool)] = [:]
        for id in a { counts[id, default: (false, false)].inA = true }
        for id in b { counts[id, default: (false, false)].inB = true }
        let keptA = a.indices.filter { counts[a[$0]]!.inB }
        let keptB = b.indices.filter { counts[b[$0]]!.inA }
        var result: [(Int, Int)] = []
        let matcher = Search(a: keptA.map { a[$0] }, b: keptB.map { b[$0] })
        matcher.diff(0, matcher.a.count, 0, matcher.b.count, into: &result)
        return result.map { (keptA[$0.0], keptB[$0.1]) }
    }

    /// The search over two id arrays; ranges are half-open index ranges into them.
    struct Search {
        let a: [Int]
        let b: [Int]

        /// Appends the matches of `a[aLow..<aHigh]` and `b[bLow..<bHigh]`, in order.
        func diff(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int, into result: inout [(Int, Int)]) {
            var aLow = aLow
            var bLow = bLow
            var aHigh = aHigh
            var bHigh = bHigh
            while aLow < aHigh, bLow < bHigh, a[aLow] == b[bLow] {
                result.append((aLow, bLow))
                aLow += 1
                bLow += 1
            }
            var suffix = 0
            while aLow < aHigh - suffix, bLow < bHigh - suffix, a[aHigh - suffix - 1] == b[bHigh - suffix - 1] {
                suffix += 1
            }
            aHigh -= suffix
            bHigh -= suffix
            if aLow < aHigh, bLow < bHigh, let (x, y) = middle(aLow, aHigh, bLow, bHigh) {
                diff(aLow, x, bLow, y, into: &result)
                diff(x, aHigh, y, bHigh, into: &result)
            }
            for offset in 0..<suffix { result.append((aHigh + offset, bHigh + offset)) }
        }

        /// A point on an optimal edit path that splits it in two halves, or nil when the two
        /// ranges have nothing in common.
        func middle(_ aLow: Int, _ aHigh: Int, _ bLow: Int, _ bHigh: Int) -> (Int, Int)? {
            let n = aHigh - aLow
            let m = bHigh - bLow
            let maxD = (n + m + 1) / 2
            let offset = maxD
            let length = 2 * maxD + 2
            var forward = [Int](repeating: -1, count: length)
            var backward = [Int](repeating: -1, count: length)
            forward[offset + 1] = 0
            backward[offset + 1] = 0
            let delta = n - m
            let front = delta % 2 != 0
            var k1Start = 0
            var k1End = 0
            var k2Start = 0
            var k2End = 0
            for d in 0..<maxD {
                var k1 = -d + k1Start
                while k1 <= d - k1End {
                    let index = offset + k1
                    var x1 =
                        (k1 == -d || (k1 != d && forward[index - 1] < forward[index + 1]))
                        ? forward[index + 1] : forward[index - 1] + 1
                    var y1 = x1 - k1
                    while x1 < n, y1 < m, a[aLow + x1] == b[bLow + y1] {
                        x1 += 1
                        y1 += 1
                    }
                    forward[index] = x1
                    if x1 > n {
                        k1End += 2
                    } else if y1 > m {
                        k1Start += 2
                    } else if front {
                        let other = offset + delta - k1
                        if other >= 0, other < length, backward[other] != -1, x1 >= n - backward[other] {
                            return (aLow + x1, bLow + y1)
                        }
                    }
                    k1 += 2
                }
                var k2 = -d + k2Start
                while k2 <= d - k2End {
                    let index = offset + k2
                    var x2 =
                        (k2 == -d || (k2 != d && backward[index - 1] < backward[index + 1]))
                        ? backward[index + 1] : backward[index - 1] + 1
                    var y2 = x2 - k2
                    while x2 < n, y2 < m, a[aHigh - x2 - 1] == b[bHigh - y2 - 1] {
                        x2 += 1
                        y2 += 1
                    }
                    backward[index] = x2
                    if x2 > n {
                        k2End += 2
                    } else if y2 > m {
                        k2Start += 2
                    } else if !front {
                        let other = offset + delta - k2
                        if other >= 0, other < length, forward[other] != -1 {
                            let x1 = forward[other]
                            let y1 = offset + x1 - other
                            if x1 >= n - x2 { return (aLow + x1, bLow + y1) }
                        }
                    }
                    k2 += 2
                }
            }
            return nil
        }
    }
}
