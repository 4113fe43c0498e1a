import Logging

/// The server's live load, for an operator who asks what it is doing: a line at info at most
/// once per `interval`, and only when it changed, so that an idle server writes nothing and a
/// busy one a line a minute whatever its traffic.
struct LoadReport {
    struct Load: Equatable {
        /// Open connections, past their TLS handshake.
        let connections: Int
        /// Games in memory: those someone holds a seat in.
        let games: Int
    }

    let interval: Duration
    let logger: Logger

    /// Reports `load()` until cancelled; the first line once a load differs from an idle server's.
    func run(_ load: () async -> Load) async {
        var last = Load(connections: 0, games: 0)
        while (try? await Task.sleep(for: interval)) != nil {
            let now = await load()
            guard now != last else { continue }
            last = now
            logger.info("serving", metadata: ["connections": "\(now.connections)", "games": "\(now.games)"])
        }
    }
}
