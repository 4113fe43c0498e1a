import BroadsideClient
import BroadsideProtocol
import Testing

/// The one reader of `HOST[:PORT]` that the client's command line and `broadside conformance` share.
@Suite("HOST, HOST:PORT and [IPv6]:PORT")
struct HostAndPortTests {
    @Test("the forms people write are read, with the default port where none is given", arguments: [
        ("example.org", "example.org", 7474),
        ("example.org:9000", "example.org", 9000),
        ("127.0.0.1:1", "127.0.0.1", 1),
        ("127.0.0.1:65535", "127.0.0.1", 65535),
        ("[::1]:9000", "::1", 9000),
        ("[::1]", "::1", 7474),
        ("::1", "::1", 7474),
        ("fe80::1:2", "fe80::1:2", 7474),
    ])
    func read(text: String, host: String, port: Int) {
        let parsed = HostAndPort(parsing: text)
        #expect(parsed?.host == host && parsed?.port == port)
    }

    @Test("anything else is refused", arguments: [
        "", ":7474", "host:", "host:port", "host:0", "host:65536", "host:-1", "[::1", "[::1]:", "[::1]7474",
        "[::1]:x", "[]:7474",
    ])
    func refused(text: String) {
        #expect(HostAndPort(parsing: text) == nil)
    }

    @Test("what addressText writes reads back as the same host and port")
    func roundTrip() {
        for (host, port) in [("example.org", 7474), ("::1", 9000), ("10.0.0.2", 1)] {
            let parsed = HostAndPort(parsing: addressText(host: host, port: port))
            #expect(parsed?.host == host && parsed?.port == port)
            #expect(parsed?.description == addressText(host: host, port: port))
        }
        #expect(HostAndPort(parsing: "[::1]:9000")?.description == "[::1]:9000")
    }
}
