import BroadsideProtocol

/// Where a server is and how to trust it.
public struct ClientConfiguration: Sendable {
    public var host: String
    public var port: Int
    /// The CA that issued the server's certificate; nil trusts the system's roots.
    public var caPath: String?
    /// Where `caPath` came from, for the error that names it when the server's certificate is not
    /// trusted; nil says nothing of it.
    public var caOrigin: TrustedCAOrigin?
    /// A client certificate and key, for servers that require mutual TLS.
    public var certificatePath: String?
    public var privateKeyPath: String?
    /// The name the certificate must carry; defaults to `host`.
    public var serverName: String?
    /// False skips checking the server's certificate (`broadside conformance --insecure`): the
    /// connection is still encrypted with the same versions and suites, but not authenticated.
    public var verifiesCertificate = true
    /// Longest wait for each step of connecting: the TCP connect, the TLS handshake, and the
    /// greeting and `HELLO` reply (`ProtocolClient.connect`).
    public var connectTimeout: Duration = .seconds(10)
    /// Longest wait for the reply to a command once connected: a server that is alive but does not
    /// answer (stopped, or stuck) is then taken for a lost one, and the connection is closed.
    public var replyTimeout: Duration = .seconds(20)

    public init(host: String, port: Int = ProtocolLimits.defaultPort, caPath: String? = nil) {
        self.host = host
        self.port = port
        self.caPath = caPath
    }
}
