import UIKit

final class MapViewController: UIViewController {
    @objc func showLevels() {
        let levels = LevelsViewController()
        present(UINavigationController(rootViewController: levels), animated: true)
    }
}

final class LevelsViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let floors = FloorsViewController(nibName: "FloorPicker", bundle: nil)
        navigationController?.pushViewController(floors, animated: true)
    }
}
