import BroadsideTLS
import Foundation
import NIOCore
import NIOPosix
import NIOSSL
import Testing

/// Makes development certificates in a temporary directory and starts the echo server with the
/// server configuration for them.
private func withDevelopmentServer<T>(
    clientCA: Bool = false,
    _ body: (EchoServer, CertificateFiles) async throws -> T
) async throws -> T {
    try await withTemporaryDirectory { root in
        let files = try DevelopmentCertificates.create(in: root + "/certs")
        let configuration = try TLSSettings.server(
            certificatePath: files.certificatePath,
            privateKeyPath: files.privateKeyPath,
            clientCAPath: clientCA ? files.caCertificatePath : nil
        )
        return try await EchoServer.with(configuration) { server in try await body(server, files) }
    }
}

/// A client configuration that trusts `files`' CA but is otherwise swift-nio-ssl's permissive
/// default (TLS 1.0 and up, CBC suites): a stand-in for an old or badly configured client.
private func permissiveClient(trusting files: CertificateFiles) throws -> TLSConfiguration {
    var configuration = TLSConfiguration.makeClientConfiguration()
    configuration.trustRoots = .certificates(try NIOSSLCertificate.fromPEMFile(files.caCertificatePath))
    return configuration
}

/// `exchange` with a server the test started: connects as `tls` and exchanges a line.
private func exchange(
    with server: EchoServer, tls: TLSConfiguration, host: String = "localhost", strictHost: Bool = true
) async throws -> Exchange {
    try await exchange(port: server.port, group: server.group, tls: tls, host: host, strictHost: strictHost)
}

/// Expects the connection refused, its error saying `reason` (the alert, or the verification that failed).
private func expectRefused(_ result: Exchange, saying reason: String, sourceLocation: SourceLocation = #_sourceLocation) {
    #expect(result.wasRefused, sourceLocation: sourceLocation)
    #expect(result.errorText.contains(reason), "\(result.errorText)", sourceLocation: sourceLocation)
}

@Suite("TLS connections to a server using the development certificates")
struct TLSConnectionTests {
    @Test("a client trusting the development CA completes a TLS 1.3 handshake and exchanges a line")
    func trustedClientExchangesALine() async throws {
        try await withDevelopmentServer { server, files in
            let client = try TLSSettings.client(trustingCAAt: files.caCertificatePath)
            let result = try await exchange(with: server, tls: client)
            #expect(result.error == nil, "\(result.errorText)")
            #expect(result.lines == [greeting, "ECHO ping"])
            #expect(result.tlsVersion == .tlsv13)
        }
    }

    @Test(
        "openssl s_client trusting the CA verifies the server and exchanges a line",
        .enabled(if: OpenSSL.isAvailable, OpenSSL.missing)
    )
    func opensslClientExchangesALine() async throws {
        try await withDevelopmentServer { server, files in
            let output = try await OpenSSL.client(
                [
                    "-connect", "127.0.0.1:\(server.port)", "-servername", "localhost",
                    "-CAfile", files.caCertificatePath, "-verify_return_error", "-verify_hostname", "localhost",
                    "-no_ign_eof",
                ],
                send: "ping\n",
                until: "ECHO ping"
            )
            #expect(output.contains(greeting), "\(output)")
            #expect(output.contains("ECHO ping"))
            #expect(output.contains("Verification: OK") || output.contains("Verify return code: 0 (ok)"))
        }
    }

    /// In CI (`CI` set, as CI services do) the tests that need openssl must run, not be skipped.
    @Test func opensslIsInstalledInCI() {
        let inCI = ProcessInfo.processInfo.environment["CI"] != nil
        #expect(!inCI || OpenSSL.isAvailable, OpenSSL.missing)
    }

    @Test("a TLS 1.2 client with the intermediate suites is served")
    func tls12ClientIsServed() async throws {
        try await withDevelopmentServer { server, files in
            var client = try TLSSettings.client(trustingCAAt: files.caCertificatePath)
            client.maximumTLSVersion = .tlsv12
            let result = try await exchange(with: server, tls: client)
            #expect(result.lines == [greeting, "ECHO ping"], "\(result.errorText)")
            #expect(result.tlsVersion == .tlsv12)
        }
    }

    @Test("a client that does not trust the CA fails certificate verification")
    func untrustedClientFailsVerification() async throws {
        try await withDevelopmentServer { server, _ in
            try await withTemporaryDirectory { other in
                let stranger = try DevelopmentCertificates.create(in: other)
                let client = try TLSSettings.client(trustingCAAt: stranger.caCertificatePath)
                expectRefused(try await exchange(with: server, tls: client), saying: "CERTIFICATE_VERIFY_FAILED")
            }
        }
    }

    @Test("with the system's trust roots the development CA is not trusted")
    func systemTrustRejectsDevelopmentCA() async throws {
        try await withDevelopmentServer { server, _ in
            let client = try TLSSettings.client(trustingCAAt: nil)
            expectRefused(try await exchange(with: server, tls: client), saying: "CERTIFICATE_VERIFY_FAILED")
        }
    }

    @Test("the client checks the host name against the certificate")
    func hostNameIsVerified() async throws {
        try await withDevelopmentServer { server, files in
            let client = try TLSSettings.client(trustingCAAt: files.caCertificatePath)
            let result = try await exchange(with: server, tls: client, host: "elsewhere.example")
            #expect(result.wasRefused)
            #expect((result.error as? BroadsideTLSError)?.kind == .wrongHost, "\(result.errorText)")
        }
    }

