import UIKit

// The filter row of a drop-down list: its table places it, at the table's width.
final class FilterCell: UITableViewCell {
    @IBOutlet weak var field: UITextField!
}
