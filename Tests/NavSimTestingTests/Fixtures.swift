import Foundation

/// Traces and folders shared by the NavSimTesting tests.
enum Fixtures {
    /// The trace committed as `edit-order.trace` under both test files' `__Snapshots__` folders.
    static let editOrder = """
        step 6  tap EditOrder
          route     EditOrder  ShowOrder#2 -> CreateOrder  segue show
          1 get     CreateOrder#3 from storyboard, data store wired
          2 pass    orderToEdit = {id: "b2", name: "Bob", total: 7}
          3 nav     push onto Main, performed by the segue
          now       Main[ListOrders#1, ShowOrder#2, CreateOrder#3]

        """

    /// The same trace after a change: the value passed differs.
    static let editOrderChanged = editOrder.replacingOccurrences(of: "total: 7}", with: "total: 9}")

    /// A fresh temporary folder path (created), for goldens written by tests.
    static func temporaryFolder() throws -> String {
        let path = FileManager.default.temporaryDirectory.path + "/navsim-testing-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }
}
