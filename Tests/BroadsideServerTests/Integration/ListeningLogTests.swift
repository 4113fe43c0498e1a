@testable import BroadsideServer
import BroadsideTLS
import Foundation
import Testing

/// The `listening on` line an operator reads first.
@Suite(.timeLimit(.minutes(1))) struct ListeningLogTests {
    /// Linux lists the loopback ::1 here when IPv6 is on.
    static let hasIPv6Loopback = (try? String(contentsOfFile: "/proc/net/if_inet6", encoding: .utf8))?
        .contains("00000000000000000000000000000001") == true

    /// The log wrote an IPv6 listening address without brackets, "listening on :::7474", where
    /// standard output wrote "[::]:7474" (operator audit): both write it bracketed.
    @Test(.enabled(if: hasIPv6Loopback)) func anIPv6AddressIsLoggedInBrackets() async throws {
        try await withTemporaryDirectory { directory in
            var configuration = ServerConfiguration(dataDirectory: directory)
            configuration.host = "::1"
            let (line, port) = try await Self.listeningLine(configuration)
            #expect(line.hasPrefix("info listening on [::1]:\(port) "), "\(line)")
        }
    }

    @Test func theListeningAddressIsBracketedForIPv6() {
        let address = { (host: String) in ListeningInfo(host: host, port: 7474, fingerprint: "", developmentCAPath: nil).address }
        #expect(address("::") == "[::]:7474")
        #expect(address("0.0.0.0") == "0.0.0.0:7474")
    }

    /// `ca=` names the development CA that clients are to trust; an operator's certificate has no
    /// such file, and the field is left out (it said `ca=-`: new user's audit).
    @Test func theDevelopmentCAIsNamedAndAnOperatorsCertificateNamesNone() async throws {
        try await withTemporaryDirectory { directory in
            let development = try await Self.listeningLine(ServerConfiguration(dataDirectory: directory + "/development")).line
            #expect(development.contains(" ca=\(directory)/development/certs/ca.pem"), "\(development)")
            let files = try DevelopmentCertificates.ensure(in: directory + "/issued").files
            var configuration = ServerConfiguration(dataDirectory: directory + "/operated")
            configuration.certificatePath = files.certificatePath
            configuration.privateKeyPath = files.privateKeyPath
            let operated = try await Self.listeningLine(configuration).line
            #expect(operated.hasPrefix("info listening on ") && !operated.contains("ca="), "\(operated)")
        }
    }

    /// Starts a server with `configuration` on a free port and stops it; returns its log's
    /// `listening on` line and the port.
    private static func listeningLine(_ configuration: ServerConfiguration) async throws -> (line: String, port: Int) {
        var configuration = configuration
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
        let line = try #require(log.all.first { $0.hasPrefix("info listening on ") }, "\(log.all)")
        return (line, try #require(port))
    }
}
