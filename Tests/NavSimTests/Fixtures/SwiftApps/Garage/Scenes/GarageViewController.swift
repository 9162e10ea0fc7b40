import UIKit

protocol GarageDataStore {
    var name: String? { get }
    var cars: [Car]? { get }
    var selectedCar: Car? { get set }
    var lastAdded: Car? { get set }
}

final class GarageViewController: UITableViewController {
    var router: GarageRouter?
    var interactor: GarageInteractor?

    // A closure that navigates: not a router's route.
    lazy var onLogout: () -> Void = { [weak self] in
        self?.navigationController?.popToRootViewController(animated: true)
    }

    // Configured from awakeFromNib, as the old Clean Swift templates did.
    override func awakeFromNib() {
        super.awakeFromNib()
        GarageConfigurator.shared.configure(self)
    }

    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        routeSegue(segue, to: router)
    }

    @objc func settingsTapped() {
        router?.routeToSettings(from: self)
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        guard let car = interactor?.cars?[indexPath.row] else { return }
        router?.routeToCarDetail(car: car)
    }

    @IBAction func unwindToGarage(_ segue: UIStoryboardSegue) {
        if let source = segue.source as? AddCarViewController {
            router?.dataStore?.lastAdded = source.car
        }
    }
}
