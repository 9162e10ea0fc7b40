import Foundation
import Testing

@testable import NavSim

/// A Clean Swift router whose `viewController` is declared as a composition
/// (`(ChatViewController & PickerDelegate)?`, so that it can hand the screen on as a delegate)
/// belongs to the view controller's scene, not to a scene named after the composition.
@Suite struct RouterCompositionTests {
    static let source = """
        import UIKit
        protocol PickerDelegate: AnyObject {}
        protocol ChatRoutingLogic { func routeToPicker() }
        protocol ChatDataStore { var room: String { get } }
        protocol ChatDataPassing { var dataStore: ChatDataStore? { get } }
        class ChatRouter: NSObject, ChatRoutingLogic, ChatDataPassing {
            weak var viewController: (ChatViewController & PickerDelegate)?
            var dataStore: ChatDataStore?
            func routeToPicker() {
                let picker = PickerViewController()
                viewController?.present(picker, animated: true, completion: nil)
            }
        }
        class ChatViewController: UIViewController, PickerDelegate {
            var router: (NSObjectProtocol & ChatRoutingLogic & ChatDataPassing)?
            @IBAction func pickTapped(_ sender: Any) { router?.routeToPicker() }
        }
        class PickerViewController: UIViewController {}
        """

    /// A router's own method that is no template route (`routeBack()` popping its scene), called
    /// through the view controller's `router`, typed as the template's composition
    /// `(NSObjectProtocol & …RoutingLogic & …DataPassing)?`: a route from the scene.
    static let back = """
        import UIKit
        protocol ChatRoutingLogic { func routeBack() }
        protocol ChatDataStore { var room: String { get } }
        protocol ChatDataPassing { var dataStore: ChatDataStore? { get } }
        class ChatRouter: NSObject, ChatRoutingLogic, ChatDataPassing {
            weak var viewController: ChatViewController?
            var dataStore: ChatDataStore?
            func routeToNothing() {}
            func routeBack() {
                self.viewController?.navigationController?.popViewController(animated: true)
            }
        }
        class ChatViewController: UIViewController {
            var router: (NSObjectProtocol & ChatRoutingLogic & ChatDataPassing)?
            @IBAction func backTapped(_ sender: Any) { router?.routeBack() }
        }
        """

    @Test func aRoutersOwnMethodCalledThroughTheTemplatesCompositionIsARoute() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.back, to: "App/Chat.swift")
        let graph = try SwiftImportFixtureTests.graph(SwiftImportFixtureTests.run(["App"], in: folder.path))
        let route = try SwiftImportFixtureTests.route(graph, "Chat", "routeBack")
        #expect(PresenterCallbacksTests.action(route) == .pop)
    }

    @Test func theRouterBelongsToTheViewControllerOfItsComposition() throws {
        let folder = try TemporaryFolder()
        try folder.write(Self.source, to: "App/Chat.swift")
        let graph = try SwiftImportFixtureTests.graph(SwiftImportFixtureTests.run(["App"], in: folder.path))
        #expect(graph.scenes.map(\.name.text).sorted() == ["Chat", "Picker"])
        let route = try SwiftImportFixtureTests.route(graph, "Chat", "Picker")
        #expect(route.destination.text == "Picker")
    }
}
