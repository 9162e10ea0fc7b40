import Testing

@testable import NavSim

/// The tables the Swift import builds once and looks up on every call it follows: they answer
/// as the declarations say, whichever file a type's parts are in.
@Suite struct ImportLookupTests {
    private static func index(_ sources: [String]) -> SwiftTypeIndex {
        SwiftTypeIndex(
            files: sources.enumerated().map { place, text in
                SwiftSourceFile(bytes: Array(text.utf8), path: "File\(place).swift")
            })
    }

    @Test func membersListTheTypeAndItsExtensionsInFileOrder() {
        let index = Self.index([
            "class ListViewController: UIViewController {\n  var items: [String] = []\n  func reload() {}\n}\n",
            "extension ListViewController {\n  func show(_ item: String) {}\n}\nstruct Item { let name: String }\n",
        ])
        #expect(index.members(of: "ListViewController").map(\.declaration.name) == ["items", "reload", "show"])
        #expect(index.members(of: "ListViewController").map(\.file) == [0, 0, 1])
        #expect(index.members(of: "Item").map(\.declaration.name) == ["name"])
        #expect(index.members(of: "Missing").isEmpty)
    }

    @Test func holdingNavigationIsReadFromPropertiesSuperclassesAndConformers() {
        let graph = CodeCallGraph(
            index: Self.index([
                """
                protocol Routing: AnyObject {}
                protocol Plain {}
                class Router: Routing {
                  let navigationController: UINavigationController
                  init(navigationController: UINavigationController) { self.navigationController = navigationController }
                }
                class ChildRouter: Router {}
                class Store: Plain { var name = "" }
                class Wrapper { let window: UIWindow? = nil }
                """
            ]))
        #expect(graph.holdsNavigation("Router"))
        #expect(graph.holdsNavigation("ChildRouter"))
        #expect(graph.holdsNavigation("Routing"))
        #expect(graph.holdsNavigation("Wrapper"))
        #expect(!graph.holdsNavigation("Store"))
        #expect(!graph.holdsNavigation("Plain"))
        // Types the sources do not declare: by what they are.
        #expect(graph.holdsNavigation("UINavigationController"))
        #expect(graph.holdsNavigation("SettingsViewController"))
        #expect(!graph.holdsNavigation("String"))
    }

    @Test func propertiesDeclaredTypesAreTheirAnnotationsValueTypes() throws {
        let graph = CodeCallGraph(
            index: Self.index([
                """
                protocol Coordinator {}
                protocol AuthOutput {}
                class AuthCoordinator: Coordinator, AuthOutput {}
                class LoginViewController: UIViewController {
                  var coordinator: Coordinator & AuthOutput
                  var router: (NSObjectProtocol & Coordinator)?
                  weak var next: DetailViewController?
                  lazy var alert = AlertBuilder()
                }
                """
            ]))
        func declared(_ name: String) throws -> String? {
            let member = try #require(graph.property(name, of: "LoginViewController"))
            return graph.declaredType(of: member, in: "LoginViewController")
        }
        #expect(try declared("coordinator") == "AuthCoordinator")
        // The Clean Swift template's router, bracketed and optional: the app's part.
        #expect(try declared("router") == "Coordinator")
        #expect(try declared("next") == "DetailViewController")
        #expect(try declared("alert") == "AlertBuilder")
    }

