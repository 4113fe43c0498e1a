import BroadsideProtocol

/// `HOST[:PORT]` from the command line; `[::1]:7474` for IPv6.
public struct ServerAddress: Hashable, Sendable, CustomStringConvertible {
    public let host: String
    public let port: Int

    public init(host: String, port: Int = ProtocolLimits.defaultPort) {
        self.host = host
        self.port = port
    }

    /// The local server `broadside serve` runs by default.
    public static let local = ServerAddress(host: "127.0.0.1")

    /// Nil when the text is not a host with an optional port 1-65535.
    public init?(parsing text: String) {
        var host = Substring(text)
        var portText: Substring?
        if host.hasPrefix("[") {
            guard let close = host.firstIndex(of: "]") else { return nil }
            let rest = host[host.index(after: close)...]
            host = host[host.index(after: host.startIndex)..<close]
            if !rest.isEmpty {
                guard rest.hasPrefix(":") else { return nil }
                portText = rest.dropFirst()
            }
        } else if host.filter({ $0 == ":" }).count == 1, let colon = host.firstIndex(of: ":") {
            portText = host[host.index(after: colon)...]
            host = host[..<colon]
        }
        guard !host.isEmpty else { return nil }
        let port = portText.map { Int($0) } ?? ProtocolLimits.defaultPort
        guard let port, (1...65535).contains(port) else { return nil }
        self.init(host: String(host), port: port)
    }

    /// `host:port`, the key under which the client keeps this server's CA and seats.
    public var description: String { addressText(host: host, port: port) }
}
