import LayoutModel

/// An attribute with the position of its name in the source.
public struct XMLAttribute: Sendable, Hashable {
    public var name: String
    public var value: String
    public var location: SourceLocation
}

/// A parsed element: a plain value tree, detached from libxml2 once parsing is done.
public struct XMLElement: Sendable, Hashable {
    public var name: String
    public var attributes: [XMLAttribute]
    public var children: [XMLElement]
    /// Position of the `<` of the start tag.
    public var location: SourceLocation
    /// Text directly inside the element (its text children joined), trimmed of nothing.
    public var text: String
    /// The comment that stands right before this element among its siblings (IB names scenes this way).
    public var precedingComment: String?

    public func attribute(_ name: String) -> String? {
        attributes.first { $0.name == name }?.value
    }

    /// Where the attribute's name starts, or the element's own position when it is absent.
    public func location(of attributeName: String) -> SourceLocation {
        attributes.first { $0.name == attributeName }?.location ?? location
    }

    public func children(named name: String) -> [XMLElement] {
        children.filter { $0.name == name }
    }

    public func firstChild(named name: String) -> XMLElement? {
        children.first { $0.name == name }
    }

    /// IB's keyed children: `<rect key="frame" .../>`.
    public func child(named name: String, key: String) -> XMLElement? {
        children.first { $0.name == name && $0.attribute("key") == key }
    }
}
