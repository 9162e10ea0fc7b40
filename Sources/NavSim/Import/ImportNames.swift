/// The names an import gives to what it finds: readable, valid navsim identifiers, the same on
/// every run, and the ones the Swift-source import derives from class names too.
///
/// - A scene is its custom class without a `ViewController` or `Controller` suffix
///   (`ListOrdersViewController` → `ListOrders`), else its storyboard identifier, else its
///   element kind and id (`NavigationController_fQtA12by`).
/// - A segue is its identifier, else `SourceToDestination`.
/// - An unwind is the Swift name of its action (`unwindFilterChangedWithSegue:` →
///   `unwindFilterChanged`).
/// - Characters navsim names cannot hold become `_`. A taken name gets `_2`, `_3`, … in the
///   order names are asked for, which callers keep deterministic (files in order, then document order).
struct ImportNames {
    private var taken: Set<String> = []

    /// Takes `base` (made a valid identifier), or the first free `base_2`, `base_3`, ….
    mutating func claim(_ base: String) -> String {
        let name = Self.identifier(base)
        if taken.insert(name).inserted { return name }
        var number = 2
        while !taken.insert("\(name)_\(number)").inserted { number += 1 }
        return "\(name)_\(number)"
    }

    /// The name a scene's view controller asks for.
    static func sceneName(customClass: String?, storyboardIdentifier: String?, element: String, id: String) -> String {
        if let customClass, !customClass.isEmpty { return typeName(customClass) }
        if let storyboardIdentifier, !storyboardIdentifier.isEmpty { return storyboardIdentifier }
        let kind = element.prefix(1).uppercased() + element.dropFirst()
        return kind + "_" + id.filter { $0 != "-" }
    }

    /// A class name without its module and its `ViewController` or `Controller` suffix, when
    /// something is left: what a Clean Swift scene is called (`ListOrdersViewController` → `ListOrders`).
    static func typeName(_ className: String) -> String {
        // Asked for every scene and site the import names: the name is walked character by
        // character only to cut it at a `.` it has. The suffix is compared and cut as bytes: it
        // is ASCII, so its bytes in a name are the suffix's characters and cutting them leaves
        // whole characters before it.
        let bare =
            className.utf8.contains(UInt8(ascii: "."))
            ? className.split(separator: ".").last.map(String.init) ?? className : className
        let bytes = bare.utf8
        for suffix in ["ViewController", "Controller"] {
            let tail = suffix.utf8
            guard bytes.count >= tail.count, bytes.suffix(tail.count).elementsEqual(tail) else { continue }
            guard bytes.count > tail.count else { return bare }
            return String(decoding: bytes.dropLast(tail.count), as: UTF8.self)
        }
        return bare
    }

    /// A declared type's text without its optional marks, `?` and `!` (`Scene?` → `Scene`): an ASCII
    /// text (nearly every one) by its bytes, any other by its characters, where a mark carrying a
    /// combining character is no mark.
    static func unmarked(_ type: String) -> String {
        let isMark = { (byte: UInt8) in byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") }
        guard type.utf8.contains(where: isMark) else { return type }
        guard type.utf8.allSatisfy({ $0 < 0x80 }) else { return type.filter { $0 != "?" && $0 != "!" } }
        return String(decoding: type.utf8.filter { !isMark($0) }, as: UTF8.self)
    }

    /// The Swift name of an unwind action's Objective-C selector: its first part, without the
    /// `With<Label>` that Swift adds for the segue parameter's label (`unwindToListWithSegue:` is
    /// `unwindToList(segue:)`; `save:` is `save(_:)`).
    static func unwindName(selector: String) -> String {
        let first = selector.split(separator: ":", omittingEmptySubsequences: false).first.map(String.init) ?? selector
        for label in ["Segue", "UnwindSegue", "StoryboardSegue", "Sender"] {
            let suffix = "With" + label
            if first.hasSuffix(suffix), first.count > suffix.count { return String(first.dropLast(suffix.count)) }
        }
        return first
    }

    /// The graph name a name the user gives (`import --name`, `init --name`) becomes: `text` as an
    /// identifier (`My App` → `My_App`, `../../x` → `x`), or nil when `text` holds no ASCII letter,
    /// digit or `_` to make one from (`""`, `"."`, `"日本"`), rather than a name made of nothing.
    static func graphName(_ text: String) -> String? {
        let kept = text.unicodeScalars.contains { $0.isASCII && LineLexer.isIdentifierContinue(UInt8($0.value)) }
        return kept ? identifier(text) : nil
    }

    /// `text` as a navsim identifier: letters, digits and `_`, not starting with a digit.
    static func identifier(_ text: String) -> String {
        var result = ""
        var pendingUnderscore = false
        for scalar in text.unicodeScalars {
            if scalar.isASCII, LineLexer.isIdentifierContinue(UInt8(scalar.value)) {
                if pendingUnderscore, !result.isEmpty { result.append("_") }
                pendingUnderscore = false
                result.unicodeScalars.append(scalar)
            } else {
                pendingUnderscore = true
            }
        }
        if result.isEmpty { return "_" }
        if let first = result.utf8.first, LineLexer.isDigit(first) { return "_" + result }
        return result
    }
}
