

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

/// Every problem found in one input (a schema check reports all of them at once), or why
/// an input is out of scope (a macOS or watchOS document): skipped, not failed.
public struct LoadFailure: Error, Sendable, Hashable {
    public var errors: [LoadError]
    /// Not an error: the input is of a kind layout-lint does not evaluate.
    public var isSkipped: Bool

    public init(_ errors: [LoadError], skipped: Bool = false) {
        self.errors = errors
        self.isSkipped = skipped
    }

    public init(_ error: LoadError, skipped: Bool = false) {
        self.errors = [error]
        self.isSkipped = skipped
    }
}
