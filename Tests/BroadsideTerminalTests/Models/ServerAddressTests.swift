import Testing
@testable import BroadsideTerminal

@Suite("HOST[:PORT] on the command line")
struct ServerAddressTests {
    @Test func hostsPortsAndIPv6() {
        #expect(ServerAddress(parsing: "example.org") == ServerAddress(host: "example.org", port: 7474))
        #expect(ServerAddress(parsing: "example.org:9000") == ServerAddress(host: "example.org", port: 9000))
        #expect(ServerAddress(parsing: "[::1]:9000") == ServerAddress(host: "::1", port: 9000))
        #expect(ServerAddress(parsing: "::1") == ServerAddress(host: "::1", port: 7474))
        #expect(ServerAddress(parsing: "[::1]:9000")?.description == "[::1]:9000")
    }

    @Test func nonsenseIsRefused() {
        #expect(ServerAddress(parsing: "host:0") == nil)
        #expect(ServerAddress(parsing: "host:99999") == nil)
        #expect(ServerAddress(parsing: ":7474") == nil)
        #expect(ServerAddress(parsing: "[::1") == nil)
    }
}
