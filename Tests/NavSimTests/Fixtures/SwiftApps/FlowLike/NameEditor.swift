import UIKit

protocol NameEditing {
    var serviceDelegate: NameEditorServiceDelegate? { get set }
    func finish(name: String)
    func editAge()
}

protocol NameEditorServiceDelegate: AnyObject {
    func nameEditorDidFinish(student: Student)
}

/// The name editor's use case: it tells its service delegate (a flow) what happened.
class NameEditor: NameEditing {
    weak var serviceDelegate: NameEditorServiceDelegate?
    var ageService: AgeEditingService?
    var student = Student(id: 0, name: "", age: 0)

    func finish(name: String) {
        student.name = name
        serviceDelegate?.nameEditorDidFinish(student: student)
    }

    func editAge() {
        ageService?.editAge(of: student)
    }
}

class NameEditorViewController: UIViewController {
    var editingStudent: Student?
    var editor: NameEditing
    @IBOutlet var nameField: UITextField!

    init(editor: NameEditing) {
        self.editor = editor
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    @IBAction func doneTapped(_ sender: Any) {
        editor.finish(name: nameField.text ?? "")
    }

    @IBAction func ageTapped(_ sender: Any) {
        editor.editAge()
    }
}

enum NameEditorFactory {
    static func build() -> (NameEditing, NameEditorViewController) {
        let editor = NameEditor()
        let flow = NameToAgeEditorFlow()
        editor.ageService = flow
        let viewController = NameEditorViewController(editor: editor)
        flow.viewController = viewController
        return (editor, viewController)
    }
}
