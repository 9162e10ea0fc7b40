import UIKit
import Swinject

/// What the dependency container builds for each type (the container is a framework's).
enum ProfileAssembly {
    static func assemble(container: Container) {
        container.register(ProfileView.self) { _ in ProfileViewController() }
        container.register(EditView.self) { resolver in
            let controller = EditProfileViewController()
            return controller
        }
    }
}

final class ProfileCoordinator {
    private let container: Container
    private let navigation: UINavigationController

    init(container: Container, navigation: UINavigationController) {
        self.container = container
        self.navigation = navigation
    }

    func start() {
        let profile = container.resolve(ProfileView.self)!
        profile.onEdit = { [weak self] in
            self?.showEdit(profile.name)
        }
        navigation.setViewControllers([profile], animated: false)
    }

    private func showEdit(_ name: String) {
        let edit = container.resolve(EditView.self)!
        edit.name = name
        navigation.pushViewController(edit, animated: true)
    }
}