    @Test("a client connecting by IP address verifies the address")
    func ipAddressIsVerified() async throws {
        try await withDevelopmentServer { server, files in
            let client = try TLSSettings.client(trustingCAAt: files.caCertificatePath)
            let result = try await exchange(with: server, tls: client, host: "127.0.0.1")
            #expect(result.lines == [greeting, "ECHO ping"], "\(result.errorText)")
        }
    }

    @Test("NIOSSL alone accepts a certificate whose IP entry matches the socket, whatever the host name")
    func nioSSLAloneAcceptsAnyHostNameForAnAddressMatch() async throws {
        // Documents why clients add TLSSettings.verifyIdentity: if this starts failing, NIOSSL
        // has become strict by itself (and the extra check is merely redundant).
        try await withDevelopmentServer { server, files in
            let client = try TLSSettings.client(trustingCAAt: files.caCertificatePath)
            let result = try await exchange(with: server, tls: client, host: "elsewhere.example", strictHost: false)
            #expect(result.lines == [greeting, "ECHO ping"], "\(result.errorText)")
        }
    }

    @Test("a client limited to TLS 1.1 is refused")
    func tls11ClientIsRefused() async throws {
        try await withDevelopmentServer { server, files in
            var client = try permissiveClient(trusting: files)
            client.minimumTLSVersion = .tlsv1
            client.maximumTLSVersion = .tlsv11
            expectRefused(try await exchange(with: server, tls: client), saying: "PROTOCOL_VERSION")
        }
    }

    @Test("a TLS 1.2 client offering only CBC suites is refused")
    func cbcOnlyClientIsRefused() async throws {
        try await withDevelopmentServer { server, files in
            var client = try permissiveClient(trusting: files)
            client.maximumTLSVersion = .tlsv12
            client.cipherSuiteValues = [
                .TLS_ECDHE_ECDSA_WITH_AES_128_CBC_SHA, .TLS_ECDHE_ECDSA_WITH_AES_256_CBC_SHA,
                .TLS_ECDHE_RSA_WITH_AES_128_CBC_SHA, .TLS_RSA_WITH_AES_128_GCM_SHA256,
            ]
            // The server's alert: no suite in common.
            expectRefused(try await exchange(with: server, tls: client), saying: "SSLV3_ALERT_HANDSHAKE_FAILURE")
        }
    }

    @Test("a client offering only the P-521 curve is refused")
    func p521OnlyClientIsRefused() async throws {
        try await withDevelopmentServer { server, files in
            var client = try permissiveClient(trusting: files)
            client.curves = [.secp521r1]
            // The server's alert: no curve in common.
            expectRefused(try await exchange(with: server, tls: client), saying: "SSLV3_ALERT_HANDSHAKE_FAILURE")
        }
    }

    @Test("a plaintext client gets no greeting and a closed connection")
    func plaintextClientGetsNothing() async throws {
        try await withDevelopmentServer { server, _ in
            let result = try await exchange(
                port: server.port,
                group: server.group,
                tls: nil,
                line: "HELLO 1\n",
                expectedLines: 1
            )
            #expect(result.wasRefused)
            // At most one TLS alert record (content type 21, 7 bytes) comes back: no protocol line.
            #expect(result.received.isEmpty || (result.received.first == 21 && result.received.count == 7))
            #expect(!result.text.contains("HELLO"))
            #expect(!result.text.contains("ECHO"))
        }
    }
}

@Suite("Mutual TLS")
struct MutualTLSTests {
    @Test("a server with a client CA refuses a client without a certificate")
    func refusesClientWithoutCertificate() async throws {
        try await withDevelopmentServer(clientCA: true) { server, files in
            let client = try TLSSettings.client(trustingCAAt: files.caCertificatePath)
            let result = try await exchange(with: server, tls: client)
            #expect(result.wasRefused)
            #expect(!result.text.contains("ECHO"))
        }
    }

    @Test("a server with a client CA accepts a client certificate issued by that CA")
    func acceptsCertificateFromTheCA() async throws {
        try await withDevelopmentServer(clientCA: true) { server, files in
            let identity = try DevelopmentCertificates.issueClientCertificate(name: "alice", in: files.directory)
            let client = try TLSSettings.client(
                trustingCAAt: files.caCertificatePath,
                certificatePath: identity.certificatePath,
                privateKeyPath: identity.privateKeyPath
            )
            let result = try await exchange(with: server, tls: client)
            #expect(result.error == nil, "\(result.errorText)")
            #expect(result.lines == [greeting, "ECHO ping"])
        }
    }

    @Test("a server with a client CA refuses a client certificate from another CA")
    func refusesCertificateFromAnotherCA() async throws {
        try await withDevelopmentServer(clientCA: true) { server, files in
            try await withTemporaryDirectory { other in
                try DevelopmentCertificates.create(in: other)
                let identity = try DevelopmentCertificates.issueClientCertificate(name: "mallory", in: other)
                let client = try TLSSettings.client(
                    trustingCAAt: files.caCertificatePath,
                    certificatePath: identity.certificatePath,
                    privateKeyPath: identity.privateKeyPath
                )
                let result = try await exchange(with: server, tls: client)
                #expect(result.wasRefused)
                #expect(!result.text.contains("ECHO"))
            }
        }
    }
}
