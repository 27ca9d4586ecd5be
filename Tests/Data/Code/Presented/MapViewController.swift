import UIKit

final class MapViewController: UIViewController {
    @objc func showFloors() {
        let floors = FloorsViewController(nibName: "FloorPicker", bundle: nil)
        present(floors, animated: true)
    }
}
