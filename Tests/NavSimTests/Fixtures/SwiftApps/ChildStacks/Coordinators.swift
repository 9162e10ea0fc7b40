import UIKit

/// Set when the user has been through the tour; `start()` chooses by it.
var hasSeenTour = false

class Coordinator {
    func start() {}
}

final class AppCoordinator: Coordinator {
    private let router: StackRouter

    init(router: StackRouter) {
        self.router = router
    }

    override func start() {
        if hasSeenTour {
            showAlbums()
        } else {
            showTour()
        }
    }

    private func showTour() {
        let tour = TourViewController()
        tour.onFinish = { [weak self] in
            hasSeenTour = true
            self?.start()
        }
        router.setRoot(tour)
    }

    private func showAlbums() {
        let albums = AlbumsViewController()
        albums.onAdd = { [weak self] in
            self?.runComposeFlow()
        }
        albums.onSelect = { [weak self] album in
            self?.showAlbum(album)
        }
        router.setRoot(albums)
    }

    private func showAlbum(_ album: String) {
        let detail = AlbumViewController()
        detail.album = album
        detail.onHelp = { [weak self] in
            self?.runHelpFlow()
        }
        detail.onShare = { [weak self] in
            self?.runShareFlow(album)
        }
        router.push(detail)
    }

    /// The child is handed this coordinator's router after it is built: it pushes on ours.
    private func runHelpFlow() {
        let help = HelpCoordinator()
        help.router = router
        help.start()
    }

    /// The child is handed only data and keeps a navigation controller of its own, which
    /// nothing here presents: where its screen shows, the code does not say.
    private func runShareFlow(_ album: String) {
        let share = ShareCoordinator(album: album)
        share.start()
    }

    /// The child builds its own navigation controller; this presents it, the child fills it.
    private func runComposeFlow() {
        let (coordinator, module) = ComposeFactory().makeComposeFlow()
        coordinator.onDone = { [weak self] in
            self?.router.dismissModule()
            // Pushed on the list's stack, once the compose screen is gone.
            self?.showAlbum("Untitled")
        }
        router.present(module)
        coordinator.start()
    }
}

final class ComposeCoordinator: Coordinator {
    var onDone: (() -> Void)?
    private let router: StackRouter

    init(router: StackRouter) {
        self.router = router
    }

    override func start() {
        let compose = ComposeViewController()
        compose.onCancel = { [weak self] in
            self?.onDone?()
        }
        router.setRoot(compose)
    }
}

final class ComposeFactory {
    func makeComposeFlow() -> (ComposeCoordinator, StackRouter) {
        let router = StackRouter(navigation: UINavigationController())
        return (ComposeCoordinator(router: router), router)
    }
}

final class HelpCoordinator: Coordinator {
    var router: StackRouter?

    override func start() {
        router?.push(HelpViewController())
    }
}

final class ShareCoordinator: Coordinator {
    private let album: String
    private let router = StackRouter(navigation: UINavigationController())

    init(album: String) {
        self.album = album
    }

    override func start() {
        let share = ShareViewController()
        share.album = album
        router.setRoot(share)
    }
}
