extension SemanticContentAttribute {
    /// The direction this attribute fixes, or nil when the view follows the layout direction
    /// (`playback` and `spatial` content stays left to right, as UIKit keeps it).
    public var forcedDirection: LayoutDirection? {
        switch self {
        case .unspecified: return nil
        case .forceLeftToRight, .playback, .spatial: return .leftToRight
        case .forceRightToLeft: return .rightToLeft
        }
    }

    /// The direction a view with this attribute lays out in, in an environment's direction.
    public func resolved(in direction: LayoutDirection) -> LayoutDirection {
        forcedDirection ?? direction
    }
}
