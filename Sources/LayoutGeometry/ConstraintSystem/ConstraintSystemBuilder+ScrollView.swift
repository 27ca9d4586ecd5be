import LayoutModel

extension ConstraintSystemBuilder {
    // MARK: Scroll view content size

    func isScrollContainer(_ index: Int) -> Bool { tree.views[index].isScrollContainer }

    /// The content size is given (`contentWidth`/`contentHeight`), or solved from constraints
    /// to the content; an axis with neither equals the bounds (not scrollable).
    mutating func addScrollContent(of index: Int) {
        guard let content = contentVariables[index] else { return }
        let node = tree.views[index].node
        let v = variables[index]!
        let hasRows = !rows(of: index).isEmpty
        let contentDefault = LayoutPriority.scrollContentDefault
        if let width = node.scroll?.contentWidth {
            generated(expression(content.width), LinearExpression(constant: width), GeneratedConstraint("{view} content width {n}", index, number: width))
        } else if node.collection?.scrollDirection == .horizontal && hasRows {
            // Sized by its items (see addCells).
        } else if node.kind == .tableView || node.kind == .collectionView {
            generated(expression(content.width), expression(v.width), GeneratedConstraint("{view} content is as wide as the table", index))
        } else {
            generated(expression(content.width), expression(v.width), priority: contentDefault,
                      GeneratedConstraint("{view} content width defaults to its width", index))
        }
        if let height = node.scroll?.contentHeight {
            generated(expression(content.height), LinearExpression(constant: height), GeneratedConstraint("{view} content height {n}", index, number: height))
        } else if node.collection?.scrollDirection == .horizontal && hasRows {
            generated(expression(content.height), expression(v.height), GeneratedConstraint("{view} content is as tall as the collection view", index))
        } else if (node.kind == .tableView || node.kind == .collectionView) && !hasRows {
            generated(expression(content.height), LinearExpression(constant: 0), GeneratedConstraint("{view} has no rows", index))
        } else {
            generated(expression(content.height), expression(v.height), priority: contentDefault,
                      GeneratedConstraint("{view} content height defaults to its height", index))
        }
        generated(expression(content.width), .greaterThanOrEqual, LinearExpression(constant: 0), GeneratedConstraint("{view} content width is not negative", index))
        generated(expression(content.height), .greaterThanOrEqual, LinearExpression(constant: 0), GeneratedConstraint("{view} content height is not negative", index))
    }
}
