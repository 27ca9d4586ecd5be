import Mustache

// The view models a report repeats thousands of times (every view, band and finding of
// every diagram, every matrix cell and finding card) answer template lookups themselves:
// a switch instead of a `Mirror` per lookup. `TemplateValues` leaves them as they are.
// A name not listed here is not a field, and a lookup goes on to the enclosing contexts,
// exactly as for a nil optional.

extension RectModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "x": x
        case "y": y
        case "width": width
        case "height": height
        default: nil
        }
    }
}

extension BandModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "rect": rect
        case "edge": edge
        default: nil
        }
    }
}

extension BarModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "rect": rect
        case "kind": kind
        case "label": label
        case "showLabel": showLabel
        case "labelX": labelX
        case "labelY": labelY
        default: nil
        }
    }
}

extension GuideModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "rect": rect
        case "controller": controller
        default: nil
        }
    }
}

extension ViewMarkModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "rect": rect
        case "id": id
        case "name": self.name
        case "kind": kind
        case "role": role
        case "title": title
        case "showLabel": showLabel
        case "labelX": labelX
        case "labelY": labelY
        default: nil
        }
    }
}

extension ScrollMarkModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "x1": x1
        case "x2": x2
        case "top": top
        case "bottom": bottom
        case "showTop": showTop
        case "showBottom": showBottom
        case "id": id
        default: nil
        }
    }
}

extension FindingMarkModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "rect": rect
        case "large": large
        case "element": element
        case "rule": rule
        case "severity": severity
        case "symbol": symbol
        case "message": message
        case "labelText": labelText
        case "labelX": labelX
        case "labelY": labelY
        case "findingID": findingID
        default: nil
        }
    }
}

extension MatrixCellModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "severity": severity
        case "symbol": symbol
        case "title": title
        case "cellLink": cellLink
        default: nil
        }
    }
}

extension FindingCardModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "rule": rule
        case "ruleHref": ruleHref
        case "severity": severity
        case "symbol": symbol
        case "message": message
        case "location": location
        case "element": element
        case "findingScene": findingScene
        case "environments": environments
        case "hasEnvironments": hasEnvironments
        case "environmentData": environmentData
        case "environmentSummary": environmentSummary
        case "contexts": contexts
        case "hasContexts": hasContexts
        case "pageHref": pageHref
        case "suppression": suppression
        case "suppressionIsAttribute": suppressionIsAttribute
        case "focus": focus
        default: nil
        }
    }
}

extension FocusModel: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "worst": worst
        case "worstMessage": worstMessage
        case "passing": passing
        case "passingNote": passingNote
        default: nil
        }
    }
}
