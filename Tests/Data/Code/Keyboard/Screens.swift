import UIKit

final class SearchViewController: UIViewController {
    private let searchBar = UISearchBar()

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        searchBar.becomeFirstResponder()
    }
}

final class HistoryViewController: UIViewController {}

final class HomeViewController: UIViewController {
    func search() {
        navigationController?.pushViewController(SearchViewController(nibName: "SearchViewController", bundle: nil), animated: true)
    }

    func history() {
        navigationController?.pushViewController(HistoryViewController(nibName: "HistoryViewController", bundle: nil), animated: true)
    }
}
