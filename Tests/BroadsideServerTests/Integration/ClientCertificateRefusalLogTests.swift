import BroadsideClient
import BroadsideTLS
import Foundation
import Testing

/// Mutual TLS: a client certificate from the right CA but made for another purpose is logged for
/// what it is, where it used to be logged as "not issued by --client-ca" (operator audit), which
/// sent the operator to look at the wrong CA; the client is told so too, in words.
@Suite(.timeLimit(.minutes(2))) struct ClientCertificateRefusalLogTests {
    @Test func aCertificateWithoutClientAuthIsLoggedAsNotForClients() async throws {
        try await withTemporaryDirectory { data in
            let files = try DevelopmentCertificates.create(in: DataDirectory.certificates(in: data))
            let log = CapturingLogHandler.Entries()
            try await TestServer.with(
                dataDirectory: data, clientCAPath: files.caCertificatePath, logger: CapturingLogHandler.logger(into: log)
            ) { server in
                // The server's own certificate: issued by the --client-ca CA, for serverAuth only.
                var configuration = server.clientConfiguration
                configuration.certificatePath = files.certificatePath
                configuration.privateKeyPath = files.privateKeyPath
                await #expect {
                    try await ProtocolClient.connect(configuration, name: "ann").close()
                } throws: { error in
                    "\(error)" == "the server did not accept this client's certificate: it is not for client authentication "
                        + "(its extended key usage lacks clientAuth); pass one made for clients (--cert and --key), "
                        + "as `broadside certs --client NAME` makes"
                }
                try await log.waitFor("TLS handshake failed")
            }
            let failures = log.all.filter { $0.contains("TLS handshake failed") }
            #expect(failures.count == 1 && failures.allSatisfy {
                $0.contains("the last, from 127.0.0.1: the client's certificate is not for client authentication "
                    + "(its extended key usage lacks clientAuth)")
            }, "\(failures)")
        }
    }

    /// The --client-ca file read again (every 12 hours) is what a refused certificate is compared
    /// with: one from the CA it held before is now another CA's, and is named so.
    @Test func theClientCAReadAgainIsTheOneCompared() async throws {
        try await withTemporaryDirectory { data in
            try DevelopmentCertificates.create(in: DataDirectory.certificates(in: data))
            let old = try DevelopmentCertificates.create(in: data + "/old")
            let client = try DevelopmentCertificates.issueClientCertificate(name: "ann", in: data + "/old")
            let new = try DevelopmentCertificates.create(in: data + "/new")
            let clientCA = data + "/client-ca.pem"
            try FileManager.default.copyItem(atPath: old.caCertificatePath, toPath: clientCA)
            let log = CapturingLogHandler.Entries()
            try await TestServer.with(dataDirectory: data, clientCAPath: clientCA, logger: CapturingLogHandler.logger(into: log)) { server in
                try FileManager.default.removeItem(atPath: clientCA)
                try FileManager.default.copyItem(atPath: new.caCertificatePath, toPath: clientCA)
                server.reloadCertificates()
                var configuration = server.clientConfiguration
                configuration.certificatePath = client.certificatePath
                configuration.privateKeyPath = client.privateKeyPath
                await #expect(throws: (any Error).self) { try await ProtocolClient.connect(configuration, name: "ann").close() }
                try await log.waitFor("TLS handshake failed")
            }
            let failures = log.all.filter { $0.contains("TLS handshake failed") }
            #expect(failures.count == 1 && failures.allSatisfy {
                $0.contains("the client's certificate is not one the --client-ca CA issued (its issuer is ")
            }, "\(failures)")
        }
    }
}
