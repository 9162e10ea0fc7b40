import UIKit

protocol ProfileView: UIViewController {
    var onEdit: (() -> Void)? { get set }
}

/// Two screens can be the editor; the container says which one the app builds.
protocol EditView: UIViewController {
    var name: String { get set }
}

final class ProfileViewController: UIViewController, ProfileView {
    var onEdit: (() -> Void)?
    var name = ""

    @IBAction func editTapped(_ sender: Any) {
        onEdit?()
    }
}

/// The compact layout's profile: registered nowhere.
final class CompactProfileViewController: UIViewController, ProfileView {
    var onEdit: (() -> Void)?
}

final class EditProfileViewController: UIViewController, EditView {
    var name = ""
}

/// A preview of the editor for design reviews: registered nowhere.
final class PreviewEditViewController: UIViewController, EditView {
    var name = ""
}
