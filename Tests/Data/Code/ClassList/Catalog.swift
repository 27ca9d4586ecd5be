import UIKit

/// The charts' screens lay out below the navigation bar.
class ChartViewController: UIViewController {
    override init(nibName: String?, bundle: Bundle?) {
        super.init(nibName: nibName, bundle: bundle)
        edgesForExtendedLayout = []
    }

    required init?(coder: NSCoder) { fatalError() }
}

final class BarChartViewController: ChartViewController {}

final class CatalogViewController: UITableViewController {
    private let demos: [(title: String, type: ChartViewController.Type)] = [
        (title: "Bars", type: BarChartViewController.self),
    ]

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let type = demos[indexPath.row].type
        let screen = type.init(nibName: String(describing: type), bundle: nil)
        navigationController?.pushViewController(screen, animated: true)
    }
}
