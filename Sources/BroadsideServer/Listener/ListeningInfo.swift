import BroadsideProtocol

/// What a server says once it is listening.
public struct ListeningInfo: Sendable {
    public let host: String
    /// The real port, also when port 0 was asked for.
    public let port: Int
    /// SHA-256 fingerprint of the server certificate.
    public let fingerprint: String
    /// The development CA clients should trust; nil when the operator gave a certificate.
    public let developmentCAPath: String?

    /// `host:port`, an IPv6 address in brackets (`[::]:7474`), as the log and standard output write it.
    public var address: String { addressText(host: host, port: port) }
}
