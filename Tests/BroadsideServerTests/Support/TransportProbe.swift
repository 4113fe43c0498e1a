import BroadsideChaos
import NIOSSL

/// Opens a connection with or without TLS, sends some bytes, and records what comes back until
/// the server closes or the time is up: for checking what a misbehaving client gets.
enum TransportProbe {
    struct Result: Sendable {
        var received: [UInt8]
        var closedByServer: Bool
        var error: String?
    }

    static func probe(
        port: Int, tls: TLSConfiguration?, serverName: String = "localhost", send: [UInt8] = [],
        waitSeconds: Int64 = 5
    ) async throws -> Result {
        let connection = try await AttackConnection.connect(port: port, tls: tls, serverName: serverName)
        if !send.isEmpty { try? await connection.send(send) }
        let closed = (try? await connection.waitUntilClosed(timeout: .seconds(waitSeconds))) != nil
        await connection.close()
        return Result(received: connection.received, closedByServer: closed, error: connection.error)
    }
}
