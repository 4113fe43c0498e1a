@testable import BroadsideServer
import Foundation
import Testing

/// The log wrote an IPv6 listening address without brackets, "listening on :::7474", where
/// standard output wrote "[::]:7474" (operator audit): both write it bracketed.
@Suite(.timeLimit(.minutes(1))) struct IPv6ListeningLogTests {
    /// Linux lists the loopback ::1 here when IPv6 is on.
    static let hasIPv6Loopback = (try? String(contentsOfFile: "/proc/net/if_inet6", encoding: .utf8))?
        .contains("00000000000000000000000000000001") == true

    @Test(.enabled(if: hasIPv6Loopback)) func anIPv6AddressIsLoggedInBrackets() async throws {
        try await withTemporaryDirectory { directory in
            var configuration = ServerConfiguration(dataDirectory: directory)
            configuration.host = "::1"
            configuration.port = 0
            let log = CapturingLogHandler.Entries()
            let server = BroadsideServer(configuration: configuration, logger: CapturingLogHandler.logger(into: log))
            let (ports, continuation) = AsyncStream.makeStream(of: Int.self)
            let running = Task {
                defer { continuation.finish() }
                try await server.run { info in continuation.yield(info.port) }
            }
            var listening = ports.makeAsyncIterator()
            let port = await listening.next()
            server.shutdown()
            try await running.value
            let listened = try #require(port)
            #expect(log.all.contains { $0.hasPrefix("info listening on [::1]:\(listened) ") }, "\(log.all)")
        }
    }

    @Test func theListeningAddressIsBracketedForIPv6() {
        let address = { (host: String) in ListeningInfo(host: host, port: 7474, fingerprint: "", developmentCAPath: nil).address }
        #expect(address("::") == "[::]:7474")
        #expect(address("0.0.0.0") == "0.0.0.0:7474")
    }
}
