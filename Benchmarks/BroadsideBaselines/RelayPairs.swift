import NIOConcurrencyHelpers
import NIOCore

/// The relay server's connections by the key each paired with (`PAIR <key>`). Looked up once per
/// connection, when it first needs its partner, so the lock is not on the path of every line.
final class RelayPairs: Sendable {
    private let channels = NIOLockedValueBox<[String: [any Channel]]>([:])

    func join(_ key: String, _ channel: any Channel) {
        channels.withLockedValue { $0[key, default: []].append(channel) }
    }

    /// The other connection that paired with `key`, once there is one.
    func partner(of channel: any Channel, key: String) -> (any Channel)? {
        channels.withLockedValue { $0[key]?.first { $0 !== channel } }
    }

    func leave(_ key: String, _ channel: any Channel) {
        channels.withLockedValue { table in
            table[key]?.removeAll { $0 === channel }
            if table[key]?.isEmpty == true { table[key] = nil }
        }
    }
}
