import BroadsideChaos
import BroadsideClient
import BroadsideServer
import Foundation
import Testing

/// `broadside serve --log-level`: the default logs what an operator needs (listening, games,
/// stopping, the start with the version that writes the log); `debug` adds each connection's end;
/// `warning` leaves out the routine lines.
@Suite struct LogLevelTests {
    @Test(.timeLimit(.minutes(2)), arguments: [
        (nil, ["listening on", "version=\(SoftwareVersion.number)", "game created", "stopped"], ["connection closed"]),
        ("debug", ["listening on", "game created", "connection closed"], [String]()),
        ("warning", [String](), ["listening on", "game created"]),
    ] as [(String?, [String], [String])])
    func theLevelChoosesTheLines(level: String?, logged: [String], omitted: [String]) async throws {
        let broadside = try Repository.broadside()
        let arguments = level.map { ["--log-level", $0] } ?? []
        try await withTemporaryDirectory { data in
            let server = try await ServerProcess.start(executable: broadside, dataDirectory: data, arguments: arguments)
            defer { server.process.kill() }
            let configuration = ClientConfiguration(host: "127.0.0.1", port: server.port, caPath: server.caPath)
            let ann = try await ProtocolClient.connect(configuration, name: "ann")
            try await ann.send(.new(rules: .classic, opponent: .computer)).ok()
            _ = try await ann.send(.quit)
            await ann.close()
            // Where the connection's end is logged, it is awaited before the stop, which would close
            // the connection itself. Where it is not, the clean exit below is what shows the server
            // dealt with it: a stopping server waits until every connection's end is handled.
            if logged.contains("connection closed") {
                _ = try await server.process.waitForOutput("the connection's end", timeout: .seconds(30)) {
                    $0.contains("connection closed") ? true : nil
                }
            }
            server.process.signal(SIGTERM)
            let status = try await server.process.waitForExit(timeout: .seconds(30))
            let log = server.process.outputText
            #expect(WaitStatus.exitCode(status) == 0, "exit status \(status):\n\(log)")
            for line in logged { #expect(log.contains(line), "'\(line)' is missing at \(level ?? "the default level"):\n\(log)") }
            for line in omitted { #expect(!log.contains(line), "'\(line)' was logged at \(level ?? "the default level"):\n\(log)") }
        }
    }
}
