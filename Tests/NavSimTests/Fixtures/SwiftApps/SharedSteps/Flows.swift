import UIKit

/// Two flows over the same steps. Both show a picked photo alike; on `.closed` one dismisses,
/// the other pops — which one hears the grid, the code does not say.
final class LibraryFlow {
    private let navigation = UINavigationController()

    func navigate(to step: Step) {
        guard let step = step as? PhotoStep else { return }
        switch step {
        case .photoPicked(let id):
            showPhoto(id)
        case .closed:
            navigation.dismiss(animated: true)
        }
    }

    private func showPhoto(_ id: Int) {
        let photo = PhotoViewController()
        photo.photoID = id
        navigation.pushViewController(photo, animated: true)
    }
}

final class AlbumFlow {
    private let navigation = UINavigationController()

    func navigate(to step: Step) {
        guard let step = step as? PhotoStep else { return }
        switch step {
        case .photoPicked(let id):
            let photo = PhotoViewController()
            photo.photoID = id
            navigation.pushViewController(photo, animated: true)
        case .closed:
            navigation.popViewController(animated: true)
        }
    }
}
