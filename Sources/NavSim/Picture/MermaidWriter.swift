/// Writes a `GraphPicture` as a Mermaid flowchart (`flowchart LR`), the kind GitHub renders in a
/// ```` ```mermaid ```` block. Node ids are made only of ASCII letters, digits and `_`, with a
/// prefix, so no name can be a Mermaid keyword (`end`, `graph`, `subgraph`, `style`, `class`…)
/// or start with the `o` or `x` that would turn an arrow into a circle or cross edge; every
/// label is a quoted string with Mermaid's entity codes for the characters it would parse.
public enum MermaidWriter {
    /// The Mermaid text of `picture`, ending with a newline.
    public static func write(_ picture: GraphPicture) -> String {
        var out = "---\ntitle: \(yamlQuoted(([picture.title] + picture.captions).joined(separator: " — ")))\n---\n"
        out += "flowchart LR\n"
        if picture.start != nil { out += "  \(startID)((\"start\"))\n" }
        var classes: [String: [String]] = [:]
        for member in picture.layout.members { write(member, of: picture, indent: "  ", classes: &classes, into: &out) }
        // Arrows are numbered in the order written; `linkStyle` colours them by number.
        var links: [(index: Int, style: String)] = []
        var count = 0
        if let start = picture.start {
            out += "  \(startID) --> \(id(of: start))\n"
            count += 1
        }
        for edge in picture.edges {
            let (from, to) = picture.drawnEnds(of: edge)
            let look = picture.look(of: edge)
            out += "  \(id(of: from)) \(arrow(kind: edge.kind, as: look))|\(label(edge.labelLines))| \(id(of: to))\n"
            links.append((count, style(of: look)))
            count += 1
        }
        let legend = picture.legend
        if !legend.isEmpty {
            out += "  subgraph legend[\"Legend\"]\n"
            for (index, entry) in legend.enumerated() {
                let ends = ("legend_\(index + 1)_from", "legend_\(index + 1)_to")
                out +=
                    "    \(ends.0)[\" \"] \(arrow(kind: entry.edgeKind, as: entry))|\(label([entry.text]))| \(ends.1)[\" \"]\n"
                links.append((count, style(of: entry)))
                count += 1
            }
            out += "  end\n"
            let points = legend.indices.flatMap { ["legend_\($0 + 1)_from", "legend_\($0 + 1)_to"] }
            out += "  classDef legendEnd fill:none,stroke:none\n"
            out += "  class \(points.joined(separator: ",")) legendEnd\n"
        }
        // One `linkStyle` line per style, listing its arrows, in the order styles first appear.
        var styles: [String] = []
        var indices: [String: [Int]] = [:]
        for link in links {
            if indices[link.style] == nil { styles.append(link.style) }
            indices[link.style, default: []].append(link.index)
        }
        for style in styles {
            out += "  linkStyle \(indices[style]!.map(String.init).joined(separator: ",")) \(style)\n"
        }
        if let repeats = classes["repeat"] {
            out += "  classDef repeat stroke-dasharray:4 3\n"
            out += "  class \(repeats.joined(separator: ",")) repeat\n"
        }
        for status in GraphComparison.Status.allCases {
            guard let nodes = classes[status.rawValue] else { continue }
            let color = GraphPicture.LegendEntry.change(status).color
            let dash = status == .removed ? ",stroke-dasharray:5 5" : ""
            out += "  classDef \(status.rawValue) stroke:\(color),color:\(color),stroke-width:2px\(dash)\n"
            out += "  class \(nodes.joined(separator: ",")) \(status.rawValue)\n"
        }
        if let nodes = classes["unreachable"] {
            let color = GraphPicture.LegendEntry.unreachable.color
            out += "  classDef unreachable stroke:\(color),color:\(color),stroke-width:2px,stroke-dasharray:2 2\n"
            out += "  class \(nodes.joined(separator: ",")) unreachable\n"
        }
        return out
    }

    /// The start circle's id (scene ids start `s_`, cluster ids `c_`).
    static let startID = "navsim_start"

    /// A Mermaid id for the node `name`: `s_` then the name with ASCII letters and digits kept,
    /// `_` doubled and any other character as `_u` + hex + `_`, so distinct names stay distinct.
    public static func nodeID(_ name: String) -> String { "s_" + escapedID(name) }

