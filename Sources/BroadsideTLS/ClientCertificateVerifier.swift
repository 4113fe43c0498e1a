import NIOCore
import NIOSSL
import SwiftASN1
import X509

/// Verifies client certificates with every `--client-ca` certificate as a trust anchor, an
/// intermediate CA's included. BoringSSL trusts a chain only up to a self-signed root (NIOSSL
/// cannot set X509_V_FLAG_PARTIAL_CHAIN), so a server given an intermediate refused the very
/// clients that intermediate issued. Used only for such files: BoringSSL's own verification
/// sends alerts that tell a refused client why (a certificate not for clients, say), and this
/// one cannot choose its alert.
public struct ClientCertificateVerifier: Sendable {
    private let authorities: ClientAuthorities

    /// Nil when BoringSSL's own verification serves: every certificate of the file is a root.
    private init?(authorities: ClientAuthorities) {
        guard authorities.holdsIntermediate else { return nil }
        self.authorities = authorities
    }

    /// The TLS handler of a server's new connection: verifying client certificates with this
    /// verifier when `authorities` need it, else as BoringSSL does.
    public static func serverHandler(context: NIOSSLContext, clientAuthorities: ClientAuthorities) -> NIOSSLServerHandler {
        guard let verifier = ClientCertificateVerifier(authorities: clientAuthorities) else {
            return NIOSSLServerHandler(context: context)
        }
        return NIOSSLServerHandler(context: context, customVerificationCallback: verifier.verify)
    }

    /// NIOSSL's callback: `chain` is what the client sent, its certificate first.
    private func verify(_ chain: [NIOSSLCertificate], promise: EventLoopPromise<NIOSSLVerificationResult>) {
        // On the connection's loop: the handshake must not wait for a busy shared pool of threads.
        Task(executorPreference: EventLoopExecutor(promise.futureResult.eventLoop)) {
            promise.succeed(await self.accepts(chain) ? .certificateVerified : .failed)
        }
    }

    /// Whether `chain` leads from a client certificate, fit for clients and valid now, to one
    /// of the authorities.
    private func accepts(_ chain: [NIOSSLCertificate]) async -> Bool {
        let parsed = chain.compactMap(Certificate.init)
        guard let leaf = parsed.first, parsed.count == chain.count else { return false }
        var verifier = Verifier(rootCertificates: authorities.trustAnchors) {
            RFC5280Policy()
            ClientAuthenticationPolicy()
        }
        let result = await verifier.validate(leaf: leaf, intermediates: CertificateStore(parsed.dropFirst()))
        if case .validCertificate = result { return true }
        return false
    }
}

/// A client's certificate must allow client authentication: without the extended key usage it
/// allows every use, with it clientAuth must be among them (as BoringSSL requires).
private struct ClientAuthenticationPolicy: VerifierPolicy {
    let verifyingCriticalExtensions: [ASN1ObjectIdentifier] = [.X509ExtensionID.extendedKeyUsage]

    func chainMeetsPolicyRequirements(chain: UnverifiedCertificateChain) -> PolicyEvaluationResult {
        guard let usages = try? chain.leaf.extensions.extendedKeyUsage, !usages.contains(.clientAuth) else {
            return .meetsPolicy
        }
        return .failsToMeetPolicy(reason: "the client's certificate is not for client authentication")
    }
}
