struct Student {
    var id: Int
    var name: String
    var age: Int
}
