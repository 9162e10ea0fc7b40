import Testing

@testable import NavSim

@Suite struct NameSuggestionTests {
    @Test(arguments: [
        ("Mian", ["Main", "Home"], "Main"),
        ("tpa", ["tab", "back", "tap"], "tap"),
        ("ShowOrdr", ["ShowOrder", "CreateOrder"], "ShowOrder"),
        ("listorders", ["ListOrders"], "ListOrders"),
        ("--formt", ["--format", "--record", "--color"], "--format"),
    ])
    func suggestsTheClosestName(typed: String, candidates: [String], expected: String) {
        #expect(NameSuggestion.closest(to: typed, among: candidates) == expected)
    }

    @Test func suggestsNothingWhenNothingIsClose() {
        #expect(NameSuggestion.closest(to: "Checkout", among: ["ListOrders", "ShowOrder"]) == nil)
        #expect(NameSuggestion.closest(to: "Main", among: ["Main"]) == nil)
        #expect(NameSuggestion.closest(to: "x", among: []) == nil)
    }

    @Test func swapsOfAdjacentLettersCostOneEdit() {
        func distance(_ a: String, _ b: String) -> Int {
            NameSuggestion.editDistance(Array(a.unicodeScalars), Array(b.unicodeScalars))
        }
        #expect(distance("Mian", "Main") == 1)
        #expect(distance("abc", "abc") == 0)
        #expect(distance("", "abc") == 3)
        #expect(distance("kitten", "sitting") == 3)
        #expect(distance("ca", "abc") == 3)
    }
}
