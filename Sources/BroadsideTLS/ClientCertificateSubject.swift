import NIOSSL
import X509

/// Who a client presenting a certificate the server accepted is (mutual TLS): its subject, as the
/// log names it (`CN=ann,O=Broadside`), so an operator can tell which certificate connected.
public enum ClientCertificateSubject {
    /// The certificate's subject; nil when it cannot be read.
    public static func name(of certificate: NIOSSLCertificate) -> String? {
        Certificate(certificate).map { "\($0.subject)" }
    }
}
