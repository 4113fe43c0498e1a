import Synchronization

/// A value that tasks share: a `Mutex` in a class, so that escaping closures can hold it.
public final class Shared<Value: Sendable>: Sendable {
    private let mutex: Mutex<Value>

    public init(_ value: Value) {
        mutex = Mutex(value)
    }

    public var value: Value { mutex.withLock { $0 } }

    @discardableResult
    public func update<T: Sendable>(_ change: (inout Value) -> T) -> T {
        mutex.withLock { change(&$0) }
    }
}
