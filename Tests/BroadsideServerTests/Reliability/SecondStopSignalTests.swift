import BroadsideChaos
import Foundation
import Testing

/// A second SIGTERM or SIGINT while the server stops was ignored without a word (operator audit):
/// it is logged as received, and the stop goes on as the first began it.
@Suite(.timeLimit(.minutes(2))) struct SecondStopSignalTests {
    @Test func aSecondSignalWhileStoppingIsSaidToBeReceived() async throws {
        let broadside = try Repository.broadside()
        try await withTemporaryDirectory { data in
            let server = try await ServerProcess.start(executable: broadside, dataDirectory: data)
            defer { server.process.kill() }
            // A client that reads its BYE and keeps its socket open holds the stop for up to 2 s.
            let stayer = try await AttackConnection.connect(port: server.port, caPath: server.caPath, keepingOpen: true)
            try await stayer.send("HELLO 1 stayer\n")
            try await stayer.waitForText("OK HELLO", timeout: .seconds(20))
            server.process.signal(SIGTERM)
            // The log line comes before the goodbyes, which end the stop within 2 s: the second
            // signal is sent as soon as the first is known to be handled.
            _ = try await server.process.waitForOutput("the first signal handled", timeout: .seconds(20)) {
                $0.contains("SIGTERM received: stopping") ? true : nil
            }
            server.process.signal(SIGINT)
            let status = try await server.process.waitForExit(timeout: .seconds(30))
            await stayer.close()
            #expect(WaitStatus.exitCode(status) == 0, "\(server.process.outputText)")
            let output = server.process.outputText
            #expect(output.contains("SIGTERM received: stopping"), "\(output)")
            #expect(output.contains("SIGINT received: already stopping"), "\(output)")
        }
    }
}
