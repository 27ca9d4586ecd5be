import LayoutModel

/// What one document may hold before layout-lint refuses it with a located error, so that
/// a hostile or broken file cannot exhaust time or memory, and numbers that layout can use.
/// The limits sit far above real documents: the largest of the 766 in the shared corpus has
/// 1,152 objects, 653 constraints and 68 KB of archived text in one element.
enum InputLimits {
    /// Objects with an id (views, controllers, constraints, guides, ...).
    static let maxObjects = 10_000
    static let maxConstraints = 5_000
    /// Bytes in one attribute or one text node (a label's text, archived attributed text,
    /// which real documents keep as tens of kilobytes of base64).
    static let maxTextLength = 1_048_576
    /// Points, priorities, multipliers: a larger number is an error, not a layout.
    static let maxMagnitude = 1_000_000.0
    /// Errors reported per document before the rest are summarised.
    static let maxErrors = 20

    /// Attributes that hold a number, or a list of numbers, in Interface Builder documents
    /// and fixtures; any name ending in `Priority` does too.
    static let numericAttributes: Set<String> = [
        "constant", "multiplier", "inset", "priority", "x", "y", "width", "height",
        "top", "bottom", "left", "right", "leading", "trailing", "minX", "minY", "maxX", "maxY",
        "pointSize", "size", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
        "spacing", "minimumLineSpacing", "minimumInteritemSpacing", "preferredMaxLayoutWidth",
        "preferredPrimaryColumnWidth", "minimumPrimaryColumnWidth", "maximumPrimaryColumnWidth",
        "placeholderIntrinsicWidth", "placeholderIntrinsicHeight", "intrinsicWidth", "intrinsicHeight",
        "contentWidth", "contentHeight", "numberOfLines", "frame", "contentInset", "layoutMargins",
        "directionalLayoutMargins", "additionalSafeAreaInsets", "presentedSize",
    ]

    /// Every limit the document passes, as located errors (none when it passes them all).
    static func check(_ root: XMLElement) -> [LoadError] {
        var errors: [LoadError] = []
        var objects = 0, constraints = 0
        var stack = [root]
        while let element = stack.popLast() {
            if element.name == "constraint" { constraints += 1 }
            for attribute in element.attributes {
                if attribute.name == "id" { objects += 1 }
                if attribute.value.utf8.count > maxTextLength {
                    errors.append(LoadError("'\(attribute.name)' holds \(attribute.value.utf8.count) bytes; expected at most \(maxTextLength) (layout-lint's limit on text per attribute)",
                                            at: attribute.location))
                } else if numericAttributes.contains(attribute.name) || attribute.name.hasSuffix("Priority") {
                    if let problem = numberProblem(attribute.value) {
                        errors.append(LoadError("'\(attribute.name)' is '\(attribute.value)': \(problem)", at: attribute.location))
                    }
                }
            }
            if element.text.utf8.count > maxTextLength {
                errors.append(LoadError("<\(element.name)> holds \(element.text.utf8.count) bytes of text; expected at most \(maxTextLength) (layout-lint's limit on text per element)",
                                        at: element.location))
            }
            stack.append(contentsOf: element.children.reversed())
        }
        if objects > maxObjects {
            errors.append(LoadError("the document has \(objects) objects with an id; expected at most \(maxObjects) (layout-lint's limit per document)", at: root.location))
        }
        if constraints > maxConstraints {
            errors.append(LoadError("the document has \(constraints) constraints; expected at most \(maxConstraints) (layout-lint's limit per document)", at: root.location))
        }
        errors.sort { $0.location < $1.location }
        if errors.count > maxErrors {
            let more = errors.count - maxErrors
            errors = Array(errors.prefix(maxErrors))
            errors.append(LoadError("\(more) more errors of the same kinds", at: root.location))
        }
        return errors
    }

    /// Why a number (or one of a list of numbers) cannot be used; nil when it can, or when
    /// it is not a number at all (the loaders say what they expected there).
    static func numberProblem(_ text: String) -> String? {
        for word in text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\n" }) {
            guard let value = Double(word) else { continue }
            if !value.isFinite { return "expected a finite number" }
            if abs(value) > maxMagnitude { return "expected a number between -\(Int(maxMagnitude)) and \(Int(maxMagnitude))" }
        }
        return nil
    }
}
