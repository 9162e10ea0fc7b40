import UIKit

// A router without a `viewController` property: it keeps its source under another name.
final class GarageRouter: NSObject {
    weak var source: GarageViewController?
    var dataStore: GarageDataStore?

    // The helper's name differs from the route's: routeToAddCarSegue calls passDataToAddCar.
    @objc func routeToAddCarSegue(segue: UIStoryboardSegue?) {
        if let segue = segue {
            let destinationVC = segue.destination as! AddCarViewController
            var destinationDS = destinationVC.router!.dataStore!
            passDataToAddCar(source: dataStore!, destination: &destinationDS)
        }
    }

    // A non-optional segue: only ever a segue.
    @objc func routeToShowCar(segue: UIStoryboardSegue) {
        let destinationVC = segue.destination as! CarDetailViewController
        var destinationDS = destinationVC.router!.dataStore!
        passDataTo(destination: &destinationDS)
    }

    // No segue parameter at all, and a constructor-injected destination presented full screen.
    func routeToSettings(from source: GarageViewController) {
        let destination = SettingsViewController(theme: "dark")
        destination.modalPresentationStyle = .fullScreen
        source.present(destination, animated: true)
    }

    // A route parameter written into the store before it is passed.
    func routeToCarDetail(car: Car) {
        dataStore?.selectedCar = car
        let destination = UIStoryboard(name: "Main", bundle: nil)
            .instantiateViewController(withIdentifier: "CarDetail") as! CarDetailViewController
        var destinationDS = destination.router!.dataStore!
        passDataTo(destination: &destinationDS)
        navigateToCarDetail(source: source!, destination: destination)
    }

    func navigateToCarDetail(source: GarageViewController, destination: CarDetailViewController) {
        source.navigationController?.pushViewController(destination, animated: true)
    }

    func passDataToAddCar(source: GarageDataStore, destination: inout AddCarDataStore) {
        destination.garageName = source.name
    }

    // No source parameter: it reads the router's own data store.
    func passDataTo(destination: inout CarDetailDataStore) {
        destination.car = dataStore?.selectedCar
    }
}
