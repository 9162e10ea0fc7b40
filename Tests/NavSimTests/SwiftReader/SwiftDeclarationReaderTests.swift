import Testing

@testable import NavSim

@Suite struct SwiftDeclarationReaderTests {
    private func read(_ source: String) -> SwiftSourceFile {
        SwiftSourceFile(bytes: Array(source.utf8), path: "a.swift")
    }

    @Test func readsTypesWithInheritanceMembersAndAllmanBraces() {
        let file = read(
            """
            import UIKit

            @objc protocol ListOrdersRoutingLogic
            {
              func routeToShowOrder(segue: UIStoryboardSegue?)
            }

            class ListOrdersRouter: NSObject, ListOrdersRoutingLogic, Module.ListOrdersDataPassing
            {
              weak var viewController: ListOrdersViewController?
              var dataStore: ListOrdersDataStore?

              func routeToShowOrder(segue: UIStoryboardSegue?)
              {
                if let segue = segue { let x = "}" }
              }

              func passDataToShowOrder(source: ListOrdersDataStore, destination: inout ShowOrderDataStore) {}
            }
            """)
        #expect(file.diagnostics.isEmpty)
        #expect(file.declarations.map(\.name) == ["ListOrdersRoutingLogic", "ListOrdersRouter"])
        let protocolDeclaration = file.declarations[0]
        #expect(protocolDeclaration.kind == .protocol)
        #expect(protocolDeclaration.modifiers.contains("@objc"))
        #expect(protocolDeclaration.members.map(\.signature) == ["routeToShowOrder(segue:)"])
        let router = file.declarations[1]
        #expect(router.inherited == ["NSObject", "ListOrdersRoutingLogic", "ListOrdersDataPassing"])
        #expect(
            router.members.map(\.signature) == [
                "viewController", "dataStore", "routeToShowOrder(segue:)", "passDataToShowOrder(source:destination:)",
            ])
        #expect(router.members[0].modifiers.contains("weak"))
        #expect(file.text(router.members[0].type!) == "ListOrdersViewController?")
        let pass = router.members[3]
        #expect(pass.parameters[1].isInout)
        #expect(file.text(pass.parameters[1].type) == "ShowOrderDataStore")
        #expect(router.members[2].body.map { file.text($0) } == #"if let segue = segue { let x = "}" }"#)
    }

    @Test func readsProtocolPropertiesInitialisersAndValues() {
        let file = read(
            """
            protocol ShowOrderDataStore { var order: Order! { get set }; var items: [String: [Int]]? { get } }
            final class ShowOrderViewController: UIViewController {
              override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { setup() }
              required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
              class func build(order: Order) -> ShowOrderViewController { ShowOrderViewController() }
              var worker = OrdersWorker(store: { $0 }), count = 2
              private(set) var name: String {
                "x"
              }
            }
            """)
        let store = file.declarations[0]
        #expect(store.members.map(\.name) == ["order", "items"])
        #expect(store.members.map { file.text($0.type!) } == ["Order!", "[String: [Int]]?"])
        #expect(store.members.map { file.text($0.body!) } == ["get set", "get"])
        let controller = file.declarations[1]
        #expect(
            controller.members.map(\.signature) == [
                "init(nibName:bundle:)", "init(coder:)", "build(order:)", "worker", "count", "name",
            ])
        #expect(controller.members[1].isFailable)
        #expect(controller.members[2].modifiers.contains("class"))
        #expect(file.text(controller.members[2].type!) == "ShowOrderViewController")
        #expect(file.text(controller.members[3].initialValue!) == "OrdersWorker(store: { $0 })")
        #expect(controller.members[5].body != nil)
    }

    @Test func readsExtensionsNestedTypesAndGenerics() {
        let file = read(
            """
            extension UIViewController where Self: Routable {
              struct Box<T: Equatable>: Codable where T: Hashable { let value: Dictionary<String, Array<T>> }
              func go<T>(_ value: T) -> Result<T, Error> where T: Sendable { fatalError() }
            }
            #if DEBUG
            enum Endpoint { case orders(Int), order(id: String) }
            #endif
            """)
        #expect(file.declarations.map(\.kind) == [.extension, .enum])
        // The extended type's name ends where the `where` clause starts.
        #expect(file.declarations[0].name == "UIViewController")
        #expect(read("extension Outer.Inner where Self: P {}").declarations.first?.name == "Outer.Inner")
        #expect(file.declarations[0].members.map(\.name) == ["Box", "go"])
        #expect(file.declarations[0].members[0].inherited == ["Codable"])
        #expect(file.declarations[0].members[0].members.map(\.name) == ["value"])
        #expect(file.declarations[0].members[1].parameters.map(\.label) == ["_"])
        #expect(file.declarations[1].members.map(\.kind) == [.other])
    }

    /// A line that ends with a generic argument list's `>` ends its declaration: the `>` is
    /// written against what it closes, so Swift reads it as postfix, not as a binary operator
    /// whose right side is the next line.
    @Test func aLineEndingInAGenericArgumentListEndsTheStatement() {
        let file = read(
            """
            final class ListModel {
                let shown: Driver<[Row]>
                let filter = Relay<String?>(value: nil)
                let valid: Driver<Bool>

                private let all = Relay<[Row]>(value: [])
                let total = count +
                    1
            }
            """)
        let members = file.declarations.first?.members ?? []
        #expect(members.map(\.name) == ["shown", "filter", "valid", "all", "total"])
        #expect(members.first.flatMap { $0.type.map { file.text($0) } } == "Driver<[Row]>")
        // A binary operator at the end of a line still carries the statement on.
        #expect(members.last.flatMap { $0.initialValue.map { file.text($0) } } == "count + 1")
    }

    @Test func reportsUnbalancedBracesAndStillReadsWhatItCan() {
        let file = read("class A {\n  func f() {\n    if x { \n  }\n}\nclass B {}\n")
        #expect(!file.diagnostics.isEmpty)
        #expect(file.diagnostics.allSatisfy { $0.id == SwiftLexer.notUnderstood })
        #expect(file.declarations.first?.name == "A")
    }

    @Test func stopsAtTheNestingLimitWithoutRecursingFurther() {
        let depth = SwiftDeclarationReader.nestingLimit + 10
        let source = String(repeating: "struct S {", count: depth) + String(repeating: "}", count: depth)
        let file = read(source)
        #expect(file.diagnostics.map(\.id) == [SwiftLexer.notUnderstood])
        var level = file.declarations.first
        var count = 0
        while let current = level {
            count += 1
            level = current.members.first
        }
        #expect(count == SwiftDeclarationReader.nestingLimit + 1)
    }
}
