import BroadsideClient
import BroadsideTLS
import Foundation
import Testing

/// A server left running past its development certificate's 30 days would refuse every client:
/// it reads its certificate files again twice a day, renewing what is due, as it does at start.
@Suite(.timeLimit(.minutes(2))) struct CertificateReloadTests {
    @Test func aCertificateDueForRenewalIsRenewedAndServedWithoutARestart() async throws {
        try await TestServer.with { server in
            let directory = DataDirectory.certificates(in: server.dataDirectory)
            let files = CertificateFiles.server(in: directory)
            // As if 24 days had passed since the certificates were made (by another CA, so that a
            // client can tell which certificate the server presents).
            try DevelopmentCertificates.create(in: directory, now: Date() - 24 * 86_400)
            await #expect(throws: (any Error).self, "the server still presents the certificate it started with") {
                try await LineConnection.connect(server.clientConfiguration).close()
            }

            server.reloadCertificates()
            let expiry = try TLSSettings.expiry(ofCertificateAt: files.certificatePath)
            #expect(expiry > Date() + 20 * 86_400, "renewed: a new 30-day certificate")
            let connection = try await LineConnection.connect(server.clientConfiguration)
            await connection.close()
        }
    }
}
