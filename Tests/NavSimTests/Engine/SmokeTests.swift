import Testing
@testable import NavSim

@Suite struct SmokeTests {
    @Test func cleanStore() {
        let graph = """
        graph CleanStore
        scene ListOrders
          store orders: [Order]?
        scene ShowOrder
          store order: Order!
        scene CreateOrder
          store orderToEdit: Order?
        navigation Main root ListOrders
        start Main
        segue ShowOrder: ListOrders -> ShowOrder show
          pass order = orders[selection]
        segue CreateOrder: ListOrders -> CreateOrder show
        segue EditOrder: ShowOrder -> CreateOrder show
          pass orderToEdit = order
        route ListOrders: CreateOrder -> ListOrders pop
        route ShowOrder: CreateOrder -> ShowOrder pop
          pass order = orderToEdit
        """
        let result = ReplayFixture.replay(graph: graph, steps: """
        given ListOrders.orders = [{id: "a1", name: "Amy", total: 12.5}, {id: "b2", name: "Bob", total: 7}]
        select 1
        tap ShowOrder
        expect top ShowOrder
        expect ShowOrder.order.name == "Bob"
        tap EditOrder
        expect CreateOrder.orderToEdit.id == "b2"
        set CreateOrder.orderToEdit.total = 9
        tap ShowOrder
        expect ShowOrder.order.total == 9
        back
        expect stack [ListOrders]
        """)
        print(result.trace)
        #expect(result.passed)
    }
}
