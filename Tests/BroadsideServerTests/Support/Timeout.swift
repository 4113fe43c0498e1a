import Synchronization

/// A test step that took too long.
struct TimedOut: Error, CustomStringConvertible {
    let what: String
    var description: String { "timed out waiting for \(what)" }
}

/// Runs `body`, failing with `TimedOut` after `seconds`, or with `CancellationError` as soon as the
/// caller is cancelled (a test's time limit). Once either happens `body` is cancelled and no longer
/// awaited: several of the waits it wraps ignore cancellation (a reply on a plain continuation, a
/// server's task), and a task group would wait for them, so a server that stops answering would
/// hang `swift test` instead of failing the test.
func withTimeout<T: Sendable>(
    _ seconds: Double, _ what: String, _ body: @escaping @Sendable () async throws -> T
) async throws -> T {
    let outcome = FirstOutcome<T>()
    let work = Task {
        do {
            outcome.settle(.success(try await body()))
        } catch {
            outcome.settle(.failure(error))
        }
    }
    let timer = Task {
        guard (try? await Task.sleep(for: .seconds(seconds))) != nil else { return }
        outcome.settle(.failure(TimedOut(what: what)))
    }
    defer {
        work.cancel()
        timer.cancel()
    }
    return try await withTaskCancellationHandler {
        try await withCheckedThrowingContinuation { outcome.deliver(to: $0) }
    } onCancel: {
        outcome.settle(.failure(CancellationError()))
    }
}

/// The first of several results to arrive, handed to one waiting continuation exactly once,
/// whether the result comes before the continuation or after it.
private final class FirstOutcome<T: Sendable>: Sendable {
    private enum State {
        case pending
        case waiting(CheckedContinuation<T, any Error>)
        case settled(Result<T, any Error>)
        case delivered
    }

    private let state = Mutex(State.pending)

    func settle(_ result: Result<T, any Error>) {
        let waiting = state.withLock { state -> CheckedContinuation<T, any Error>? in
            switch state {
            case .pending:
                state = .settled(result)
                return nil
            case .waiting(let continuation):
                state = .delivered
                return continuation
            case .settled, .delivered:
                return nil
            }
        }
        waiting?.resume(with: result)
    }

    func deliver(to continuation: CheckedContinuation<T, any Error>) {
        let early = state.withLock { state -> Result<T, any Error>? in
            guard case .settled(let result) = state else {
                state = .waiting(continuation)
                return nil
            }
            state = .delivered
            return result
        }
        if let early { continuation.resume(with: early) }
    }
}
