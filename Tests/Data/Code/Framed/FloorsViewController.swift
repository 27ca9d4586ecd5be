import UIKit

final class FloorsViewController: UIViewController {
    @IBOutlet weak var floorLevelPickerView: UIPickerView!

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        // Sits above the home indicator, whatever the device.
        floorLevelPickerView.frame = view.bounds.inset(by: view.safeAreaInsets)
    }
}

final class SceneDelegate: UIResponder {
    var window: UIWindow?

    func start() {
        window?.rootViewController = FloorsViewController()
    }
}
