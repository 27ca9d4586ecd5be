import UIKit

final class FloorsViewController: UIViewController {
    @IBOutlet weak var floorLevelPickerView: UIPickerView!
    var floors: [String] = []

    func reload() {
        // Hidden in the nib until the building has floors to pick from.
        floorLevelPickerView.isHidden = floors.isEmpty
    }
}

final class MapViewController: UIViewController {
    func showFloors() {
        present(FloorsViewController(nibName: "FloorPicker", bundle: nil), animated: true)
    }
}
