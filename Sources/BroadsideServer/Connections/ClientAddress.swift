import NIOCore

/// How log lines name a client: by its IP address, an IPv4 client of a dual-stack listener as
/// IPv4 (as the limits count it); its port would tell an operator nothing.
enum ClientAddress {
    static func describe(_ address: SocketAddress?) -> String {
        if case .v6(let v6)? = address, let ipv4 = ClientNetwork.mappedIPv4(v6) { return ipv4 }
        return address?.ipAddress ?? "an unknown address"
    }
}
