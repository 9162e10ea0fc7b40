/// One `.storyboard` file as `StoryboardReader` read it: the view controllers of its scenes and
/// the segues between them, each with where it is written. Nothing is resolved yet: segue
/// destinations are the XML's object ids, and storyboard references are placeholders.
struct Storyboard: Sendable {
    /// The file as output names it.
    var path: String
    /// The file's name without folder and `.storyboard` (`Main`): what references call it.
    var name: String
    /// The `targetRuntime` attribute (`iOS.CocoaTouch`, `MacOSX.Cocoa`, …).
    var runtime: String
    /// The id of the initial view controller, if the storyboard has one.
    var initialController: String?
    /// Whether it is a launch screen (`launchScreen="YES"`): shown before the app runs, no navigation.
    var isLaunchScreen = false
    /// Every scene's view controller (and storyboard reference), in document order.
    var controllers: [Controller] = []
    /// Every segue, in document order.
    var segues: [Segue] = []
    /// Segue-like elements that are no navigation (peek-and-pop previews), by position.
    var ignoredSegues: [SourcePosition] = []

    /// What references call the file at `path`: its name without folder and `.storyboard`.
    static func name(ofFile path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.hasSuffix(".storyboard") ? String(last.dropLast(".storyboard".count)) : last
    }

    /// Whether the file is an iOS storyboard (iPhone or iPad).
    var isIOS: Bool { runtime.hasPrefix("iOS.CocoaTouch") }

    /// A scene's view controller: the object whose `sceneMemberID` is `viewController`.
    struct Controller: Sendable {
        /// The XML id (`fQt-A1-2by`).
        var id: String
        /// The element name (`tableViewController`, `navigationController`, …).
        var element: String
        /// `customClass`, if set.
        var customClass: String?
        /// `storyboardIdentifier`, if set.
        var storyboardIdentifier: String?
        /// `modalPresentationStyle`, if set on the view controller.
        var presentationStyle: String?
        /// For a storyboard reference (`viewControllerPlaceholder`): the storyboard it names and
        /// the identifier in it (nil: its initial view controller).
        var reference: Reference?
        /// Where its element starts.
        var position: SourcePosition

        /// A storyboard reference's target.
        struct Reference: Sendable, Hashable {
            /// `storyboardName`: the referenced file without `.storyboard`.
            var storyboard: String
            /// `referencedIdentifier`, the storyboard identifier in that file; nil for its initial one.
            var identifier: String?
        }
    }

    /// A `<segue>` element.
    struct Segue: Sendable {
        /// The XML id.
        var id: String
        /// `kind`: show, showDetail, presentation, popoverPresentation, push, modal, custom,
        /// embed, unwind or relationship.
        var kind: String
        /// `identifier`, if set.
        var identifier: String?
        /// `destination`: a controller id (an exit's id for an unwind).
        var destination: String
        /// The id of the scene's view controller the segue starts from.
        var source: String
        /// For a relationship: `rootViewController`, `viewControllers`, `masterViewController`, …
        var relationship: String?
        /// For an unwind: the Objective-C selector (`unwindFilterChangedWithSegue:`).
        var unwindAction: String?
        /// `customClass`, if set (custom segues, custom presentation classes).
        var customClass: String?
        /// `modalPresentationStyle`, if set on the segue.
        var presentationStyle: String?
        /// Where its element starts.
        var position: SourcePosition
    }
}
