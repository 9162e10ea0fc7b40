/// `modalPresentationStyle`: how a presented view controller covers its presenter, on an iPhone
/// (a compact width). What matters to navigation is whether the presenter's views are removed —
/// then it disappears and appears again on dismiss — and which view controller presents.
public enum PresentationStyle: String, Hashable, Sendable, CaseIterable, BitwiseCopyable {
    /// The default since iOS 13: a page sheet for most view controllers.
    case automatic
    /// A sheet; the presenter stays in the window, behind it.
    case pageSheet
    /// A sheet on an iPhone (a form sheet adapts to a page sheet in a compact width).
    case formSheet
    /// Covers the screen; the presenter's views are removed once it is shown.
    case fullScreen
    /// Covers the screen; the presenter's views stay underneath.
    case overFullScreen
    /// Covers the nearest view controller that defines a presentation context, whose views are removed.
    case currentContext
    /// Covers the nearest view controller that defines a presentation context, whose views stay.
    case overCurrentContext
    /// A popover; in a compact width since iOS 13 it behaves as a form sheet.
    case popover

    /// Whether the presenter's views are removed, so it disappears, and appears again on dismiss
    /// (`viewWillAppear`).
    public var removesPresenter: Bool { self == .fullScreen || self == .currentContext }

    /// Whether the presenting view controller is the nearest one that defines a presentation context.
    public var usesContext: Bool { self == .currentContext || self == .overCurrentContext }

    /// Whether the user can swipe it down: sheets only.
    public var isSheet: Bool { [.automatic, .pageSheet, .formSheet, .popover].contains(self) }
}