    /// A Mermaid id for the cluster `clusterID` (its kind, a space and its name): `c_`, the kind,
    /// `_` and the name escaped as a node's.
    public static func clusterID(_ clusterID: String) -> String {
        let parts = clusterID.split(separator: " ", maxSplits: 1).map(String.init)
        return "c_" + parts.map(escapedID).joined(separator: "_")
    }

    /// `text` as a quoted Mermaid label: `"`, `#`, `&`, `<`, `>`, `|` and the backtick as
    /// entity codes; line breaks as `<br>`.
    public static func label(_ lines: [String]) -> String {
        var out = "\""
        for (index, line) in lines.enumerated() {
            if index > 0 { out += "<br>" }
            for character in line {
                switch character {
                case "\"": out += "#quot;"
                case "#": out += "#35;"
                case "&": out += "#amp;"
                case "<": out += "#lt;"
                case ">": out += "#gt;"
                case "|": out += "#124;"
                case "`": out += "#96;"
                case "\n", "\r", "\r\n": out += "<br>"
                default: out.append(character)
                }
            }
        }
        return out + "\""
    }

    private static func escapedID(_ name: String) -> String {
        var out = ""
        for scalar in name.unicodeScalars {
            if scalar == "_" {
                out += "__"
            } else if scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) {
                out.unicodeScalars.append(scalar)
            } else {
                out += "_u" + String(scalar.value, radix: 16) + "_"
            }
        }
        return out
    }

    private static func id(of endpoint: PictureEndpoint) -> String {
        endpoint.cluster.map(clusterID) ?? nodeID(endpoint.node)
    }

    /// Writes `member` and what it holds; collects each node's and cluster's class (`repeat`, a
    /// diff's status, `unreachable`) into `classes`, by class name, in the order written.
    private static func write(
        _ member: PictureLayout.Member, of picture: GraphPicture, indent: String, classes: inout [String: [String]],
        into out: inout String
    ) {
        switch member {
        case .node(let node):
            let unreachable = picture.unreachableScenes.contains(node.scene)
            let words = unreachable ? [GraphPicture.unreachableWords] : []
            out += indent + nodeID(node.id) + "(" + label([node.scene] + node.details + words) + ")\n"
            if unreachable {
                classes["unreachable", default: []].append(nodeID(node.id))
            } else if let change = picture.sceneChanges[node.scene] {
                classes[change.rawValue, default: []].append(nodeID(node.id))
            } else if node.isRepeat {
                classes["repeat", default: []].append(nodeID(node.id))
            }
        case .cluster(let cluster):
            out +=
                indent + "subgraph " + clusterID(cluster.id) + "["
                + label([cluster.name + " · " + cluster.kind.rawValue]) + "]\n"
            for child in cluster.members {
                write(child, of: picture, indent: indent + "  ", classes: &classes, into: &out)
            }
            out += indent + "end\n"
            if let change = picture.sceneChanges[cluster.name] {
                classes[change.rawValue, default: []].append(clusterID(cluster.id))
            }
        }
    }

    /// The arrow of `kind` drawn `look`: dotted for unwinds, gestures and untaken routes, thick
    /// for tabs, a circle end for embeds.
    private static func arrow(kind: PictureEdge.Kind, as look: GraphPicture.LegendEntry) -> String {
        if look == .untaken || look == .change(.removed) { return "-.->" }
        switch kind {
        case .segue, .programmatic: return "-->"
        case .unwind, .gesture: return "-.->"
        case .tab: return "==>"
        case .embed: return "--o"
        }
    }

    private static func style(of look: GraphPicture.LegendEntry) -> String {
        var style = "stroke:\(look.color),color:\(look.color)"
        switch look {
        case .path: style += ",stroke-width:3px"
        case .violation: style += ",stroke-width:5px"
        case .untaken: style += ",stroke-dasharray:5 5"
        case .change(.removed): style += ",stroke-width:2px,stroke-dasharray:5 5"
        case .change: style += ",stroke-width:2px"
        case .unreachable: style += ",stroke-width:2px,stroke-dasharray:2 2"
        case .kind: break
        }
        return style
    }

    /// A YAML double-quoted scalar, for the front matter's title: YAML escapes `"` and `\` with a
    /// backslash as DOT does; line breaks become spaces (the title is one line).
    private static func yamlQuoted(_ text: String) -> String {
        DotWriter.quoted(String(text.map { $0.isNewline ? " " : $0 }))
    }
}
