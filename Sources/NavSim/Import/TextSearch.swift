import Foundation

extension String {
    /// Whether `other` occurs in the string, as Foundation's `contains(_:)` (`range(of:) != nil`)
    /// answers, by comparing bytes when both strings are ASCII — type names, fields and receivers
    /// nearly always are. Foundation's search bridges both strings to `NSString` on every call,
    /// and the readers ask it of every receiver, field and type they meet (a fortieth of a
    /// Clean Swift import). Any other string, and an empty `other`, still go to Foundation,
    /// whose non-literal search can match text spelt with other code points. A name of its own,
    /// so that a reader sees which search a call makes (`contains` stays Foundation's);
    /// `TextSearchTests` checks its answers against Foundation's.
    func hasSubstring(_ other: String) -> Bool {
        let bytes = utf8
        let needle = other.utf8
        guard !needle.isEmpty, Self.isASCII(bytes), Self.isASCII(needle) else { return range(of: other) != nil }
        guard needle.count <= bytes.count else { return false }
        let first = needle.first!
        var start = bytes.startIndex
        let last = bytes.index(bytes.endIndex, offsetBy: -needle.count)
        while start <= last {
            if bytes[start] == first, bytes[start...].starts(with: needle) { return true }
            start = bytes.index(after: start)
        }
        return false
    }

    private static func isASCII(_ bytes: String.UTF8View) -> Bool {
        bytes.allSatisfy { $0 < 0x80 }
    }
}
