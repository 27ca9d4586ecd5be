import UIKit

/* Kept from an older version of the app; nothing creates it any more. */
final class FloorsViewController: UIViewController {
    @IBOutlet weak var floorLevelPickerView: UIPickerView!
}
