import LayoutModel

/// An attribute with the position of its name in the source.
public struct XMLAttribute: Sendable, Hashable {
    public var name: String
    public var value: String
    public var location: SourceLocation
}

/// A parsed element: an immutable tree, detached from libxml2 once parsing is done. A class,
/// so that the loaders can hold and pass elements around (indexes by id, lists of
/// descendants) without copying their fields.
public final class XMLElement: Sendable, Hashable {
    public let name: String
    public let attributes: [XMLAttribute]
    public let children: [XMLElement]
    /// Position of the `<` of the start tag.
    public let location: SourceLocation
    /// Text directly inside the element (its text children joined), trimmed of nothing.
    public let text: String
    /// The comment that stands right before this element among its siblings (IB names scenes this way).
    public let precedingComment: String?

    public init(name: String, attributes: [XMLAttribute], children: [XMLElement], location: SourceLocation,
                text: String, precedingComment: String?) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.location = location
        self.text = text
        self.precedingComment = precedingComment
    }

    public static func == (a: XMLElement, b: XMLElement) -> Bool {
        a === b || (a.name == b.name && a.location == b.location && a.attributes == b.attributes
                    && a.text == b.text && a.precedingComment == b.precedingComment && a.children == b.children)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(location)
    }

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
