import LayoutModel

/// Where a view sits among table cells, for the rules about cells and readable width.
extension RuleContext {
    /// Inside a cell of a table view whose `insetsContentViewsToSafeArea` is off.
    func isInCellOfTableNotInsetToSafeArea(_ index: Int) -> Bool {
        var current = superview(index)
        while let ancestor = current {
            if let table = node(ancestor).table, node(ancestor).kind == .tableView {
                return !table.insetsContentViewsToSafeArea
            }
            current = superview(ancestor)
        }
        return false
    }

    /// Inside a table or collection view cell.
    func isInTableCell(_ index: Int) -> Bool {
        var current = superview(index)
        while let ancestor = current {
            if node(ancestor).kind == .tableViewCell || node(ancestor).kind == .collectionViewCell { return true }
            current = superview(ancestor)
        }
        return false
    }
}
