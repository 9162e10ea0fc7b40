import Foundation
import Testing

@testable import NavSim

/// `String.hasSubstring(_:)` (Import/TextSearch.swift) answers as Foundation's
/// `range(of:) != nil` does, for ASCII by its bytes and for anything else through Foundation.
@Suite struct TextSearchTests {
    @Test func answersAsFoundationsSearchDoes() {
        let texts = ["", "a", "UINavigationController", "dataStore?.items", "Café", "e\u{301}", "ab ab", "🙂x"]
        let needles = ["", "a", "Navigation", "Controller", "items", "é", "e", "b a", "x", "UINavigationControllerX"]
        for text in texts {
            for needle in needles {
                #expect(text.hasSubstring(needle) == (text.range(of: needle) != nil), "\(text) / \(needle)")
            }
        }
    }
}
