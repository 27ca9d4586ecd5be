import LayoutModel

extension ConstraintSystemBuilder {
    // MARK: Table and collection view cells

    /// What a table or collection view stacks in its content: its header view, its cells,
    /// its footer view, in that order (the loader keeps them in that order).
    func rows(of index: Int) -> [Int] {
        tree.views[index].children.filter {
            let node = tree.views[$0].node
            return node.kind == .tableViewCell || node.kind == .collectionViewCell || node.tableAttachment != nil
        }
    }

    /// Cells span the table's content width and stack in rows; a row is `rowHeight` tall, or
    /// as tall as its content (self-sizing), 44 when nothing says. The content view is inset
    /// by the cell's left and right safe-area insets while `insetsContentViewsToSafeArea`.
    /// The header and footer views span the content too, as tall as they were designed, and
    /// are not inset: their subviews must keep clear of the safe area themselves.
    /// A collection view with a flow layout places its section as `placeFlowSection` says.
    mutating func addCells(of index: Int) {
        let view = tree.views[index]
        guard view.node.kind == .tableView || view.node.kind == .collectionView else { return }
        let cells = rows(of: index)
        guard !cells.isEmpty else { return }
        let content = contentExpression(index)
        if let flow = view.node.collection {
            placeFlowSection(cells, in: index, flow: flow, content: content)
            return
        }
        let table = view.node.table ?? TableSettings()
        var horizontalInsets = EdgeInsets.zero
        if table.style == .insetGrouped {
            use.margins.insert(index)
            horizontalInsets = EdgeInsets(top: 0, left: state.layoutMargins[index].left, bottom: 0, right: state.layoutMargins[index].right)
        }
        var previousBottom = content.minY
        for cell in cells {
            if let attachment = tree.views[cell].node.tableAttachment {
                previousBottom = placeAttachment(cell, attachment, of: index, along: .vertical, content: content, at: previousBottom)
                continue
            }
            previousBottom = placeRow(cell, of: index, table: table, content: content, insets: horizontalInsets, after: previousBottom)
            fillCell(cell, insetToSafeArea: view.node.kind == .tableView && table.insetsContentViewsToSafeArea)
        }
        if view.node.scroll?.contentHeight == nil {
            generated(content.minY + content.height, previousBottom, GeneratedConstraint("{view} content ends with its last row", index))
        }
    }

    /// A flow layout's section along its scroll direction: the section header, the section
    /// inset, the items one line each, the inset again, then the section footer.
    private mutating func placeFlowSection(_ cells: [Int], in collection: Int, flow: CollectionSettings, content: RectExpression) {
        let axis = flow.scrollDirection
        var sectionStart = axis == .vertical ? content.minY : content.minX
        var itemsEnd: LinearExpression?
        var footers: [Int] = []
        for cell in cells {
            let node = tree.views[cell].node
            switch node.tableAttachment {
            case .header?:
                sectionStart = placeAttachment(cell, .header, of: collection, along: axis, content: content, at: sectionStart)
            case .footer?:
                footers.append(cell)
            case nil:
                // UICollectionViewFlowLayout's default item size is 50 x 50 (its itemSize).
                let design = node.frame ?? Rect(x: 0, y: 0, width: 50, height: 50)
                itemsEnd = placeFlowItem(cell, design: design, in: collection, flow: flow, content: content,
                                         sectionStart: sectionStart, after: itemsEnd)
                fillCell(cell, insetToSafeArea: false)
            }
        }
        var end = itemsEnd.map { $0 + (axis == .vertical ? flow.sectionInset.bottom : flow.sectionInset.right) } ?? sectionStart
        for footer in footers {
            end = placeAttachment(footer, .footer, of: collection, along: axis, content: content, at: end)
        }
        let scroll = tree.views[collection].node.scroll
        if axis == .vertical, scroll?.contentHeight == nil {
            generated(content.minY + content.height, end, GeneratedConstraint("{view} content ends with its section", collection))
        } else if axis == .horizontal, scroll?.contentWidth == nil {
            generated(content.minX + content.width, end, GeneratedConstraint("{view} content ends with its section", collection))
        }
    }

