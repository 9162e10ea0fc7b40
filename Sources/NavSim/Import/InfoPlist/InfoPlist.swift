/// What an `Info.plist` says about where its app starts: the only keys the import reads.
///
/// UIKit puts the initial view controller of the storyboard the Info.plist names in the window
/// before launch code runs: for an app with a scene manifest, the storyboard of its first
/// `UIWindowSceneSessionRoleApplication` configuration (`UISceneStoryboardFile`; Apple: "The
/// first item in the array represents the default scene configuration for this role"); else,
/// or without a manifest, `UIMainStoryboardFile` (an iPhone's `UIMainStoryboardFile~iphone`
/// first). With no such key no storyboard's initial view controller is shown: the window's root
/// comes from launch code.
struct InfoPlist: Sendable, Equatable {
    /// The file, as output names it.
    var path: String
    /// Where the root `<dict>` starts.
    var position: SourcePosition
    /// What starts the app, by the keys above.
    var mainInterface: MainInterface
    /// Whether it is an app extension's (`NSExtension`) or a watch app's (`WKWatchKitApp`):
    /// never the app's.
    var isExtension: Bool
    /// Whether it has a key only an app's Info.plist has: a main storyboard, nib or scene
    /// manifest, `LSRequiresIPhoneOS`, a launch screen, or `CFBundlePackageType` `APPL`
    /// (frameworks' and test bundles' have none).
    var isApp: Bool
    /// Whether a main storyboard, main nib or scene manifest key is written at all.
    var namesInterface: Bool

    /// The storyboard UIKit shows first, or none.
    enum MainInterface: Sendable, Equatable {
        /// The initial view controller of storyboard `name` (no extension), named by `key` at
        /// `position`.
        case storyboard(name: String, key: String, position: SourcePosition)
        /// No storyboard: `reason` says why (no key; a scene configuration without one; a main
        /// nib, which navsim does not read).
        case none(reason: String, position: SourcePosition)
    }

    /// The keys of a main storyboard, in the order an iPhone reads them: its own variant first.
    static let mainStoryboardKeys = [
        "UIMainStoryboardFile~iphone", "UIMainStoryboardFile", "UIMainStoryboardFile~ipad",
    ]

    /// The facts of the property list `root`, read from the file shown as `path`.
    init(_ root: PropertyListValue, path: String) {
        self.path = path
        position = root.position
        let keys = Set(root.entries.map(\.key))
        isExtension = keys.contains("NSExtension") || keys.contains("WKWatchKitApp")
        let storyboardKeys = Self.mainStoryboardKeys.filter(keys.contains)
        let nibKeys = root.entries.map(\.key).filter { $0.hasPrefix("NSMainNibFile") }
        namesInterface = !storyboardKeys.isEmpty || !nibKeys.isEmpty || keys.contains("UIApplicationSceneManifest")
        isApp =
            namesInterface || keys.contains("LSRequiresIPhoneOS") || keys.contains("UILaunchStoryboardName")
            || keys.contains("UILaunchScreen") || root["CFBundlePackageType"]?.value.string == "APPL"
        mainInterface = Self.mainInterface(root)
    }

    private static func mainInterface(_ root: PropertyListValue) -> MainInterface {
        // The scene's own storyboard first; without one, the app's main storyboard (passforios
        // ships a scene manifest with no configuration beside `UIMainStoryboardFile`, and starts
        // at that storyboard's tab bar).
        var sceneReason: String?
        var scenePosition: SourcePosition?
        if let manifest = root["UIApplicationSceneManifest"] {
            let roles = manifest.value["UISceneConfigurations"]?.value
            if let first = roles?["UIWindowSceneSessionRoleApplication"]?.value.items.first {
                if let storyboard = first["UISceneStoryboardFile"], let file = storyboard.value.string, !file.isEmpty {
                    return .storyboard(name: file, key: "UISceneStoryboardFile", position: storyboard.position)
                }
                let name = first["UISceneConfigurationName"]?.value.string.map { "'\($0)'" } ?? "the first"
                sceneReason = "its scene configuration \(name) has no 'UISceneStoryboardFile'"
                scenePosition = first.position
            } else {
                // A configuration the app delegate makes in code
                // (`application(_:configurationForConnecting:options:)`) is not read.
                sceneReason = "its scene manifest has no 'UIWindowSceneSessionRoleApplication' configuration"
                scenePosition = manifest.position
            }
        }
        for key in mainStoryboardKeys {
            if let entry = root[key], let file = entry.value.string, !file.isEmpty {
                return .storyboard(name: file, key: key, position: entry.position)
            }
        }
        let noMain = "no 'UIMainStoryboardFile'"
        if let nib = root.entries.first(where: { $0.key.hasPrefix("NSMainNibFile") }) {
            return .none(
                reason: [sceneReason, noMain, "a main nib ('\(nib.key)'), whose root navsim does not read"]
                    .compactMap { $0 }.joined(separator: ", "),
                position: nib.position)
        }
        return .none(
            reason: sceneReason.map { "\($0) and \(noMain)" } ?? "it names no main storyboard and no scene storyboard",
            position: scenePosition ?? root.position)
    }
}
