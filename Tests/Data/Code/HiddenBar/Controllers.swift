import UIKit

final class FloorsViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(true, animated: animated)
    }
}

final class MapViewController: UIViewController {
    func showFloors() {
        navigationController?.pushViewController(FloorsViewController(), animated: true)
    }
}
