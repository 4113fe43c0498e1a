import NIOCore

/// A TLS handshake that did not complete: who tried, and why in words for the reasons an operator
/// meets (BoringSSL's own text for the others).
struct HandshakeFailure: Sendable {
    let peer: String
    let reason: String

    init(peer: SocketAddress?, error: any Error) {
        self.peer = Self.describe(peer)
        let text = "\(error)"
        reason = Self.known.first { names, _ in names.contains(where: text.contains) }?.1 ?? text
    }

    init(peer: SocketAddress?, timedOutAfter limit: Duration) {
        self.peer = Self.describe(peer)
        reason = "no handshake within \(limit.components.seconds) s"
    }

    private static func describe(_ peer: SocketAddress?) -> String {
        peer?.ipAddress ?? "an unknown address"
    }

    /// BoringSSL's names for a reason, and the reason in words.
    private static let known: [([String], String)] = [
        (["TLSV1_ALERT_UNKNOWN_CA", "SSLV3_ALERT_BAD_CERTIFICATE", "SSLV3_ALERT_CERTIFICATE_UNKNOWN"],
         "the client does not trust the server's certificate; give it the CA that issued it"),
        (["SSLV3_ALERT_CERTIFICATE_EXPIRED"], "the client finds the server's certificate expired; renew it"),
        (["HTTP_REQUEST", "WRONG_VERSION_NUMBER"], "the client does not speak TLS"),
        (["UNSUPPORTED_PROTOCOL"], "the client offers no TLS version this server accepts (1.2 or 1.3)"),
        (["NO_SHARED_CIPHER"], "the client offers no cipher this server accepts"),
        (["PEER_DID_NOT_RETURN_A_CERTIFICATE"], "the client sent no certificate, and --client-ca requires one"),
        (["CERTIFICATE_VERIFY_FAILED"], "the client's certificate is not one the --client-ca CA issued"),
    ]
}
