import BroadsideChaos
import Testing

/// `--cert` and `--key` are one option group that `play`, `solo` and `conformance` share: each
/// refuses one without the other, in the same words, before it connects anywhere.
@Suite(.timeLimit(.minutes(5))) struct ClientCertificateOptionsTests {
    @Test(arguments: [
        ["play", "--cert", "/nonexistent/c.pem", "127.0.0.1:1"],
        ["solo", "--key", "/nonexistent/k.pem"],
        ["conformance", "--cert", "/nonexistent/c.pem", "127.0.0.1:1"],
    ])
    func aCertificateWithoutItsKeyIsRefused(arguments: [String]) async throws {
        let process = try SpawnedProcess.start(try Repository.broadside(), arguments)
        defer { process.kill() }
        #expect(WaitStatus.exitCode(try await process.waitForExit(timeout: .seconds(60))) != 0)
        #expect(process.outputText.hasPrefix("Error: give both --cert and --key, or neither\n"), "\(process.outputText)")
    }
}
