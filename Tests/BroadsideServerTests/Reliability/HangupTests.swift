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
            let process = try SpawnedProcess.start("/bin/sh", [
                "-c", "trap '' HUP && exec \"$0\" \"$@\"", broadside, "serve", "--host", "127.0.0.1", "--port", "0",
                "--data", data,
            ])
            defer { process.kill() }
            let port = try await process.waitForOutput("that it listens", timeout: .seconds(60)) { output in
                output.firstMatch(of: /listening on 127\.0\.0\.1:(\d+)/).flatMap { Int($0.1) }
            }
            let configuration = ClientConfiguration(host: "127.0.0.1", port: port, caPath: data + "/certs/ca.pem")
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
