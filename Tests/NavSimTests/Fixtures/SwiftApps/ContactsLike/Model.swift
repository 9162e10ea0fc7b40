import Foundation

/// A person.
struct Person {
    var name: String
    var address = ""
    var isFavorite = false
}

/// Loads members.
final class Loader {
    func load(_ done: @escaping () -> Void) { done() }
}

func makeCache() -> [String: Int] { [:] }

/// Told about people.
protocol PeopleDelegate: AnyObject {}
