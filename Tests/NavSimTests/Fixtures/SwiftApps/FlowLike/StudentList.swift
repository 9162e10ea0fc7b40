import UIKit

protocol StudentListPresenting: AnyObject {
    func select(student: Student)
}

/// The list, root of the navigation controller the scene flow builds.
class StudentListViewController: UIViewController {
    var dataSource: [Student] = []
    let presenter: StudentListPresenting

    init(presenter: StudentListPresenting) {
        self.presenter = presenter
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        presenter.select(student: dataSource[indexPath.row])
    }

    func replace(student: Student) {
        dataSource[student.id] = student
    }
}

class StudentListPresenter: StudentListPresenting {
    let service: StudentEditingService

    init(service: StudentEditingService) { self.service = service }

    func select(student: Student) {
        service.edit(student: student) { [weak self] edited in
            self?.log(edited)
        }
    }

    func log(_ student: Student) { print(student.name) }
}

protocol StudentEditingService: AnyObject {
    func edit(student: Student, completion: @escaping (Student) -> Void)
}

enum StudentListFactory {
    static func build() -> StudentListViewController {
        let flow = ListToNameEditorFlow()
        let presenter = StudentListPresenter(service: flow)
        let viewController = StudentListViewController(presenter: presenter)
        flow.viewController = viewController
        return viewController
    }
}
