import BroadsideChaos
import BroadsideTLS
import Foundation
import Testing

/// `broadside serve` refuses options it cannot use in one sentence, before it makes anything in
/// its data directory.
@Suite struct ServeOptionsTests {
    @Test(arguments: [["--client-ca", "/nonexistent/ca.pem"], ["--cert", "/nonexistent/c.pem", "--key", "/nonexistent/k.pem"]])
    func aFileThatCannotBeReadIsRefusedBeforeAnythingIsMade(_ options: [String]) async throws {
        let data = TemporaryDirectory.make()
        let process = try SpawnedProcess.start(try Repository.broadside(), ["serve", "--data", data, "--port", "0"] + options)
        defer { process.kill() }
        let status = try await process.waitForExit(timeout: .seconds(60))
        #expect(WaitStatus.exitCode(status) != 0)
        #expect(process.outputText == "broadside serve: cannot read the \(options[0]) file \(options[1])\n", "\(process.outputText)")
        #expect(!FileManager.default.fileExists(atPath: data + "/certs"))
    }

    /// A queue too small for the longest reply would drop honest clients at their first GAMES.
    @Test func aQueuedOutputLimitBelowTheLongestReplyIsRefused() async throws {
        let process = try SpawnedProcess.start(
            try Repository.broadside(), ["serve", "--data", TemporaryDirectory.make(), "--port", "0", "--max-queued-output", "10"])
        defer { process.kill() }
        #expect(WaitStatus.exitCode(try await process.waitForExit(timeout: .seconds(60))) != 0)
        #expect(process.outputText.contains("--max-queued-output must be at least 256000 bytes"), "\(process.outputText)")
    }

    /// An operator's certificate about to run out is warned of at start: clients would refuse it.
    @Test func aCertificateAboutToExpireIsWarnedOf() async throws {
        let certs = TemporaryDirectory.make()
        // Issued 29 days ago, so the 30-day server certificate has a day left.
        let files = try DevelopmentCertificates.create(in: certs, now: Date() - 29 * 86_400)
        let server = try await ServerProcess.start(
            executable: try Repository.broadside(), dataDirectory: TemporaryDirectory.make(),
            arguments: ["--cert", files.certificatePath, "--key", files.privateKeyPath])
        defer { server.process.kill() }
        #expect(server.process.outputText.contains("the server certificate \(files.certificatePath) expires within 7 days"),
                "\(server.process.outputText)")
    }
}
