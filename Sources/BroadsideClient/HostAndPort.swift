import BroadsideProtocol

/// A server's host and port read back from the way people write them (and `addressText` writes
/// them): `HOST`, `HOST:PORT`, or an IPv6 address in brackets, `[::1]:7474`. The client's command
/// line and `broadside conformance` both read addresses with it, so both take the same forms.
public struct HostAndPort: Hashable, Sendable, CustomStringConvertible {
    public let host: String
    public let port: Int

    public init(host: String, port: Int = ProtocolLimits.defaultPort) {
        self.host = host
        self.port = port
    }

    /// Nil when the text is not a host with an optional port 1-65535. A bare IPv6 address (`::1`)
    /// has more than one colon, so none of them can start a port: it is a host on the default port.
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

    /// `host:port`, with an IPv6 host in brackets: what `init(parsing:)` reads back.
    public var description: String { addressText(host: host, port: port) }
}
