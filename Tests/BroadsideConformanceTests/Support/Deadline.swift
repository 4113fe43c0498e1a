import Synchronization

/// A wait that took longer than the test allows.
struct TimedOut: Error, CustomStringConvertible {
    let description: String
}

/// The result of `operation`, or `TimedOut` after `limit`. The operation is not awaited past the
/// limit (it may not respond to cancellation), so a hang fails the test instead of stalling it.
func within<T: Sendable>(
    _ limit: Duration, _ what: String, _ operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    let waiter = OnceWaiter<T>()
    return try await withCheckedThrowingContinuation { continuation in
        waiter.set(continuation)
        Task {
            do {
                waiter.resume(with: .success(try await operation()))
            } catch {
                waiter.resume(with: .failure(error))
            }
        }
        Task {
            try? await Task.sleep(for: limit)
            waiter.resume(with: .failure(TimedOut(description: "\(what) took longer than \(limit)")))
        }
    }
}

/// Resumes a continuation once, whichever of several tasks gets there first.
private final class OnceWaiter<T: Sendable>: Sendable {
    private let continuation = Mutex<CheckedContinuation<T, any Error>?>(nil)

    func set(_ continuation: CheckedContinuation<T, any Error>) {
        self.continuation.withLock { $0 = continuation }
    }

    func resume(with result: Result<T, any Error>) {
        continuation.withLock { $0.take() }?.resume(with: result)
    }
}
