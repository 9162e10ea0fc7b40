// A synthetic app of N scenes for parse-and-check, nested the way real apps are: a tab bar of
// navigation stacks, each a chain of sections, and an embedded panel in every fifth scene (the
// panels count among the N); every scene has a data store, and the graph uses
// every route kind — segues of each kind with pass lines, programmatic push/pop/popTo/popToRoot/
// present/dismiss, unwinds across a modal, embeds with their own routes, and a shared store.

/// The graph text of an app of about `scenes` scenes.
struct SyntheticGraph {
    /// The scenes asked for: chain scenes and panels together.
    let size: Int

    init(scenes: Int) { size = scenes }

    /// Chain scenes: five of every six scenes; the sixth is a panel embedded in a fifth of them.
    private var scenes: Int { max(2, size * 5 / 6) }

    private func hasPanel(_ index: Int) -> Bool { index % 5 == 2 }

    /// Scenes per tab: each tab is a navigation stack of sections of ten scenes.
    private let perTab = 50

    var text: String {
        var out = "graph Synthetic\n\nshared Session\n  store user: User?\n  store cart: [Item]\n\n"
        let tabs = max(1, scenes / perTab)
        for index in 0..<scenes { out += scene(index) }
        for tab in 0..<tabs {
            out += "navigation Tab\(tab) root S\(tab * perTab)\n"
        }
        out += "navigation EditorNav root Editor\n\n"
        out += "scene Editor\n  store draft: Item?\n  store note: String?\n\n"
        out += "tabs Home [" + (0..<tabs).map { "Tab\($0)" }.joined(separator: ", ") + "]\nstart Home\n\n"
        for index in 0..<scenes { out += routes(index) }
        out += "route Cancel: Editor -> EditorNav dismiss\n\n"
        return out
    }

    private func scene(_ index: Int) -> String {
        var out = "scene S\(index)\n  store item: Item?\n  store items: [Item]?\n  store count: Int?\n"
        if index % 7 == 3 { out += "  setup nib\n" }
        out += "\n"
        if hasPanel(index) { out += "scene Panel\(index)\n  store item: Item?\n\n" }
        return out
    }

    private func routes(_ index: Int) -> String {
        let next = index + 1
        let sameTab = next % perTab != 0 && next < scenes
        let kinds = ["show", "push", "present", "popover", "modal", "custom", "showDetail"]
        var out = ""
        if sameTab {
            out += "segue Next: S\(index) -> S\(next) show\n  pass item = items[selection]\n  pass items = items\n"
            out += "  pass count = count\n\n"
            out += "route Jump: S\(index) -> S\(next) push via code\n  pass item = item\n\n"
        }
        if index % perTab != 0 {
            out += "route Back: S\(index) -> S\(index - 1) pop\n  pass count = count\n\n"
            out += "route Top: S\(index) -> S\(index - index % perTab) popToRoot\n\n"
            if index % 10 == 9 {
                out += "route Section: S\(index) -> S\(index - index % 10) popTo\n\n"
            }
        }
        out +=
            "segue Open\(index % kinds.count): S\(index) -> EditorNav \(kinds[index % kinds.count] == "push" ? "present" : kinds[index % kinds.count])\n  pass draft = item\n\n"
        if hasPanel(index) {
            out += "embed Panel: S\(index) -> Panel\(index)\n  pass item = item\n\n"
            out += "route Edit: Panel\(index) -> EditorNav present\n  pass draft = item\n\n"
        }
        out += "unwind saved\(index): Editor -> S\(index)\n  pass item = draft\n\n"
        return out
    }
}
