/// Points, sizes, rectangles and insets in UIKit points.
///
/// These are plain values: exact `Equatable` (bit-for-bit), never approximate.
/// Approximate comparison lives in `LayoutGeometry` behind one named tolerance.

public struct Point: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) { self.x = x; self.y = y }
    public static let zero = Point(x: 0, y: 0)
}

public struct Size: Sendable, Hashable, Codable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    public static let zero = Size(width: 0, height: 0)
}

public struct Rect: Sendable, Hashable, Codable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
        self.init(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var minX: Double { x }
    public var minY: Double { y }
    public var maxX: Double { x + width }
    public var maxY: Double { y + height }
    public var midX: Double { x + width / 2 }
    public var midY: Double { y + height / 2 }
    public var origin: Point { Point(x: x, y: y) }
    public var size: Size { Size(width: width, height: height) }

    /// The rectangle shrunk by `insets` on each edge (UIKit's `UIEdgeInsetsInsetRect`).
    /// A negative resulting size is kept as is; callers decide what it means.
    public func inset(by insets: EdgeInsets) -> Rect {
        Rect(x: x + insets.left, y: y + insets.top,
             width: width - insets.left - insets.right,
             height: height - insets.top - insets.bottom)
    }

    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width, height: height)
    }

    /// The common part of two rectangles, or nil when they do not overlap with a positive area.
    public func intersection(_ other: Rect) -> Rect? {
        let left = max(minX, other.minX), right = min(maxX, other.maxX)
        let top = max(minY, other.minY), bottom = min(maxY, other.maxY)
        guard right > left, bottom > top else { return nil }
        return Rect(minX: left, minY: top, maxX: right, maxY: bottom)
    }

    /// The smallest rectangle holding both.
    public func union(_ other: Rect) -> Rect {
        Rect(minX: min(minX, other.minX), minY: min(minY, other.minY), maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
    }
}

/// UIKit's `UIEdgeInsets`: absolute edges.
public struct EdgeInsets: Sendable, Hashable, Codable {
    public var top: Double
    public var left: Double
    public var bottom: Double
    public var right: Double

    public init(top: Double, left: Double, bottom: Double, right: Double) {
        self.top = top; self.left = left; self.bottom = bottom; self.right = right
    }

    public init(all value: Double) { self.init(top: value, left: value, bottom: value, right: value) }

    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    public static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }

    /// Per-edge maximum.
    public func union(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: max(top, other.top), left: max(left, other.left),
                   bottom: max(bottom, other.bottom), right: max(right, other.right))
    }

    /// Every edge clamped at zero from below.
    public var clampedAtZero: EdgeInsets {
        EdgeInsets(top: max(0, top), left: max(0, left), bottom: max(0, bottom), right: max(0, right))
    }

    public subscript(edge: Edge) -> Double {
        get {
            switch edge {
            case .top: return top
            case .left: return left
            case .bottom: return bottom
            case .right: return right
            }
        }
        set {
            switch edge {
            case .top: top = newValue
            case .left: left = newValue
            case .bottom: bottom = newValue
            case .right: right = newValue
            }
        }
    }

    public var hasNegativeEdge: Bool { top < 0 || left < 0 || bottom < 0 || right < 0 }
    public var isZero: Bool { top == 0 && left == 0 && bottom == 0 && right == 0 }
}

/// UIKit's `NSDirectionalEdgeInsets`: leading and trailing instead of left and right.
public struct DirectionalEdgeInsets: Sendable, Hashable, Codable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double

    public init(top: Double, leading: Double, bottom: Double, trailing: Double) {
        self.top = top; self.leading = leading; self.bottom = bottom; self.trailing = trailing
    }

    /// Leading is left in left-to-right layout and right in right-to-left layout.
    public func resolved(in direction: LayoutDirection) -> EdgeInsets {
        switch direction {
        case .leftToRight: return EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
        case .rightToLeft: return EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
        }
    }
}

public enum Edge: String, Sendable, Hashable, Codable, CaseIterable {
    case top, left, bottom, right

    /// The axis the edge lies across: top and bottom end the vertical one.
    public var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
}

public enum Axis: String, Sendable, Hashable, Codable {
    case horizontal, vertical
}
