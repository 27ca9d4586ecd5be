import Foundation

/// Maps over items on `jobs` threads, keeping the input order in the result.
enum ParallelMap {
    private final class State<R>: @unchecked Sendable {
        let lock = NSLock()
        var next = 0
        var done = 0
        var results: [R?]
        init(count: Int) { results = Array(repeating: nil, count: count) }
    }

    static func map<T: Sendable, R: Sendable>(_ items: [T], jobs: Int, progress: (@Sendable (Int, Int) -> Void)?,
                                              _ transform: @Sendable (T) -> R) -> [R] {
        let state = State<R>(count: items.count)
        let workers = max(1, min(jobs, items.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                state.lock.lock()
                let index = state.next
                state.next += 1
                state.lock.unlock()
                guard index < items.count else { return }
                let result = transform(items[index])
                state.lock.lock()
                state.results[index] = result
                state.done += 1
                let done = state.done
                state.lock.unlock()
                progress?(done, items.count)
            }
        }
        return state.results.map { $0! }
    }
}
