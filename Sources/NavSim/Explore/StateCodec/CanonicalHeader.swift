/// How the canonical form codes a node, for the writer (`StateWriter`) and the reader (`StateReader`)
/// alike: its header byte's bits, the
/// marker that ends a node's children and the levels, and the numbers of a presentation style and
/// of how the node was built.
enum CanonicalHeader {
    static let kindMask: UInt8 = 0b11
    static let loaded: UInt8 = 1 << 2
    static let hasStore: UInt8 = 1 << 3
    static let hasSelection: UInt8 = 1 << 4
    static let instantiationShift: UInt8 = 5
    /// Ends a node's children, and the levels: never a header, whose top bit is clear.
    static let end: UInt8 = 0xFF

    /// The presentation styles, by their number in the canonical form.
    static let styles = PresentationStyle.allCases

    /// A presentation style's number in the canonical form (`styles` gives it back).
    static func styleNumber(_ style: PresentationStyle) -> Int { styles.firstIndex(of: style)! }

    /// How a node was built, in its header's bits, and back (a switch both ways: a table in a
    /// static array is retained and released at every node read).
    static func instantiationBits(_ via: Instantiation) -> UInt8 {
        switch via {
        case .storyboard: return 0 << instantiationShift
        case .code: return 1 << instantiationShift
        case .factory: return 2 << instantiationShift
        }
    }

    static func instantiation(_ header: UInt8) -> Instantiation {
        switch header >> instantiationShift {
        case 0: return .storyboard
        case 1: return .code
        default: return .factory
        }
    }
}
