import UIKit

/// One person: an if/else-if over identifiers, a navigation controller's first child, a
/// chained cast, a setter, and the save and cancel unwinds.
class PersonDetailViewController: UIViewController {
    var person: Person!
    weak var delegate: PeopleViewController?

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        if segue.identifier == "EditPerson" {
            let navigation = segue.destination as! UINavigationController
            let editor = navigation.viewControllers.first as! EditPersonViewController
            editor.person = person
        } else if segue.identifier == Segue.showMap.rawValue,
            let map = (segue.destination as? UINavigationController)?.topViewController as? MapViewController
        {
            map.set(address: person.address)
        }
    }

    @IBAction func cancel(_ segue: UIStoryboardSegue) {}

    @IBAction func save(_ unwindSegue: UIStoryboardSegue) {
        guard let editor = unwindSegue.source as? EditPersonViewController else { return }
        person = editor.person
    }
}

/// The identifiers of segues.
enum Segue: String {
    case showMap = "ShowMap"
    case showMembers
}
