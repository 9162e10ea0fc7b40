import UIKit

/// Built by `Screens`, which neither flow is: no flow's code names it.
final class PhotoGridViewController: UIViewController {
    let steps = StepRelay()
    var photoIDs: [Int] = []

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        steps.accept(PhotoStep.photoPicked(id: photoIDs[indexPath.item]))
    }

    @IBAction func closeTapped(_ sender: Any) {
        steps.accept(PhotoStep.closed)
    }
}

final class PhotoViewController: UIViewController {
    var photoID = 0
}

enum Screens {
    static func grid() -> PhotoGridViewController { PhotoGridViewController() }
}
