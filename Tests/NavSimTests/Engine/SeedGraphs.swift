import Foundation

/// The three seed apps of `shared/design/seed-apps.md` as graphs, hazards included.
enum SeedGraphs {
    /// CleanStore (Clean-Swift/CleanStore @ e13b868): a navigation controller over three scenes,
    /// segues that never navigate, pops that find their destination by position.
    static let cleanStore = """
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

    /// CleanStore's buggy variant: the EditOrder segue's router also pushes (`navigate`).
    static let cleanStoreNavigating = cleanStore.replacingOccurrences(
        of: "  pass orderToEdit = order\n", with: "  pass orderToEdit = order\n  navigate show\n")

    /// Contacts (matteom/Contacts @ 4305cba): two tabs whose roots are the same scene, told apart
    /// by what the app delegate injects; a modal edit screen in its own navigation controller
    /// that returns through unwind segues.
    static let contacts = """
        graph Contacts
        shared State
          store contacts: [Contact]?
          store favorites: [Contact]?
        scene Contacts
          store favoritesOnly: Bool?
          store contacts: [Contact]?
        scene Detail
          store contact: Contact?
        scene EditContact
          store contact: Contact?
        navigation ContactsTab root Contacts
          pass favoritesOnly = false
          pass contacts = State.contacts
        navigation FavoritesTab root Contacts
          pass favoritesOnly = true
          pass contacts = State.favorites
        navigation EditNav root EditContact
        tabs Home [ContactsTab, FavoritesTab]
        start Home
        segue ShowDetail: Contacts -> Detail show
          pass contact = contacts[selection]
        segue Edit: Detail -> EditNav present
          pass contact = contact
        unwind save: EditContact -> Detail
          pass contact = contact
        unwind cancel: EditContact -> Detail
        """

    /// Contacts' favourite swipe action read `State.contacts[row]` in both tabs: the wrong
    /// contact in the Favorites tab, and out of range once favorites outgrow contacts.
    static let contactsSwipeBug = contacts.replacingOccurrences(
        of: "segue ShowDetail: Contacts -> Detail show\n  pass contact = contacts[selection]",
        with: "segue ShowDetail: Contacts -> Detail show\n  pass contact = State.contacts[selection]")

    /// Flow (justin-er/Flow @ 5a848ce): everything built in code by factories, a list of
    /// students, a name editor and an age editor, and return routes that pop to a scene.
    static let flow = """
        graph Flow
        scene StudentList
          store dataSource: [Student]!
          setup factory
        scene StudentNameEditor
          store editingStudent: Student?
          store typedName: String?
          setup factory
        scene StudentAgeEditor
          store studentAge: Int?
          store student: Student?
          setup factory
        navigation Main root StudentList
        start Main via factory
        route EditName: StudentList -> StudentNameEditor show via factory
          pass editingStudent = dataSource[selection]
          pass typedName = dataSource[selection].name
        route EditAge: StudentNameEditor -> StudentAgeEditor push via factory
          pass studentAge = editingStudent.age
          pass student = editingStudent
        route KeepEditing: StudentAgeEditor -> StudentNameEditor popTo
          pass editingStudent.age = studentAge
        route BackToList: StudentAgeEditor -> StudentList popTo
          pass dataSource[selection] = {id: student.id, name: student.name, age: studentAge}
        route Done: StudentNameEditor -> StudentList popTo
          pass dataSource[selection] = {id: editingStudent.id, name: typedName, age: editingStudent.age}
        """

    /// Five students, id 0–4, as Flow's StudentList holds them.
    static let students =
        #"[{id: 0, name: "Ann", age: 20}, {id: 1, name: "Ben", age: 21}, {id: 2, name: "Cat", age: 22}, {id: 3, name: "Dan", age: 23}, {id: 4, name: "Eve", age: 24}]"#
}
