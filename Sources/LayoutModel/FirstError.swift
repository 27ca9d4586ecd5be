import Foundation

/// The first error of work done on several threads: the others stop when they see one.
public final class FirstError: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Error?

    public init() {}

    public var isSet: Bool { lock.withLock { stored != nil } }
    public var error: Error? { lock.withLock { stored } }
    public func set(_ error: Error) { lock.withLock { if stored == nil { stored = error } } }
}
