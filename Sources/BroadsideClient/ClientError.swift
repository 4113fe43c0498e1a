import BroadsideProtocol

/// Why talking to a server failed, in one sentence that says what to do.
public struct ClientError: Error, Hashable, Sendable, CustomStringConvertible {
    public let description: String
    /// A refusal that connecting again cannot change (a certificate, a protocol version, a name):
    /// a client reconnecting after the server went away stops at once rather than retry for minutes.
    public let isLasting: Bool

    public init(_ description: String, isLasting: Bool = false) {
        self.description = description
        self.isLasting = isLasting
    }

    static func refused(_ host: String, _ port: Int) -> ClientError {
        ClientError("nothing is listening at \(addressText(host: host, port: port)); start a server with `broadside serve` or check the address")
    }

    static func unreachable(_ host: String, _ port: Int, because reason: String) -> ClientError {
        ClientError("cannot connect to \(addressText(host: host, port: port)): \(reason); check the address and the network")
    }

    static func notTLS(_ host: String, _ port: Int) -> ClientError {
        ClientError(
            "\(addressText(host: host, port: port)) did not answer in TLS; check that it is a Broadside server and its port", isLasting: true)
    }

    /// The server closed the socket before the handshake was done: what a Broadside server does to
    /// an address over its new connections' budget (PROTOCOL.md 11), before any TLS.
    static func closedBeforeTLS(_ host: String, _ port: Int) -> ClientError {
        ClientError(
            "\(addressText(host: host, port: port)) closed the connection before the TLS handshake was done; a Broadside server "
                + "does so when your address has opened too many connections lately: wait a minute and try again")
    }

    /// Names the CA file the client trusted and where it came from: a remembered one takes the
    /// development CA's place without a word.
    static func untrusted(_ configuration: ClientConfiguration, _ detail: String, isLasting: Bool = true) -> ClientError {
        let trusted = TrustedCAOrigin.trusted(configuration.caPath, from: configuration.caOrigin)
        return ClientError(
            "the certificate of \(configuration.host) is not trusted (\(detail)); pass the server's CA file with --ca "
                + "(`broadside serve` prints its path): this client trusted only \(trusted)", isLasting: isLasting)
    }

    static func versionMismatch(_ supported: String) -> ClientError {
        ClientError(
            "the server speaks protocol version \(supported) and this client speaks \(ProtocolLimits.supportedVersionList); "
                + "use a matching broadside",
            isLasting: true)
    }

    /// The server ended the TLS session before its greeting: under TLS 1.3 a server that wants a
    /// client certificate refuses after the handshake, with an alert BoringSSL names.
    public static func sessionEnded(_ error: any Error) -> ClientError {
        let text = "\(error)"
        if text.contains("CERTIFICATE_REQUIRED") {
            return ClientError("the server requires a client certificate; pass yours with --cert and --key", isLasting: true)
        }
        // BoringSSL's alert for a certificate made for another purpose (its extended key usage).
        if text.contains("UNSUPPORTED_CERTIFICATE") {
            return ClientError(
                "the server did not accept this client's certificate: it is not for client authentication (its extended key usage "
                    + "lacks clientAuth); pass one made for clients (--cert and --key), as `broadside certs --client NAME` makes",
                isLasting: true)
        }
        if ["UNKNOWN_CA", "BAD_CERTIFICATE", "CERTIFICATE_UNKNOWN", "CERTIFICATE_EXPIRED"].contains(where: text.contains) {
            return ClientError(
                "the server did not accept this client's certificate; pass one issued by the CA it trusts for clients (--cert and --key)",
                isLasting: true)
        }
        return ClientError("the server ended the TLS session (\(error)); if it requires a client certificate, pass --cert and --key")
    }

    static let closed = ClientError("the server closed the connection")

    /// A `BYE` that answered no command (`TIMEOUT`, `SHUTDOWN`...).
    static func saidGoodbye(_ bye: ServerLine) -> ClientError {
        ClientError("the server ended the connection: \(bye.text ?? bye.name)")
    }

    static func unanswered(_ command: String, within limit: Duration) -> ClientError {
        ClientError("the server did not answer \(command) within \(limit.components.seconds) s")
    }

    static func timedOut(_ what: String) -> ClientError {
        ClientError("the server did not answer \(what) in time; it may be stopped or overloaded: try again in a while")
    }
}
