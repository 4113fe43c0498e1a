import NIOSSL
import X509

extension Certificate {
    /// BoringSSL's certificate as swift-certificates reads it, for what NIOSSL does not tell (its
    /// subject, extensions, signature); nil when it cannot be read.
    init?(_ certificate: NIOSSLCertificate) {
        guard let bytes = try? certificate.toDERBytes(), let parsed = try? Certificate(derEncoded: bytes) else { return nil }
        self = parsed
    }
}
