import BroadsideChaos
import BroadsideClient
import Foundation
import Testing

/// SIGHUP, which a server started in a terminal gets when the terminal is closed, stops it as
/// SIGTERM does; a server started under `nohup` keeps running through it.
@Suite struct HangupTests {
    @Test(.timeLimit(.minutes(2)))
    func aHangupStopsTheServerCleanly() async throws {
        try await GracefulStopTests().aSignalStopsTheServerCleanly(signal: SIGHUP)
    }

    /// Under `nohup` the server outlives the hangup: a client is still served after it, and the
    /// SIGTERM that follows is what stops the server.
    @Test(.timeLimit(.minutes(2)))
    func aServerStartedUnderNohupIgnoresAHangup() async throws {
        let broadside = try Repository.broadside()
        try await withTemporaryDirectory { data in
            // `trap '' HUP` ignores the signal as nohup does, and the exec keeps it ignored.
            let server = try await ServerProcess.start(executable: broadside, dataDirectory: data, shellSetUp: "trap '' HUP")
            let process = server.process
            defer { process.kill() }
            let configuration = ClientConfiguration(host: "127.0.0.1", port: server.port, caPath: server.caPath)
            let ann = try await ProtocolClient.connect(configuration, name: "ann")
            process.signal(SIGHUP)
            try await ann.send(.new(rules: .classic, opponent: .computer)).ok()
            process.signal(SIGTERM)
            let status = try await process.waitForExit(timeout: .seconds(30))
            #expect(WaitStatus.exitCode(status) == 0, "exit status \(status): \(process.outputText)")
            #expect(process.outputText.contains("SIGTERM received: stopping"), "\(process.outputText)")
            #expect(!process.outputText.contains("SIGHUP"), "\(process.outputText)")
        }
    }
}
