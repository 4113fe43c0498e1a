import Foundation

/// The hostile clients of a flood run, each kind trying to hold or swamp the server its own way
/// (PROTOCOL.md 11 says how each must be dropped). Every attacker stops when its connection is
/// closed or the run is over.
public enum Attacker: String, CaseIterable, Sendable {
    /// Says HELLO, then sends one byte of a line every second and never finishes it.
    case slowLine = "slow-line"
    /// Completes the TLS handshake and never says HELLO.
    case silent
    /// Opens TCP, sends the start of a ClientHello, and nothing more.
    case halfHandshake = "half-handshake"
    /// Says HELLO, then sends PING as fast as it can.
    case flood
    /// Says HELLO, stops reading its socket, and keeps asking for HELP.
    case nonReader = "non-reader"
    /// Says HELLO, then sends PING 90 times a second, within its connection's rate, reading the
    /// replies: a client no limit of one connection drops, whose many connections together may
    /// still take the server's time.
    case pinger
    /// Completes a TLS handshake, closes, and connects again at once: the costliest thing a
    /// client can make the server do, over and over. Budgets of new connections per address do
    /// not hold one with many addresses (PROTOCOL.md 11).
    case handshaker

    /// Runs one attacker from `source` (127.0.0.1 when nil) until the server drops it (returns
    /// true) or `deadline` passes (false).
    public func attack(port: Int, caPath: String, from source: String? = nil, until deadline: ContinuousClock.Instant) async -> Bool {
        if self == .handshaker { return await handshakeAgainAndAgain(port: port, caPath: caPath, from: source, until: deadline) }
        let connection: AttackConnection
        do {
            connection = try await AttackConnection.connect(port: port, caPath: self == .halfHandshake ? nil : caPath, from: source)
        } catch {
            // Refused or reset on the way in counts as dropped too.
            return true
        }
        let dropped = (try? await hold(connection, until: deadline)) ?? true
        await connection.close()
        return dropped
    }

    private func hold(_ connection: AttackConnection, until deadline: ContinuousClock.Instant) async throws -> Bool {
        switch self {
        case .halfHandshake:
            try await connection.send([0x16, 0x03, 0x01, 0x02, 0x00, 0x01])
        case .silent, .handshaker:
            break
        case .slowLine, .flood, .nonReader, .pinger:
            try await connection.send("HELLO 1 \(rawValue.replacingOccurrences(of: "-", with: ""))\n")
            if self == .nonReader { try await connection.setReading(false) }
        }
        let pause: Duration = switch self {
        case .flood, .nonReader: .milliseconds(20)
        case .pinger: .milliseconds(100)
        case .slowLine, .silent, .halfHandshake, .handshaker: .seconds(1)
        }
        while ContinuousClock.now < deadline, !connection.isClosed {
            // The server may close it between the check and the write.
            switch self {
            case .slowLine: try? await connection.send("P")
            case .flood: try? await connection.send(String(repeating: "PING\n", count: 500))
            case .nonReader: try? await connection.send(String(repeating: "HELP\n", count: 200))
            case .pinger: try? await connection.send(String(repeating: "PING\n", count: 9))
            case .silent, .halfHandshake, .handshaker: break
            }
            try await Task.sleep(for: pause)
        }
        return connection.isClosed
    }

    /// True once the server has closed one of the connections before its handshake was done.
    /// After each such refusal it waits a little, so that the refusals do not take the machine
    /// this runs on from the games being measured.
    private func handshakeAgainAndAgain(port: Int, caPath: String, from source: String?, until deadline: ContinuousClock.Instant) async -> Bool {
        var refused = false
        while ContinuousClock.now < deadline {
            do {
                try await AttackConnection.connect(port: port, caPath: caPath, from: source).close()
            } catch {
                refused = true
                try? await Task.sleep(for: .milliseconds(50))
            }
        }
        return refused
    }
}
