@testable import BroadsideServer
import NIOSSL
import Testing

/// A failed handshake's reason is logged in words, or as BoringSSL's reason names: never its raw
/// error, which names source paths of the machine that built the binary.
@Suite struct HandshakeFailureReasonTests {
    /// What the server got from `openssl s_client -CAfile wrong.pem -verify_return_error` over
    /// TLS 1.3 (operator audit): the client's alert, sent unencrypted, cannot be decrypted.
    static let tls13Rejection = StandIn("""
        handshakeFailed(NIOSSL.BoringSSLError.sslError([Error: 268435568 error:10000070:SSL routines:OPENSSL_internal:\
        BAD_PACKET_LENGTH at /work/main/.build-release/checkouts/swift-nio-ssl/Sources/CNIOBoringSSL/ssl/ssl_aead_ctx.cc:242, \
        Error: 268435595 error:1000008b:SSL routines:OPENSSL_internal:DECRYPTION_FAILED_OR_BAD_RECORD_MAC at \
        /work/main/.build-release/checkouts/swift-nio-ssl/Sources/CNIOBoringSSL/ssl/tls_record.cc:190]))
        """)

    @Test func aTLS13ClientBreakingOffTheHandshakeIsSaidToMostOftenDistrustTheCertificate() {
        let failure = HandshakeFailure(peer: nil, error: Self.tls13Rejection)
        #expect(failure.reason == "the client broke off the handshake after receiving the server's certificate "
            + "(most often: it does not trust it; give it the CA that issued it)")
    }

    @Test func anErrorWithoutWordsIsGivenByBoringSSLsReasonNamesAlone() {
        let unknown = StandIn("""
            handshakeFailed(NIOSSL.BoringSSLError.sslError([Error: 268435606 error:10000096:SSL routines:OPENSSL_internal:\
            EXCESSIVE_MESSAGE_SIZE at /work/main/.build/checkouts/swift-nio-ssl/Sources/CNIOBoringSSL/ssl/s3_both.cc:434]))
            """)
        #expect(HandshakeFailure(peer: nil, error: unknown).reason == "TLS error EXCESSIVE_MESSAGE_SIZE")
        #expect(TLSErrorText.describe(Self.tls13Rejection) == "TLS error BAD_PACKET_LENGTH, DECRYPTION_FAILED_OR_BAD_RECORD_MAC")
    }

    /// A port scan or a health check opens a connection and closes it; so does the server when a
    /// handshake's time is up, which that timeout counts already.
    @Test func aClientGoneWithoutAWordFailedNoHandshake() {
        let gone = NIOSSLError.handshakeFailed(.sslError([.eofDuringHandshake]))
        #expect(!HandshakeFailure.isFailure(gone))
        #expect(TLSErrorText.describe(gone) == "the client closed the connection during the TLS handshake")
        #expect(HandshakeFailure.isFailure(Self.tls13Rejection))
    }

    /// An error printing as BoringSSL's do.
    struct StandIn: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
