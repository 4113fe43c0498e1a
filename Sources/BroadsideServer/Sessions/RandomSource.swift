import BroadsideCore
import Synchronization

/// Where the server's randomness comes from: the system's CSPRNG, or a seeded generator in tests.
final class RandomSource: Sendable {
    private let seeded: Mutex<SeededGenerator?>

    init(seed: UInt64?) {
        seeded = Mutex(seed.map { SeededGenerator(seed: $0) })
    }

    func next() -> UInt64 {
        seeded.withLock { generator in
            guard var seededGenerator = generator else {
                var system = SystemRandomNumberGenerator()
                return system.next()
            }
            defer { generator = seededGenerator }
            return seededGenerator.next()
        }
    }

    /// A generator drawing from this source, for APIs that take `inout some RandomNumberGenerator`.
    var generator: Generator { Generator(source: self) }

    struct Generator: RandomNumberGenerator {
        let source: RandomSource

        mutating func next() -> UInt64 { source.next() }
    }
}
