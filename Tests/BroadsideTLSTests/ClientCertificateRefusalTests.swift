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

    /// A refusal whose named issuer is in the file used to be logged as "not one the --client-ca CA
    /// issued" naming no issuer (operator audit): a CA of the same name with another key is said so.
    @Test("a client certificate from a namesake of the --client-ca CA names the issuer and says another key signed it")
    func aNamesakesCertificateIsSaidSo() async throws {
        try await withTemporaryDirectory { directory in
            let now = Date() - 3_600
            let ours = try Issued.authority(named: "Example Clients CA", validFrom: now)
            let namesake = try Issued.authority(named: "Example Clients CA", validFrom: now)
            let authorities = try ClientAuthorities(inFileAt: Issued.write([ours], to: directory + "/client-ca.pem"))
            let certificate = { (issued: Issued) in
                try #require(try NIOSSLCertificate.fromPEMFile(Issued.write([issued], to: directory + "/client.pem")).first)
            }
            let stranger = try Issued.client(named: "mallory", issuer: namesake, validFrom: now)
            #expect(ClientCertificateRefusal.reason(for: try certificate(stranger), authorities: authorities)
                == "the client's certificate is not one the --client-ca CA issued (it names CN=Example Clients CA as its issuer, "
                + "but another key signed it: a CA of the same name, or one made anew)")
            let own = try Issued.client(named: "alice", issuer: ours, validFrom: now)
            #expect(ClientCertificateRefusal.reason(for: try certificate(own), authorities: authorities) == nil)
        }
    }

    private func leaf(_ files: CertificateFiles) throws -> NIOSSLCertificate {
        try #require(try NIOSSLCertificate.fromPEMFile(files.certificatePath).first)
    }
}
