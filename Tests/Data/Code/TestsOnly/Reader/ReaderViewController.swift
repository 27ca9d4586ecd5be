import UIKit

final class ReaderViewController: UIViewController {}

final class LibraryViewController: UIViewController {
    func open() {
        let reader = ReaderViewController(nibName: "ReaderViewController", bundle: nil)
        reader.modalPresentationStyle = .formSheet
        present(reader, animated: true)
    }
}
