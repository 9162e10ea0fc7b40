import UIKit

// A scene built in code whose custom view reports the save button to its view controller through
// a delegate; the view controller asks its router to go back.
protocol NoteEditorViewDelegate: AnyObject {
    func didTapSave(text: String)
}

class BaseView: UIView {}

final class NoteEditorView: BaseView {
    weak var delegate: NoteEditorViewDelegate?
    var text = ""

    @objc private func saveTapped() {
        delegate?.didTapSave(text: text)
    }
}

protocol NoteEditorRoutingLogic {
    func routeBack()
}

final class NoteEditorRouter: NoteEditorRoutingLogic {
    weak var viewController: UIViewController?

    func routeBack() {
        viewController?.navigationController?.popViewController(animated: true)
    }
}

final class NoteEditorViewController: UIViewController {
    private let editor = NoteEditorView()
    private let router: NoteEditorRoutingLogic

    init(router: NoteEditorRoutingLogic) {
        self.router = router
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func loadView() {
        view = editor
        editor.delegate = self
    }
}

extension NoteEditorViewController: NoteEditorViewDelegate {
    func didTapSave(text: String) {
        router.routeBack()
    }
}
