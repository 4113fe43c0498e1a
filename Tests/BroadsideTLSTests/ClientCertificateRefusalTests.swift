import BroadsideTLS
import Foundation
import NIOSSL
import Testing
import X509

/// BoringSSL refuses every unfit client certificate with CERTIFICATE_VERIFY_FAILED; the reasons
/// that lie in the certificate itself are read from it, so that the log does not blame its issuer.
@Suite("Why a client certificate is refused")
struct ClientCertificateRefusalTests {
    @Test("a certificate without clientAuth is not for client authentication; a client certificate is fit")
    func aServerCertificateIsNotForClients() async throws {
        try await withTemporaryDirectory { directory in
            let server = try DevelopmentCertificates.create(in: directory)
            let client = try DevelopmentCertificates.issueClientCertificate(name: "alice", in: directory)
            #expect(ClientCertificateRefusal.reason(for: try leaf(server))
                == "the client's certificate is not for client authentication (its extended key usage lacks clientAuth); "
                + "issue it one with clientAuth, as `broadside certs --client NAME` does")
            #expect(ClientCertificateRefusal.reason(for: try leaf(client)) == nil)
        }
    }

    @Test("an expired client certificate is said to be expired, with the date")
    func anExpiredCertificateIsSaidToBe() async throws {
        try await withTemporaryDirectory { directory in
            let issued = Date() - 40 * 86_400
            try DevelopmentCertificates.create(in: directory, now: issued)
            let client = try DevelopmentCertificates.issueClientCertificate(name: "alice", in: directory, now: issued)
            let expiry = try TLSSettings.expiry(ofCertificateAt: client.certificatePath)
            #expect(ClientCertificateRefusal.reason(for: try leaf(client))
                == "the client's certificate expired on \(expiry); issue it a new one")
        }
    }

    @Test("a client certificate another CA issued is said to be so, with its issuer; what is wrong with a certificate itself comes first")
    func anotherCAsCertificateIsNotOneTheClientCAIssued() async throws {
        try await withTemporaryDirectory { directory in
            let ours = try DevelopmentCertificates.create(in: directory + "/ours")
            let own = try DevelopmentCertificates.issueClientCertificate(name: "alice", in: directory + "/ours")
            let theirs = try DevelopmentCertificates.create(in: directory + "/theirs")
            let stranger = try DevelopmentCertificates.issueClientCertificate(name: "mallory", in: directory + "/theirs")
            let authorities = try ClientAuthorities(inFileAt: ours.caCertificatePath)
            let reason = try #require(ClientCertificateRefusal.reason(for: try leaf(stranger), authorities: authorities))
            let issuer = try Certificate(pemEncoded: String(contentsOfFile: theirs.caCertificatePath, encoding: .utf8)).subject
            #expect(reason == "the client's certificate is not one the --client-ca CA issued (its issuer is \(issuer))")
            #expect(ClientCertificateRefusal.reason(for: try leaf(own), authorities: authorities) == nil)
            // Names are compared as written (an intermediate's leaf names the intermediate): the
            // certificate's own faults are certain, and said first.
            #expect(ClientCertificateRefusal.reason(for: try leaf(theirs), authorities: authorities)?.contains("lacks clientAuth") == true)
        }
    }

    private func leaf(_ files: CertificateFiles) throws -> NIOSSLCertificate {
        try #require(try NIOSSLCertificate.fromPEMFile(files.certificatePath).first)
    }
}
