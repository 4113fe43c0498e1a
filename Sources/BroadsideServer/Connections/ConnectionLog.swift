import BroadsideTLS
import Logging
import NIOSSL

/// What the server logs of one connection. Every line names the connection and its client;
/// the names are made only for a line that is written, as most connections log nothing.
struct ConnectionLog {
    let logger: Logger

    /// The connection's last line, with why the server ended it, if it did; a warning too when
    /// that was for a limit only a client that floods or stalls is over.
    func closed(_ connection: ConnectionContext?, warnings: ConnectionWarnings) {
        guard let connection, let ending = connection.outbox.ending else {
            logger.debug("connection closed", metadata: Self.metadata(of: connection))
            return
        }
        logger.debug("connection closed", metadata: Self.metadata(of: connection).merging(ending.metadata) { $1 })
        if let dropped = DroppedConnection(peer: ClientAddress.describe(connection.peer), ending: ending) {
            warnings.dropped.note(dropped)
        }
    }

    /// Under mutual TLS, which certificate connected: only a server with `--client-ca` asks for one.
    func accepted(_ certificate: NIOSSLCertificate?, of connection: ConnectionContext?) {
        guard let certificate, let subject = ClientCertificateSubject.name(of: certificate) else { return }
        logger.info("client certificate accepted", metadata: Self.metadata(of: connection).merging(["subject": "\(subject)"]) { $1 })
    }

    /// The connection ends with `error`: when the client went away, a line only if the server
    /// had not ended the connection itself.
    func ended(by error: any Error, clientWentAway: Bool, _ connection: ConnectionContext?) {
        guard connection?.outbox.ending == nil || !clientWentAway else { return }
        let (message, key): (Logger.Message, String) = clientWentAway ? ("the client went away", "reason") : ("connection ended with an error", "error")
        logger.debug(message, metadata: Self.metadata(of: connection).merging([key: "\(TLSErrorText.describe(error))"]) { $1 })
    }

    private static func metadata(of connection: ConnectionContext?) -> Logger.Metadata {
        guard let connection else { return ["connection": "-"] }
        return ["connection": "\(connection.id)", "client": "\(ClientAddress.describe(connection.peer))"]
    }
}
