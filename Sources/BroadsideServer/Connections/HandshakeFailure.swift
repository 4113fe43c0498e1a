import BroadsideTLS
import NIOCore
import NIOSSL

/// A TLS handshake that did not complete: who tried, and why in words for the reasons an operator
/// meets (BoringSSL's reason names for the others).
struct HandshakeFailure: Sendable {
    let peer: String
    let reason: String

    /// `clientCertificate` is the certificate the client presented, if any: BoringSSL refuses a
    /// client certificate for any reason with the same error, and the certificate tells which,
    /// its issuer compared with `clientAuthorities` (the `--client-ca` certificates' subjects).
    init(
        peer: SocketAddress?, error: any Error, clientCertificate: @autoclosure () -> NIOSSLCertificate? = nil,
        clientAuthorities: ClientAuthorities = .unknown
    ) {
        self.peer = ClientAddress.describe(peer)
        let names = TLSErrorText.reasonNames(in: "\(error)")
        if names.contains(Self.clientCertificateRefused),
            let refusal = clientCertificate().flatMap({ ClientCertificateRefusal.reason(for: $0, authorities: clientAuthorities) })
        {
            reason = refusal
        } else {
            reason = Self.known.first { known, _ in names.contains(where: known.contains) }?.1 ?? TLSErrorText.describe(error)
        }
    }

    init(peer: SocketAddress?, timedOutAfter limit: Duration) {
        self.peer = ClientAddress.describe(peer)
        reason = "no handshake within \(limit.components.seconds) s"
    }

    /// False for a client gone before its handshake without a word: a port scan, a health check
    /// that only opens a connection, or one the server itself closed when its time was up (that
    /// one is counted by the timeout); none is a handshake that failed.
    static func isFailure(_ error: any Error) -> Bool {
        (error as? NIOSSLError) != TLSErrorText.closedMidHandshake
    }

    /// BoringSSL's names for a reason, and the reason in words.
    private static let known: [([String], String)] = [
        (["TLSV1_ALERT_UNKNOWN_CA", "SSLV3_ALERT_BAD_CERTIFICATE", "SSLV3_ALERT_CERTIFICATE_UNKNOWN"],
         "the client does not trust the server's certificate; give it the CA that issued it"),
        // What a TLS 1.3 client that rejects the server's certificate looks like when it says so
        // in an unencrypted alert, as OpenSSL's do (Python's ssl, `openssl s_client`): the server
        // expects the client's encrypted Finished, cannot decrypt the alert, and so cannot know why.
        (["DECRYPTION_FAILED_OR_BAD_RECORD_MAC"],
         "the client broke off the handshake after receiving the server's certificate (most often: "
            + "it does not trust it; give it the CA that issued it)"),
        (["SSLV3_ALERT_CERTIFICATE_EXPIRED"], "the client finds the server's certificate expired; renew it"),
        (["HTTP_REQUEST", "WRONG_VERSION_NUMBER"], "the client does not speak TLS"),
        (["UNSUPPORTED_PROTOCOL"], "the client offers no TLS version this server accepts (1.2 or 1.3)"),
        (["NO_SHARED_CIPHER"], "the client offers no cipher this server accepts"),
        (["PEER_DID_NOT_RETURN_A_CERTIFICATE"], "the client sent no certificate, and --client-ca requires one"),
        ([clientCertificateRefused], ClientCertificateRefusal.notIssued),
    ]

    /// What BoringSSL says of a client certificate it refused, whatever the reason.
    private static let clientCertificateRefused = "CERTIFICATE_VERIFY_FAILED"
}
