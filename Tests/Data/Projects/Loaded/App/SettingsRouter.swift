import UIKit

enum SettingsRouter {
    static func settings() -> UIViewController {
        UIStoryboard(name: "Settings", bundle: nil).instantiateInitialViewController()!
    }
}
