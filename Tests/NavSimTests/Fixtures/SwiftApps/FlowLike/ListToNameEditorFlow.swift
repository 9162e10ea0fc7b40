import UIKit

/// Shows the name editor over the list, and goes back to the list when editing is done.
class ListToNameEditorFlow: StudentEditingService {
    weak var viewController: UIViewController?
    var completion: ((Student) -> Void)?

    func edit(student: Student, completion: @escaping (Student) -> Void) {
        self.completion = completion
        var (editor, nameViewController) = NameEditorFactory.build()
        editor.serviceDelegate = self
        nameViewController.editingStudent = student
        viewController?.show(nameViewController, sender: self)
    }
}

extension ListToNameEditorFlow: NameEditorServiceDelegate {
    func nameEditorDidFinish(student: Student) {
        completion?(student)
        guard let list = viewController as? StudentListViewController else { return }
        list.replace(student: student)
        list.navigationController?.popToViewController(list, animated: true)
    }
}
