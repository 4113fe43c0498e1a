@testable import BroadsideServer
import NIOCore
import Testing

/// The per-address limits count an IPv6 host by its /64, which it may fill with fresh addresses.
@Suite struct ClientNetworkTests {
    @Test func ipv6AddressesOfOneSlash64CountAsOneAndIPv4AsItself() throws {
        let first = try SocketAddress(ipAddress: "2001:db8:aa:1::5", port: 1)
        let second = try SocketAddress(ipAddress: "2001:db8:aa:1:ffff:1:2:3", port: 2)
        let other = try SocketAddress(ipAddress: "2001:db8:aa:2::5", port: 1)
        #expect(ClientNetwork.key(of: first) == "2001:db8:aa:1::/64")
        #expect(ClientNetwork.key(of: second) == ClientNetwork.key(of: first))
        #expect(ClientNetwork.key(of: other) != ClientNetwork.key(of: first))
        #expect(ClientNetwork.key(of: try SocketAddress(ipAddress: "192.0.2.7", port: 1)) == "192.0.2.7")
        #expect(ClientNetwork.key(of: try SocketAddress(ipAddress: "::ffff:192.0.2.7", port: 1)) == "192.0.2.7")
        #expect(ClientNetwork.key(of: try SocketAddress(ipAddress: "::1", port: 1)) == "0:0:0:0::/64")
        #expect(ClientNetwork.key(of: nil) == nil)
    }

    /// An IPv4 client of a server listening on `::` is logged as the address it connected from.
    @Test func logLinesNameAnIPv4ClientOfADualStackListenerByItsIPv4Address() throws {
        #expect(ClientAddress.describe(try SocketAddress(ipAddress: "::ffff:192.0.2.7", port: 1)) == "192.0.2.7")
        #expect(ClientAddress.describe(try SocketAddress(ipAddress: "2001:db8::5", port: 1)) == "2001:db8::5")
        #expect(ClientAddress.describe(nil) == "an unknown address")
    }
}
