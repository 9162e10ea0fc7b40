import Testing

@testable import NavSim

/// Quoting and escaping in both languages, and the shape of what each writer writes.
@Suite struct PictureWriterTests {
    @Test func dotQuotesEveryStringAndEscapesWhatItParses() {
        #expect(DotWriter.quoted("node") == "\"node\"")
        #expect(DotWriter.quoted("a \"b\"") == "\"a \\\"b\\\"\"")
        // A lone backslash would start an escape such as \N (the node's name) in a label.
        #expect(DotWriter.quoted("a\\N") == "\"a\\\\N\"")
        #expect(DotWriter.quoted("one\ntwo") == "\"one\\ntwo\"")
        #expect(DotWriter.quoted("ünï — ✗") == "\"ünï — ✗\"")
    }

    @Test func mermaidIDsAreSafeAndDistinct() {
        let names = ["end", "graph", "subgraph", "o", "x", "style_class", "style__class", "a b", "ü", "A", "a"]
        let ids = names.map(MermaidWriter.nodeID)
        #expect(Set(ids).count == names.count)
        for id in ids {
            #expect(id.hasPrefix("s_"))
            #expect(
                id.unicodeScalars.allSatisfy {
                    $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "_")
                })
        }
        #expect(MermaidWriter.nodeID("end") == "s_end")
        #expect(MermaidWriter.nodeID("a b") == "s_a_u20_b")
        #expect(MermaidWriter.clusterID("navigation Main_Nav") == "c_navigation_Main__Nav")
    }

    @Test func mermaidLabelsUseEntityCodes() {
        #expect(
            MermaidWriter.label(["a \"b\" #1 <i> & | `c`"])
                == "\"a #quot;b#quot; #35;1 #lt;i#gt; #amp; #124; #96;c#96;\"")
        #expect(MermaidWriter.label(["one", "two"]) == "\"one<br>two\"")
        #expect(MermaidWriter.label(["ünï"]) == "\"ünï\"")
    }

    /// Every subgraph is closed, every arrow's ends are declared ids, and each arrow has at most
    /// one `linkStyle`: the grammar the real renderer (Scripts/check-mermaid.sh) also checks.
    @Test func mermaidIsWellFormed() {
        let graph = loadGraph(GraphPictureTests.graphText)
        let text = MermaidWriter.write(GraphPicture(graph: graph))
        var depth = 0
        var declared: Set<String> = ["navsim_start"]
        var arrows = 0
        var styled: [Int] = []
        for line in text.split(separator: "\n").map({ $0.trimmingPrefix(while: { $0 == " " }) }) {
            let words = line.split(separator: " ")
            if line.hasPrefix("subgraph ") {
                depth += 1
                declared.insert(String(words[1].prefix { $0 != "[" }))
            } else if line == "end" {
                depth -= 1
                #expect(depth >= 0)
            } else if line.hasPrefix("linkStyle ") {
                styled += words[1].split(separator: ",").compactMap { Int($0) }
            } else if words.contains(where: { ["-->", "-.->", "==>", "--o"].contains($0.prefix { $0 != "|" }) }) {
                arrows += 1
                let from = String(words[0].prefix { $0 != "[" && $0 != "(" })
                let to = String(words.last!.prefix { $0 != "[" && $0 != "(" })
                // The legend's arrows declare their own invisible ends.
                for end in [from, to] where !from.hasPrefix("legend_") {
                    #expect(declared.contains(end), "arrow end \(end) is declared before use")
                }
            } else if let id = words.first, line.contains("(\"") {
                declared.insert(String(id.prefix { $0 != "(" }))
            }
        }
        #expect(depth == 0)
        #expect(arrows == 1 + graph.routes.count + GraphPicture(graph: graph).legend.count)
        #expect(Set(styled).count == styled.count)
        #expect(styled.allSatisfy { $0 < arrows })
    }

    @Test func bothLanguagesAreDeterministic() {
        let graph = loadGraph(GraphPictureTests.graphText)
        for format in GraphPicture.Format.allCases {
            #expect(format.write(GraphPicture(graph: graph)) == format.write(GraphPicture(graph: graph)))
        }
    }
}
