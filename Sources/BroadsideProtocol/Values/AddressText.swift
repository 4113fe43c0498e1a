/// A server's address as people write it: `host:port`, with an IPv6 address in brackets
/// (`[::1]:7474`), so the port cannot be read as part of it.
public func addressText(host: String, port: Int) -> String {
    host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)"
}
