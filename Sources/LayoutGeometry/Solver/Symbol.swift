/// What a tableau column stands for (Cassowary paper §2.3 for error variables, §2.5 for the
/// artificial variable, §2.6 for marker and dummy variables).
///
/// Symbols are plain `Int` ids: the caller's variables take `0..<variableCount`, so they sort
/// before every symbol the solver invents, and arrays indexed by id replace dictionaries
/// (whose per-process iteration order would make pivots non-deterministic).
enum SymbolKind: UInt8, Sendable {
    /// A caller's variable: unrestricted in sign.
    case external
    /// Turns a required or optional inequality into an equality; restricted to `>= 0`.
    case slack
    /// Measures how far an optional constraint is violated; restricted, weighted in the objective.
    case error
    /// Marks a required equality; restricted and must stay 0, so it never enters the basis.
    case dummy
    /// Phase-one variable used when a new row has no usable subject (paper §2.5).
    case artificial

    /// Every symbol the solver invents is restricted to be non-negative (paper §2.1).
    var isRestricted: Bool { self != .external }

    /// Symbols that may leave a row so that another one becomes basic.
    var isPivotable: Bool { self == .slack || self == .error }
}
