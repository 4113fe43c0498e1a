import BroadsideClient
import BroadsideProtocol

/// `HOST[:PORT]` from the command line; `[::1]:7474` for IPv6.
public struct ServerAddress: Hashable, Sendable, CustomStringConvertible {
    let host: String
    let port: Int

    init(host: String, port: Int = ProtocolLimits.defaultPort) {
        self.host = host
        self.port = port
    }

    /// The local server `broadside serve` runs by default.
    static let local = ServerAddress(host: "127.0.0.1")

    /// Nil when the text is not a host with an optional port 1-65535.
    public init?(parsing text: String) {
        guard let parsed = HostAndPort(parsing: text) else { return nil }
        self.init(host: parsed.host, port: parsed.port)
    }

    /// `host:port`, the key under which the client keeps this server's CA and seats.
    public var description: String { addressText(host: host, port: port) }
}
