// The view models a report repeats thousands of times (every view, band and finding of
// every diagram, every matrix cell and finding card) answer template lookups themselves:
// a switch instead of a `Mirror` per lookup. `TemplateValue(any:)` leaves them as they are.
// A name not listed here is not a field, and a lookup goes on to the enclosing contexts,
// exactly as for a nil optional.

extension LeaderModel: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "x1": x1
        case "y1": y1
        case "x2": x2
        case "y2": y2
        default: nil
        }
    }
}

extension RectModel: TemplateParent {
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

extension BandModel: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "rect": rect
        case "edge": edge
        default: nil
        }
    }
}

extension BarModel: TemplateParent {
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

extension GuideModel: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "rect": rect
        case "controller": controller
        default: nil
        }
    }
}

extension ViewMarkModel: TemplateParent {
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

extension ScrollMarkModel: TemplateParent {
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

extension FindingMarkModel: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "rect": rect
        case "large": large
        case "element": element
        case "elementName": elementName
        case "rule": rule
        case "severity": severity
        case "symbol": symbol
        case "message": message
        case "labelText": labelText
        case "labelX": labelX
        case "labelY": labelY
        case "leader": leader
        case "findingID": findingID
        case "overlaps": overlaps
        case "dimensions": dimensions
        default: nil
        }
    }
}

extension MatrixCellModel: TemplateParent {
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

extension FindingCardModel: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "rule": rule
        case "ruleHref": ruleHref
        case "severity": severity
        case "symbol": symbol
        case "message": message
        case "location": location
        case "path": path
        case "element": element
        case "findingScene": findingScene
        case "environments": environments
        case "hasEnvironments": hasEnvironments
        case "environmentData": environmentData
        case "environmentSummary": environmentSummary
        case "contexts": contexts
        case "hasContexts": hasContexts
        case "evidence": evidence
        case "hasEvidence": hasEvidence
        case "pageHref": pageHref
        case "suppression": suppression
        case "suppressionIsAttribute": suppressionIsAttribute
        case "focus": focus
        case "inGroup": inGroup
        default: nil
        }
    }
}

extension EvidenceModel: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "place": place
        case "href": href
        case "hasHref": hasHref
        case "says": says
        case "code": code
        default: nil
        }
    }
}

extension FocusModel: TemplateParent {
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

extension DiagramModel: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "environment": environment
        case "environmentSlug": environmentSlug
        case "device": device
        case "orientation": orientation
        case "contentSize": contentSize
        case "direction": direction
        case "window": window
        case "group": group
        case "viewBox": viewBox
        case "width": width
        case "height": height
        case "screenWidth": screenWidth
        case "screenHeight": screenHeight
        case "deviceSymbol": deviceSymbol
        case "clipID": clipID
        case "windowOutline": windowOutline
        case "bands": bands
        case "bars": bars
        case "safeAreas": safeAreas
        case "margins": margins
        case "readables": readables
        case "views": views
        case "scrolls": scrolls
        case "findings": findings
        case "findingCount": findingCount
        case "hasFindings": hasFindings
        case "findingLabel": findingLabel
        case "worstSeverity": worstSeverity
        case "description": description
        case "caption": caption
        default: nil
        }
    }
}

extension DeviceSymbolModel: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "id": id
        case "clipID": clipID
        case "viewBox": viewBox
        case "width": width
        case "height": height
        case "cornerRadius": cornerRadius
        case "cutout": cutout
        case "cutoutRadius": cutoutRadius
        case "homeIndicator": homeIndicator
        case "homeIndicatorRadius": homeIndicatorRadius
        default: nil
        }
    }
}

extension FilterOption: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "value": value
        case "label": label
        default: nil
        }
    }
}

extension DimensionModel: TemplateParent {
    func child(named name: String) -> Any? {
        switch name {
        case "x1": x1
        case "y1": y1
        case "x2": x2
        case "y2": y2
        case "labelX": labelX
        case "labelY": labelY
        case "anchor": anchor
        case "text": text
        case "numberLeader": numberLeader
        default: nil
        }
    }
}
