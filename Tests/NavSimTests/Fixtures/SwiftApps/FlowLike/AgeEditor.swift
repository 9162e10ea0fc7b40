import UIKit

protocol AgeEditingService: AnyObject {
    func editAge(of student: Student)
}

protocol AgeEditorDelegate: AnyObject {
    func ageEditorDidFinish(age: Int, keepEditing: Bool)
}

/// Pushes the age editor over the name editor; pops back to it, or to the list.
class NameToAgeEditorFlow: AgeEditingService {
    weak var viewController: UIViewController?

    func editAge(of student: Student) {
        let ageViewController = AgeEditorFactory.make()
        ageViewController.studentAge = student.age
        ageViewController.delegate = self
        viewController?.navigationController?.pushViewController(ageViewController, animated: true)
    }
}

extension NameToAgeEditorFlow: AgeEditorDelegate {
    func ageEditorDidFinish(age: Int, keepEditing: Bool) {
        if keepEditing {
            guard let nameEditor = viewController as? NameEditorViewController else { return }
            nameEditor.editingStudent?.age = age
            nameEditor.navigationController?.popToViewController(nameEditor, animated: true)
        } else {
            let navigation = viewController?.navigationController
            if let list = navigation?.viewControllers.first(where: { $0 is StudentListViewController }) {
                navigation?.popToViewController(list, animated: true)
            }
        }
    }
}

class AgeEditorViewController: UIViewController {
    var studentAge: Int?
    weak var delegate: AgeEditorDelegate?
    @IBOutlet var ageField: UITextField!

    @IBAction func doneTapped(_ sender: Any) {
        delegate?.ageEditorDidFinish(age: Int(ageField.text ?? "") ?? 0, keepEditing: true)
    }

    @IBAction func backToListTapped(_ sender: Any) {
        delegate?.ageEditorDidFinish(age: Int(ageField.text ?? "") ?? 0, keepEditing: false)
    }
}

enum AgeEditorFactory {
    static func make() -> AgeEditorViewController { AgeEditorViewController() }
}
