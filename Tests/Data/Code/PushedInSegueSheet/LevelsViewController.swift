import UIKit

final class MapViewController: UIViewController {}

final class LevelsViewController: UIViewController {
    @objc func showFloors() {
        let floors = FloorsViewController(nibName: "FloorPicker", bundle: nil)
        navigationController?.pushViewController(floors, animated: true)
    }
}
