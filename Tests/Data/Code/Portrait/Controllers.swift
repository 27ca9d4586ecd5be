import UIKit

class BaseViewController: UIViewController {
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        return .portrait
    }
}

final class FloorsViewController: BaseViewController {}

final class MapViewController: BaseViewController {
    func showFloors() {
        navigationController?.pushViewController(FloorsViewController(), animated: true)
    }
}
