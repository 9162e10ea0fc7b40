/// Writes a `GraphPicture` as Graphviz DOT: a left-to-right digraph whose clusters are the
/// containers, with a legend cluster. Every id and label is a quoted string, so no name can clash
/// with a DOT keyword (`node`, `edge`, `graph`, `subgraph`, `strict`).
public enum DotWriter {
    /// The DOT text of `picture`, ending with a newline.
    public static func write(_ picture: GraphPicture) -> String {
        var out = "digraph \(quoted(picture.title)) {\n"
        let title = ([picture.title] + picture.captions).joined(separator: "\n")
        out += "  graph [rankdir=LR, compound=true, fontname=\"Helvetica\", label=\(quoted(title)), labelloc=t]\n"
        out += "  node [shape=box, style=rounded, fontname=\"Helvetica\", fontsize=12]\n"
        out += "  edge [fontname=\"Helvetica\", fontsize=10]\n"
        if picture.start != nil {
            out += "  \(quoted(startID)) [shape=circle, style=filled, fillcolor=\"#1f2328\", label=\"\", width=0.15]\n"
        }
        for member in picture.layout.members { write(member, of: picture, indent: "  ", into: &out) }
        if let start = picture.start {
            out += "  \(quoted(startID)) -> \(quoted(start.node))"
            out += attributeList(start.cluster.map { [("lhead", "cluster " + $0)] } ?? []) + "\n"
        }
        for edge in picture.edges {
            let (from, to) = picture.drawnEnds(of: edge)
            var attributes = [("label", edge.labelLines.joined(separator: "\n"))]
            if let cluster = from.cluster { attributes.append(("ltail", "cluster " + cluster)) }
            if let cluster = to.cluster { attributes.append(("lhead", "cluster " + cluster)) }
            attributes += look(kind: edge.kind, as: picture.look(of: edge))
            if edge.isBackward { attributes.append(("constraint", "false")) }
            out += "  \(quoted(from.node)) -> \(quoted(to.node))\(attributeList(attributes))\n"
        }
        let legend = picture.legend
        if !legend.isEmpty {
            out += "  subgraph \(quoted("cluster legend")) {\n"
            out += "    label=\"Legend\"\n    color=\"#d0d7de\"\n    fontsize=10\n"
            out += "    node [shape=point, width=0.05, style=invis]\n"
            for (index, entry) in legend.enumerated() {
                let ends = (quoted("legend \(index + 1)"), quoted("legend \(index + 1) end"))
                out +=
                    "    \(ends.0) -> \(ends.1)\(attributeList([("label", entry.text)] + look(kind: entry.edgeKind, as: entry)))\n"
            }
            out += "  }\n"
        }
        return out + "}\n"
    }

    /// The start dot's id: it has a space, so no scene (whose names are identifiers) can take it.
    static let startID = "navsim start"

    /// `text` as a DOT quoted string: `"` and `\` escaped (a backslash would otherwise start an
    /// escape such as `\N` in a label), line breaks as `\n`.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for character in text {
            switch character {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n", "\r\n": out += "\\n"
            case "\r": out += "\\n"
            default: out.append(character)
            }
        }
        return out + "\""
    }

    private static func write(
        _ member: PictureLayout.Member, of picture: GraphPicture, indent: String, into out: inout String
    ) {
        switch member {
        case .node(let node):
            let unreachable = picture.unreachableScenes.contains(node.scene)
            let words = unreachable ? [GraphPicture.unreachableWords] : []
            var attributes = [("label", ([node.scene] + node.details + words).joined(separator: "\n"))]
            let change = picture.sceneChanges[node.scene]
            if unreachable {
                attributes.append(("style", "rounded,dotted"))
            } else if node.isRepeat || change == .removed {
                attributes.append(("style", "rounded,dashed"))
            }
            if let look = change.map(GraphPicture.LegendEntry.change) ?? (unreachable ? .unreachable : nil) {
                attributes += [("color", look.color), ("fontcolor", look.color), ("penwidth", "2")]
            }
            out += indent + quoted(node.id) + attributeList(attributes) + "\n"
        case .cluster(let cluster):
            out += indent + "subgraph \(quoted("cluster " + cluster.id)) {\n"
            let inner = indent + "  "
            let change = picture.sceneChanges[cluster.name]
            out += inner + "label=\(quoted(cluster.name + " · " + cluster.kind.rawValue))\n"
            let dashed = cluster.kind == .embeds || change == .removed
            out += inner + "style=\(dashed ? "dashed" : "rounded")\n"
            if let change {
                let color = GraphPicture.LegendEntry.change(change).color
                out +=
                    inner + "color=\(quoted(color))\n" + inner + "fontcolor=\(quoted(color))\n" + inner + "penwidth=2\n"
            } else {
                out += inner + "color=\"#8c959f\"\n"
            }
            for child in cluster.members { write(child, of: picture, indent: inner, into: &out) }
            out += indent + "}\n"
        }
    }

    /// The style of an arrow of `kind` drawn `look`: the kind's arrowhead and line, the look's colour.
    private static func look(kind: PictureEdge.Kind, as look: GraphPicture.LegendEntry) -> [(String, String)] {
        var attributes: [(String, String)] = [("color", look.color), ("fontcolor", look.color)]
        switch kind {
        case .segue: break
        case .programmatic: attributes.append(("arrowhead", "vee"))
        case .unwind: attributes += [("style", "dotted"), ("arrowhead", "empty")]
        case .tab: attributes.append(("style", "bold"))
        case .embed: attributes.append(("arrowhead", "odiamond"))
        case .gesture: attributes.append(("style", "dashed"))
        }
        switch look {
        case .path: attributes.append(("penwidth", "2.5"))
        case .violation: attributes.append(("penwidth", "4"))
        case .untaken, .change(.removed):
            attributes.removeAll { $0.0 == "style" }
            attributes.append(("style", "dashed"))
            if look != .untaken { attributes.append(("penwidth", "2")) }
        case .change: attributes.append(("penwidth", "2"))
        case .unreachable:
            attributes.removeAll { $0.0 == "style" }
            attributes += [("style", "dotted"), ("penwidth", "2")]
        case .kind: break
        }
        return attributes
    }

    private static func attributeList(_ attributes: [(String, String)]) -> String {
        attributes.isEmpty ? "" : " [" + attributes.map { "\($0.0)=\(quoted($0.1))" }.joined(separator: ", ") + "]"
    }
}
