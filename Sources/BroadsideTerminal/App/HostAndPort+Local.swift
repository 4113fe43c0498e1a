import BroadsideClient

extension HostAndPort {
    /// The local server `broadside serve` runs by default; the client's servers are kept under
    /// this form (`host:port`) with their CA and seats.
    static let local = HostAndPort(host: "127.0.0.1")
}