    /// A cell no table or collection view of the document holds (a collection view cell of a
    /// xib, laid out on its own): its content view still fills it.
    mutating func addContentOfLoneCell(_ index: Int) {
        let view = tree.views[index]
        guard view.node.kind == .tableViewCell || view.node.kind == .collectionViewCell else { return }
        if let parent = view.parent, [.tableView, .collectionView].contains(tree.views[parent].node.kind) { return }
        fillCell(index, insetToSafeArea: false)
    }

    /// A table's header or footer view, or a flow layout's section header or footer: across
    /// the content, as long along the scroll axis as designed, at `start`. Returns its end.
    private mutating func placeAttachment(_ cell: Int, _ attachment: TableAttachment, of container: Int, along axis: Axis,
                                          content: RectExpression, at start: LinearExpression) -> LinearExpression {
        let cellRect = frameExpression(cell)
        let design = tree.views[cell].node.frame
        let word = attachment.rawValue
        func says(_ wording: String, _ number: Double? = nil) -> GeneratedConstraint {
            GeneratedConstraint(wording, container, other: cell, number: number, word: word)
        }
        switch axis {
        case .vertical:
            let height = design?.height ?? 0
            generated(cellRect.minX, content.minX, says("{view} {word} {other} starts at the content's leading edge"))
            generated(cellRect.width, content.width, says("{view} {word} {other} spans the content"))
            generated(cellRect.minY, start, says("{view} {word} {other} follows the rows above it"))
            generated(cellRect.height, LinearExpression(constant: height), says("{view} {word} {other} is {n} tall", height))
            return cellRect.minY + cellRect.height
        case .horizontal:
            let width = design?.width ?? 0
            generated(cellRect.minY, content.minY, says("{view} {word} {other} starts at the content's top"))
            generated(cellRect.height, content.height, says("{view} {word} {other} spans the content"))
            generated(cellRect.minX, start, says("{view} {word} {other} follows the items before it"))
            generated(cellRect.width, LinearExpression(constant: width), says("{view} {word} {other} is {n} wide", width))
            return cellRect.minX + cellRect.width
        }
    }

    /// A table row across the content (inside an inset grouped table's margins), after the
    /// previous row, at its fixed height or fitting its content. Returns its bottom.
    private mutating func placeRow(_ cell: Int, of table: Int, table settings: TableSettings, content: RectExpression,
                                   insets: EdgeInsets, after previousBottom: LinearExpression) -> LinearExpression {
        let cellRect = frameExpression(cell)
        let node = tree.views[cell].node
        generated(cellRect.minX, content.minX + insets.left, GeneratedConstraint("{view} row {other} starts at the content's leading edge", table, other: cell))
        generated(cellRect.width, content.width - (insets.left + insets.right), GeneratedConstraint("{view} row {other} spans the content", table, other: cell))
        generated(cellRect.minY, previousBottom, GeneratedConstraint("{view} row {other} follows the previous row", table, other: cell))
        if let height = node.intrinsicHeight ?? settings.rowHeight {
            generated(cellRect.height, LinearExpression(constant: height), GeneratedConstraint("{view} row {other} is {n} tall", table, other: cell, number: height))
        } else {
            // Self-sizing: the content decides; what it leaves open comes from the design
            // height (or 44), below the fitting level so that content always wins.
            let height = node.frame?.height ?? 44
            generated(cellRect.height, LinearExpression(constant: height), priority: LayoutPriority.selfSizingRowEstimate,
                      GeneratedConstraint("{view} row {other} fits its content, about {n} tall", table, other: cell, number: height))
        }
        return cellRect.minY + cellRect.height
    }