    @Test func valueTypesDropOptionalsAndPickTheClassOfAComposition() {
        let graph = CodeCallGraph(
            index: Self.index([
                "protocol Coordinator {}\nprotocol AuthOutput {}\nclass AuthCoordinator: Coordinator, AuthOutput {}\n"
            ]))
        #expect(graph.valueType("Item?") == "Item")
        #expect(graph.valueType("  any Coordinator ") == "Coordinator")
        #expect(graph.valueType("Models.Item!") == "Item")
        #expect(graph.valueType("Coordinator & AuthOutput") == "AuthCoordinator")
        #expect(graph.valueType("Coordinator & Unknown") == "Coordinator")
        #expect(graph.valueType("(NSObjectProtocol & Coordinator)?") == "Coordinator")
        #expect(graph.valueType("(NSObjectProtocol & Coordinator & AuthOutput)?") == "AuthCoordinator")
        #expect(graph.valueType("(Int) -> Void") == nil)
        #expect(graph.valueType("Handler->Void") == nil)
        #expect(graph.valueType("Handler - Value") == "Handler")
        #expect(graph.valueType("Café") == "Café")
        #expect(
            CodeCallGraph.tupleElements("(configurator: Coordinator, toPresent: Presentable?)") == [
                "Coordinator", "Presentable?",
            ])
        #expect(CodeCallGraph.topLevel(" A & B<C & D> &E ", splitOn: "&") == ["A", "B<C & D>", "E"])
        #expect(CodeCallGraph.trimmed("\t x y \u{00A0}"[...]) == "x y")
        #expect(CodeCallGraph.trimmed("   "[...]) == "")
    }

    @Test func kindsInheritanceAndClassChainsAnswerAsTheDeclarationsSay() {
        let index = Self.index([
            """
            extension UIViewController { func hide() {} }
            class BaseViewController: UIViewController {}
            class ListViewController: BaseViewController, Listing {}
            protocol Listing {}
            class A: B {}
            class B: A {}
            """,
            "extension ListViewController: Refreshing {}\nenum Step: Listing { case list }\nstruct Models { class Item: Listing {} }\n",
        ])
        #expect(index.kind(of: "UIViewController") == .extension)
        #expect(index.kind(of: "ListViewController") == .class)
        #expect(index.kind(of: "Step") == .enum)
        #expect(index.kind(of: "Item") == .class)
        #expect(index.kind(of: "Missing") == nil)
        #expect(index.inherited(by: "ListViewController") == ["BaseViewController", "Listing", "Refreshing"])
        #expect(index.inherited(by: "Missing").isEmpty)
        #expect(index.classChain(from: "ListViewController") == ["ListViewController", "BaseViewController"])
        #expect(index.classChain(from: "A") == ["A", "B"])
        #expect(index.classChain(from: "Missing") == ["Missing"])
        #expect(index.classChain(from: "Listing") == ["Listing"])
        // Each adopter once, in the order first declared, an extension's conformance included.
        #expect(index.adopters["Listing"] == ["ListViewController", "Step", "Item"])
        #expect(index.adopters["UIViewController"] == ["BaseViewController"])
        #expect(index.isViewController("ListViewController"))
    }

    @Test func aStepGoesToTheFlowsWhoseDeclarationsNameTheScene() {
        let graph = CodeCallGraph(
            index: Self.index([
                """
                enum AppStep { case list, detail }
                class ListFlow {
                  let root: ListViewController
                  func navigate(to step: AppStep) { switch step { default: break } }
                }
                class DetailFlow {
                  func navigate(to step: AppStep) { switch step { default: show(DetailViewController()) } }
                }
                class OtherFlow {
                  var shown = SettingsViewController.self
                  func navigate(to step: AppStep) { switch step { default: break } }
                }
                """
            ]))
        let targets = graph.dispatchers(of: "AppStep").map(\.0)
        #expect(targets.map { graph.owner(of: $0.node) } == ["ListFlow", "DetailFlow", "OtherFlow"])
        #expect(graph.showing("ListViewController", among: targets).map(\.selfType) == ["ListFlow"])
        #expect(graph.showing("DetailViewController", among: targets).map(\.selfType) == ["DetailFlow"])
        #expect(graph.showing("SettingsViewController", among: targets).map(\.selfType) == ["OtherFlow"])
        #expect(graph.showing("step", among: targets).count == 3)
        #expect(graph.showing("ProfileViewController", among: targets).isEmpty)
        #expect(graph.showing("ListViewController", among: Array(targets.prefix(1))).isEmpty)
    }
}
