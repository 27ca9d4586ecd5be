

/// One problem that keeps an input from being evaluated: where it is, what is wrong and
/// what was expected, in one sentence.
public struct LoadError: Error, Sendable, Hashable, CustomStringConvertible {
    public var message: String
    public var location: SourceLocation

    public init(_ message: String, at location: SourceLocation) {
        self.message = message
        self.location = location
    }

    /// `Examples/Article.layout.xml:12:9: error: ...`, the form Xcode and editors understand.
    public var description: String { "\(location): error: \(message)" }
}

/// Every problem found in one input (a schema check reports all of them at once).
public struct LoadFailure: Error, Sendable, Hashable {
    public var errors: [LoadError]

    public init(_ errors: [LoadError]) { self.errors = errors }
    public init(_ error: LoadError) { self.errors = [error] }
}
