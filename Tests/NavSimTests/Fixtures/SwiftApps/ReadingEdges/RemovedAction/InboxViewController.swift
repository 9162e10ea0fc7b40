import UIKit

/// Takes its save action off the button while editing; nothing else runs it.
class InboxViewController: UIViewController {
    let saveButton = UIButton(type: .system)

    func stopEditing() {
        saveButton.removeTarget(self, action: #selector(saveDraft), for: .touchUpInside)
    }

    @objc func saveDraft() {
        navigationController?.pushViewController(DraftsViewController(), animated: true)
    }

    lazy var later: () -> Void = { [weak self] in
        self?.saveDraft()
    }
}

class DraftsViewController: UIViewController {}
