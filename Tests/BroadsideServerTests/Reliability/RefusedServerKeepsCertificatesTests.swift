import BroadsideTLS
import Foundation
import Testing

/// A server refused because another one is using the data directory changes nothing in it: had it
/// made certificates first, a CA key it could not find would have been replaced, and every client
/// of the running server would have stopped trusting it.
@Suite(.timeLimit(.minutes(2))) struct RefusedServerKeepsCertificatesTests {
    @Test func aSecondServerOnTheSameDataMakesNoCertificate() async throws {
        try await withTemporaryDirectory { directory in
            try await TestServer.with(dataDirectory: directory) { _ in
                let files = CertificateFiles.server(in: DataDirectory.certificates(in: directory))
                let trusted = try Data(contentsOf: URL(fileURLWithPath: files.caCertificatePath))
                let aside = directory + "/ca-key.aside"
                try FileManager.default.moveItem(atPath: files.caKeyPath, toPath: aside)
                await #expect(throws: (any Error).self) {
                    try await TestServer.with(dataDirectory: directory) { _ in }
                }
                #expect(try Data(contentsOf: URL(fileURLWithPath: files.caCertificatePath)) == trusted)
                #expect(!FileManager.default.fileExists(atPath: files.caKeyPath))
                try FileManager.default.moveItem(atPath: aside, toPath: files.caKeyPath)
            }
        }
    }
}
