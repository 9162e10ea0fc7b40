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
        #expect(try declared("router") == nil)
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
        #expect(graph.valueType("(NSObjectProtocol & Coordinator)?") == nil)
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
}
