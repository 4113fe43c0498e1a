import Crypto
import Foundation
import NIOSSL
import X509

/// Broadside's TLS configurations: Mozilla's "intermediate" profile as the floor.
///
/// TLS 1.2 and 1.3 only; for TLS 1.2 only ECDHE suites with AES-GCM or ChaCha20-Poly1305 (the
/// TLS 1.3 suites are fixed by BoringSSL and are all AEAD); key exchange over X25519, P-256 or
/// P-384. swift-nio-ssl's own defaults allow TLS 1.0 and CBC suites, so every configuration made
/// here sets all three explicitly.
public enum TLSSettings {
    /// The oldest protocol version offered or accepted.
    public static let minimumTLSVersion: TLSVersion = .tlsv12
    /// The newest protocol version offered or accepted.
    public static let maximumTLSVersion: TLSVersion = .tlsv13
    /// The TLS 1.2 cipher suites, in order of preference (Mozilla intermediate).
    public static let cipherSuites: [NIOTLSCipher] = [
        .TLS_ECDHE_ECDSA_WITH_AES_128_GCM_SHA256,
        .TLS_ECDHE_RSA_WITH_AES_128_GCM_SHA256,
        .TLS_ECDHE_ECDSA_WITH_AES_256_GCM_SHA384,
        .TLS_ECDHE_RSA_WITH_AES_256_GCM_SHA384,
        .TLS_ECDHE_ECDSA_WITH_CHACHA20_POLY1305_SHA256,
        .TLS_ECDHE_RSA_WITH_CHACHA20_POLY1305_SHA256,
    ]
    /// The key exchange groups, in order of preference.
    public static let curves: [NIOTLSCurve] = [.x25519, .secp256r1, .secp384r1]

    /// A server configuration presenting the certificate chain at `certificatePath` (PEM, leaf
    /// first, then intermediates) with the key at `privateKeyPath`.
    ///
    /// With `clientCAPath`, the server requires every client to present a certificate issued by
    /// a CA in that PEM file (mutual TLS) and refuses the handshake otherwise. With `givenAsOptions`,
    /// a file that holds no certificate or key is named by its option (`--cert`, `--key`).
    /// Throws, naming `--client-ca`, unless the file at `path` holds a PEM certificate: checked
    /// before anything is made in the data directory for a server that would not start.
    public static func checkClientCA(at path: String) throws {
        _ = try PEMFiles.certificates(at: path, givenWith: "--client-ca")
    }

    public static func server(
        certificatePath: String,
        privateKeyPath: String,
        clientCAPath: String? = nil,
        givenAsOptions: Bool = false
    ) throws -> TLSConfiguration {
        let chain = try PEMFiles.certificates(at: certificatePath, givenWith: givenAsOptions ? "--cert" : nil)
        let key = try PEMFiles.privateKey(at: privateKeyPath, givenWith: givenAsOptions ? "--key" : nil)
        try checkServerKeyIsUsable(certificatePath: certificatePath)
        var configuration = TLSConfiguration.makeServerConfiguration(
            certificateChain: chain.map { .certificate($0) },
            privateKey: .privateKey(key)
        )
        if let clientCAPath {
            configuration.trustRoots = .certificates(try PEMFiles.certificates(at: clientCAPath, givenWith: "--client-ca"))
            configuration.certificateVerification = .noHostnameVerification
            configuration.sendCANameList = true
        }
        applyPolicy(to: &configuration)
        try check(configuration, certificatePath: certificatePath, privateKeyPath: privateKeyPath)
        return configuration
    }

    /// The smallest RSA key clients accept: Broadside's own (swift-certificates reads no smaller
    /// one), OpenSSL's at its usual security level, and Mozilla's intermediate profile's.
    static let minimumRSAKeyBits = 2048

    /// Refuses a server certificate whose key no handshake under this policy can sign with
    /// (P-521, whose curve is not among `curves`, and Ed25519), or whose RSA key clients
    /// refuse: such a server would start and fail every handshake.
    static func checkServerKeyIsUsable(certificatePath: String) throws {
        let der = try PEMFiles.firstCertificateDER(at: certificatePath)
        if let bits = RSAKeySize.bits(ofCertificate: der), bits < minimumRSAKeyBits {
            throw BroadsideTLSError(
                .unusableConfiguration,
                "the certificate in \(certificatePath) has a \(bits)-bit RSA key, which clients refuse: "
                    + "give it an RSA key of \(minimumRSAKeyBits) bits or more, or an ECDSA P-256 key")
        }
        let certificate: Certificate
        do {
            certificate = try Certificate(derEncoded: der)
        } catch {
            // NIOSSL's own check names what is wrong with a certificate it cannot read.
            return
        }
        let unusable = if P521.Signing.PublicKey(certificate.publicKey) != nil {
            "ECDSA P-521"
        } else if Curve25519.Signing.PublicKey(certificate.publicKey) != nil {
            "Ed25519"
        } else {
            String?.none
        }
        guard let unusable else { return }
        throw BroadsideTLSError(
            .unusableConfiguration,
            "the certificate in \(certificatePath) has an \(unusable) key, which no TLS handshake of this server can use: "
                + "give it an ECDSA P-256 (or P-384) or RSA key")
    }

