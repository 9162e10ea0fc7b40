@testable import NavSim

extension Instance {
    /// A scene instance: `.scene("ShowOrder", 2)` is `ShowOrder#2`.
    static func scene(_ name: String, _ number: Int) -> Instance { Instance(name: name, kind: .scene, number: number) }
    /// A navigation controller.
    static func navigation(_ name: String) -> Instance { Instance(name: name, kind: .navigation) }
    /// A tab bar controller.
    static func tabs(_ name: String) -> Instance { Instance(name: name, kind: .tabs) }
}

extension ReplayResult {
    /// The ids of the violations raised, in order.
    var violationIDs: [String] { violations.map(\.id.rawValue) }
    /// The ids of the failures, in order.
    var failureIDs: [String] { failures.map(\.id.rawValue) }
    /// The hierarchy after the last step that ran.
    var finalHierarchy: String { (steps.last?.hierarchyAfter ?? launch.hierarchyAfter).description }
    /// The trace text.
    var trace: String { TraceRenderer.render(self) }
}
