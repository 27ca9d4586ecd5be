import UIKit

@main
final class AppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        UINavigationBar.appearance().isTranslucent = false
        return true
    }
}

final class ChartListViewController: UITableViewController {
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let chart = ChartViewController(nibName: "ChartViewController", bundle: nil)
        navigationController?.pushViewController(chart, animated: true)
    }
}

final class ChartViewController: UIViewController {}
