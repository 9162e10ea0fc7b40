import Testing

@testable import NavSim

/// The type names the call graph follows calls by, read from a declaration's type text.
@Suite struct CodeCallGraphTypeTests {
    @Test func aDeclaredTypeIsItsBareName() {
        #expect(CodeCallGraph.bareType("ListViewController?") == "ListViewController")
        #expect(CodeCallGraph.bareType("any Coordinator") == "Coordinator")
        #expect(CodeCallGraph.bareType("some Module.Router<Item>!") == "Router")
        #expect(CodeCallGraph.bareType("any some Flow") == "Flow")
        #expect(CodeCallGraph.bareType("App.") == "App")
    }

    @Test func aFunctionOrTupleTypeHasNone() {
        #expect(CodeCallGraph.bareType("(Item) -> Void") == nil)
        #expect(CodeCallGraph.bareType("Handler -> Void") == nil)
        #expect(CodeCallGraph.bareType("[Item]") == nil)
        #expect(CodeCallGraph.bareType("") == nil)
    }

    /// A name that is not ASCII is read character by character, to the same rules.
    @Test func aNameThatIsNotASCIIIsReadTheSameWay() {
        #expect(CodeCallGraph.bareType("any Écran.VueContrôleur?") == "VueContrôleur")
        #expect(CodeCallGraph.bareType("Reçu<Élément>") == "Reçu")
        #expect(CodeCallGraph.bareType("(Élément) -> Void") == nil)
    }
}
