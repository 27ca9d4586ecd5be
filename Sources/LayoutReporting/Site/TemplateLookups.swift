// The view models a report repeats thousands of times (every view, band and finding of
// every diagram, every matrix cell and finding card) answer template lookups themselves:
// a switch instead of a `Mirror` per lookup. `TemplateValue(any:)` leaves them as they are.
// A name not listed here is not a field, and a lookup goes on to the enclosing contexts,
// exactly as for a nil optional. Each field becomes a template value by its static type
// (`field(_:)`), without a dynamic cast.

extension LeaderModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "x1": field(x1)
        case "y1": field(y1)
        case "x2": field(x2)
        case "y2": field(y2)
        default: nil
        }
    }
}

extension RectModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "x": field(x)
        case "y": field(y)
        case "width": field(width)
        case "height": field(height)
        default: nil
        }
    }
}

extension BandModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "rect": field(rect)
        case "edge": field(edge)
        default: nil
        }
    }
}

extension BarModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "rect": field(rect)
        case "kind": field(kind)
        case "label": field(label)
        case "showLabel": field(showLabel)
        case "labelX": field(labelX)
        case "labelY": field(labelY)
        default: nil
        }
    }
}

extension GuideModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "rect": field(rect)
        case "controller": field(controller)
        default: nil
        }
    }
}

extension ViewMarkModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "rect": field(rect)
        case "id": field(id)
        case "name": field(self.name)
        case "kind": field(kind)
        case "role": field(role)
        case "title": field(title)
        case "showLabel": field(showLabel)
        case "labelX": field(labelX)
        case "labelY": field(labelY)
        default: nil
        }
    }
}

extension ScrollMarkModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "x1": field(x1)
        case "x2": field(x2)
        case "top": field(top)
        case "bottom": field(bottom)
        case "showTop": field(showTop)
        case "showBottom": field(showBottom)
        case "id": field(id)
        default: nil
        }
    }
}

extension FindingMarkModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "rect": field(rect)
        case "large": field(large)
        case "element": field(element)
        case "elementName": field(elementName)
        case "rule": field(rule)
        case "severity": field(severity)
        case "symbol": field(symbol)
        case "message": field(message)
        case "labelText": field(labelText)
        case "labelX": field(labelX)
        case "labelY": field(labelY)
        case "leader": field(leader)
        case "findingID": field(findingID)
        case "overlaps": field(overlaps)
        case "dimensions": field(dimensions)
        default: nil
        }
    }
}

extension MatrixCellModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "severity": field(severity)
        case "symbol": field(symbol)
        case "title": field(title)
        case "cellLink": field(cellLink)
        default: nil
        }
    }
}

extension FindingCardModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "id": field(id)
        case "rule": field(rule)
        case "ruleHref": field(ruleHref)
        case "severity": field(severity)
        case "symbol": field(symbol)
        case "message": field(message)
        case "location": field(location)
        case "path": field(path)
        case "element": field(element)
        case "findingScene": field(findingScene)
        case "environments": field(environments)
        case "hasEnvironments": field(hasEnvironments)
        case "environmentData": field(environmentData)
        case "environmentSummary": field(environmentSummary)
        case "contexts": field(contexts)
        case "hasContexts": field(hasContexts)
        case "evidence": field(evidence)
        case "hasEvidence": field(hasEvidence)
        case "pageHref": field(pageHref)
        case "suppression": field(suppression)
        case "suppressionIsAttribute": field(suppressionIsAttribute)
        case "focus": field(focus)
        case "inGroup": field(inGroup)
        default: nil
        }
    }
}

extension EvidenceModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "place": field(place)
        case "href": field(href)
        case "hasHref": field(hasHref)
        case "says": field(says)
        case "code": field(code)
        default: nil
        }
    }
}

extension FocusModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "worst": field(worst)
        case "worstMessage": field(worstMessage)
        case "passing": field(passing)
        case "passingNote": field(passingNote)
        default: nil
        }
    }
}

extension DiagramModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "id": field(id)
        case "environment": field(environment)
        case "environmentSlug": field(environmentSlug)
        case "device": field(device)
        case "orientation": field(orientation)
        case "contentSize": field(contentSize)
        case "direction": field(direction)
        case "window": field(window)
        case "group": field(group)
        case "viewBox": field(viewBox)
        case "width": field(width)
        case "height": field(height)
        case "screenWidth": field(screenWidth)
        case "screenHeight": field(screenHeight)
        case "deviceSymbol": field(deviceSymbol)
        case "clipID": field(clipID)
        case "windowOutline": field(windowOutline)
        case "bands": field(bands)
        case "bars": field(bars)
        case "safeAreas": field(safeAreas)
        case "margins": field(margins)
        case "readables": field(readables)
        case "views": field(views)
        case "scrolls": field(scrolls)
        case "findings": field(findings)
        case "findingCount": field(findingCount)
        case "hasFindings": field(hasFindings)
        case "findingLabel": field(findingLabel)
        case "worstSeverity": field(worstSeverity)
        case "description": field(description)
        case "caption": field(caption)
        default: nil
        }
    }
}

extension DeviceSymbolModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "id": field(id)
        case "clipID": field(clipID)
        case "viewBox": field(viewBox)
        case "width": field(width)
        case "height": field(height)
        case "cornerRadius": field(cornerRadius)
        case "cutout": field(cutout)
        case "cutoutRadius": field(cutoutRadius)
        case "homeIndicator": field(homeIndicator)
        case "homeIndicatorRadius": field(homeIndicatorRadius)
        default: nil
        }
    }
}

extension FilterOption: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "value": field(value)
        case "label": field(label)
        default: nil
        }
    }
}

extension DimensionModel: TemplateParent {
    func child(named name: String) -> TemplateValue? {
        switch name {
        case "x1": field(x1)
        case "y1": field(y1)
        case "x2": field(x2)
        case "y2": field(y2)
        case "labelX": field(labelX)
        case "labelY": field(labelY)
        case "anchor": field(anchor)
        case "text": field(text)
        case "numberLeader": field(numberLeader)
        default: nil
        }
    }
}
