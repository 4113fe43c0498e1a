import NIOCore

/// What the limits per client address count by (PROTOCOL.md 11): an IPv4 address, or an IPv6
/// address's /64 network, since one host is commonly given a whole /64 and could otherwise take
/// a fresh address for each connection. An IPv4 address mapped into IPv6 counts as IPv4.
enum ClientNetwork {
    static func key(of address: SocketAddress?) -> String? {
        guard case .v6(let v6)? = address else { return address?.ipAddress }
        if let ipv4 = mappedIPv4(v6) { return ipv4 }
        let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
        let groups = stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
        return groups.joined(separator: ":") + "::/64"
    }

    /// The dotted IPv4 address of a client a dual-stack listener (`--host ::`) sees as
    /// `::ffff:a.b.c.d`, or nil for a real IPv6 address.
    static func mappedIPv4(_ v6: SocketAddress.IPv6Address) -> String? {
        let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
        guard bytes[0..<10].allSatisfy({ $0 == 0 }), bytes[10] == 0xFF, bytes[11] == 0xFF else { return nil }
        return bytes[12...].map(String.init).joined(separator: ".")
    }
}