    /// A client configuration that verifies the server's certificate and host name.
    ///
    /// NIOSSL's host name check also accepts a certificate whose IP address entry equals the
    /// connected address, whatever name was asked for; add ``verifyIdentity(of:host:)`` in the
    /// client handler to check the name strictly.
    ///
    /// - Parameters:
    ///   - trustingCAAt: a PEM file of the CA certificates to trust (only those); nil trusts the
    ///     system's roots.
    ///   - certificatePath: a client certificate (PEM) to present, for servers that require one.
    ///   - privateKeyPath: the client certificate's key; give both or neither.
    public static func client(
        trustingCAAt caPath: String?,
        certificatePath: String? = nil,
        privateKeyPath: String? = nil
    ) throws -> TLSConfiguration {
        var configuration = TLSConfiguration.makeClientConfiguration()
        configuration.certificateVerification = .fullVerification
        if let caPath {
            configuration.trustRoots = .certificates(try PEMFiles.certificates(at: caPath))
        } else {
            configuration.trustRoots = .default
        }
        try presentIdentity(certificatePath: certificatePath, privateKeyPath: privateKeyPath, in: &configuration)
        applyPolicy(to: &configuration)
        try check(configuration, certificatePath: certificatePath, privateKeyPath: privateKeyPath)
        return configuration
    }

    /// Makes a client configuration present the certificate at `certificatePath` with its key;
    /// neither leaves it as it was.
    public static func presentIdentity(
        certificatePath: String?, privateKeyPath: String?, in configuration: inout TLSConfiguration
    ) throws {
        switch (certificatePath, privateKeyPath) {
        case (nil, nil):
            break
        case (let certificatePath?, let privateKeyPath?):
            configuration.certificateChain = try PEMFiles.certificates(at: certificatePath).map { .certificate($0) }
            configuration.privateKey = .privateKey(try PEMFiles.privateKey(at: privateKeyPath))
        default:
            throw BroadsideTLSError(
                .incompleteClientIdentity,
                "a client certificate needs both the certificate file and its private key file"
            )
        }
    }

    /// The SHA-256 fingerprint of the first certificate in the PEM file at `path`: uppercase hex
    /// pairs joined by ':', as `openssl x509 -noout -fingerprint -sha256` prints it.
    public static func fingerprint(ofCertificateAt path: String) throws -> String {
        let digest = SHA256.hash(data: try PEMFiles.firstCertificateDER(at: path))
        return digest.map { byte in
            let hex = String(byte, radix: 16, uppercase: true)
            return byte < 0x10 ? "0" + hex : hex
        }.joined(separator: ":")
    }

    /// When the first certificate in the PEM file at `path` stops being valid.
    public static func expiry(ofCertificateAt path: String) throws -> Date {
        try Certificate(derEncoded: try PEMFiles.firstCertificateDER(at: path)).notValidAfter
    }

    /// Sets the versions, cipher suites and curves of the intermediate profile.
    public static func applyPolicy(to configuration: inout TLSConfiguration) {
        configuration.minimumTLSVersion = minimumTLSVersion
        configuration.maximumTLSVersion = maximumTLSVersion
        configuration.cipherSuiteValues = cipherSuites
        configuration.curves = curves
    }

    /// Builds a context once, so that a key that does not fit its certificate is reported now,
    /// in words, rather than at the first connection.
    private static func check(
        _ configuration: TLSConfiguration,
        certificatePath: String?,
        privateKeyPath: String?
    ) throws {
        do {
            _ = try NIOSSLContext(configuration: configuration)
        } catch {
            guard let certificatePath, let privateKeyPath else {
                throw BroadsideTLSError(.unusableConfiguration, "the TLS library refused the configuration: \(error)")
            }
            // The TLS library says only that it could not load the key; a certificate it refuses
            // for another reason (its key usage, say) is not to be blamed on the key.
            guard KeyPairFiles.keyBelongsToCertificate(certificatePath: certificatePath, keyPath: privateKeyPath) == false
            else {
                throw BroadsideTLSError(
                    .unusableConfiguration,
                    "the TLS library refused the certificate in \(certificatePath) with the key in \(privateKeyPath): \(error)")
            }
            if let misordered = ChainOrder.fault(certificatePath: certificatePath, keyPath: privateKeyPath) {
                throw BroadsideTLSError(.invalidCertificate, misordered)
            }
            throw BroadsideTLSError(
                .keyDoesNotMatchCertificate,
                "the private key in \(privateKeyPath) does not belong to the certificate in \(certificatePath)"
            )
        }
    }
}