    /// A cell's content view fills it, inset by the cell's left and right safe-area insets
    /// when the table insets its content views (a collection view leaves the safe area to
    /// the cell's own margins), and short of its accessory on the trailing side (the
    /// accessory and the cell's trailing margin).
    private mutating func fillCell(_ cell: Int, insetToSafeArea: Bool) {
        let cellRect = frameExpression(cell)
        for contentView in tree.views[cell].children {
            let contentRect = frameExpression(contentView)
            var insets = EdgeInsets.zero
            if insetToSafeArea {
                use.cellInsets.insert(cell)
                insets = EdgeInsets(top: 0, left: state.safeAreaInsets[cell].left, bottom: 0, right: state.safeAreaInsets[cell].right)
            }
            let accessory = tree.views[cell].node.cellAccessory
            if accessory != .none {
                use.margins.insert(cell)
                let leftToRight = isLeftToRight(cell)
                let margin = leftToRight ? state.layoutMargins[cell].right - insets.right : state.layoutMargins[cell].left - insets.left
                let width = ControlMetrics.cellAccessoryWidth(accessory) + max(0, margin)
                if leftToRight { insets.right += width } else { insets.left += width }
            }
            let inner = inset(cellRect, by: insets)
            generated(contentRect.minX, inner.minX, GeneratedConstraint("{view} fills its cell (x)", contentView))
            generated(contentRect.width, inner.width, GeneratedConstraint("{view} fills its cell (width)", contentView))
            generated(contentRect.minY, inner.minY, GeneratedConstraint("{view} fills its cell (y)", contentView))
            generated(contentRect.height, inner.height, GeneratedConstraint("{view} fills its cell (height)", contentView))
        }
    }

    /// A flow layout cell at its designed item size, each prototype starting a line of its
    /// own (the first item of a line is the one nearest the edges). A cell designed as wide
    /// as the collection view (less the section insets) is sized to it at run time, as apps
    /// do in `sizeForItemAt`, so it spans the content. Returns where the item ends along the
    /// scroll direction.
    private mutating func placeFlowItem(_ cell: Int, design: Rect, in collection: Int, flow: CollectionSettings,
                                        content: RectExpression, sectionStart: LinearExpression,
                                        after previousEnd: LinearExpression?) -> LinearExpression {
        let cellRect = frameExpression(cell)
        // Section insets measured from the safe area or the margins add those on the sides.
        var inset = flow.sectionInset
        switch flow.sectionInsetReference {
        case .safeArea:
            use.safeArea.insert(collection)
            inset.left += state.safeAreaInsets[collection].left
            inset.right += state.safeAreaInsets[collection].right
        case .layoutMargins:
            use.margins.insert(collection)
            inset.left += state.layoutMargins[collection].left
            inset.right += state.layoutMargins[collection].right
        case .contentInset:
            break
        }
        let designed = tree.views[collection].node.frame
        func item(_ wording: String, number: Double? = nil) -> GeneratedConstraint {
            GeneratedConstraint(wording, collection, other: cell, number: number)
        }
        switch flow.scrollDirection {
        case .vertical:
            let spans = designed.map { design.width >= $0.width - inset.left - inset.right - 0.5 } ?? false
            let width = spans ? content.width - (inset.left + inset.right) : LinearExpression(constant: design.width)
            generated(cellRect.width, width, spans ? item("{view} item {other} spans the content") : item("{view} item {other} is {n} wide", number: design.width))
            if direction == .rightToLeft {
                generated(cellRect.minX + cellRect.width, content.minX + content.width - inset.right, item("{view} item {other} starts a line at the trailing inset"))
            } else {
                generated(cellRect.minX, content.minX + inset.left, item("{view} item {other} starts a line at the leading inset"))
            }
            generated(cellRect.height, LinearExpression(constant: design.height), item("{view} item {other} is {n} tall", number: design.height))
            generated(cellRect.minY, previousEnd.map { $0 + flow.minimumLineSpacing } ?? sectionStart + inset.top, item("{view} item {other} follows the line above"))
            return cellRect.minY + cellRect.height
        case .horizontal:
            let spans = designed.map { design.height >= $0.height - inset.top - inset.bottom - 0.5 } ?? false
            let height = spans ? content.height - (inset.top + inset.bottom) : LinearExpression(constant: design.height)
            generated(cellRect.height, height, spans ? item("{view} item {other} spans the content") : item("{view} item {other} is {n} tall", number: design.height))
            generated(cellRect.minY, content.minY + inset.top, item("{view} item {other} starts at the top inset"))
            generated(cellRect.width, LinearExpression(constant: design.width), item("{view} item {other} is {n} wide", number: design.width))
            generated(cellRect.minX, previousEnd.map { $0 + flow.minimumLineSpacing } ?? sectionStart + inset.left, item("{view} item {other} follows the item before it"))
            return cellRect.minX + cellRect.width
        }
    }
}
