import BroadsideChaos
import Testing

/// What the operator reads of clients whose handshakes go wrong (README "Logs"): a TLS 1.3 client
/// that rejects the server's certificate as OpenSSL's do is named for what it most likely is, a
/// client that only opens a connection and closes it is no failed handshake, and no line carries
/// BoringSSL's raw text.
@Suite(.timeLimit(.minutes(2))) struct UntrustingClientLogTests {
    @Test func anOpenSSLClientRejectingTheCertificateOverTLS13IsLoggedInWords() async throws {
        let log = CapturingLogHandler.Entries()
        try await TestServer.with(logger: CapturingLogHandler.logger(into: log)) { server in
            let scan = try await AttackConnection.connect(port: server.port, tls: nil)
            await scan.close()
            // The server is done with it, so it is not the stop that decides whether it counts.
            try await log.waitFor("connection closed")

            let rejecting = try await AttackConnection.connect(port: server.port, tls: nil)
            try await rejecting.send(Self.clientHello)
            try await withTimeout(20, "the server's answer to the ClientHello") {
                while rejecting.receivedCount == 0 { try await Task.sleep(for: .milliseconds(10)) }
            }
            try await rejecting.send(Self.unencryptedUnknownCAAlert)
            try await rejecting.waitUntilClosed(timeout: .seconds(20))
        }
        let failures = log.all.filter { $0.hasPrefix("warning") }
        #expect(failures.map { $0.components(separatedBy: " limit-window=")[0] } == [
            "warning 1 TLS handshake failed; the last, from 127.0.0.1: the client broke off the handshake after "
                + "receiving the server's certificate (most often: it does not trust it; give it the CA that issued it)",
        ])
        for line in log.all {
            #expect(!line.contains("OPENSSL_internal") && !line.contains(".cc:") && !line.contains("sslError"), "\(line)")
        }
    }

    /// A TLS 1.3 ClientHello as `openssl s_client -tls1_3 -groups X25519 -ciphersuites
    /// TLS_AES_128_GCM_SHA256 -sigalgs ecdsa_secp256r1_sha256 -noservername -no_ticket` sent it.
    static let clientHello = bytes(
        "16030100a8010000a4030354e8dba00d3fb113cabf280bc549aa87c0d0851e4a44acae860a2b2eab8f876520b0d310d530fa48e72b"
            + "681ae9fbcbf7b286457a87317f251cea5fdc97d0a7b8560004130100ff01000057000b000403000102000a00040002001d00160000"
            + "00170000000d000400020403002b0003020304002d00020101003300260024001d00206e0dd07aec4b9963ec489adb94285592fdb6"
            + "9d9c54fd9ec7729c54dfb177b101")

    /// A fatal unknown_ca alert in a plaintext record: what OpenSSL 3 sends when it does not trust
    /// the certificate, where the server expects the client's encrypted Finished.
    static let unencryptedUnknownCAAlert = bytes("15030300020230")

    private static func bytes(_ hex: String) -> [UInt8] {
        let digits = Array(hex.utf8)
        return stride(from: 0, to: digits.count, by: 2).compactMap { UInt8(String(decoding: digits[$0...$0 + 1], as: UTF8.self), radix: 16) }
    }
}
