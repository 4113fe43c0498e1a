import NIOCore

/// What the limits per client address count by (PROTOCOL.md 11): an IPv4 address, or an IPv6
/// address's /64 network, since one host is commonly given a whole /64 and could otherwise take
/// a fresh address for each connection. An IPv4 address mapped into IPv6 counts as IPv4.
enum ClientNetwork {
    static func key(of address: SocketAddress?) -> String? {
        guard case .v6(let v6)? = address else { return address?.ipAddress }
        let bytes = withUnsafeBytes(of: v6.address.sin6_addr) { Array($0) }
        let isMappedIPv4 = bytes[0..<10].allSatisfy { $0 == 0 } && bytes[10] == 0xFF && bytes[11] == 0xFF
        if isMappedIPv4 { return bytes[12...].map(String.init).joined(separator: ".") }
        let groups = stride(from: 0, to: 8, by: 2).map { String(UInt16(bytes[$0]) << 8 | UInt16(bytes[$0 + 1]), radix: 16) }
        return groups.joined(separator: ":") + "::/64"
    }
}
